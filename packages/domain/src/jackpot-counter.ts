// spec 001 §9 / §6: the jackpot counter of the Croatian and Serbian lobbies. It starts 100 currency
// units under the real amount and climbs by 0.05 %–0.1 % of the remaining gap at random intervals
// of 180–360 ms. Pure: the caller passes each random draw (Math.random, or fixed ones in tests), so
// the stepping can be checked without a clock. Amounts are whole minor units (DESIGN §4).

import { JACKPOT_COUNTER } from './constants';

function clampUnit(random: number): number {
  if (!Number.isFinite(random) || random < 0) return 0;
  return random >= 1 ? 1 : random;
}

/** What the counter shows first: 100 units under the real amount, never below zero. */
export function jackpotCounterStart(realMinor: number): number {
  return Math.max(0, realMinor - JACKPOT_COUNTER.startBelowMinor);
}

/**
 * The next value: the gap to the real amount shrinks by a fraction between 0.05 % and 0.1 %
 * (`random` in [0, 1) picks where), at least one minor unit so the counter always arrives, and it
 * never passes the real amount.
 */
export function jackpotCounterStep(
  currentMinor: number,
  realMinor: number,
  random: number,
): number {
  if (currentMinor >= realMinor) return realMinor;
  const { min, max } = JACKPOT_COUNTER.stepFractionOfDelta;
  const fraction = min + clampUnit(random) * (max - min);
  const step = Math.max(1, Math.round((realMinor - currentMinor) * fraction));
  return Math.min(realMinor, currentMinor + step);
}

/** How long until the next step: 180–360 ms, `random` in [0, 1) picks where. */
export function jackpotCounterDelayMs(random: number): number {
  const { min, max } = JACKPOT_COUNTER.intervalMs;
  return Math.round(min + clampUnit(random) * (max - min));
}

/**
 * A new real amount arrived while counting. Below it the counter keeps climbing from where it is;
 * a jackpot that was won (the new amount is lower than the one shown) starts over under it.
 */
export function jackpotCounterResume(shownMinor: number, realMinor: number): number {
  return shownMinor > realMinor ? jackpotCounterStart(realMinor) : shownMinor;
}

/** A jackpot feed's amount (major units, at most 2 decimals) in minor units. */
export function jackpotAmountToMinor(amount: number): number {
  return Math.round(amount * 100);
}
