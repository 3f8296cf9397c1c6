import {
  COUNTDOWN_UNITS,
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  SECOND_MS,
  TIMER_DIGITS_PAD_LENGTH,
} from '@playfair/domain/constants';

export type CountdownUnit = (typeof COUNTDOWN_UNITS)[number];

/** spec 000 §9: days, hours, minutes and seconds, each padded to 2 digits ("03"). */
export type CountdownParts = Readonly<Record<CountdownUnit, string>>;

const UNIT_MS: Readonly<Record<CountdownUnit, number>> = {
  days: DAY_MS,
  hours: HOUR_MS,
  minutes: MINUTE_MS,
  seconds: SECOND_MS,
};

/** What is left until a moment, in whole units (a past moment reads as all zeros). */
export function countdownParts(remainingMs: number): CountdownParts {
  let rest = Math.max(0, Math.floor(remainingMs / SECOND_MS) * SECOND_MS);
  const parts = {} as Record<CountdownUnit, string>;
  for (const unit of COUNTDOWN_UNITS) {
    const count = Math.floor(rest / UNIT_MS[unit]);
    rest -= count * UNIT_MS[unit];
    parts[unit] = String(count).padStart(TIMER_DIGITS_PAD_LENGTH, '0');
  }
  return parts;
}

/** Each unit's catalog key (typed by shape; `t()` checks them where they are rendered). */
export const COUNTDOWN_UNIT_KEYS = {
  days: 'rg_countdown_days',
  hours: 'rg_countdown_hours',
  minutes: 'rg_countdown_minutes',
  seconds: 'rg_countdown_seconds',
} as const satisfies Record<CountdownUnit, `rg_countdown_${string}`>;
