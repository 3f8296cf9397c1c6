import type { TSessionLimits, TSessionOptionsResponse } from '@playfair/contracts/game-session';
import { queryOptions } from '@tanstack/react-query';
import { activeSessionError } from '../model/in-play-error';
import { getActiveSession } from './get-active-session';
import { closeSession } from './get-close-session';
import { getSessionOptions } from './get-session-options';

/** What comes before the launch of a real game. */
export type RealPlayStart =
  /** Nothing to ask: launch. */
  | { kind: 'launch' }
  /** spec 001 §8: an active session carries an error: show it, then the lobby. */
  | { kind: 'session-error'; message: string }
  /** spec 001 §3 `data.current`: a session with limits runs here; show them, then launch. */
  | { kind: 'limits-running'; limits: TSessionLimits; warnAtPercent: number }
  /** spec 001 §3 / §4: the check screen. */
  | { kind: 'limits-needed'; options: TSessionOptionsResponse['data'] };

type PrepareInput = {
  locale: string;
  /** The game as the catalogue and the launch name it (the game-session calls' `gameId`). */
  gameId: string;
  /** End the player's game sessions first (the game open in another window is to close). */
  isCloseFirst: boolean;
  /** spec 001 §6 gamelimits: a logged-in player's real play of a slot. */
  needsLimits: boolean;
  /** Runs just before the sessions are ended (tell the other window to leave). */
  onClosing?: () => void;
};

/**
 * The calls before a real launch, in order (spec 001 §3 / §4 / §6): the other game closed where
 * asked, then — for the game-limits check — the active sessions (GET /user/active-session), then
 * the session options (GET /game/session/options).
 */
export async function prepareRealPlay({
  locale,
  gameId,
  isCloseFirst,
  needsLimits,
  onClosing,
}: PrepareInput): Promise<RealPlayStart> {
  if (isCloseFirst) {
    onClosing?.();
    await closeSession({ locale });
  }
  if (!needsLimits) return { kind: 'launch' };
  const sessions = await getActiveSession({ locale });
  const message = activeSessionError(sessions.data);
  if (message !== null) return { kind: 'session-error', message };
  const { data } = await getSessionOptions({ locale, gameId });
  if (!data.required) return { kind: 'launch' };
  if (data.current !== null) {
    return { kind: 'limits-running', limits: data.current, warnAtPercent: data.warnAtPercent };
  }
  return { kind: 'limits-needed', options: data };
}

/**
 * Once per opening of the game (`opening`): these calls end sessions and are never repeated for
 * the same opening, cached for another, or aborted when the observer drops away for a moment.
 */
export function prepareRealPlayQueryOptions({
  userId,
  opening,
  ...input
}: PrepareInput & { userId: string; opening: string }) {
  return queryOptions({
    queryKey: ['real-play-start', userId, input.gameId, opening],
    queryFn: () => prepareRealPlay(input),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}
