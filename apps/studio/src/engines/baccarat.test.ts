import { describe, expect, it } from 'vitest';
import { createCryptoRng, createReplayRng } from '../rng';
import {
  BACCARAT_BET_TYPES,
  BACCARAT_MATHS,
  BACCARAT_SEQUENCES,
  baccaratBetsProblem,
  baccaratTotal,
  bankerDraws,
  dealBaccaratCoup,
  playBaccarat,
  type BaccaratBet,
} from './baccarat';
import { createRtpAccumulator } from './rtp-sample';

// Cards in spades by the value they count: 0 is a ten, 1 an ace, 2..9 their pips.
const card = (value: number): number => (value === 0 ? 9 : value - 1);
/** An RNG that deals the given card values in order (player, banker, player, banker, thirds). */
const shoe = (...values: number[]) =>
  createReplayRng(values.map((value) => ({ n: 52, value: card(value) })));

describe('baccarat', () => {
  it('counts tens and faces as 0 and a hand modulo 10', () => {
    const king = 12;
    const queen = 11;
    expect(baccaratTotal([king, queen])).toBe(0);
    expect(baccaratTotal([card(7), card(8)])).toBe(5);
    expect(baccaratTotal([0, card(9)])).toBe(0);
  });

  it('deals player, banker, player, banker and ends on a natural', () => {
    const coup = dealBaccaratCoup(shoe(4, 0, 5, 7));
    expect(coup).toMatchObject({
      player: [card(4), card(5)],
      banker: [card(0), card(7)],
      playerTotal: 9,
      bankerTotal: 7,
      winner: 'player',
      isNatural: true,
    });
  });

  it('has the player draw on 0–5 and stand on 6–7', () => {
    expect(dealBaccaratCoup(shoe(2, 3, 3, 3, 4)).player).toHaveLength(3);
    expect(dealBaccaratCoup(shoe(3, 3, 3, 3)).player).toHaveLength(2);
  });

  it('has the banker draw on 0–5 and stand on 6–7 when the player stood', () => {
    // Player 6 stands; banker 5 draws a 2 and wins 7 to 6.
    const drawn = dealBaccaratCoup(shoe(3, 2, 3, 3, 2));
    expect(drawn).toMatchObject({ bankerTotal: 7, winner: 'banker', isNatural: false });
    expect(drawn.banker).toHaveLength(3);
    // Player 7 stands; banker 6 stands.
    expect(dealBaccaratCoup(shoe(3, 3, 4, 3))).toMatchObject({ winner: 'player', banker: [2, 2] });
  });

  // The published tableau: banker total (rows 3–6) against the player's third card (0–9).
  it.each([
    [3, 'DDDDDDDDSD'],
    [4, 'SSDDDDDDSS'],
    [5, 'SSSSDDDDSS'],
    [6, 'SSSSSSDDSS'],
    [7, 'SSSSSSSSSS'],
  ])('follows the tableau for a banker total of %i', (banker, row) => {
    for (let third = 0; third <= 9; third += 1) {
      expect(bankerDraws(banker, third)).toBe(row[third] === 'D');
    }
    for (const low of [0, 1, 2]) expect(bankerDraws(low, 8)).toBe(true);
  });

  it('deals the banker a third card by the tableau in a played coup', () => {
    // Player 0+4 = 4 draws an 8 (12 → 2); banker 3 stands against an 8 and wins 3 to 2.
    const stands = dealBaccaratCoup(shoe(0, 1, 4, 2, 8));
    expect(stands).toMatchObject({ playerTotal: 2, bankerTotal: 3, winner: 'banker' });
    expect(stands.banker).toHaveLength(2);
    // Player 4 draws a 9 (→ 3); banker 3 draws against a 9: a 4 makes 7.
    const draws = dealBaccaratCoup(shoe(0, 1, 4, 2, 9, 4));
    expect(draws).toMatchObject({ playerTotal: 3, bankerTotal: 7, winner: 'banker' });
  });

  it('pays player 1:1, banker 0.95:1, tie 8:1, and pushes player and banker on a tie', () => {
    const bets: BaccaratBet[] = [
      { type: 'player', amount: 100 },
      { type: 'banker', amount: 100 },
      { type: 'tie', amount: 100 },
    ];
    // Natural 9 against 7: player wins.
    expect(playBaccarat(shoe(4, 0, 5, 7), bets).outcome.betWins).toEqual([200, 0, 0]);
    // Natural 8 against 9: banker wins, less 5 % commission.
    expect(playBaccarat(shoe(4, 4, 4, 5), bets).outcome.betWins).toEqual([0, 195, 0]);
    // Natural 8 against 8: a tie.
    const tie = playBaccarat(shoe(4, 4, 4, 4), bets);
    expect(tie.outcome.betWins).toEqual([100, 100, 900]);
    expect(tie.win).toBe(1100);
  });

  it('refuses bets it cannot pay in whole units or that repeat a spot', () => {
    const rng = createCryptoRng();
    expect(baccaratBetsProblem([{ type: 'banker', amount: 40 }])).toBeNull();
    expect(() => playBaccarat(rng, [{ type: 'banker', amount: 50 }])).toThrow(RangeError);
    expect(() =>
      playBaccarat(rng, [
        { type: 'tie', amount: 10 },
        { type: 'tie', amount: 10 },
      ]),
    ).toThrow(RangeError);
    expect(() => playBaccarat(rng, [])).toThrow(RangeError);
  });

  it('enumerates every coup: the infinite-deck chances of each winner', () => {
    const { counts } = BACCARAT_MATHS;
    expect(counts.player + counts.banker + counts.tie).toBe(BACCARAT_SEQUENCES);
    expect(counts).toEqual({ player: 2_153_464, banker: 2_212_744, tie: 460_601 });
    // The familiar house edges: banker 1.06 %, player 1.23 %, tie 14.12 %.
    expect(BACCARAT_MATHS.rtpByBet.banker).toBeCloseTo(0.98936, 5);
    expect(BACCARAT_MATHS.rtpByBet.player).toBeCloseTo(0.987719, 5);
    expect(BACCARAT_MATHS.rtpByBet.tie).toBeCloseTo(0.85883, 5);
    expect(BACCARAT_MATHS.rtp).toBe(BACCARAT_MATHS.rtpByBet.tie);
  });

  // Tolerance: 5 standard errors of each bet's measured RTP, estimated from the sample; every coup
  // carries one bet on each spot, each measured on its own.
  it('measures each bet’s declared RTP within 5 standard errors over 1,000,000 coups', () => {
    const bets: BaccaratBet[] = BACCARAT_BET_TYPES.map((type) => ({ type, amount: 20 }));
    const samples = bets.map(() => createRtpAccumulator());
    const rng = createCryptoRng();
    for (let coup = 0; coup < 1_000_000; coup += 1) {
      const { betWins } = playBaccarat(rng, bets).outcome;
      betWins.forEach((win, index) => samples[index]!.add(20, win));
    }
    BACCARAT_BET_TYPES.forEach((type, index) => {
      const result = samples[index]!.result();
      expect(Math.abs(result.rtp - BACCARAT_MATHS.rtpByBet[type])).toBeLessThanOrEqual(
        5 * result.standardError,
      );
      expect(result.standardError).toBeLessThan(0.01);
    });
  });
});
