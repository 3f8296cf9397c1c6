import {
  type TRace,
  type TRaceLeaderboardRow,
  type TRacePush,
  type TRacesPush,
  ZRacePush,
  ZRacesPush,
} from '@playfair/contracts/races';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { usePlayerEvents } from '../push/player-events';
import { RACES_QUERY_ROOT } from './get-races';

// DESIGN §3 live push, spec 001 §4: `race` tells the player their standing after each round that
// counted for them (the cached races take it at once), `races` tells everyone that a race started
// or ended (the races are read again).

function parsePush<T>(schema: z.ZodType<T>, data: unknown): T | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = schema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Reads a `race` push; null for anything that is not one. */
export function racePushFrom(data: unknown): TRacePush | null {
  return parsePush(ZRacePush, data);
}

/** Reads a `races` push; null for anything that is not one. */
export function racesPushFrom(data: unknown): TRacesPush | null {
  return parsePush(ZRacesPush, data);
}

function ownRowMoved(rows: readonly TRaceLeaderboardRow[], push: TRacePush): TRaceLeaderboardRow[] {
  return rows
    .map((row) =>
      row.isOwn ? { ...row, points: push.points, position: push.position ?? row.position } : row,
    )
    .sort((a, b) => a.position - b.position || Number(b.isOwn) - Number(a.isOwn));
}

/**
 * One race with the player's pushed standing: their stats, place and own leaderboard row. The
 * other rows stay as last read until the next read (the push is about the player only).
 */
export function withPushedStanding(race: TRace, push: TRacePush): TRace {
  if (race.raceId !== push.raceId) return race;
  return {
    ...race,
    stats: push.stats,
    ownPosition: push.position,
    leaderboard: ownRowMoved(race.leaderboard, push),
  };
}

/** The races with the player's pushed standing in the one it is about. */
export function racesWithPush(races: readonly TRace[], push: TRacePush): TRace[] {
  return races.map((race) => withPushedStanding(race, push));
}

/** The shapes cached under the races root: the list (get-races) and one race (get-race). */
function patchCached(cached: unknown, push: TRacePush): unknown {
  if (Array.isArray(cached)) return racesWithPush(cached as TRace[], push);
  if (typeof cached === 'object' && cached !== null && 'raceId' in cached) {
    return withPushedStanding(cached as TRace, push);
  }
  return cached;
}

type RacesStreamInput = {
  locale: string;
  /**
   * What a `races` push does; by default the races are read again. The game view's panel
   * decides itself (spec 001 §9: a finished race is read again only after RACE_RESULT_DELAY_MS).
   */
  onRaces?: (push: TRacesPush) => void;
};

/**
 * Keeps the cached races current with the player's stream while the component is shown (only
 * for a logged-in player: the stream needs the session).
 */
export function useRacesStream({ locale, onRaces }: RacesStreamInput): void {
  const queryClient = useQueryClient();
  usePlayerEvents(locale, {
    race: (data) => {
      const push = racePushFrom(data);
      if (push === null) return;
      queryClient.setQueriesData({ queryKey: [RACES_QUERY_ROOT] }, (cached: unknown) =>
        patchCached(cached, push),
      );
      // The player's own figures show at once; the board's other rows come with a fresh read.
      void queryClient.invalidateQueries({ queryKey: [RACES_QUERY_ROOT] });
    },
    races: (data) => {
      const push = racesPushFrom(data);
      if (push === null) return;
      if (onRaces !== undefined) {
        onRaces(push);
        return;
      }
      void queryClient.invalidateQueries({ queryKey: [RACES_QUERY_ROOT] });
    },
  });
}
