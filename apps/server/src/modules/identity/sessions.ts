import type { Database } from '../../platform/db/client';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { HOUR_MS, MINUTE_MS } from '@playfair/domain/constants';
import type { Locale } from '@playfair/domain/locales';
import type { TCsrfErrorResponse } from '@playfair/contracts/identity';
import type { Translate } from '../../platform/errors';
import type { IdentityContext } from './context';
import type { PlayerProfile } from './profile';
import {
  findLiveSession,
  insertSession,
  replaceSession,
  revokeOtherPlayerSessions,
  loggedInMsSince,
  revokePlayerSessions,
  revokeSession,
  touchSession,
} from './repo';

// Player and visitor sessions: finding a token's live session and touching it, the CSRF token,
// starting a session on a browser, ending one and revoking sessions. The cookie that carries the
// token, and the one lookup of a request's session however often it is asked for, are the route
// layer's (plugin.ts).

// Session lifetimes (OWASP Session Management Cheat Sheet: 15–30 min idle for high-value
// applications; an absolute limit so a stolen cookie cannot be kept alive by activity alone).
export const SESSION_IDLE_TIMEOUT_MS = 30 * MINUTE_MS;
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * HOUR_MS;
/** `last_seen_at` is written at most this often, so reading a session is not a write each time. */
export const SESSION_TOUCH_INTERVAL_MS = MINUTE_MS;

/** A live session: its stored id, its CSRF token and its player (null: a visitor's session). */
export type LiveSession = { id: string; csrfToken: string; player: PlayerProfile | null };

/** The browser a session starts on, kept with the session (support, audit). */
export type SessionClient = { ip: string; userAgent: string | undefined };

export type Sessions = {
  /**
   * The live session of a session token (not logged out, revoked, idle or past its lifetime), or
   * null; reading it counts as activity (`last_seen_at`, written at most once a minute).
   */
  findSession(token: string): Promise<LiveSession | null>;
  /**
   * Whether the token's player session is still live, read afresh and without counting as
   * activity: a long-lived stream asks this, and must not keep an idle session alive.
   */
  isPlayerSessionLive(token: string): Promise<boolean>;
  /** Whether `presented` is the session's CSRF token (compared in constant time). */
  isCsrfTokenOf(session: LiveSession, presented: string): boolean;
  /** Starts a visitor session on a browser: the token its cookie carries, and the session. */
  startVisitorSession(client: SessionClient): Promise<{ token: string; session: LiveSession }>;
  /**
   * Logs the player in on a browser: a new session, whose token it answers; the session of
   * `previousToken` (the browser's until now) is revoked.
   */
  startPlayerSession(
    playerId: string,
    client: SessionClient,
    previousToken: string | undefined,
  ): Promise<string>;
  /** Revokes the session of a token (logging out). */
  endSession(token: string): Promise<void>;
  /** Revokes every session of the player except `keptSessionId`; answers how many. */
  revokeOtherSessions(playerId: string, keptSessionId: string): Promise<number>;
  /** Revokes every session of the player (password reset, self-exclusion); answers how many. */
  revokeAllSessions(playerId: string): Promise<number>;
  /**
   * Milliseconds the player was logged in since `since`, across every session (DESIGN §10); inside
   * a transaction, read through it (`tx`).
   */
  loggedInMsSince(playerId: string, since: Date, tx?: Database): Promise<number>;
};

/**
 * The answer to a form post that fails `verifyCsrf` (ZCsrfErrorResponse, HTTP 200). The browser
 * refreshes the token and retries; the text shows only when both retries failed (spec 000 §4).
 */
export function csrfErrorBody(locale: Locale, translate: Translate): TCsrfErrorResponse {
  return { type: 'csrf-error', error: translate(locale, 'error_session_expired') };
}

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored id of a session: the SHA-256 of its token, never the token itself. */
function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function tokensMatch(presented: string, expected: string): boolean {
  // Digests have equal lengths, so the comparison takes the same time whatever was presented.
  return timingSafeEqual(digest(presented), digest(expected));
}

export function createSessions({
  db,
  now,
  idleTimeoutMs,
  absoluteLifetimeMs,
  touchIntervalMs,
  profileWithRestrictions,
}: IdentityContext): Sessions {
  function newSessionRow(token: string, playerId: string | null, client: SessionClient) {
    return {
      id: sessionIdOf(token),
      playerId,
      csrfToken: newToken(),
      expiresAt: new Date(now().getTime() + absoluteLifetimeMs),
      userAgent: client.userAgent?.slice(0, 512) ?? null,
      ip: client.ip,
    };
  }

  async function revokeAllSessions(playerId: string): Promise<number> {
    return revokePlayerSessions(db, playerId, now());
  }

  return {
    loggedInMsSince: (playerId, since, tx = db) =>
      loggedInMsSince(tx, playerId, since, now(), idleTimeoutMs),

    async findSession(token) {
      const at = now();
      const found = await findLiveSession(db, sessionIdOf(token), at, idleTimeoutMs);
      if (found === undefined) return null;
      const { session, player } = found;
      if (at.getTime() - session.lastSeenAt.getTime() >= touchIntervalMs) {
        await touchSession(db, session.id, at);
      }
      return {
        id: session.id,
        csrfToken: session.csrfToken,
        player: player === null ? null : await profileWithRestrictions(player, at),
      };
    },

    async isPlayerSessionLive(token) {
      const found = await findLiveSession(db, sessionIdOf(token), now(), idleTimeoutMs);
      return found !== undefined && found.player !== null;
    },

    isCsrfTokenOf(session, presented) {
      return tokensMatch(presented, session.csrfToken);
    },

    async startVisitorSession(client) {
      const token = newToken();
      const row = newSessionRow(token, null, client);
      await insertSession(db, row, now());
      return { token, session: { id: row.id, csrfToken: row.csrfToken, player: null } };
    },

    async startPlayerSession(playerId, client, previousToken) {
      // Rotated at login: whatever session the browser had (and any token an attacker planted
      // before it) is revoked, and the player continues on a token nobody else has seen.
      const token = newToken();
      await replaceSession(
        db,
        previousToken === undefined ? undefined : sessionIdOf(previousToken),
        newSessionRow(token, playerId, client),
        now(),
      );
      return token;
    },

    async endSession(token) {
      await revokeSession(db, sessionIdOf(token), now());
    },

    async revokeOtherSessions(playerId, keptSessionId) {
      return revokeOtherPlayerSessions(db, playerId, keptSessionId, now());
    },

    revokeAllSessions,
  };
}
