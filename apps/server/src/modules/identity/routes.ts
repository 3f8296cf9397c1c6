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
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError, type Translate } from '../../platform/errors';
import type { JobRunner } from '../../platform/jobs/jobs';
import { sameSitePath } from './redirect';
import { clearSessionCookie } from './session-cookie';
import {
  csrfErrorBody,
  SESSION_PURGE_JOB,
  SESSION_PURGE_SCHEDULE,
  type AccountSettingsService,
  type IdentityService,
  type PlayerProfile,
  type SettingsOutcome,
} from './service';

export type IdentityRouteOptions = {
  identity: IdentityService;
  translate: Translate;
  jobs: Pick<JobRunner, 'schedule'>;
};

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

const identityRoutes: FastifyPluginAsyncZod<IdentityRouteOptions> = async (
  app,
  { identity, translate },
) => {
  // Every answer here is about one browser's session: no cache may keep it.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const requirePlayer = identity.requirePlayer;

  // spec 000 §7: GET public-api/v1/get-form-csrf-token → csrf_token.
  app.get(
    '/public-api/v1/get-form-csrf-token',
    { schema: { response: { 200: ZCsrfTokenResponse } } },
    async (request, reply) => ({ csrf_token: await identity.issueCsrfToken(request, reply) }),
  );

  // DESIGN §5: POST /{locale}/user/login (form: username, password, csrf_token); spec 000 §3 answer.
  app.post(
    '/user/login',
    { schema: { body: ZLoginRequest, response: { 200: ZLoginResponse } } },
    async (request, reply): Promise<TLoginResponse> => {
      if (!(await identity.verifyCsrf(request))) return csrfErrorBody(request.locale, translate);
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
          return {
            type: 'error',
            error: translate(request.locale, 'login_error_self_excluded'),
            gtmError: 'self_excluded',
          };
        case 'success':
          await identity.startSession(request, reply, outcome.player.id);
          return loginSuccess(outcome.player, sameSitePath(redirect, homePath(request)));
      }
    },
  );

  // spec 000 §2: /{locale}/user/logout with an optional query. A state-changing GET.
  app.get(
    '/user/logout',
    {
      config: { changesState: true },
      schema: { querystring: ZLogoutQuery, response: { 200: ZLogoutResponse } },
    },
    async (request, reply) => {
      // Logging out without a live session still succeeds: the goal is reached either way.
      await identity.endSession(request, reply);
      return {
        success: true as const,
        redirect: sameSitePath(request.query.redirect, homePath(request)),
      };
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
      await identity.acceptLoginInfo(identity.playerOf(request).id);
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
      const status = await identity.playerStatus(identity.playerOf(request));
      switch (status) {
        case 'ok':
          return { success: true as const };
        case 'aml-check':
          return {
            success: false as const,
            error: translate(request.locale, 'source_of_wealth_required'),
          };
        case 'blocked':
          clearSessionCookie(request, reply);
          return reply.status(500).send({ success: false, redirect: homePath(request) });
      }
    },
  );

  app.get(
    '/user/kyc/status',
    { preHandler: requirePlayer, schema: { response: { 200: ZKycStatusResponse } } },
    async (request) => ({
      success: true as const,
      amlStatus: identity.playerOf(request).amlStatus,
    }),
  );

  app.get(
    '/user/kyc-is-user-verified',
    { preHandler: requirePlayer, schema: { response: { 200: ZKycVerifiedResponse } } },
    async (request) => ({ isUserKYCVerified: isKycVerified(identity.playerOf(request)) }),
  );

  app.get(
    '/user/check-de-migration',
    { preHandler: requirePlayer, schema: { response: { 200: ZDeMigrationCheckResponse } } },
    async (request) => ({ merge: identity.playerOf(request).awaitingLugasDeMigration }),
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
      await identity.setReferralTag(identity.playerOf(request).id, request.query.tag);
      return { success: true as const };
    },
  );
};

/**
 * Players and sessions. Not encapsulated (fastify-plugin), so `request.player` exists on every
 * route of the app; the routes themselves sit in their own context.
 */
export const identityPlugin = fp(
  async (app: FastifyInstance, options: IdentityRouteOptions) => {
    app.decorateRequest('player', null);
    // Visitor sessions are cheap to start (one per CSRF call), so dead ones must not pile up.
    options.jobs.schedule(SESSION_PURGE_JOB, SESSION_PURGE_SCHEDULE, () =>
      options.identity.purgeDeadSessions(),
    );
    await app.withTypeProvider<ZodTypeProvider>().register(identityRoutes, options);
  },
  { name: 'identity', dependencies: ['@fastify/cookie'] },
);

export type AccountSettingsRouteOptions = {
  settings: AccountSettingsService;
  identity: Pick<IdentityService, 'requirePlayer' | 'verifyCsrf'>;
  translate: Translate;
};

/** The account panel's settings: the email and the mobile, each after the current password. */
export const accountSettingsRoutes: FastifyPluginAsyncZod<AccountSettingsRouteOptions> = async (
  app,
  { settings, identity, translate },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

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
      preHandler: identity.requirePlayer,
      schema: { body: ZChangeEmailRequest, response: { 200: ZSettingsChangeAnswer } },
    },
    async (request, reply) => {
      if (!(await identity.verifyCsrf(request))) return csrfErrorBody(request.locale, translate);
      const form = ZChangeEmailForm.safeParse(request.body);
      if (!form.success) return answer(request, reply, formRefusal(form.error));
      const outcome = await settings.changeEmail(request, {
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
      preHandler: identity.requirePlayer,
      schema: { body: ZChangeMobileRequest, response: { 200: ZSettingsChangeAnswer } },
    },
    async (request, reply) => {
      if (!(await identity.verifyCsrf(request))) return csrfErrorBody(request.locale, translate);
      const form = ZChangeMobileForm.safeParse(request.body);
      if (!form.success) return answer(request, reply, formRefusal(form.error));
      const outcome = await settings.changeMobile(request, {
        currentPassword: request.body.current_password,
        newMobilePrefix: request.body.new_mobile_prefix,
        newMobile: request.body.new_mobile,
      });
      return answer(request, reply, outcome);
    },
  );
};
