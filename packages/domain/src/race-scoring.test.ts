import { describe, expect, it } from 'vitest';
import { compareRaceEntries, rankRaceEntries, roundPoints } from './race-scoring';

describe('roundPoints (decision 011)', () => {
  it('is win ÷ stake × 100, rounded down', () => {
    expect(roundPoints({ stakeMinor: 100n, winMinor: 100n, cap: 1000 })).toBe(100);
    expect(roundPoints({ stakeMinor: 300n, winMinor: 100n, cap: 1000 })).toBe(33);
    expect(roundPoints({ stakeMinor: 20n, winMinor: 50n, cap: 1000 })).toBe(250);
  });

  it('gives a losing round and a zero stake no points', () => {
    expect(roundPoints({ stakeMinor: 100n, winMinor: 0n, cap: 1000 })).toBe(0);
    expect(roundPoints({ stakeMinor: 0n, winMinor: 500n, cap: 1000 })).toBe(0);
  });

  it('holds a huge win to the cap, stake size not mattering', () => {
    expect(roundPoints({ stakeMinor: 10n, winMinor: 100_000n, cap: 1000 })).toBe(1000);
    expect(roundPoints({ stakeMinor: 10_000n, winMinor: 20_000n, cap: 1000 })).toBe(
      roundPoints({ stakeMinor: 10n, winMinor: 20n, cap: 1000 }),
    );
  });
});

describe('race ranking', () => {
  const entry = (id: string, points: number, scoredAt: number | null, optedInAt = 0) => ({
    id,
    points,
    scoredAt,
    optedInAt,
  });

  it('puts more points first, and on equal points whoever got there first', () => {
    const ranked = rankRaceEntries([
      entry('a', 200, 50),
      entry('b', 300, 90),
      entry('c', 200, 10),
      entry('d', 0, null),
    ]);
    expect(ranked.map((each) => each.id)).toEqual(['b', 'c', 'a']);
  });

  it('breaks a full tie by entry time, then id', () => {
    expect(compareRaceEntries(entry('x', 5, 1, 10), entry('y', 5, 1, 20))).toBeLessThan(0);
    expect(compareRaceEntries(entry('y', 5, 1, 10), entry('x', 5, 1, 10))).toBeGreaterThan(0);
  });
});
