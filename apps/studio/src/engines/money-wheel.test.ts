import { describe, expect, it } from 'vitest';
import { createCryptoRng, createReplayRng } from '../rng';
import {
  MONEY_WHEEL_MATHS,
  MONEY_WHEEL_MAX_MULTIPLIER,
  moneyWheelCounts,
  playMoneyWheel,
  ZMoneyWheelBet,
  type MoneyWheelBet,
} from './money-wheel';
import {
  MONEY_WHEEL_NUMBERS,
  MONEY_WHEEL_SEGMENTS,
  moneyWheelLabel,
  type MoneyWheelSegment,
} from './money-wheel-layout';
import { createRtpAccumulator } from './rtp-sample';

const SIZE = MONEY_WHEEL_SEGMENTS.length;
const stopOf = (label: string): number =>
  MONEY_WHEEL_SEGMENTS.findIndex((segment) => moneyWheelLabel(segment) === label);
/** An RNG that stops the wheel on the given labels in order. */
const spins = (...labels: string[]) =>
  createReplayRng(labels.map((label) => ({ n: SIZE, value: stopOf(label) })));

describe('the money wheel', () => {
  it('has 54 segments: 23 × 1, 15 × 2, 7 × 5, 4 × 10, 2 × 20, 1 × 40, ×2 and ×7', () => {
    expect(SIZE).toBe(54);
    expect(moneyWheelCounts()).toEqual({ 1: 23, 2: 15, 5: 7, 10: 4, 20: 2, 40: 1 });
    const multipliers = MONEY_WHEEL_SEGMENTS.filter((segment) => segment.kind === 'multiplier');
    expect(multipliers.map(moneyWheelLabel).sort()).toEqual(['2×', '7×']);
  });

  it('pays a number its value to 1 and loses the other bets', () => {
    const bets: MoneyWheelBet[] = [
      { number: 10, amount: 100 },
      { number: 1, amount: 50 },
    ];
    const { outcome, win } = playMoneyWheel(spins('10'), bets);
    expect(outcome).toMatchObject({ number: 10, multiplier: 1, betWins: [1100, 0] });
    expect(outcome.stops).toEqual([stopOf('10')]);
    expect(win).toBe(1100);
  });

  it('spins again on a multiplier, multiplying the next payouts, with every bet left on', () => {
    const { outcome, win } = playMoneyWheel(spins('2×', '7×', '5'), [
      { number: 5, amount: 10 },
      { number: 40, amount: 10 },
    ]);
    expect(outcome.spins).toEqual<MoneyWheelSegment[]>([
      { kind: 'multiplier', value: 2 },
      { kind: 'multiplier', value: 7 },
      { kind: 'number', value: 5 },
    ]);
    expect(outcome.multiplier).toBe(14);
    // 5 to 1, times 14, plus the stake.
    expect(win).toBe(10 * (5 * 14 + 1));
  });

  it('caps multipliers in a row at ×49', () => {
    const { outcome, win } = playMoneyWheel(spins('7×', '7×', '7×', '2×', '1'), [
      { number: 1, amount: 10 },
    ]);
    expect(outcome.multiplier).toBe(MONEY_WHEEL_MAX_MULTIPLIER);
    expect(win).toBe(10 * (49 + 1));
  });

  it('takes bets on the numbers only, each once', () => {
    expect(ZMoneyWheelBet.safeParse({ number: 40, amount: 10 }).success).toBe(true);
    expect(ZMoneyWheelBet.safeParse({ number: 7, amount: 10 }).success).toBe(false);
    const rng = createCryptoRng();
    expect(() => playMoneyWheel(rng, [])).toThrow(RangeError);
    expect(() =>
      playMoneyWheel(rng, [
        { number: 2, amount: 10 },
        { number: 2, amount: 10 },
      ]),
    ).toThrow(RangeError);
  });

  it('declares per bet what an independent walk over every chain of multipliers gives', () => {
    // Every sequence of up to 12 multiplier spins, then a number; the rest weighs below 1e-16.
    const expected = new Map<number, number>(MONEY_WHEEL_NUMBERS.map((number) => [number, 0]));
    const walk = (probability: number, multiplier: number, depth: number): void => {
      for (const segment of MONEY_WHEEL_SEGMENTS) {
        const p = probability / SIZE;
        if (segment.kind === 'number') {
          const number = segment.value;
          expected.set(number, expected.get(number)! + p * (number * multiplier + 1));
        } else if (depth < 12) {
          walk(p, Math.min(multiplier * segment.value, MONEY_WHEEL_MAX_MULTIPLIER), depth + 1);
        }
      }
    };
    walk(1, 1, 0);
    for (const number of MONEY_WHEEL_NUMBERS) {
      expect(MONEY_WHEEL_MATHS.rtpByBet[number]).toBeCloseTo(expected.get(number)!, 12);
    }
    expect(MONEY_WHEEL_MATHS.rtpByBet[10]).toBeCloseTo(0.96312, 5);
    expect(MONEY_WHEEL_MATHS.rtpByBet[40]).toBeCloseTo(0.905427, 5);
    expect(MONEY_WHEEL_MATHS.rtp).toBe(MONEY_WHEEL_MATHS.rtpByBet[40]);
  });

  // Tolerance: 5 standard errors of each bet's measured RTP, estimated from the sample; every round
  // carries one bet on each number, each measured on its own.
  it('measures each bet’s declared RTP within 5 standard errors over 1,000,000 rounds', () => {
    const bets: MoneyWheelBet[] = MONEY_WHEEL_NUMBERS.map((number) => ({ number, amount: 1 }));
    const samples = bets.map(() => createRtpAccumulator());
    const rng = createCryptoRng();
    for (let round = 0; round < 1_000_000; round += 1) {
      const { betWins } = playMoneyWheel(rng, bets).outcome;
      betWins.forEach((win, index) => samples[index]!.add(1, win));
    }
    MONEY_WHEEL_NUMBERS.forEach((number, index) => {
      const result = samples[index]!.result();
      expect(Math.abs(result.rtp - MONEY_WHEEL_MATHS.rtpByBet[number])).toBeLessThanOrEqual(
        5 * result.standardError,
      );
      expect(result.standardError).toBeLessThan(0.02);
    });
  });
});
