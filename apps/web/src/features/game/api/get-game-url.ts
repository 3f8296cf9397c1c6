import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { httpTextRequest } from '../../../shared/http/http-client';
import { type GameUrl, readGameUrl } from '../model/frame-url';
import { DEMO_MODE, GAME_MODE_PARAM, type GameMode } from '../model/game-mode';
import { isMultipleSessionsError } from '../model/in-play-error';
import { closeSession } from './get-close-session';

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

/** One launch of an opening of the game. */
export type LaunchAttempt = {
  /** Counts the launches of the opening: a reload after a reality check is a new one. */
  number: number;
  /** End the player's game sessions first: they agreed to close the game open elsewhere. */
  isCloseFirst: boolean;
  /**
   * spec 001 §4 with game-notification off: a 409 MULTIPLE_GAME_SESSIONS_ACTIVE (a game open on
   * another device or in another window) ends the player's sessions and launches once more without
   * asking; with it on, the 409 is the caller's to ask about.
   */
  isConflictClosed: boolean;
};

export const FIRST_LAUNCH: LaunchAttempt = {
  number: 0,
  isCloseFirst: false,
  isConflictClosed: false,
};

/** A launch with what comes before it (closing the other game) and the one retry of a conflict. */
export async function launchGame({
  locale,
  gameId,
  mode,
  attempt,
}: {
  locale: string;
  gameId: string;
  mode: GameMode;
  attempt: LaunchAttempt;
}): Promise<GameUrl> {
  if (attempt.isCloseFirst) await closeSession({ locale });
  try {
    return await getGameUrl({ locale, gameId, mode });
  } catch (error) {
    if (!attempt.isConflictClosed || !isMultipleSessionsError(error)) throw error;
    await closeSession({ locale });
    return getGameUrl({ locale, gameId, mode });
  }
}

/**
 * Asked once for every launch of the game: a launch token is single-use, so an answer is never
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
  attempt = FIRST_LAUNCH,
}: {
  locale: string;
  userId: string | null;
  gameId: string;
  mode: GameMode;
  attempt?: LaunchAttempt;
}) {
  return queryOptions({
    queryKey: ['game-url', userId ?? 'visitor', gameId, mode, attempt.number],
    queryFn: () => launchGame({ locale, gameId, mode, attempt }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    // A relaunch keeps the frame's last address until the new one comes: the page shows the game
    // loading in its place, and knows a game was on screen.
    placeholderData: keepPreviousData,
  });
}

export function useGameUrl(input: Parameters<typeof gameUrlQueryOptions>[0]) {
  return useQuery(gameUrlQueryOptions(input));
}
