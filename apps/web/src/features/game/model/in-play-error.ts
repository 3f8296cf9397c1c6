import type { TGameSession } from '@playfair/contracts/gaming';
import type { ErrorCode } from '@playfair/domain/error-codes';
import { isApiError } from '../../../shared/http/api-error';

/** The error model's code for "another game is open" (409, spec 001 §8: close it, ask again once). */
export const MULTIPLE_GAME_SESSIONS_ACTIVE = 'MULTIPLE_GAME_SESSIONS_ACTIVE' satisfies ErrorCode;

export function isMultipleSessionsError(error: unknown): boolean {
  return isApiError(error) && error.code === MULTIPLE_GAME_SESSIONS_ACTIVE;
}

/**
 * spec 001 §8: when the player's active sessions carry an `Error`, the first one is shown (then the
 * lobby). Empty texts are no error.
 */
export function activeSessionError(sessions: readonly TGameSession[]): string | null {
  const failing = sessions.find((session) => (session.Error ?? '').trim() !== '');
  return failing?.Error?.trim() ?? null;
}
