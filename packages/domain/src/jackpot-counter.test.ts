import { describe, expect, it } from 'vitest';
import { JACKPOT_COUNTER } from './constants';
import {
  jackpotAmountToMinor,
  jackpotCounterDelayMs,
  jackpotCounterResume,
  jackpotCounterStart,
  jackpotCounterStep,
} from './jackpot-counter';

const REAL = 12_345_678; // 123,456.78 in minor units

describe('jackpotCounterStart', () => {
  it('starts 100 units (10 000 minor) under the real amount', () => {
    expect(jackpotCounterStart(REAL)).toBe(REAL - 10_000);
  });

  it('never starts below zero', () => {
    expect(jackpotCounterStart(4_000)).toBe(0);
  });
});

describe('jackpotCounterStep', () => {
  const start = jackpotCounterStart(REAL);

  it('climbs by 0.05 % of the gap at the lowest draw and 0.1 % at the highest', () => {
    // The gap is 10 000 minor: 0.05 % is 5, 0.1 % is 10.
    expect(jackpotCounterStep(start, REAL, 0)).toBe(start + 5);
    expect(jackpotCounterStep(start, REAL, 0.999_999)).toBe(start + 10);
    expect(jackpotCounterStep(start, REAL, 0.5)).toBe(start + 8);
  });

  it('stays within the bounds for any draw', () => {
    for (const random of [0, 0.1, 0.25, 0.5, 0.75, 0.9, 0.99]) {
      const step = jackpotCounterStep(start, REAL, random) - start;
      expect(step).toBeGreaterThanOrEqual(10_000 * JACKPOT_COUNTER.stepFractionOfDelta.min);
      expect(step).toBeLessThanOrEqual(10_000 * JACKPOT_COUNTER.stepFractionOfDelta.max);
    }
  });

  it('moves at least one minor unit when the fraction rounds to nothing', () => {
    expect(jackpotCounterStep(REAL - 3, REAL, 0)).toBe(REAL - 2);
  });

  it('never passes the real amount, and reaches it', () => {
    let shown = start;
    let steps = 0;
    while (shown < REAL) {
      const next = jackpotCounterStep(shown, REAL, (steps % 10) / 10);
      expect(next).toBeGreaterThan(shown);
      expect(next).toBeLessThanOrEqual(REAL);
      shown = next;
      steps += 1;
      if (steps > 20_000) throw new Error('the counter never arrives');
    }
    expect(shown).toBe(REAL);
    expect(jackpotCounterStep(shown, REAL, 0.7)).toBe(REAL);
  });
});

describe('jackpotCounterDelayMs', () => {
  it('waits 180 ms at the lowest draw and 360 ms at the highest', () => {
    expect(jackpotCounterDelayMs(0)).toBe(180);
    expect(jackpotCounterDelayMs(0.5)).toBe(270);
    expect(jackpotCounterDelayMs(0.999_999)).toBe(360);
  });

  it('keeps out-of-range draws within the interval', () => {
    expect(jackpotCounterDelayMs(-1)).toBe(180);
    expect(jackpotCounterDelayMs(7)).toBe(360);
    expect(jackpotCounterDelayMs(Number.NaN)).toBe(180);
  });
});

describe('jackpotCounterResume', () => {
  it('keeps climbing from where it is when the real amount grew', () => {
    expect(jackpotCounterResume(REAL - 50, REAL + 1_000)).toBe(REAL - 50);
  });

  it('starts over under a lower amount (the jackpot was won)', () => {
    expect(jackpotCounterResume(REAL, 500_000)).toBe(490_000);
  });
});

describe('jackpotAmountToMinor', () => {
  it('reads major units with two decimals exactly', () => {
    expect(jackpotAmountToMinor(123_456.78)).toBe(12_345_678);
    expect(jackpotAmountToMinor(0.29)).toBe(29);
  });
});
