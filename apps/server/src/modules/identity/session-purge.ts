import { HOUR_MS } from '@playfair/domain/constants';
import type { IdentityContext } from './context';
import { deleteDeadSessions } from './repo';

// The hourly purge of dead sessions: past their absolute end, idle visitor ones, long-revoked ones.

/** Revoked sessions are kept this long (for support and audit) before a purge deletes them. */
const REVOKED_SESSION_RETENTION_MS = 30 * 24 * HOUR_MS;
/**
 * A player's ended session is kept two days: the time logged in today counts sessions that began
 * yesterday (DESIGN §10 session-time limit, counted per day).
 */
const ENDED_PLAYER_SESSION_RETENTION_MS = 48 * HOUR_MS;
/** When dead sessions are deleted: hourly, a job on the job runner (cron, UTC). */
export const SESSION_PURGE_SCHEDULE = '17 * * * *';
export const SESSION_PURGE_JOB = 'identity.purge-sessions';

export type SessionPurge = {
  /**
   * Deletes sessions past their absolute end, idle visitor sessions and long-revoked ones; answers
   * how many. The identity plugin runs it hourly (idempotent, so every process may).
   */
  purgeDeadSessions(): Promise<number>;
};

export function createSessionPurge({ db, now, idleTimeoutMs }: IdentityContext): SessionPurge {
  return {
    async purgeDeadSessions() {
      const at = now();
      return deleteDeadSessions(
        db,
        at,
        new Date(at.getTime() - idleTimeoutMs),
        new Date(at.getTime() - REVOKED_SESSION_RETENTION_MS),
        new Date(at.getTime() - ENDED_PLAYER_SESSION_RETENTION_MS),
      );
    },
  };
}
