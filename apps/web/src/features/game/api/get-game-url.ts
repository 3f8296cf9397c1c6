import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpTextRequest } from '../../../shared/http/http-client';
import { type GameUrl, readGameUrl } from '../model/frame-url';
import { DEMO_MODE, GAME_MODE_PARAM, type GameMode } from '../model/game-mode';

/**
 * GET /{locale}/igc-game-url/{gameId}[?mode=demo] (spec 001 §7): text/plain, the iframe URL or
 * `false`. A real-play URL carries a single-use launch token (decision 002).
 */
export async function getGameUrl({
  locale,
  gameId,
  mode,
  signal,
}: {
  locale: string;
  gameId: string;
  mode: GameMode;
  signal?: AbortSignal;
}): Promise<GameUrl> {
  const text = await httpTextRequest(
    `/${encodeURIComponent(locale)}/igc-game-url/${encodeURIComponent(gameId)}`,
    { query: mode === 'demo' ? { [GAME_MODE_PARAM]: DEMO_MODE } : undefined, signal },
  );
  return readGameUrl(text, window.location.origin);
}

/**
 * Asked once for every opening of the game: a launch token is single-use, so an answer is never
 * reused from the cache (nor refetched while the game runs, which would reload the frame). The
 * request is not given the query's abort signal: when the page's observer drops away for a moment
 * while it loads (React's development double mount), an aborted request would be sent again and
 * the server would have issued two launch tokens; unaborted, the observer that comes back takes
 * the answer of the one request.
 */
export function gameUrlQueryOptions({
  locale,
  userId,
  gameId,
  mode,
}: {
  locale: string;
  userId: string | null;
  gameId: string;
  mode: GameMode;
}) {
  return queryOptions({
    queryKey: ['game-url', userId ?? 'visitor', gameId, mode],
    queryFn: () => getGameUrl({ locale, gameId, mode }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

export function useGameUrl(input: Parameters<typeof gameUrlQueryOptions>[0]) {
  return useQuery(gameUrlQueryOptions(input));
}
