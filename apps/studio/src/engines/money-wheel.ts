import { z } from 'zod';
import type { Rng } from '../rng';
import type { EngineMaths } from './engine-types';
import {
  MONEY_WHEEL_NUMBERS,
  MONEY_WHEEL_SEGMENTS,
  type MoneyWheelNumber,
  type MoneyWheelSegment,
} from './money-wheel-layout';

// The money wheel, a big-wheel game show (DESIGN §7; spec 000 §2 "gameshows"). Rules (the game
// sheet):
// - The wheel has 54 equally likely segments (money-wheel-layout.ts): 23 × 1, 15 × 2, 7 × 5,
//   4 × 10, 2 × 20, 1 × 40 and two multipliers, ×2 and ×7.
// - Bets go on the numbers; a number pays its own value to 1 (1 pays 1 to 1, 40 pays 40 to 1),
//   the stake returned with the win.
// - A multiplier is not bet on: when the wheel stops on one, it is spun again with every bet left
//   on, and the payouts of that spin are multiplied. Multipliers in a row multiply each other, up
//   to ×49 at most. The round ends on the first number.

export const MONEY_WHEEL_MAX_MULTIPLIER = 49;

export const ZMoneyWheelBet = z.strictObject({
  number: z.literal(MONEY_WHEEL_NUMBERS),
  amount: z.number().int().positive().safe(),
});
export type MoneyWheelBet = z.infer<typeof ZMoneyWheelBet>;

/** Why bets cannot be played, or null: at least one, each number once. */
export function moneyWheelBetsProblem(bets: readonly MoneyWheelBet[]): string | null {
  if (bets.length === 0) return 'place at least one bet';
  const numbers = new Set(bets.map((bet) => bet.number));
  return numbers.size === bets.length ? null : 'one bet per number';
}

export type MoneyWheelOutcome = {
  /** The segment index of every spin of the round, in order; the last is a number. */
  stops: number[];
  /** What each spin showed. */
  spins: MoneyWheelSegment[];
  /** What the winning number's payout was multiplied by (1 without a multiplier). */
  multiplier: number;
  /** The number the round ended on. */
  number: MoneyWheelNumber;
  /** Per bet, in the order placed: what it paid back (stake included), 0 when it lost. */
  betWins: number[];
};

/** What a bet pays back (stake included) when the round ends on `number` with `multiplier`. */
export function moneyWheelBetWin(
  bet: MoneyWheelBet,
  number: MoneyWheelNumber,
  multiplier: number,
): number {
  return bet.number === number ? bet.amount * (bet.number * multiplier + 1) : 0;
}

/**
 * Plays one round for valid bets (see moneyWheelBetsProblem): one draw of 54 per spin until a
 * number comes (with probability 1; 54/52 spins on average).
 */
export function playMoneyWheel(
  rng: Rng,
  bets: readonly MoneyWheelBet[],
): { outcome: MoneyWheelOutcome; win: number } {
  const problem = moneyWheelBetsProblem(bets);
  if (problem !== null) throw new RangeError(problem);
  const stops: number[] = [];
  const spins: MoneyWheelSegment[] = [];
  let multiplier = 1;
  for (;;) {
    const stop = rng.int(MONEY_WHEEL_SEGMENTS.length);
    const segment = MONEY_WHEEL_SEGMENTS[stop]!;
    stops.push(stop);
    spins.push(segment);
    if (segment.kind === 'number') {
      const betWins = bets.map((bet) => moneyWheelBetWin(bet, segment.value, multiplier));
      const win = betWins.reduce((sum, value) => sum + value, 0);
      return { outcome: { stops, spins, multiplier, number: segment.value, betWins }, win };
    }
    multiplier = Math.min(multiplier * segment.value, MONEY_WHEEL_MAX_MULTIPLIER);
  }
}

// ---- Maths: exact, over the wheel's segments and the multiplier states ----

/** How many segments show each number. */
export function moneyWheelCounts(): Record<MoneyWheelNumber, number> {
  const counts = Object.fromEntries(MONEY_WHEEL_NUMBERS.map((number) => [number, 0])) as Record<
    MoneyWheelNumber,
    number
  >;
  for (const segment of MONEY_WHEEL_SEGMENTS) {
    if (segment.kind === 'number') counts[segment.value] += 1;
  }
  return counts;
}

/**
 * E[final multiplier] from a multiplier state m, over the finitely many states (products of 2 and
 * 7 capped at 49): f(m) = (N/S)·m + Σ_multiplier segments f(min(x·m, 49))/S, with S segments of
 * which N are numbers. Only the capped state leads to itself; that term is moved to the left:
 * f(m) = [(N/S)·m + Σ_{next ≠ m} f(next)/S] / (1 − #{next = m}/S).
 */
function expectedMultiplier(state: number, memo: Map<number, number>): number {
  const known = memo.get(state);
  if (known !== undefined) return known;
  const size = MONEY_WHEEL_SEGMENTS.length;
  let direct = 0;
  let selfLoops = 0;
  for (const segment of MONEY_WHEEL_SEGMENTS) {
    if (segment.kind === 'number') {
      direct += state / size;
      continue;
    }
    const next = Math.min(state * segment.value, MONEY_WHEEL_MAX_MULTIPLIER);
    if (next === state) selfLoops += 1;
    else direct += expectedMultiplier(next, memo) / size;
  }
  const value = direct / (1 - selfLoops / size);
  memo.set(state, value);
  return value;
}

/**
 * Exact RTP per bet. The number a round ends on is independent of the multipliers before it and
 * uniform over the number segments, so a bet on k returns P(k) × (k × E[multiplier] + 1) with
 * P(k) = count(k) / (number segments). `rtp` is the lowest bet's.
 */
export function computeMoneyWheelMaths(): EngineMaths & {
  rtpByBet: Readonly<Record<MoneyWheelNumber, number>>;
  expectedMultiplier: number;
} {
  const counts = moneyWheelCounts();
  const numberSegments = MONEY_WHEEL_NUMBERS.reduce((sum, number) => sum + counts[number], 0);
  const multiplier = expectedMultiplier(1, new Map());
  const rtpByBet = Object.fromEntries(
    MONEY_WHEEL_NUMBERS.map((number) => [
      number,
      (counts[number] / numberSegments) * (number * multiplier + 1),
    ]),
  ) as Record<MoneyWheelNumber, number>;
  return {
    rtp: Math.min(...Object.values(rtpByBet)),
    rtpByBet,
    expectedMultiplier: multiplier,
    method:
      'exact: segment counts of the wheel and the expected multiplier over every multiplier state',
  };
}

export const MONEY_WHEEL_MATHS = computeMoneyWheelMaths();
