import { HOUR_MS } from '@playfair/domain/constants';
import { describe, expect, it } from 'vitest';
import { raceClockTarget, runningThenUpcoming } from './race-order';
import { createRace } from './race-test-data';

function at(offsetMs: number): string {
  return new Date(Date.now() + offsetMs).toISOString();
}

describe('runningThenUpcoming', () => {
  it('puts the running races first (ending soonest first), then the coming ones by start', () => {
    const late = createRace({ name: 'late end', ends_at: at(5 * HOUR_MS) });
    const soon = createRace({ name: 'soon end', ends_at: at(HOUR_MS) });
    const next = createRace({ name: 'next', status: 'upcoming', starts_at: at(2 * HOUR_MS) });
    const after = createRace({ name: 'after', status: 'upcoming', starts_at: at(9 * HOUR_MS) });
    const over = createRace({ name: 'over', status: 'finished' });

    expect(runningThenUpcoming([after, over, late, next, soon]).map((race) => race.name)).toEqual([
      'soon end',
      'late end',
      'next',
      'after',
    ]);
  });
});

describe('raceClockTarget', () => {
  it('counts to the start of a coming race and to the end otherwise', () => {
    const race = createRace({ starts_at: at(HOUR_MS), ends_at: at(2 * HOUR_MS) });
    expect(raceClockTarget({ ...race, status: 'upcoming' })).toBe(race.starts_at);
    expect(raceClockTarget(race)).toBe(race.ends_at);
  });
});
