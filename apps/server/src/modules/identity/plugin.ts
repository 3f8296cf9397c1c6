import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, type Translate } from '../../platform/errors';
import { clientOf } from '../../platform/http/client';
import { clearHostCookie, readHostCookie, setHostCookie } from '../../platform/http/cookies';
import type { OperatorAuth } from '../../platform/http/operator-auth';
import type { JobRunner } from '../../platform/jobs/jobs';
import { operatorPlayerRoutes } from './operator-routes';
import { accountSettingsRoutes, identityRoutes, type IdentityRouteAuth } from './routes';
import {
  SESSION_PURGE_JOB,
  SESSION_PURGE_SCHEDULE,
  type AccountSettingsService,
  type IdentityService,
  type LiveSession,
  type PlayerComplianceService,
  type PlayerProfile,
} from './service';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyRequest {
    /** The logged-in player, set by `requirePlayer`; null on routes without it. */
    player: PlayerProfile | null;
  }
}

// DESIGN §5: the session token travels in an HttpOnly, SameSite=Lax cookie (`__Host-` and Secure
// behind TLS: platform/http/cookies.ts). No Max-Age: the cookie ends with the browser session; the
// server ends it sooner (idle, absolute).
const SESSION_COOKIE = 'pf_session';

/** 32 random bytes, base64url: exactly 43 characters. Anything else is not ours. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The session token the request presents, if it has the right shape. */
function readSessionToken(request: FastifyRequest): string | undefined {
  const token = readHostCookie(request, SESSION_COOKIE);
  return token !== undefined && TOKEN_PATTERN.test(token) ? token : undefined;
}

function presentedCsrfToken(request: FastifyRequest): string | undefined {
  const header = request.headers['x-csrf-token'];
  if (typeof header === 'string' && header !== '') return header;
  const body = request.body;
  if (typeof body !== 'object' || body === null || !('csrf_token' in body)) return undefined;
  const field = body.csrf_token;
  return typeof field === 'string' && field !== '' ? field : undefined;
}

/**
 * The request's session, read from its cookie: the preHandlers and checks the routes of every
 * module use (PlayerAuth), and what identity's own routes read besides. One instance for the app:
 * a request's session is looked up once, however many checks ask for it.
 */
export function createPlayerAuth(identity: IdentityService): IdentityRouteAuth {
  const sessionsByRequest = new WeakMap<FastifyRequest, Promise<LiveSession | null>>();

  function sessionOf(request: FastifyRequest): Promise<LiveSession | null> {
    let pending = sessionsByRequest.get(request);
    if (pending === undefined) {
      const token = readSessionToken(request);
      pending = token === undefined ? Promise.resolve(null) : identity.findSession(token);
      sessionsByRequest.set(request, pending);
    }
    return pending;
  }

  function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
    clearHostCookie(request, reply, SESSION_COOKIE);
  }

  return {
    async requirePlayer(request, reply) {
      const session = await sessionOf(request);
      if (session === null || session.player === null) {
        // A cookie that opens nothing is dropped, so the browser stops sending it.
        if (session === null && readSessionToken(request) !== undefined) {
          clearSessionCookie(request, reply);
        }
        throw new AppError('INVALID_AUTHENTICATION_TOKEN');
      }
      request.player = session.player;
    },

    playerOf(request) {
      if (request.player === null) throw new AppError('INVALID_AUTHENTICATION_TOKEN');
      return request.player;
    },

    async currentPlayer(request) {
      return (await sessionOf(request))?.player ?? null;
    },

    async isPlayerSessionLive(request) {
      const token = readSessionToken(request);
      if (token === undefined) return false;
      return identity.isPlayerSessionLive(token);
    },

    async verifyCsrf(request) {
      const presented = presentedCsrfToken(request);
      if (presented === undefined) return false;
      const session = await sessionOf(request);
      return session !== null && identity.isCsrfTokenOf(session, presented);
    },

    async issueCsrfToken(request, reply) {
      const session = await sessionOf(request);
      if (session !== null) return session.csrfToken;
      const started = await identity.startVisitorSession(clientOf(request));
      setHostCookie(request, reply, SESSION_COOKIE, started.token);
      sessionsByRequest.set(request, Promise.resolve(started.session));
      return started.session.csrfToken;
    },

    async startSession(request, reply, playerId) {
      const previous = readSessionToken(request);
      const token = await identity.startPlayerSession(playerId, clientOf(request), previous);
      setHostCookie(request, reply, SESSION_COOKIE, token);
      sessionsByRequest.delete(request);
    },

    async endSession(request, reply) {
      const token = readSessionToken(request);
      if (token !== undefined) await identity.endSession(token);
      clearSessionCookie(request, reply);
      sessionsByRequest.set(request, Promise.resolve(null));
    },

    async sessionIdOf(request) {
      const session = await sessionOf(request);
      if (session?.player == null) throw new AppError('INVALID_AUTHENTICATION_TOKEN');
      return session.id;
    },

    clearSessionCookie,
  };
}

export type IdentityPluginOptions = {
  identity: IdentityService;
  /** The app's one reader of the session cookie (`createPlayerAuth`). */
  auth: IdentityRouteAuth;
  settings: AccountSettingsService;
  compliance: PlayerComplianceService;
  /** The operator API's one credential check (its tokens and their throttle). */
  operatorAuth: OperatorAuth;
  translate: Translate;
  jobs: Pick<JobRunner, 'schedule'>;
};

/**
 * Players and sessions: login, logout and the CSRF token, the player's status calls, the account
 * settings, the operator API for compliance statuses, and the hourly purge of dead sessions. Not
 * encapsulated (fastify-plugin), so `request.player` exists on every route of the app; the routes
 * themselves sit in their own contexts.
 */
export const identityPlugin = fp(
  async (app: FastifyInstance, options: IdentityPluginOptions) => {
    const { identity, auth, settings, compliance, operatorAuth, translate, jobs } = options;
    app.decorateRequest('player', null);
    // Visitor sessions are cheap to start (one per CSRF call), so dead ones must not pile up.
    jobs.schedule(SESSION_PURGE_JOB, SESSION_PURGE_SCHEDULE, () => identity.purgeDeadSessions());
    const routes = app.withTypeProvider<ZodTypeProvider>();
    await routes.register(identityRoutes, { identity, auth, translate });
    await routes.register(accountSettingsRoutes, { settings, auth, translate });
    await routes.register(operatorPlayerRoutes, { compliance, auth: operatorAuth, identity });
  },
  { name: 'identity', dependencies: ['@fastify/cookie'] },
);
