import { z } from 'zod';
import type { Rng } from '../rng';
import type { EngineMaths } from './engine-types';

// Baccarat, punto banco (DESIGN §7; spec 000 §2 lists baccarat among the live casino's games).
// Rules (the game sheet):
// - Cards come from a continuously shuffled shoe: every card is drawn uniformly from the 52 cards
//   of a fresh deck (an "infinite deck", as in the blackjack engine), so the declared RTP is exact
//   for the game as dealt.
// - Card values: ace 1, two to nine their pips, ten and the faces 0; a hand counts its total
//   modulo 10. Deal order: player, banker, player, banker.
// - A natural (either hand 8 or 9 on two cards) ends the coup. Otherwise the player draws a third
//   card on 0–5 and stands on 6–7; the banker then follows the standard tableau: without a player
//   third card it draws on 0–5; with one, it draws on 0–2, on 3 unless that card is an 8, on 4
//   against 2–7, on 5 against 4–7, on 6 against 6–7, and stands on 7.
// - Bets: player pays 1 to 1, banker 1 to 1 less 5 % commission (0.95 to 1), tie 8 to 1. A tie
//   returns player and banker bets (push).

export const BACCARAT_BET_TYPES = ['player', 'banker', 'tie'] as const;
export type BaccaratBetType = (typeof BACCARAT_BET_TYPES)[number];
export type BaccaratWinner = BaccaratBetType;

export const ZBaccaratBet = z.strictObject({
  type: z.enum(BACCARAT_BET_TYPES),
  amount: z.number().int().positive().safe(),
});
export type BaccaratBet = z.infer<typeof ZBaccaratBet>;

/**
 * Paid back per unit bet, stake included, by winner, in twentieths: the banker's 1 + 0.95 is 39/20.
 * A banker bet must therefore be a multiple of 20 minor units, so its commission is whole units.
 */
const RETURN_TWENTIETHS: Readonly<
  Record<BaccaratBetType, Readonly<Record<BaccaratWinner, number>>>
> = {
  player: { player: 40, banker: 0, tie: 20 },
  banker: { player: 0, banker: 39, tie: 20 },
  tie: { player: 0, banker: 0, tie: 180 },
};
export const BACCARAT_BANKER_UNIT = 20;

const DECK = 52;

/** Cards are 0..51 as in blackjack: rank = card % 13 (0 ace, 1..8 two..nine, 9..12 ten..king). */
export function baccaratValue(card: number): number {
  const rank = card % 13;
  return rank >= 9 ? 0 : rank + 1;
}

export function baccaratTotal(cards: readonly number[]): number {
  return cards.reduce((sum, card) => sum + baccaratValue(card), 0) % 10;
}

function isNatural(playerTotal: number, bankerTotal: number): boolean {
  return playerTotal >= 8 || bankerTotal >= 8;
}

function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/** The banker's tableau; `playerThird` is the value of the player's third card, or null. */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird >= 6 && playerThird <= 7;
    default:
      return false;
  }
}

function winnerOf(playerTotal: number, bankerTotal: number): BaccaratWinner {
  if (playerTotal === bankerTotal) return 'tie';
  return playerTotal > bankerTotal ? 'player' : 'banker';
}

export type BaccaratCoup = {
  /** Cards in the order each hand received them. */
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
  isNatural: boolean;
};

/** Deals one coup by the rules above. */
export function dealBaccaratCoup(rng: Rng): BaccaratCoup {
  const player = [rng.int(DECK)];
  const banker = [rng.int(DECK)];
  player.push(rng.int(DECK));
  banker.push(rng.int(DECK));
  const natural = isNatural(baccaratTotal(player), baccaratTotal(banker));
  if (!natural) {
    let playerThird: number | null = null;
    if (playerDraws(baccaratTotal(player))) {
      const card = rng.int(DECK);
      player.push(card);
      playerThird = baccaratValue(card);
    }
    if (bankerDraws(baccaratTotal(banker), playerThird)) banker.push(rng.int(DECK));
  }
  const playerTotal = baccaratTotal(player);
  const bankerTotal = baccaratTotal(banker);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: winnerOf(playerTotal, bankerTotal),
    isNatural: natural,
  };
}

/** Why bets cannot be played, or null: at least one, each spot once, banker in units of 20. */
export function baccaratBetsProblem(bets: readonly BaccaratBet[]): string | null {
  if (bets.length === 0) return 'place at least one bet';
  const types = new Set(bets.map((bet) => bet.type));
  if (types.size !== bets.length) return 'one bet per spot: player, banker, tie';
  const banker = bets.find((bet) => bet.type === 'banker');
  if (banker && banker.amount % BACCARAT_BANKER_UNIT !== 0) {
    return `a banker bet is a multiple of ${BACCARAT_BANKER_UNIT}, so its 5 % commission is whole`;
  }
  return null;
}

/** What a bet pays back (stake included) when `winner` wins; 0 when it lost. */
export function baccaratBetWin(bet: BaccaratBet, winner: BaccaratWinner): number {
  return (bet.amount * RETURN_TWENTIETHS[bet.type][winner]) / 20;
}

export type BaccaratOutcome = BaccaratCoup & {
  /** Per bet, in the order placed: what it paid back (stake included), 0 when it lost. */
  betWins: number[];
};

/** Plays one coup for valid bets (see baccaratBetsProblem). */
export function playBaccarat(
  rng: Rng,
  bets: readonly BaccaratBet[],
): { outcome: BaccaratOutcome; win: number } {
  const problem = baccaratBetsProblem(bets);
  if (problem !== null) throw new RangeError(problem);
  const coup = dealBaccaratCoup(rng);
  const betWins = bets.map((bet) => baccaratBetWin(bet, coup.winner));
  const win = betWins.reduce((sum, value) => sum + value, 0);
  return { outcome: { ...coup, betWins }, win };
}

// ---- Maths: exact enumeration of every coup, weighted by its card values ----

/** Of 13 ranks, four count 0 (ten, jack, queen, king) and one each counts 1..9. */
const VALUE_WEIGHT = [4, 1, 1, 1, 1, 1, 1, 1, 1, 1] as const;
const RANKS = 13;
/** Six cards at most: every coup is counted out of 13^6 equally likely rank sequences. */
export const BACCARAT_SEQUENCES = RANKS ** 6;

export type BaccaratWinnerCounts = Record<BaccaratWinner, number>;

/** How many of the 13^6 rank sequences end in each winner (cards not drawn count 13 ways). */
export function countBaccaratWinners(): BaccaratWinnerCounts {
  const counts: BaccaratWinnerCounts = { player: 0, banker: 0, tie: 0 };
  const add = (playerTotal: number, bankerTotal: number, weight: number) => {
    counts[winnerOf(playerTotal, bankerTotal)] += weight;
  };
  for (let p1 = 0; p1 < 10; p1 += 1) {
    for (let b1 = 0; b1 < 10; b1 += 1) {
      for (let p2 = 0; p2 < 10; p2 += 1) {
        for (let b2 = 0; b2 < 10; b2 += 1) {
          const weight =
            VALUE_WEIGHT[p1]! * VALUE_WEIGHT[b1]! * VALUE_WEIGHT[p2]! * VALUE_WEIGHT[b2]!;
          const player = (p1 + p2) % 10;
          const banker = (b1 + b2) % 10;
          if (isNatural(player, banker)) {
            add(player, banker, weight * RANKS * RANKS);
          } else if (playerDraws(player)) {
            for (let p3 = 0; p3 < 10; p3 += 1) {
              const withThird = weight * VALUE_WEIGHT[p3]!;
              const playerFinal = (player + p3) % 10;
              if (!bankerDraws(banker, p3)) {
                add(playerFinal, banker, withThird * RANKS);
                continue;
              }
              for (let b3 = 0; b3 < 10; b3 += 1) {
                add(playerFinal, (banker + b3) % 10, withThird * VALUE_WEIGHT[b3]!);
              }
            }
          } else if (bankerDraws(banker, null)) {
            for (let b3 = 0; b3 < 10; b3 += 1) {
              add(player, (banker + b3) % 10, weight * RANKS * VALUE_WEIGHT[b3]!);
            }
          } else {
            add(player, banker, weight * RANKS * RANKS);
          }
        }
      }
    }
  }
  return counts;
}

/**
 * Exact RTP per bet: with P(w) = count(w) / 13^6 from the enumeration, a bet returns
 * Σ_w P(w) × (paid back per unit when w wins). `rtp` is the lowest (tie).
 */
export function computeBaccaratMaths(): EngineMaths & {
  rtpByBet: Readonly<Record<BaccaratBetType, number>>;
  counts: BaccaratWinnerCounts;
} {
  const counts = countBaccaratWinners();
  const rtpOf = (type: BaccaratBetType) =>
    BACCARAT_BET_TYPES.reduce(
      (sum, winner) => sum + counts[winner] * RETURN_TWENTIETHS[type][winner],
      0,
    ) /
    (20 * BACCARAT_SEQUENCES);
  const rtpByBet = { player: rtpOf('player'), banker: rtpOf('banker'), tie: rtpOf('tie') };
  return {
    rtp: Math.min(...Object.values(rtpByBet)),
    rtpByBet,
    counts,
    method:
      'exact: every coup of an infinite deck enumerated over 13^6 rank sequences with the tableau',
  };
}

export const BACCARAT_MATHS = computeBaccaratMaths();
