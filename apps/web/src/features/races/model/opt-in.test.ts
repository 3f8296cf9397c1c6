import { describe, expect, it } from 'vitest';
import { createRace, joinedRace } from '../../../shared/races/race-test-data';
import { optInState } from './opt-in';

describe('optInState (spec 001 §4)', () => {
  it('says the player is in a race they take part in', () => {
    expect(optInState(joinedRace(2), true)).toBe('joined');
  });

  it('offers the login to a visitor and the button to a player who may opt in', () => {
    expect(optInState(createRace(), false)).toBe('login');
    expect(optInState(createRace({ canOptIn: true }), true)).toBe('button');
  });

  it('hides the opt-in for an automatic race, a finished one, or a player who may not', () => {
    expect(optInState(createRace({ canOptIn: true, isAutoOptIn: true }), true)).toBe('hidden');
    expect(optInState(createRace({ canOptIn: true, status: 'finished' }), true)).toBe('hidden');
    expect(optInState(createRace({ canOptIn: false }), true)).toBe('hidden');
  });
});
