import type { TRace } from '@playfair/contracts/races';
import { RACE_PANEL_AUTO_OPEN_DELAY_MS } from '@playfair/domain/constants';

function isRunning(race: TRace): boolean {
  return race.status === 'running';
}

/**
 * The race the game view's panel shows (spec 001 §2): the finished race whose result is on
 * screen; else a running race the player is in that this game counts for; else any running race
 * this game counts for; else the running race the player is in.
 */
export function panelRace(
  races: readonly TRace[],
  gameId: string,
  finishedRaceId: string | null = null,
): TRace | null {
  const finished = races.find((race) => race.raceId === finishedRaceId);
  if (finished !== undefined) return finished;
  const running = races.filter(isRunning);
  const counting = running.filter((race) => race.game_whitelist.includes(gameId));
  return (
    counting.find((race) => race.optin) ?? counting[0] ?? running.find((race) => race.optin) ?? null
  );
}

/**
 * spec 001 §8 `race_game_not_ok`: the player is in a running race, and none of the running races
 * they are in counts this game.
 */
export function isGameOutsideJoinedRaces(races: readonly TRace[], gameId: string): boolean {
  const joined = races.filter((race) => isRunning(race) && race.optin);
  return joined.length > 0 && joined.every((race) => !race.game_whitelist.includes(gameId));
}

/**
 * How long ago the most recent race that concerns this game started, when that is less than
 * RACE_PANEL_AUTO_OPEN_DELAY_MS ago (the panel's opening is still due); else null.
 */
export function justStartedSinceMs(
  races: readonly TRace[],
  gameId: string,
  nowMs: number,
): number | null {
  const race = panelRace(races, gameId);
  if (race === null) return null;
  const since = nowMs - Date.parse(race.starts_at);
  return since >= 0 && since < RACE_PANEL_AUTO_OPEN_DELAY_MS ? since : null;
}
