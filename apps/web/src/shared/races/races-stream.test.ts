import { describe, expect, it } from 'vitest';
import { racePushFrom, racesPushFrom, racesWithPush } from './races-stream';
import { createRace, createRaceRow, joinedRace } from './race-test-data';

describe('racesWithPush', () => {
  it("moves the player's stats, place and own row in the race the push is about only", () => {
    const race = joinedRace(3);
    const other = joinedRace(5);
    const [moved, untouched] = racesWithPush([race, other], {
      raceId: race.raceId,
      points: 995,
      position: 1,
      stats: { spins: 13, wins: 6, losses: 7, points: 995, currentPoints: 355 },
    });

    expect(moved?.stats?.points).toBe(995);
    expect(moved?.ownPosition).toBe(1);
    expect(moved?.leaderboard.map((row) => [row.position, row.isOwn, row.points])).toEqual([
      [1, true, 995],
      [1, false, 990],
      [2, false, 980],
    ]);
    expect(untouched).toBe(other);
  });

  it('leaves a race without an own row with its rows', () => {
    const race = createRace({ leaderboard: [createRaceRow(1)] });
    const [moved] = racesWithPush([race], {
      raceId: race.raceId,
      points: 10,
      position: null,
      stats: { spins: 1, wins: 1, losses: 0, points: 10, currentPoints: 10 },
    });
    expect(moved?.leaderboard).toEqual(race.leaderboard);
    expect(moved?.ownPosition).toBeNull();
  });
});

describe('reading pushes', () => {
  it('reads a `race` and a `races` push, and nothing from anything else', () => {
    expect(racesPushFrom(JSON.stringify({ raceId: 'r1', status: 'running' }))).toEqual({
      raceId: 'r1',
      status: 'running',
    });
    expect(racesPushFrom('{"raceId":"r1","status":"paused"}')).toBeNull();
    expect(racePushFrom('not json')).toBeNull();
    expect(racePushFrom({ raceId: 'r1' })).toBeNull();
  });
});
