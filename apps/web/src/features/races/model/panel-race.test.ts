import { SECOND_MS } from '@playfair/domain/constants';
import { describe, expect, it } from 'vitest';
import { createRace, joinedRace } from '../../../shared/races/race-test-data';
import { isGameOutsideJoinedRaces, justStartedSinceMs, panelRace } from './panel-race';

const GAME = 'g-101';

describe('panelRace', () => {
  it("shows a running race that counts this game before the player's own", () => {
    const own = joinedRace(3, { game_whitelist: ['g-9'] });
    const counting = createRace({ game_whitelist: ['g-5', GAME] });
    expect(panelRace([own, counting], GAME)).toBe(counting);
  });

  it('prefers, among the races that count this game, the one the player is in', () => {
    const other = createRace({ game_whitelist: [GAME] });
    const own = joinedRace(3, { game_whitelist: [GAME] });
    expect(panelRace([other, own], GAME)).toBe(own);
  });

  it('falls back to the running race the player is in', () => {
    const own = joinedRace(3, { game_whitelist: ['g-9'] });
    const other = createRace({ game_whitelist: ['g-8'] });
    expect(panelRace([other, own], GAME)).toBe(own);
  });

  it('ignores coming and finished races, unless a result is on screen', () => {
    const upcoming = createRace({ status: 'upcoming', current: false });
    const finished = joinedRace(2, { status: 'finished', current: false });
    expect(panelRace([upcoming, finished], GAME)).toBeNull();
    expect(panelRace([upcoming, finished], GAME, finished.raceId)).toBe(finished);
  });
});

describe('isGameOutsideJoinedRaces', () => {
  it('is true only when the player is in a running race and none counts this game', () => {
    const elsewhere = joinedRace(1, { game_whitelist: ['g-9'] });
    expect(isGameOutsideJoinedRaces([elsewhere], GAME)).toBe(true);
    expect(isGameOutsideJoinedRaces([elsewhere, joinedRace(4)], GAME)).toBe(false);
    expect(isGameOutsideJoinedRaces([createRace({ game_whitelist: ['g-9'] })], GAME)).toBe(false);
  });
});

describe('justStartedSinceMs', () => {
  it('is how long ago the race started while its panel opening is due', () => {
    const now = Date.now();
    const started = createRace({ starts_at: new Date(now - 2 * SECOND_MS).toISOString() });
    expect(justStartedSinceMs([started], GAME, now)).toBe(2 * SECOND_MS);
    const older = createRace({ starts_at: new Date(now - 6 * SECOND_MS).toISOString() });
    expect(justStartedSinceMs([older], GAME, now)).toBeNull();
  });
});
