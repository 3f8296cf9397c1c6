import type { TRaffle } from '@playfair/contracts/raffles';
import { describe, expect, it } from 'vitest';
import { countdownTarget, drawStates, needsNextRaffles, visibleTabs } from './raffle-draws';

function raffle(overrides: Partial<TRaffle>): TRaffle {
  return {
    id: 'r',
    occurence: 'daily',
    start_date: '2026-11-26T00:00:00.000Z',
    end_date: '2026-11-26T23:59:59.000Z',
    draw_at: '2026-11-27T00:05:00.000Z',
    prizes: [],
    countries: [],
    users: 0,
    name: 'Daily draw',
    isAutoOptIn: false,
    seedCommitment: 'c',
    ...overrides,
  };
}

describe('drawStates', () => {
  it('uses the running draw, else the next one, else nothing', () => {
    const daily = raffle({ id: 'daily' });
    const monthly = raffle({
      id: 'monthly',
      occurence: 'monthly',
      start_date: '2026-12-01T00:00:00.000Z',
    });
    const states = drawStates([daily], [monthly]);
    expect(states.daily).toEqual({ kind: 'current', raffle: daily });
    expect(states.monthly).toEqual({ kind: 'future', raffle: monthly });
    expect(countdownTarget(states.daily)).toBe(daily.end_date);
    expect(countdownTarget(states.monthly)).toBe(monthly.start_date);
    expect(drawStates([], []).daily).toEqual({ kind: 'none' });
  });

  it('asks for the next draws only when a type has no running draw', () => {
    const daily = raffle({ id: 'daily' });
    const monthly = raffle({ id: 'monthly', occurence: 'monthly' });
    expect(needsNextRaffles([daily, monthly])).toBe(false);
    expect(needsNextRaffles([daily])).toBe(true);
  });
});

describe('visibleTabs', () => {
  it('shows the monthly tab only when a monthly draw exists, running or next', () => {
    const daily = raffle({ id: 'daily' });
    const monthly = raffle({ id: 'monthly', occurence: 'monthly' });
    expect(visibleTabs(drawStates([daily], []))).toEqual(['daily']);
    expect(visibleTabs(drawStates([daily, monthly], []))).toEqual(['daily', 'monthly']);
    expect(visibleTabs(drawStates([daily], [monthly]))).toEqual(['daily', 'monthly']);
  });
});
