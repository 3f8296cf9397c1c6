import { describe, expect, it } from 'vitest';
import {
  createCryptoRng,
  createRecordingRng,
  createReplayRng,
  ReplayMismatchError,
  type Rng,
} from './rng';

describe('createCryptoRng', () => {
  it('answers integers inside [0, n) for awkward ranges, across pool refills', () => {
    const rng = createCryptoRng(16); // four words per pool: refills constantly
    for (const n of [1, 2, 3, 7, 37, 52, 1000, 2 ** 31 + 1, 2 ** 32]) {
      for (let index = 0; index < 200; index += 1) {
        const value = rng.int(n);
        expect(Number.isInteger(value) && value >= 0 && value < n).toBe(true);
      }
    }
  });

  it('is uniform: a chi-square test over 37 pockets passes at the 10⁻⁹ level', () => {
    const rng = createCryptoRng();
    const draws = 370_000;
    const counts = new Array<number>(37).fill(0);
    for (let index = 0; index < draws; index += 1) counts[rng.int(37)]! += 1;
    const expected = draws / 37;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 36 degrees of freedom: P(χ² > 112.0) = 10⁻⁹, so a fair source fails about once in a
    // billion runs. A biased one fails every time: one byte taken modulo 37 (pockets 0–33 get 7/256,
    // 34–36 get 6/256) gives χ² ≈ 576 at this many draws.
    expect(chiSquare).toBeLessThan(112.0);
  });

  it('refuses ranges that are not whole numbers from 1 to 2^32', () => {
    const rng = createCryptoRng();
    for (const n of [0, -1, 1.5, 2 ** 32 + 1, Number.NaN]) {
      expect(() => rng.int(n)).toThrow(RangeError);
    }
  });
});

describe('recording and replay', () => {
  const scripted = (values: number[]): Rng => ({ int: () => values.shift() ?? 0 });

  it('records every draw and replays it in order', () => {
    const recording = createRecordingRng(scripted([4, 0, 9]));
    expect([recording.int(5), recording.int(2), recording.int(10)]).toEqual([4, 0, 9]);
    expect(recording.draws).toEqual([
      { n: 5, value: 4 },
      { n: 2, value: 0 },
      { n: 10, value: 9 },
    ]);
    const replay = createReplayRng(recording.draws);
    expect([replay.int(5), replay.int(2)]).toEqual([4, 0]);
    expect(replay.isExhausted()).toBe(false);
    expect(replay.int(10)).toBe(9);
    expect(replay.isExhausted()).toBe(true);
  });

  it('refuses a draw with another range, a value out of range or one draw too many', () => {
    expect(() => createReplayRng([{ n: 5, value: 1 }]).int(6)).toThrow(ReplayMismatchError);
    expect(() => createReplayRng([{ n: 5, value: 5 }]).int(5)).toThrow(ReplayMismatchError);
    const replay = createReplayRng([{ n: 2, value: 1 }]);
    replay.int(2);
    expect(() => replay.int(2)).toThrow(ReplayMismatchError);
  });
});
