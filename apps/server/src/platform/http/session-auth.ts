import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What the routes of every module ask about the caller's session (DESIGN §5): the identity
 * module's plugin builds it over the session cookie, and a module's plugin takes the parts its
 * routes use as an option. `Player` is identity's player profile.
 */
export type SessionAuth<Player> = {
  /** preHandler: remembers the request's player, or answers 401 INVALID_AUTHENTICATION_TOKEN. */
  requirePlayer(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** The player `requirePlayer` found; throws INVALID_AUTHENTICATION_TOKEN on a route without it. */
  playerOf(request: FastifyRequest): Player;
  /** The logged-in player, or null for a visitor (no session, an expired one, or an anonymous one). */
  currentPlayer(request: FastifyRequest): Promise<Player | null>;
  /**
   * Whether the request's player session is still live (not logged out, revoked, idle or past its
   * lifetime), read afresh and without counting as activity: a long-lived stream asks this, and
   * must not keep an idle session alive.
   */
  isPlayerSessionLive(request: FastifyRequest): Promise<boolean>;
  /**
   * Whether the request carries the CSRF token of its live session, in the `X-CSRF-Token` header or
   * the body's `csrf_token` field. Login, registration and forgot-password check it; on false they
   * answer `{ type: 'csrf-error', error }` (ZCsrfErrorResponse) with HTTP 200.
   */
  verifyCsrf(request: FastifyRequest): Promise<boolean>;
  /** The CSRF token of the request's session, starting a visitor session (and cookie) if needed. */
  issueCsrfToken(request: FastifyRequest, reply: FastifyReply): Promise<string>;
  /** Logs the player in on this browser: a new session and cookie; the old session is revoked. */
  startSession(request: FastifyRequest, reply: FastifyReply, playerId: string): Promise<void>;
  /** Revokes the request's session, if any, and clears the cookie. */
  endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
};
