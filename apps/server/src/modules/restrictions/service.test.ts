import { describe, expect, it } from 'vitest';
import { CLEAR_RESTRICTIONS, restrictionsBegun } from './service';

const AT = new Date('2026-11-25T12:00:00Z');

describe('restrictionsBegun', () => {
  it('names each reason that holds after a change and did not before, in the player’s order', () => {
    const before = { ...CLEAR_RESTRICTIONS, hasPepBlock: true };
    const after = { ...before, hasGameplayBlock: true, amlStatus: '3', hasPepBlock: true };
    expect(restrictionsBegun(before, after, AT)).toEqual([
      { restriction: 'gameplay-block', until: null },
      { restriction: 'aml-status', until: null },
    ]);
  });

  it('gives a time-out its end, and a permanent self-exclusion none', () => {
    const until = AT.getTime() + 86_400_000;
    const after = {
      ...CLEAR_RESTRICTIONS,
      timedOutUntilMs: until,
      selfExcludedUntilMs: Number.POSITIVE_INFINITY,
    };
    expect(restrictionsBegun(CLEAR_RESTRICTIONS, after, AT)).toEqual([
      { restriction: 'self-excluded', until: null },
      { restriction: 'timed-out', until: new Date(until).toISOString() },
    ]);
  });

  it('begins nothing when restrictions are lifted or a past time-out is set', () => {
    const before = { ...CLEAR_RESTRICTIONS, isAccountBlocked: true };
    expect(restrictionsBegun(before, CLEAR_RESTRICTIONS, AT)).toEqual([]);
    const expired = { ...CLEAR_RESTRICTIONS, timedOutUntilMs: AT.getTime() - 1 };
    expect(restrictionsBegun(CLEAR_RESTRICTIONS, expired, AT)).toEqual([]);
  });
});
