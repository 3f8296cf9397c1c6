import { type TRace, ZRacesResponse } from '@playfair/contracts/races';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpRequest } from '../http/http-client';

// The races are read by the races page (features/races), the casino home's race widget
// (features/lobby), the search overlay's races view (features/search) and the game view's side
// panel: features never import each other, so the one query they share lives here.

/** Every race query's key starts with this: an opt-in or a `races` push refreshes them all. */
export const RACES_QUERY_ROOT = 'races';

/** Races start, end and move their leaderboards often: half a minute, then the next visit asks. */
const RACES_STALE_TIME_MS = 30_000;

/** Whose answer a key holds: a visitor's and a player's never share an entry. */
export function raceReader(userId: string | null): string {
  return userId ?? 'visitor';
}

/**
 * GET /{locale}/get-races: the races running, starting within a day or ended in the last 10
 * minutes, each as the reader sees it (their opt-in, stats, position and the top 10 with their
 * own row).
 */
export async function getRaces({
  locale,
  signal,
}: {
  locale: string;
  signal?: AbortSignal;
}): Promise<TRace[]> {
  const answer = await httpRequest(`/${encodeURIComponent(locale)}/get-races`, {
    schema: ZRacesResponse,
    signal,
  });
  return answer.races;
}

export function racesQueryOptions({ locale, userId }: { locale: string; userId: string | null }) {
  return queryOptions({
    queryKey: [RACES_QUERY_ROOT, 'list', locale, raceReader(userId)],
    queryFn: ({ signal }) => getRaces({ locale, signal }),
    staleTime: RACES_STALE_TIME_MS,
  });
}

export function useRaces(
  input: { locale: string; userId: string | null },
  { isEnabled = true }: { isEnabled?: boolean } = {},
) {
  return useQuery({ ...racesQueryOptions(input), enabled: isEnabled });
}
