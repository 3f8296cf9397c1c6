import { MINUTE_MS } from '@playfair/domain/constants';
import {
  FORGOT_PASSWORD_FIELDS as F,
  FORGOT_PASSWORD_MODALS,
  forgotPasswordRequestSchema,
  forgotPasswordResetSchema,
  ZForgotPasswordAnswer,
  ZForgotPasswordResponse,
  type TForgotPasswordResponse,
} from '@playfair/contracts/recovery';
import { ZErrorResponse } from '@playfair/contracts/errors';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BackgroundWork } from '../../platform/background';
import { formIssuesOf, type FieldIssue, type Translate } from '../../platform/errors';
import { registerRouteRateLimits } from '../../platform/http/rate-limit';
import { csrfErrorBody, type PlayerAuth } from '../identity/service';
import type { RecoveryService } from './service';

export type RecoveryRouteOptions = {
  recovery: RecoveryService;
  background: BackgroundWork;
  auth: Pick<PlayerAuth, 'verifyCsrf'>;
  translate: Translate;
  /** Where the request limits count when several processes share them (REDIS_URL). */
  redis?: Redis;
};

const RECOVERY_RATE_LIMIT = { max: 20, timeWindow: MINUTE_MS };

export const recoveryRoutes: FastifyPluginAsyncZod<RecoveryRouteOptions> = async (
  app,
  { recovery, background, auth, translate, redis },
) => {
  await registerRouteRateLimits(app, { redis, nameSpace: 'recovery' });

  function refusal(
    request: FastifyRequest,
    issues: readonly FieldIssue[],
  ): TForgotPasswordResponse {
    const first = issues[0]?.key ?? 'generic_error_msg';
    return {
      isValid: false,
      errors: issues.map((issue) => ({ ...issue, msg: translate(request.locale, issue.key) })),
      message: translate(request.locale, first),
      modal: null,
      gtm: null,
      gtmError: { event: 'forgotPasswordError', error: first },
    };
  }

  const schema = {
    // The platform's own refusals (XHR marker, malformed body) answer the one error model.
    response: {
      200: ZForgotPasswordAnswer,
      400: z.union([ZForgotPasswordResponse, ZErrorResponse]),
    },
  };

  // DESIGN §5 step 1: POST /{locale}/user/forgot-password (form_email, or form_mobile + prefix for
  // the forgot-password-sms modal). The same answer for a known and an unknown address.
  app.post(
    '/user/forgot-password',
    { config: { rateLimit: RECOVERY_RATE_LIMIT }, schema },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!(await auth.verifyCsrf(request))) return csrfErrorBody(request.locale, translate);
      const parsed = forgotPasswordRequestSchema().safeParse(request.body ?? {});
      if (!parsed.success) {
        return reply.status(400).send(refusal(request, formIssuesOf(parsed.error)));
      }
      // Answered before the address is looked up: a registered address must not answer slower
      // (it is sent a code) than an unknown one, or the timing would tell who plays here.
      const { target } = parsed.data;
      const { locale } = request;
      background.run('recovery code', () => recovery.requestCode(target, locale));
      return {
        isValid: true,
        errors: [],
        message: translate(
          request.locale,
          target.channel === 'email'
            ? 'forgot_password_code_sent_email'
            : 'forgot_password_code_sent_sms',
        ),
        modal: FORGOT_PASSWORD_MODALS.reset,
        gtm: { event: 'forgotPasswordRequested' },
        gtmError: null,
      };
    },
  );

  // DESIGN §5 step 2: POST /{locale}/user/forgot-password/reset (recovery code + new password).
  app.post(
    '/user/forgot-password/reset',
    { config: { rateLimit: RECOVERY_RATE_LIMIT }, schema },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!(await auth.verifyCsrf(request))) return csrfErrorBody(request.locale, translate);
      const parsed = forgotPasswordResetSchema().safeParse(request.body ?? {});
      if (!parsed.success) {
        return reply.status(400).send(refusal(request, formIssuesOf(parsed.error)));
      }
      const { target, recoveryCode, password } = parsed.data;
      const outcome = await recovery.reset(target, recoveryCode, password, request.locale);
      switch (outcome.kind) {
        case 'invalid-code':
          return reply
            .status(400)
            .send(refusal(request, [{ field: F.recoveryCode, key: 'recovery_code_invalid' }]));
        case 'weak-password':
          return reply.status(400).send(
            refusal(
              request,
              outcome.keys.map((key) => ({ field: F.password, key })),
            ),
          );
        case 'changed':
          return {
            isValid: true,
            errors: [],
            message: translate(request.locale, 'forgot_password_reset_done'),
            modal: FORGOT_PASSWORD_MODALS.login,
            gtm: { event: 'passwordReset' },
            gtmError: null,
          };
      }
    },
  );
};
