import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from '@playfair/domain/constants';
import { describe, expect, it } from 'vitest';
import { compactCountdown, countdownParts, remainingMs } from './countdown';

describe('countdownParts', () => {
  it('shows days, hours and minutes while a day or more remains, padded to 2 digits', () => {
    expect(countdownParts(2 * DAY_MS + 3 * HOUR_MS + 7 * MINUTE_MS + 9 * SECOND_MS)).toEqual([
      { unit: 'days', value: '02' },
      { unit: 'hours', value: '03' },
      { unit: 'minutes', value: '07' },
    ]);
  });

  it('hides the days and shows the seconds once 0 days remain', () => {
    expect(countdownParts(23 * HOUR_MS + 59 * MINUTE_MS + 5 * SECOND_MS + 400)).toEqual([
      { unit: 'hours', value: '23' },
      { unit: 'minutes', value: '59' },
      { unit: 'seconds', value: '05' },
    ]);
  });

  it('keeps more than 99 days whole', () => {
    expect(countdownParts(120 * DAY_MS)[0]).toEqual({ unit: 'days', value: '120' });
  });

  it('stops at zero', () => {
    expect(countdownParts(-5 * SECOND_MS).map((part) => part.value)).toEqual(['00', '00', '00']);
  });
});

describe('remainingMs', () => {
  it('counts from now to the moment, and zero for something that is not one', () => {
    const now = Date.UTC(2026, 10, 26, 8, 0, 0);
    expect(remainingMs('2026-11-26T09:00:00.000Z', now)).toBe(HOUR_MS);
    expect(remainingMs('not a date', now)).toBe(0);
  });
});

describe('compactCountdown', () => {
  it('gives the whole days and the rest as a clock', () => {
    expect(compactCountdown(DAY_MS + 2 * HOUR_MS + 7 * MINUTE_MS)).toEqual({
      days: 1,
      clock: '02:07',
    });
    expect(compactCountdown(4 * HOUR_MS + 59 * MINUTE_MS + 12 * SECOND_MS)).toEqual({
      days: 0,
      clock: '04:59:12',
    });
  });
});
