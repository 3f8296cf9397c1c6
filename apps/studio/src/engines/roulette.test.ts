import { describe, expect, it } from 'vitest';
import { createCryptoRng, createReplayRng } from '../rng';
import {
  playRoulette,
  ROULETTE_MATHS,
  ROULETTE_POCKETS,
  rouletteBetProblem,
  rouletteBetWins,
  type RouletteBet,
} from './roulette';
import { createRtpAccumulator } from './rtp-sample';

const spinTo = (pocket: number) => createReplayRng([{ n: ROULETTE_POCKETS, value: pocket }]);

describe('roulette bets', () => {
  it.each<[RouletteBet, boolean]>([
    [{ type: 'straight', numbers: [0], amount: 1 }, true],
    [{ type: 'split', numbers: [1, 2], amount: 1 }, true],
    [{ type: 'split', numbers: [2, 5], amount: 1 }, true],
    [{ type: 'split', numbers: [0, 3], amount: 1 }, true],
    [{ type: 'split', numbers: [3, 4], amount: 1 }, false],
    [{ type: 'split', numbers: [1, 5], amount: 1 }, false],
    [{ type: 'street', numbers: [34, 35, 36], amount: 1 }, true],
    [{ type: 'street', numbers: [0, 2, 3], amount: 1 }, true],
    [{ type: 'street', numbers: [2, 3, 4], amount: 1 }, false],
    [{ type: 'corner', numbers: [1, 2, 4, 5], amount: 1 }, true],
    [{ type: 'corner', numbers: [0, 1, 2, 3], amount: 1 }, true],
    [{ type: 'corner', numbers: [3, 4, 6, 7], amount: 1 }, false],
    [{ type: 'line', numbers: [31, 32, 33, 34, 35, 36], amount: 1 }, true],
    [{ type: 'line', numbers: [2, 3, 4, 5, 6, 7], amount: 1 }, false],
    [{ type: 'dozen', index: 3, amount: 1 }, true],
    [{ type: 'dozen', amount: 1 }, false],
    [{ type: 'red', amount: 1 }, true],
    [{ type: 'red', numbers: [1], amount: 1 }, false],
    [{ type: 'straight', numbers: [1, 2], amount: 1 }, false],
    [{ type: 'split', numbers: [4, 4], amount: 1 }, false],
  ])('%j is on the table: %s', (bet, isValid) => {
    expect(rouletteBetProblem(bet) === null).toBe(isValid);
  });

  it('loses every outside bet on zero', () => {
    for (const type of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) {
      expect(rouletteBetWins({ type, amount: 1 }, 0)).toBe(false);
    }
    expect(rouletteBetWins({ type: 'column', index: 1, amount: 1 }, 0)).toBe(false);
  });

  it('pays the standard odds, stake included', () => {
    const bets: RouletteBet[] = [
      { type: 'straight', numbers: [17], amount: 10 },
      { type: 'split', numbers: [17, 20], amount: 10 },
      { type: 'street', numbers: [16, 17, 18], amount: 10 },
      { type: 'corner', numbers: [13, 14, 16, 17], amount: 10 },
      { type: 'line', numbers: [16, 17, 18, 19, 20, 21], amount: 10 },
      { type: 'dozen', index: 2, amount: 10 },
      { type: 'column', index: 2, amount: 10 },
      { type: 'black', amount: 10 },
      { type: 'odd', amount: 10 },
      { type: 'low', amount: 10 },
      { type: 'red', amount: 10 },
    ];
    const { outcome, win } = playRoulette(spinTo(17), bets);
    expect(outcome.pocket).toBe(17);
    expect(outcome.colour).toBe('black');
    expect(outcome.betWins).toEqual([360, 180, 120, 90, 60, 30, 30, 20, 20, 20, 0]);
    expect(win).toBe(930);
  });

  it('refuses an invalid bet instead of spinning', () => {
    expect(() => playRoulette(spinTo(1), [{ type: 'split', numbers: [1, 9], amount: 1 }])).toThrow(
      RangeError,
    );
  });

  // Tolerance: 5 standard errors of the measured RTP, estimated from the sample. The bet mix spans
  // inside and outside bets; each returns 36/37.
  it('measures 36/37 within 5 standard errors over 1,000,000 spins', () => {
    const bets: RouletteBet[] = [
      { type: 'straight', numbers: [7], amount: 1 },
      { type: 'split', numbers: [0, 2], amount: 1 },
      { type: 'corner', numbers: [25, 26, 28, 29], amount: 1 },
      { type: 'dozen', index: 1, amount: 1 },
      { type: 'red', amount: 1 },
    ];
    const rng = createCryptoRng();
    const sample = createRtpAccumulator();
    for (let spin = 0; spin < 1_000_000; spin += 1) {
      sample.add(5, playRoulette(rng, bets).win);
    }
    const result = sample.result();
    expect(ROULETTE_MATHS.rtp).toBe(36 / 37);
    expect(Math.abs(result.rtp - ROULETTE_MATHS.rtp)).toBeLessThanOrEqual(5 * result.standardError);
    expect(result.standardError).toBeLessThan(0.01);
  });
});
