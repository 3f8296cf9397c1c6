import { type TRace, ZRaceResponse } from '@playfair/contracts/races';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpRequest } from '../../../shared/http/http-client';
import { RACES_QUERY_ROOT, raceReader } from '../../../shared/races/get-races';

const RACE_STALE_TIME_MS = 30_000;

/**
 * GET /{locale}/get-race/{raceId}: one race with its leaderboard's first RACE_BOARD_ROWS rows
 * (and the reader's own row below them).
 */
export async function getRace({
  locale,
  raceId,
  signal,
}: {
  locale: string;
  raceId: string;
  signal?: AbortSignal;
}): Promise<TRace> {
  const answer = await httpRequest(
    `/${encodeURIComponent(locale)}/get-race/${encodeURIComponent(raceId)}`,
    { schema: ZRaceResponse, signal },
  );
  return answer.race;
}

/** Under the races root: an opt-in or a `races` push reads it again with the list. */
export function raceQueryOptions(input: { locale: string; userId: string | null; raceId: string }) {
  return queryOptions({
    queryKey: [RACES_QUERY_ROOT, 'one', input.locale, raceReader(input.userId), input.raceId],
    queryFn: ({ signal }) => getRace({ locale: input.locale, raceId: input.raceId, signal }),
    staleTime: RACE_STALE_TIME_MS,
  });
}

/** The full leaderboard, asked for only when the player opens it. */
export function useRace(
  input: { locale: string; userId: string | null; raceId: string },
  { isEnabled }: { isEnabled: boolean },
) {
  return useQuery({ ...raceQueryOptions(input), enabled: isEnabled });
}
