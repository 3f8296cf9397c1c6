import {
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  SECOND_MS,
  TIMER_DIGITS_PAD_LENGTH,
} from '@playfair/domain/constants';

// spec 000 §9 countdowns, for the prize draws and the races (spec 001 §9 follows the same rule).

export type CountdownUnit = 'days' | 'hours' | 'minutes' | 'seconds';

export type CountdownPart = { unit: CountdownUnit; value: string };

function pad(value: number): string {
  return String(value).padStart(TIMER_DIGITS_PAD_LENGTH, '0');
}

/**
 * The countdown's units for the time left (spec 000 §4 / §9): days, hours and minutes while a day
 * or more remains; once 0 days remain the days unit goes and seconds show instead. Digits are
 * padded to 2. A time already past counts as zero.
 */
export function countdownParts(remainingMs: number): CountdownPart[] {
  const left = Math.max(0, Math.floor(remainingMs / SECOND_MS) * SECOND_MS);
  const days = Math.floor(left / DAY_MS);
  const hours = Math.floor((left % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((left % HOUR_MS) / MINUTE_MS);
  const seconds = Math.floor((left % MINUTE_MS) / SECOND_MS);
  if (days > 0) {
    return [
      { unit: 'days', value: pad(days) },
      { unit: 'hours', value: pad(hours) },
      { unit: 'minutes', value: pad(minutes) },
    ];
  }
  return [
    { unit: 'hours', value: pad(hours) },
    { unit: 'minutes', value: pad(minutes) },
    { unit: 'seconds', value: pad(seconds) },
  ];
}

/** Milliseconds from `nowMs` to the ISO moment `targetIso` (negative once it has passed). */
export function remainingMs(targetIso: string, nowMs: number): number {
  const target = Date.parse(targetIso);
  return Number.isNaN(target) ? 0 : target - nowMs;
}

/**
 * The short form of the time left, for a line of text: the whole days (`race_time_left`), and the
 * rest as a clock, "02:07" (hours, minutes) beside days, else "04:59:12".
 */
export function compactCountdown(remainingMs: number): { days: number; clock: string } {
  const parts = countdownParts(remainingMs);
  const days = parts[0]?.unit === 'days' ? Number(parts[0].value) : 0;
  const clock = parts
    .filter((part) => part.unit !== 'days')
    .map((part) => part.value)
    .join(':');
  return { days, clock };
}
