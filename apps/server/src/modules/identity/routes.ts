import {
  ZChangeEmailForm,
  ZChangeEmailRequest,
  ZChangeMobileForm,
  ZChangeMobileRequest,
  ZSettingsChangeAnswer,
  type TSettingsChangeResponse,
} from '@playfair/contracts/account-settings';
import {
  ZCsrfTokenResponse,
  ZDeMigrationCheckResponse,
  ZKycStatusResponse,
  ZKycVerifiedResponse,
  ZLoginRequest,
  ZLoginResponse,
  ZLogoutQuery,
  ZLogoutResponse,
  ZReferralTagQuery,
  ZSuccessResponse,
  ZUserStatusBlockedResponse,
  ZUserStatusResponse,
  type TLoginResponse,
} from '@playfair/contracts/identity';
import { isKycVerified } from '@playfair/domain/play-eligibility';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError, type Translate } from '../../platform/errors';
import { sameSitePath } from './redirect';
import {
  csrfErrorBody,
  loginRefusalText,
  type AccountSettingsService,
  type IdentityService,
  type PlayerAuth,
  type PlayerProfile,
  type SettingsCaller,
  type SettingsOutcome,
} from './service';

/** What identity's own routes read of the session besides what every module's do (plugin.ts). */
export type IdentityRouteAuth = PlayerAuth & {
  /** The id of the request's player session (after `requirePlayer`). */
  sessionIdOf(request: FastifyRequest): Promise<string>;
  /** Drops the browser's session cookie. */
  clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void;
};

export type IdentityRouteOptions = {
  identity: IdentityService;
  auth: IdentityRouteAuth;
  translate: Translate;
};

/**
 * A plain navigation from the site itself, or typed into the address bar: Sec-Fetch-Site
 * `same-origin` or `none`; without that header (older browsers), a Referer of this origin. A
 * request another site started (a link, an image, a form) is neither.
 */
export function isOwnNavigation(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const referer = request.headers.referer;
  if (typeof referer !== 'string') return false;
  try {
    return new URL(referer).origin === new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return false;
  }
}

function homePath(request: FastifyRequest): string {
  return `/${request.locale}/`;
}

function loginSuccess(player: PlayerProfile, redirect: string): TLoginResponse {
  return {
    type: 'success',
    id: player.id,
    redirect,
    error: null,
    gtmError: null,
    gtmLoginEvent: {
      event: 'login',
      userId: player.id,
      country: player.country,
      currency: player.currency,
    },
    awaitingMigration: player.awaitingMigration,
    awaitingLugasDeMigration: player.awaitingLugasDeMigration,
    isPasswordResetRequired: false,
    hasCrashCasinoMigrationSucceeded: false,
  };
}

/** Login, logout, the CSRF token and the logged-in player's own status calls. */
export const identityRoutes: FastifyPluginAsyncZod<IdentityRouteOptions> = async (
  app,
  { identity, auth, translate },
) => {
  // Every answer here is about one browser's session: no cache may keep it.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const requirePlayer = auth.requirePlayer;

  // spec 000 §7: GET public-api/v1/get-form-csrf-token → csrf_token.
  app.get(
    '/public-api/v1/get-form-csrf-token',
    { schema: { response: { 200: ZCsrfTokenResponse } } },
    async (request, reply) => ({ csrf_token: await auth.issueCsrfToken(request, reply) }),
  );

  // DESIGN §5: POST /{locale}/user/login (form: username, password, csrf_token); spec 000 §3 answer.
  app.post(
    '/user/login',
    { schema: { body: ZLoginRequest, response: { 200: ZLoginResponse } } },
    async (request, reply): Promise<TLoginResponse> => {
      if (!(await auth.verifyCsrf(request))) return csrfErrorBody(request.locale, translate);
      const { username, password, redirect } = request.body;
      const outcome = await identity.login({ email: username, password, ip: request.ip });
      switch (outcome.kind) {
        case 'throttled':
          reply.header('retry-after', String(outcome.retryAfterSeconds));
          throw new AppError('RATE_LIMITED');
        case 'invalid-credentials':
          return {
            type: 'error',
            error: translate(request.locale, 'login_error_invalid_credentials'),
            gtmError: 'invalid_credentials',
          };
        case 'self-excluded':
        case 'timed-out':
        case 'nationally-excluded':
        case 'session-time-used': {
          // DESIGN §10: the player is told which and, for a break, until when.
          const { key, params, gtmError } = loginRefusalText(outcome);
          return { type: 'error', error: translate(request.locale, key, params), gtmError };
        }
        case 'success':
          await auth.startSession(request, reply, outcome.player.id);
          return loginSuccess(outcome.player, sameSitePath(redirect, homePath(request)));
      }
    },
  );

  // spec 000 §2: /{locale}/user/logout with an optional query. A state-changing GET: the site's
  // call (XHR marker) answers JSON; a plain link on the site's own pages logs out and redirects,
  // while the same link from another site (a forged request) only goes to the page, still logged
  // in (isOwnNavigation).
  app.get(
    '/user/logout',
    {
      // The marker is checked here: without it, only the site's own navigation logs out.
      config: { xhrExempt: true },
      schema: { querystring: ZLogoutQuery, response: { 200: ZLogoutResponse } },
    },
    async (request, reply) => {
      const redirect = sameSitePath(request.query.redirect, homePath(request));
      const marker = request.headers['x-requested-with'];
      const isXhr = typeof marker === 'string' && marker.toLowerCase() === 'xmlhttprequest';
      if (!isXhr) {
        reply.header('cache-control', 'no-store');
        if (!isOwnNavigation(request)) return reply.redirect(redirect, 303);
        await auth.endSession(request, reply);
        return reply.redirect(redirect, 303);
      }
      // Logging out without a live session still succeeds: the goal is reached either way.
      await auth.endSession(request, reply);
      return { success: true as const, redirect };
    },
  );

  // spec 000 §5: "A login-popup acceptance is sent when the user accepts."
  app.get(
    '/user/accept-login-info',
    {
      config: { changesState: true },
      preHandler: requirePlayer,
      schema: { response: { 200: ZSuccessResponse } },
    },
    async (request) => {
      await identity.acceptLoginInfo(auth.playerOf(request).id);
      return { success: true as const };
    },
  );

  // spec 000 §7: a 200 with error shows the AML modal; a 500 with redirect navigates.
  app.get(
    '/get/user-status',
    {
      preHandler: requirePlayer,
      schema: { response: { 200: ZUserStatusResponse, 500: ZUserStatusBlockedResponse } },
    },
    async (request, reply) => {
      const status = await identity.playerStatus(auth.playerOf(request));
      switch (status) {
        case 'ok':
          return { success: true as const };
        case 'aml-check':
          return {
            success: false as const,
            error: translate(request.locale, 'source_of_wealth_required'),
          };
        case 'blocked':
          auth.clearSessionCookie(request, reply);
          return reply.status(500).send({ success: false, redirect: homePath(request) });
      }
    },
  );

  app.get(
    '/user/kyc/status',
    { preHandler: requirePlayer, schema: { response: { 200: ZKycStatusResponse } } },
    async (request) => ({
      success: true as const,
      amlStatus: auth.playerOf(request).amlStatus,
    }),
  );

  app.get(
    '/user/kyc-is-user-verified',
    { preHandler: requirePlayer, schema: { response: { 200: ZKycVerifiedResponse } } },
    async (request) => ({ isUserKYCVerified: isKycVerified(auth.playerOf(request)) }),
  );

  app.get(
    '/user/check-de-migration',
    { preHandler: requirePlayer, schema: { response: { 200: ZDeMigrationCheckResponse } } },
    async (request) => ({ merge: auth.playerOf(request).awaitingLugasDeMigration }),
  );

  // spec 000 §7, §9: GET /user/setOBtag keeps a referral tag for 2 hours. A state-changing GET.
  app.get(
    '/user/setOBtag',
    {
      config: { changesState: true },
      preHandler: requirePlayer,
      schema: { querystring: ZReferralTagQuery, response: { 200: ZSuccessResponse } },
    },
    async (request) => {
      await identity.setReferralTag(auth.playerOf(request).id, request.query.tag);
      return { success: true as const };
    },
  );
};

export type AccountSettingsRouteOptions = {
  settings: AccountSettingsService;
  auth: Pick<IdentityRouteAuth, 'requirePlayer' | 'playerOf' | 'sessionIdOf' | 'verifyCsrf'>;
  translate: Translate;
};

/** The account panel's settings: the email and the mobile, each after the current password. */
export const accountSettingsRoutes: FastifyPluginAsyncZod<AccountSettingsRouteOptions> = async (
  app,
  { settings, auth, translate },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  async function callerOf(request: FastifyRequest): Promise<SettingsCaller> {
    return {
      player: auth.playerOf(request),
      sessionId: await auth.sessionIdOf(request),
      locale: request.locale,
    };
  }

  function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    outcome: SettingsOutcome,
  ): TSettingsChangeResponse {
    switch (outcome.kind) {
      case 'throttled':
        reply.header('retry-after', String(outcome.retryAfterSeconds));
        throw new AppError('RATE_LIMITED');
      case 'refused':
        return {
          success: false,
          errors: outcome.issues.map((issue) => ({
            ...issue,
            msg: translate(request.locale, issue.key),
          })),
        };
      case 'changed':
        return { success: true, message: translate(request.locale, outcome.messageKey) };
    }
  }

  /** The form's own rules, as the browser checked them: the first issue of each field refuses. */
  function formRefusal(error: z.ZodError): SettingsOutcome {
    const issues: { field: string; key: string }[] = [];
    for (const issue of error.issues) {
      const field = String(issue.path[0] ?? '');
      const isFirstOfField = !issues.some((known) => known.field === field);
      if (isFirstOfField) issues.push({ field, key: issue.message });
    }
    return { kind: 'refused', issues };
  }

  // POST /{locale}/user/settings/email (form: current_password, new_email, csrf_token).
  app.post(
    '/user/settings/email',
    {
      preHandler: auth.requirePlayer,
      schema: { body: ZChangeEmailRequest, response: { 200: ZSettingsChangeAnswer } },
    },
    async (request, reply) => {
      if (!(await auth.verifyCsrf(request))) return csrfErrorBody(request.locale, translate);
      const form = ZChangeEmailForm.safeParse(request.body);
      if (!form.success) return answer(request, reply, formRefusal(form.error));
      const outcome = await settings.changeEmail(await callerOf(request), {
        currentPassword: request.body.current_password,
        newEmail: request.body.new_email,
      });
      return answer(request, reply, outcome);
    },
  );

  // POST /{locale}/user/settings/mobile (form: current_password, new_mobile_prefix, new_mobile).
  app.post(
    '/user/settings/mobile',
    {
      preHandler: auth.requirePlayer,
      schema: { body: ZChangeMobileRequest, response: { 200: ZSettingsChangeAnswer } },
    },
    async (request, reply) => {
      if (!(await auth.verifyCsrf(request))) return csrfErrorBody(request.locale, translate);
      const form = ZChangeMobileForm.safeParse(request.body);
      if (!form.success) return answer(request, reply, formRefusal(form.error));
      const outcome = await settings.changeMobile(await callerOf(request), {
        currentPassword: request.body.current_password,
        newMobilePrefix: request.body.new_mobile_prefix,
        newMobile: request.body.new_mobile,
      });
      return answer(request, reply, outcome);
    },
  );
};
