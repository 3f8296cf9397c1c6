import type { Rng } from '../rng';
import type { EngineMaths } from './engine-types';

// Blackjack (DESIGN §7). Rules (the game sheet):
// - Cards come from a continuously shuffled shoe: every card is drawn uniformly from the 52 cards
//   of a fresh deck (an "infinite deck"), so the declared RTP is exact for the game as dealt.
// - Dealer stands on soft 17 (S17). Dealer peeks when the up card is an ace or a ten: a dealer
//   blackjack ends the round at once, the player loses only the original stake (pushes with a
//   player blackjack).
// - Blackjack pays 3 to 2. Double on any first two cards (one more card, stake doubled). No split,
//   no insurance, no surrender. The hand stands by itself at 21.

export const BLACKJACK_ACTIONS = ['hit', 'stand', 'double'] as const;
export type BlackjackAction = (typeof BLACKJACK_ACTIONS)[number];

export type BlackjackResult = 'blackjack' | 'win' | 'push' | 'lose' | 'bust' | 'dealer-blackjack';

/** Cards are 0..51: rank = card % 13 (0 ace, 1..8 two..nine, 9..12 ten, jack, queen, king), suit = card / 13. */
export type BlackjackState = {
  stake: number;
  /** The stake plus a double's second stake. */
  wager: number;
  player: number[];
  /** Up card first, then the hole card, then the dealer's draws. */
  dealer: number[];
  actions: BlackjackAction[];
  phase: 'player' | 'settled';
  result: BlackjackResult | null;
  /** Paid back at settlement, stake included; 0 until settled. */
  win: number;
};

const DECK = 52;

export function cardValue(card: number): number {
  const rank = card % 13;
  if (rank === 0) return 1;
  return rank >= 9 ? 10 : rank + 1;
}

/** Best total of a hand: an ace counts 11 when that does not bust it. */
export function handTotal(cards: readonly number[]): { total: number; isSoft: boolean } {
  let hard = 0;
  let hasAce = false;
  for (const card of cards) {
    const value = cardValue(card);
    hard += value;
    if (value === 1) hasAce = true;
  }
  const isSoft = hasAce && hard + 10 <= 21;
  return { total: isSoft ? hard + 10 : hard, isSoft };
}

function isBlackjack(cards: readonly number[]): boolean {
  return cards.length === 2 && handTotal(cards).total === 21;
}

/** Stakes must be even so that 3:2 pays whole minor units. */
export function isValidBlackjackStake(stake: number): boolean {
  return Number.isSafeInteger(stake) && stake > 0 && stake % 2 === 0;
}

export function allowedBlackjackActions(state: BlackjackState): BlackjackAction[] {
  if (state.phase !== 'player') return [];
  return state.player.length === 2 && state.actions.length === 0
    ? ['hit', 'stand', 'double']
    : ['hit', 'stand'];
}

function settle(state: BlackjackState, result: BlackjackResult): BlackjackState {
  const win =
    result === 'blackjack'
      ? (state.stake * 5) / 2
      : result === 'win'
        ? state.wager * 2
        : result === 'push'
          ? state.wager
          : 0;
  return { ...state, phase: 'settled', result, win };
}

function dealerPlays(rng: Rng, state: BlackjackState): BlackjackState {
  const dealer = [...state.dealer];
  // S17: the dealer draws to 16 and stands on every 17, soft or hard.
  while (handTotal(dealer).total < 17) dealer.push(rng.int(DECK));
  const next = { ...state, dealer };
  const player = handTotal(state.player).total;
  const house = handTotal(dealer).total;
  if (house > 21 || player > house) return settle(next, 'win');
  return settle(next, player === house ? 'push' : 'lose');
}

/** Deals a round: player, dealer up, player, dealer hole; settles at once on any blackjack. */
export function dealBlackjack(rng: Rng, stake: number): BlackjackState {
  if (!isValidBlackjackStake(stake)) throw new RangeError(`Invalid blackjack stake ${stake}`);
  const first = rng.int(DECK);
  const up = rng.int(DECK);
  const second = rng.int(DECK);
  const hole = rng.int(DECK);
  const state: BlackjackState = {
    stake,
    wager: stake,
    player: [first, second],
    dealer: [up, hole],
    actions: [],
    phase: 'player',
    result: null,
    win: 0,
  };
  const isPlayerBlackjack = isBlackjack(state.player);
  if (isBlackjack(state.dealer))
    return settle(state, isPlayerBlackjack ? 'push' : 'dealer-blackjack');
  return isPlayerBlackjack ? settle(state, 'blackjack') : state;
}

/** Plays one action; a double's second stake must be taken before calling this. */
export function actBlackjack(
  rng: Rng,
  state: BlackjackState,
  action: BlackjackAction,
): BlackjackState {
  if (!allowedBlackjackActions(state).includes(action)) {
    throw new RangeError(`${action} is not allowed now`);
  }
  const actions = [...state.actions, action];
  switch (action) {
    case 'stand':
      return dealerPlays(rng, { ...state, actions });
    case 'hit': {
      const next = { ...state, actions, player: [...state.player, rng.int(DECK)] };
      const { total } = handTotal(next.player);
      if (total > 21) return settle(next, 'bust');
      return total === 21 ? dealerPlays(rng, next) : next;
    }
    case 'double': {
      const next = {
        ...state,
        actions,
        wager: state.stake * 2,
        player: [...state.player, rng.int(DECK)],
      };
      return handTotal(next.player).total > 21 ? settle(next, 'bust') : dealerPlays(rng, next);
    }
  }
}

/** Replays a round from its stake and actions. */
export function playBlackjackActions(
  rng: Rng,
  stake: number,
  actions: readonly BlackjackAction[],
): BlackjackState {
  let state = dealBlackjack(rng, stake);
  for (const action of actions) state = actBlackjack(rng, state, action);
  return state;
}

// ---- Maths: exact infinite-deck analysis of these rules, and the basic strategy it implies ----

/** Probability of each card value 1..10 (index = value). */
const VALUE_P = [0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 4].map((weight, value) =>
  value === 0 ? 0 : weight / 13,
);
const DEALER_BUST = 5;

function bestOf(hard: number, hasAce: boolean): number {
  return hasAce && hard + 10 <= 21 ? hard + 10 : hard;
}

/** Dealer final totals [17, 18, 19, 20, 21, bust] from a hand, drawing by S17. */
function dealerFrom(hard: number, hasAce: boolean, memo: Map<number, number[]>): number[] {
  const best = bestOf(hard, hasAce);
  if (best > 21) return [0, 0, 0, 0, 0, 1];
  if (best >= 17) {
    const final = [0, 0, 0, 0, 0, 0];
    final[best - 17] = 1;
    return final;
  }
  const key = hard * 2 + Number(hasAce);
  const known = memo.get(key);
  if (known) return known;
  const final = [0, 0, 0, 0, 0, 0];
  for (let value = 1; value <= 10; value += 1) {
    const next = dealerFrom(hard + value, hasAce || value === 1, memo);
    for (let index = 0; index < 6; index += 1) final[index]! += VALUE_P[value]! * next[index]!;
  }
  memo.set(key, final);
  return final;
}

/** Dealer final totals for an up card, given the peek found no blackjack. */
function dealerGivenNoBlackjack(up: number): number[] {
  const memo = new Map<number, number[]>();
  const excluded = up === 1 ? 10 : up === 10 ? 1 : 0;
  const mass = 1 - (excluded === 0 ? 0 : VALUE_P[excluded]!);
  const final = [0, 0, 0, 0, 0, 0];
  for (let hole = 1; hole <= 10; hole += 1) {
    if (hole === excluded) continue;
    const next = dealerFrom(up + hole, up === 1 || hole === 1, memo);
    for (let index = 0; index < 6; index += 1) {
      final[index]! += (VALUE_P[hole]! / mass) * next[index]!;
    }
  }
  return final;
}

type Decision = { action: BlackjackAction; ev: number };

/** Expected values per up card (no dealer blackjack) of standing, hitting, doubling. */
function analyseUpCard(up: number) {
  const dealer = dealerGivenNoBlackjack(up);
  const standEv = (total: number): number => {
    if (total > 21) return -1;
    let ev = dealer[DEALER_BUST]!;
    for (let index = 0; index < 5; index += 1) {
      const house = 17 + index;
      ev += total > house ? dealer[index]! : total < house ? -dealer[index]! : 0;
    }
    return ev;
  };
  const afterHitMemo = new Map<number, Decision>();
  // The best play once doubling is no longer possible (hit or stand; stands by itself at 21).
  const play = (hard: number, hasAce: boolean): Decision => {
    const best = bestOf(hard, hasAce);
    if (best > 21) return { action: 'stand', ev: -1 };
    const key = hard * 2 + Number(hasAce);
    const known = afterHitMemo.get(key);
    if (known) return known;
    const stand = standEv(best);
    let decision: Decision = { action: 'stand', ev: stand };
    if (best < 21) {
      let hit = 0;
      for (let value = 1; value <= 10; value += 1) {
        hit += VALUE_P[value]! * play(hard + value, hasAce || value === 1).ev;
      }
      if (hit > stand) decision = { action: 'hit', ev: hit };
    }
    afterHitMemo.set(key, decision);
    return decision;
  };
  const first = (hard: number, hasAce: boolean): Decision => {
    const later = play(hard, hasAce);
    let double = 0;
    for (let value = 1; value <= 10; value += 1) {
      double += VALUE_P[value]! * 2 * standEv(bestOf(hard + value, hasAce || value === 1));
    }
    return double > later.ev ? { action: 'double', ev: double } : later;
  };
  return { play, first };
}

const ANALYSIS = Array.from({ length: 11 }, (_, up) => (up === 0 ? null : analyseUpCard(up)));

/** The basic strategy for these rules: the play with the highest expected value. */
export function basicStrategy(state: BlackjackState): BlackjackAction {
  const up = cardValue(state.dealer[0]!);
  let hard = 0;
  let hasAce = false;
  for (const card of state.player) {
    const value = cardValue(card);
    hard += value;
    if (value === 1) hasAce = true;
  }
  const analysis = ANALYSIS[up]!;
  const canDouble = allowedBlackjackActions(state).includes('double');
  return (canDouble ? analysis.first(hard, hasAce) : analysis.play(hard, hasAce)).action;
}

/**
 * Exact RTP with basic strategy: over up card u, first two player cards and the peek,
 * E[net] = Σ p(u) [P(dealer BJ | u) × (player BJ ? 0 : −1) + P(no BJ | u) × Σ p(c1) p(c2) v]
 * with v = 1.5 for a player blackjack, else the best first decision's value; RTP is
 * (E[wager] + E[net]) / E[wager], E[wager] counting a double's second stake.
 */
export function computeBlackjackMaths(): EngineMaths & {
  expectedNetPerStake: number;
  expectedWagerPerStake: number;
} {
  const playerBlackjack = 2 * VALUE_P[1]! * VALUE_P[10]!;
  let net = 0;
  let wager = 1;
  for (let up = 1; up <= 10; up += 1) {
    const dealerBlackjack = up === 1 ? VALUE_P[10]! : up === 10 ? VALUE_P[1]! : 0;
    let played = 0;
    let doubles = 0;
    for (let a = 1; a <= 10; a += 1) {
      for (let b = 1; b <= 10; b += 1) {
        const p = VALUE_P[a]! * VALUE_P[b]!;
        if (a + b === 11 && (a === 1 || b === 1)) {
          played += p * 1.5;
          continue;
        }
        const decision = ANALYSIS[up]!.first(a + b, a === 1 || b === 1);
        played += p * decision.ev;
        if (decision.action === 'double') doubles += p;
      }
    }
    net +=
      VALUE_P[up]! * (dealerBlackjack * -(1 - playerBlackjack) + (1 - dealerBlackjack) * played);
    wager += VALUE_P[up]! * (1 - dealerBlackjack) * doubles;
  }
  return {
    rtp: (wager + net) / wager,
    expectedNetPerStake: net,
    expectedWagerPerStake: wager,
    method:
      'exact: infinite-deck analysis of these rules with the basic strategy derived from it (no split)',
  };
}

export const BLACKJACK_MATHS = computeBlackjackMaths();
