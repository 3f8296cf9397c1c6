import type { ErrorCode } from '@playfair/domain/error-codes';
import type { StudioErrorCode } from './errors';

// What the studio answers when the casino refuses a stake (a debit), by the casino's error code
// (the error model's `error.code`). No money moved in any of these cases: the round never starts.

/**
 * Responsible gambling in play (packages/contracts game-session.ts, spec 001 §4): a check or a
 * limit of the casino stands between the player and the next stake. The casino page shows it
 * and tells the game `closed` when play may go on, so the session waits paused until then.
 */
export const CASINO_PAUSE_CODES = [
  'REALITY_CHECK_DUE',
  'HARD_REALITY_CHECK_ACTIVE',
  'REALITY_CHECK_COOLDOWN',
  'GAME_SESSION_TIME_REACHED',
  'NET_LOSS_LIMIT_REACHED',
  'GAME_SESSION_LIMITS_REQUIRED',
  'MULTIPLE_GAME_SESSIONS_ACTIVE',
] as const satisfies readonly ErrorCode[];

/** The casino's blocks of the account itself (provider-api PROVIDER_API_ERRORS). */
export const ACCOUNT_BLOCK_CODES = [
  'ACCOUNT_BLOCKED',
  'SELF_EXCLUDED',
  'TIMED_OUT',
  'GAMEPLAY_BLOCKED',
] as const satisfies readonly ErrorCode[];

export type StakeRefusal = {
  code: Extract<
    StudioErrorCode,
    'CASINO_PAUSED_PLAY' | 'STAKE_ABOVE_CAP' | 'PLAYER_BLOCKED' | 'CASINO_REFUSED'
  >;
  /** The session pauses until the casino says play may go on. */
  isPausing: boolean;
};

const isOneOf = (list: readonly string[], code: string) => list.includes(code);

export function stakeRefusal(casinoCode: string): StakeRefusal {
  if (isOneOf(CASINO_PAUSE_CODES, casinoCode)) {
    return { code: 'CASINO_PAUSED_PLAY', isPausing: true };
  }
  // A stake cap is about this stake only: a lower one may be played at once, and the casino page
  // has nothing to show or close, so the game does not pause.
  if (casinoCode === 'STAKE_ABOVE_CAP') return { code: 'STAKE_ABOVE_CAP', isPausing: false };
  if (isOneOf(ACCOUNT_BLOCK_CODES, casinoCode)) return { code: 'PLAYER_BLOCKED', isPausing: false };
  return { code: 'CASINO_REFUSED', isPausing: false };
}
