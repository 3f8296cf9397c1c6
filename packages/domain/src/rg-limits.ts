// Responsible-gambling limits (DESIGN §10, spec 001 §3 / §4 "Deposit limit" / §5): what a change
// to a limit does, and how much of a limit is used and left. Pure: the server decides with it under
// the wallet's lock, the player site shows from the same answers, the tests run it directly.

import { DAY_MS, HOUR_MS, LIMIT_DURATION_IDS, type LimitPeriod } from './constants';
import type { JurisdictionProfile, LimitCounting } from './jurisdictions';

/** spec 001 §3 LimitType: 1 = deposit (the spec's); 2–4 are DESIGN §5's. */
export const LIMIT_TYPE_IDS = { deposit: 1, loss: 2, wager: 3, sessionTime: 4 } as const;
export type LimitType = keyof typeof LIMIT_TYPE_IDS;
export const LIMIT_TYPES = Object.keys(LIMIT_TYPE_IDS) as LimitType[];
export const LIMIT_PERIODS = Object.keys(LIMIT_DURATION_IDS) as LimitPeriod[];

export function limitTypeOfId(id: number): LimitType | undefined {
  return LIMIT_TYPES.find((type) => LIMIT_TYPE_IDS[type] === id);
}

export function limitPeriodOfId(id: number): LimitPeriod | undefined {
  return LIMIT_PERIODS.find((period) => LIMIT_DURATION_IDS[period] === id);
}

/** Money limits are in minor units of the player's currency; session time in minutes. */
export function isMoneyLimit(type: LimitType): boolean {
  return type !== 'sessionTime';
}

/** The longest session-time limit a period can hold, in minutes. */
export function sessionMinutesCeiling(period: LimitPeriod): number {
  return (periodLengthMs(period, 'rolling') / 60_000) | 0;
}

/** A limit as stored: effective-dated, never changed in place. */
export type LimitEntry = {
  type: LimitType;
  period: LimitPeriod;
  amount: number;
  startsAt: Date;
  /** Who set it: an operator's limit may be lowered by the player, never raised. */
  setBy: 'player' | 'operator' | 'system';
  /** A raise that waits for the player's confirmation after its start (GB). */
  needsConfirmation: boolean;
};

export type LimitRefusal =
  /** spec 001 §5: the same value as the active limit ('limit same value'). */
  | { kind: 'same-value' }
  /** spec 001 §5: a future limit of the same type and duration waits (rg_active_cool_down). */
  | { kind: 'cool-down'; until: Date }
  /** spec 001 §4 / §6 change-deposit-quiz: the quiz must be passed before a raise. */
  | { kind: 'quiz-required' }
  /** The market's ceiling for this limit (DE: EUR 1,000 a month). */
  | { kind: 'above-maximum'; maximum: number }
  /** An operator's limit: the player may lower it, not raise it. */
  | { kind: 'operator-limit'; maximum: number };

export type LimitChange =
  | { kind: 'apply-now' }
  | { kind: 'schedule'; startsAt: Date; needsConfirmation: boolean }
  | { kind: 'refuse'; refusal: LimitRefusal };

/**
 * What asking for `amount` does (spec 001 §4 "Deposit limit": a more restrictive or new limit goes
 * ahead directly; the same value or a pending future limit blocks; otherwise — a raise — the
 * market's rule applies: the quiz, a cooling-off, confirmation, not before the period ends).
 */
export function decideLimitChange(input: {
  profile: Pick<JurisdictionProfile, 'depositLimits' | 'limitRaise' | 'limitPeriods'>;
  type: LimitType;
  period: LimitPeriod;
  amount: number;
  active: LimitEntry | undefined;
  future: LimitEntry | undefined;
  /** Set by the player: an operator sets limits without the player's rules. */
  by: 'player' | 'operator';
  /** The player's quiz is passed and still counts (spec 001 §4). */
  isQuizPassed: boolean;
  now: Date;
}): LimitChange {
  const { profile, type, period, amount, active, future, now } = input;
  const maximum = type === 'deposit' ? profile.depositLimits.maxMinor?.[period] : undefined;
  if (maximum !== undefined && amount > maximum) {
    return { kind: 'refuse', refusal: { kind: 'above-maximum', maximum } };
  }
  if (input.by === 'operator') return { kind: 'apply-now' };
  if (future !== undefined) {
    return { kind: 'refuse', refusal: { kind: 'cool-down', until: future.startsAt } };
  }
  if (active === undefined || amount < active.amount) return { kind: 'apply-now' };
  if (amount === active.amount) return { kind: 'refuse', refusal: { kind: 'same-value' } };
  if (active.setBy === 'operator') {
    return { kind: 'refuse', refusal: { kind: 'operator-limit', maximum: active.amount } };
  }
  const rule = profile.limitRaise;
  if (rule.isQuizRequired && !input.isQuizPassed) {
    return { kind: 'refuse', refusal: { kind: 'quiz-required' } };
  }
  let startsAt = new Date(now.getTime() + rule.coolingOffHours * HOUR_MS);
  if (rule.notBeforePeriodEnds) {
    const periodEnd = calendarPeriodBounds(now, period, profile.limitPeriods.timeZone).end;
    if (periodEnd > startsAt) startsAt = periodEnd;
  }
  return { kind: 'schedule', startsAt, needsConfirmation: rule.needsConfirmation };
}

/** The nominal length of a period: a day, 7 days, 30 days. */
export function periodLengthMs(period: LimitPeriod, _counting: LimitCounting): number {
  switch (period) {
    case 'daily':
      return DAY_MS;
    case 'weekly':
      return 7 * DAY_MS;
    case 'monthly':
      return 30 * DAY_MS;
  }
}

/** A wall-clock reading of `at` in `timeZone`. */
function zonedParts(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    weekday: 'short',
  }).formatToParts(at);
  const value = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return {
    year: Number(value('year')),
    month: Number(value('month')),
    day: Number(value('day')),
    hour: Number(value('hour')),
    minute: Number(value('minute')),
    second: Number(value('second')),
    weekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(value('weekday')),
  };
}

/** The instant that reads as midnight of a calendar date in `timeZone` (DST-safe). */
function zonedMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const asUtc = Date.UTC(year, month - 1, day);
  // The zone's offset at the guess, then once more at the corrected instant (a DST change that
  // night moves it).
  let guess = asUtc;
  for (let pass = 0; pass < 2; pass += 1) {
    const seen = zonedParts(new Date(guess), timeZone);
    const seenAsUtc = Date.UTC(
      seen.year,
      seen.month - 1,
      seen.day,
      seen.hour,
      seen.minute,
      seen.second,
    );
    guess = asUtc - (seenAsUtc - guess);
  }
  return new Date(guess);
}

/** The calendar day, week (Monday first) or month holding `at`, in `timeZone`. */
export function calendarPeriodBounds(
  at: Date,
  period: LimitPeriod,
  timeZone: string,
): { start: Date; end: Date } {
  const local = zonedParts(at, timeZone);
  switch (period) {
    case 'daily': {
      const start = zonedMidnight(local.year, local.month, local.day, timeZone);
      const next = new Date(Date.UTC(local.year, local.month - 1, local.day + 1));
      const end = zonedMidnight(
        next.getUTCFullYear(),
        next.getUTCMonth() + 1,
        next.getUTCDate(),
        timeZone,
      );
      return { start, end };
    }
    case 'weekly': {
      const monday = new Date(Date.UTC(local.year, local.month - 1, local.day - local.weekday));
      const nextMonday = new Date(monday.getTime() + 7 * DAY_MS);
      return {
        start: zonedMidnight(
          monday.getUTCFullYear(),
          monday.getUTCMonth() + 1,
          monday.getUTCDate(),
          timeZone,
        ),
        end: zonedMidnight(
          nextMonday.getUTCFullYear(),
          nextMonday.getUTCMonth() + 1,
          nextMonday.getUTCDate(),
          timeZone,
        ),
      };
    }
    case 'monthly': {
      const next = new Date(Date.UTC(local.year, local.month, 1));
      return {
        start: zonedMidnight(local.year, local.month, 1, timeZone),
        end: zonedMidnight(next.getUTCFullYear(), next.getUTCMonth() + 1, 1, timeZone),
      };
    }
  }
}

/** Where the period holding `now` starts: `now` minus its length, or the calendar's start. */
export function usageWindowStart(
  now: Date,
  period: LimitPeriod,
  periods: JurisdictionProfile['limitPeriods'],
): Date {
  if (periods.counting === 'calendar') {
    return calendarPeriodBounds(now, period, periods.timeZone).start;
  }
  return new Date(now.getTime() - periodLengthMs(period, 'rolling'));
}

/** One amount that counts against a limit: a deposit, a stake, a loss (negative for a win). */
export type UsageEntry = { at: Date; amount: number };

export type LimitHeadroom = {
  used: number;
  /** What may still be added now; never below zero. */
  left: number;
  /**
   * When `wanted` more fits, if it does not fit now; null when it fits now or never will (it is
   * larger than the limit itself).
   */
  freesAt: Date | null;
};

/**
 * How much of `limit` the entries (all inside the current window, oldest first) use, what is left
 * and when `wanted` more would fit. Rolling: entries leave the window one by one, a period after
 * they happened. Calendar: everything leaves when the period ends.
 */
export function limitHeadroom(input: {
  limit: number;
  period: LimitPeriod;
  periods: JurisdictionProfile['limitPeriods'];
  entries: readonly UsageEntry[];
  wanted: number;
  now: Date;
}): LimitHeadroom {
  const { limit, period, periods, entries, wanted, now } = input;
  const used = entries.reduce((sum, entry) => sum + entry.amount, 0);
  const left = Math.max(0, limit - used);
  if (wanted <= left) return { used, left, freesAt: null };
  if (wanted > limit) return { used, left, freesAt: null };
  if (periods.counting === 'calendar') {
    return { used, left, freesAt: calendarPeriodBounds(now, period, periods.timeZone).end };
  }
  const length = periodLengthMs(period, 'rolling');
  let remaining = used;
  const sorted = [...entries].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const entry of sorted) {
    remaining -= entry.amount;
    if (limit - remaining >= wanted) {
      return { used, left, freesAt: new Date(entry.at.getTime() + length) };
    }
  }
  return { used, left, freesAt: new Date(now.getTime() + length) };
}
