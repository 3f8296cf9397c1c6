import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from './constants';
import { JURISDICTION_PROFILES, profileForCode, type JurisdictionProfile } from './jurisdictions';
import {
  calendarPeriodBounds,
  decideLimitChange,
  limitHeadroom,
  limitPeriodOfId,
  limitTypeOfId,
  usageWindowStart,
  type LimitEntry,
} from './rg-limits';

const NOW = new Date('2027-03-10T12:00:00Z');

function entry(amount: number, overrides: Partial<LimitEntry> = {}): LimitEntry {
  return {
    type: 'deposit',
    period: 'daily',
    amount,
    startsAt: new Date(NOW.getTime() - DAY_MS),
    setBy: 'player',
    needsConfirmation: false,
    ...overrides,
  };
}

function decide(
  profile: JurisdictionProfile,
  amount: number,
  state: { active?: LimitEntry; future?: LimitEntry; quiz?: boolean; by?: 'player' | 'operator' },
) {
  return decideLimitChange({
    profile,
    type: 'deposit',
    period: 'daily',
    amount,
    active: state.active,
    future: state.future,
    by: state.by ?? 'player',
    isQuizPassed: state.quiz ?? false,
    now: NOW,
  });
}

describe('ids (spec 001 §3)', () => {
  it('reads LimitType and Duration ids and nothing else', () => {
    expect([1, 2, 3, 4].map(limitTypeOfId)).toEqual(['deposit', 'loss', 'wager', 'sessionTime']);
    expect([1, 2, 3].map(limitPeriodOfId)).toEqual(['daily', 'weekly', 'monthly']);
    expect(limitTypeOfId(0)).toBeUndefined();
    expect(limitPeriodOfId(4)).toBeUndefined();
  });
});

describe('decideLimitChange (spec 001 §4 "Deposit limit")', () => {
  const finland = profileForCode('default');

  it('applies a new or a lower limit at once, in every market', () => {
    for (const profile of JURISDICTION_PROFILES) {
      expect(decide(profile, 100, {})).toEqual({ kind: 'apply-now' });
      expect(decide(profile, 50, { active: entry(100) })).toEqual({ kind: 'apply-now' });
    }
  });

  it('refuses the same value, and any change while a future limit waits', () => {
    expect(decide(finland, 100, { active: entry(100) })).toEqual({
      kind: 'refuse',
      refusal: { kind: 'same-value' },
    });
    const future = entry(300, { startsAt: new Date(NOW.getTime() + HOUR_MS) });
    expect(decide(finland, 50, { active: entry(100), future })).toEqual({
      kind: 'refuse',
      refusal: { kind: 'cool-down', until: future.startsAt },
    });
  });

  it('makes a raise follow the market: quiz, cooling-off, confirmation, period end', () => {
    const spain = profileForCode('ES');
    expect(decide(spain, 200, { active: entry(100) })).toEqual({
      kind: 'refuse',
      refusal: { kind: 'quiz-required' },
    });
    expect(decide(spain, 200, { active: entry(100), quiz: true })).toEqual({
      kind: 'schedule',
      startsAt: new Date(NOW.getTime() + 7 * DAY_MS),
      needsConfirmation: false,
    });
    expect(decide(profileForCode('GB'), 200, { active: entry(100) })).toEqual({
      kind: 'schedule',
      startsAt: new Date(NOW.getTime() + DAY_MS),
      needsConfirmation: true,
    });
    // SE: 72 hours from 10 March noon is 13 March noon, after the day's end (11 March, Stockholm).
    expect(decide(profileForCode('SE'), 200, { active: entry(100) })).toMatchObject({
      kind: 'schedule',
      startsAt: new Date(NOW.getTime() + 72 * HOUR_MS),
    });
  });

  it('keeps a market’s ceiling and an operator’s limit', () => {
    const germany = profileForCode('DE');
    expect(
      decideLimitChange({
        profile: germany,
        type: 'deposit',
        period: 'monthly',
        amount: 100_001,
        active: undefined,
        future: undefined,
        by: 'player',
        isQuizPassed: false,
        now: NOW,
      }),
    ).toEqual({ kind: 'refuse', refusal: { kind: 'above-maximum', maximum: 100_000 } });
    const operators = entry(100, { setBy: 'operator' });
    expect(decide(finland, 150, { active: operators })).toEqual({
      kind: 'refuse',
      refusal: { kind: 'operator-limit', maximum: 100 },
    });
    expect(decide(finland, 80, { active: operators })).toEqual({ kind: 'apply-now' });
    expect(decide(finland, 500, { active: entry(100), by: 'operator' })).toEqual({
      kind: 'apply-now',
    });
  });

  it('never lets a player raise a limit at once, in any market (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...JURISDICTION_PROFILES),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.boolean(),
        (profile, current, wanted, quiz) => {
          const change = decide(profile, wanted, { active: entry(current), quiz });
          if (wanted > current) expect(change.kind).not.toBe('apply-now');
          if (change.kind === 'schedule') {
            expect(change.startsAt.getTime()).toBeGreaterThanOrEqual(
              NOW.getTime() + profile.limitRaise.coolingOffHours * HOUR_MS,
            );
          }
        },
      ),
    );
  });
});

describe('calendarPeriodBounds', () => {
  it('counts days, Monday weeks and months in the market’s time zone, daylight saving included', () => {
    // 31 March 2027 is after the change to summer time in Stockholm (28 March): UTC+2.
    expect(
      calendarPeriodBounds(new Date('2027-03-31T21:30:00Z'), 'daily', 'Europe/Stockholm'),
    ).toEqual({ start: new Date('2027-03-30T22:00:00Z'), end: new Date('2027-03-31T22:00:00Z') });
    // The day of the change has 23 hours.
    expect(
      calendarPeriodBounds(new Date('2027-03-28T12:00:00Z'), 'daily', 'Europe/Madrid'),
    ).toEqual({ start: new Date('2027-03-27T23:00:00Z'), end: new Date('2027-03-28T22:00:00Z') });
    // Wednesday 10 March 2027: the week began on Monday 8 March (CET, UTC+1).
    expect(calendarPeriodBounds(NOW, 'weekly', 'Europe/Berlin')).toEqual({
      start: new Date('2027-03-07T23:00:00Z'),
      end: new Date('2027-03-14T23:00:00Z'),
    });
    expect(calendarPeriodBounds(new Date('2027-12-31T23:30:00Z'), 'monthly', 'UTC')).toEqual({
      start: new Date('2027-12-01T00:00:00Z'),
      end: new Date('2028-01-01T00:00:00Z'),
    });
  });

  it('always holds the instant it was asked about (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        fc.constantFrom('daily', 'weekly', 'monthly' as const),
        fc.constantFrom('UTC', 'Europe/Stockholm', 'Europe/Madrid', 'Europe/Berlin'),
        (at, period, zone) => {
          const { start, end } = calendarPeriodBounds(at, period, zone);
          expect(start.getTime()).toBeLessThanOrEqual(at.getTime());
          expect(end.getTime()).toBeGreaterThan(at.getTime());
        },
      ),
    );
  });
});

describe('limitHeadroom', () => {
  const rolling = { counting: 'rolling', timeZone: 'UTC' } as const;

  it('answers used and left, and when a rolling window lets a deposit through', () => {
    const entries = [
      { at: new Date(NOW.getTime() - 20 * HOUR_MS), amount: 3_000 },
      { at: new Date(NOW.getTime() - 2 * HOUR_MS), amount: 1_000 },
    ];
    const headroom = limitHeadroom({
      limit: 5_000,
      period: 'daily',
      periods: rolling,
      entries,
      wanted: 2_500,
      now: NOW,
    });
    // The 30 leaves the window 24 hours after it was made: then 40 of 50 are free.
    expect(headroom).toEqual({
      used: 4_000,
      left: 1_000,
      freesAt: new Date(NOW.getTime() + 4 * HOUR_MS),
    });
    expect(
      limitHeadroom({
        limit: 5_000,
        period: 'daily',
        periods: rolling,
        entries,
        wanted: 900,
        now: NOW,
      }).freesAt,
    ).toBeNull();
  });

  it('frees a calendar limit when its period ends, and never a deposit above the limit itself', () => {
    const calendar = { counting: 'calendar', timeZone: 'Europe/Madrid' } as const;
    const entries = [{ at: NOW, amount: 60_000 }];
    expect(
      limitHeadroom({
        limit: 60_000,
        period: 'daily',
        periods: calendar,
        entries,
        wanted: 1,
        now: NOW,
      }).freesAt,
    ).toEqual(new Date('2027-03-10T23:00:00Z'));
    expect(
      limitHeadroom({
        limit: 100,
        period: 'daily',
        periods: rolling,
        entries: [],
        wanted: 101,
        now: NOW,
      }),
    ).toEqual({ used: 0, left: 100, freesAt: null });
  });

  it('starts a rolling window a period back and a calendar one at the period’s start', () => {
    expect(usageWindowStart(NOW, 'weekly', rolling)).toEqual(new Date(NOW.getTime() - 7 * DAY_MS));
    expect(
      usageWindowStart(NOW, 'monthly', { counting: 'calendar', timeZone: 'Europe/Berlin' }),
    ).toEqual(new Date('2027-02-28T23:00:00Z'));
  });
});
