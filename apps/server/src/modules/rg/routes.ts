import type { LimitPeriod } from '@playfair/domain/constants';
import {
  isMoneyLimit,
  limitPeriodOfId,
  limitTypeOfId,
  type LimitType,
} from '@playfair/domain/rg-limits';
import { ZCsrfErrorResponse } from '@playfair/contracts/identity';
import {
  ZActiveLimitsResponse,
  ZAddTimeoutRequest,
  ZBreakResponse,
  ZConfirmLimitRequest,
  ZQuizGetRequest,
  ZQuizResponse,
  ZQuizSubmitRequest,
  ZQuizSubmitResponse,
  ZSelfExclusionRequest,
  ZSetLimitRequest,
  ZSetLimitResponse,
} from '@playfair/contracts/rg';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, type Translate } from '../../platform/errors';
import type { PlayerAuth } from '../identity/service';
import { csrfErrorBody } from '../identity/service';
import { futureItem } from './limits';
import type { RgService } from './service';

export type RgRouteOptions = {
  rg: RgService;
  auth: Pick<PlayerAuth, 'requirePlayer' | 'playerOf' | 'verifyCsrf' | 'endSession'>;
  translate: Translate;
};

/** The largest limit a player may ask for: a billion in the currency's units, a day in minutes. */
const MAX_MONEY_LIMIT_MINOR = 100_000_000_000;
const MAX_SESSION_MINUTES = 24 * 60;

function invalid(field: string, key = 'validation_invalid'): AppError {
  return new AppError('VALIDATION_ERROR', { fields: { [field]: key } });
}

/** LimitType and Duration ids as the server's words; a VALIDATION_ERROR for an unknown one. */
function limitKey(body: { LimitType: number; Duration: number }): {
  type: LimitType;
  period: LimitPeriod;
} {
  const type = limitTypeOfId(body.LimitType);
  if (type === undefined) throw invalid('LimitType');
  const period = limitPeriodOfId(body.Duration);
  if (period === undefined) throw invalid('Duration');
  return { type, period };
}

/** "250", "250.5", "250,50" in the currency's units → minor units; whole minutes for time. */
export function parseLimitAmount(type: LimitType, text: string): number {
  const normalised = text.trim().replace(',', '.');
  if (!isMoneyLimit(type)) {
    if (!/^\d{1,4}$/.test(normalised)) throw invalid('Amount', 'validation_limit_amount');
    const minutes = Number(normalised);
    if (minutes < 1 || minutes > MAX_SESSION_MINUTES) {
      throw invalid('Amount', 'validation_limit_amount');
    }
    return minutes;
  }
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(normalised);
  if (match === null) throw invalid('Amount', 'validation_limit_amount');
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (minor < 1 || minor > MAX_MONEY_LIMIT_MINOR) {
    throw invalid('Amount', 'validation_limit_amount');
  }
  return minor;
}

/**
 * Responsible gambling for the logged-in player (spec 000 §7, spec 001 §7, DESIGN §5): limits, the
 * quiz, time-outs, self-exclusion and the panic button. Every post needs the session's CSRF token
 * (a csrf-error answer otherwise, as the other forms); nothing here may be cached.
 */
export const rgRoutes: FastifyPluginAsyncZod<RgRouteOptions> = async (
  app,
  { rg, auth, translate },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const requirePlayer = auth.requirePlayer;
  const csrfRefusal = async (request: FastifyRequest) =>
    (await auth.verifyCsrf(request)) ? undefined : csrfErrorBody(request.locale, translate);

  // spec 000 §7: GET /user/v2/active-limits.
  app.get(
    '/user/v2/active-limits',
    { preHandler: requirePlayer, schema: { response: { 200: ZActiveLimitsResponse } } },
    async (request) => rg.activeLimits(auth.playerOf(request)),
  );

  // DESIGN §5: POST /{locale}/user/v2/limits (form: LimitType, Duration, Amount, csrf_token).
  app.post(
    '/user/v2/limits',
    {
      preHandler: requirePlayer,
      schema: {
        body: ZSetLimitRequest,
        response: { 200: ZSetLimitResponse.or(ZCsrfErrorResponse) },
      },
    },
    async (request) => {
      const refused = await csrfRefusal(request);
      if (refused !== undefined) return refused;
      const key = limitKey(request.body);
      const amount = parseLimitAmount(key.type, request.body.Amount);
      const { status, row } = await rg.setLimit(auth.playerOf(request), { ...key, amount });
      return { success: true as const, Status: status, Limit: futureItem(row) };
    },
  );

  // GB: the player takes ("yes") or declines ("no") a raised limit whose wait is over.
  app.post(
    '/user/v2/limits/confirm',
    {
      preHandler: requirePlayer,
      schema: {
        body: ZConfirmLimitRequest,
        response: { 200: ZSetLimitResponse.or(ZCsrfErrorResponse) },
      },
    },
    async (request) => {
      const refused = await csrfRefusal(request);
      if (refused !== undefined) return refused;
      const { status, row } = await rg.confirmLimit(auth.playerOf(request), {
        ...limitKey(request.body),
        accept: request.body.Confirm === 'yes',
      });
      return { success: true as const, Status: status, Limit: futureItem(row) };
    },
  );

  // spec 000 §7: POST rg/quiz/get (quizId) — the questions in the player's language.
  app.post(
    '/rg/quiz/get',
    {
      preHandler: requirePlayer,
      schema: { body: ZQuizGetRequest, response: { 200: ZQuizResponse.or(ZCsrfErrorResponse) } },
    },
    async (request) => (await csrfRefusal(request)) ?? rg.quiz(request.locale, request.body.quizId),
  );

  // spec 000 §7 / 001 §3: POST rg/quiz/submit (JSON: quizId, questions of QuestionId / AnswerId).
  app.post(
    '/rg/quiz/submit',
    {
      preHandler: requirePlayer,
      schema: {
        body: ZQuizSubmitRequest,
        response: { 200: ZQuizSubmitResponse.or(ZCsrfErrorResponse) },
      },
    },
    async (request) => {
      const refused = await csrfRefusal(request);
      if (refused !== undefined) return refused;
      const { quizId, questions } = request.body;
      const result = await rg.submitQuiz(auth.playerOf(request).id, quizId, questions);
      return {
        success: true as const,
        QuizId: quizId,
        Submissions: [{ IsActive: true, IsPassed: result.isPassed }],
        RetryAt: result.retryAt?.toISOString() ?? null,
      };
    },
  );

  // DESIGN §5: POST /{locale}/user/self-exclusion (form: duration, password, csrf_token). A
  // time-out or a self-exclusion by the duration's id; every session ends, this one too.
  app.post(
    '/user/self-exclusion',
    {
      preHandler: requirePlayer,
      schema: {
        body: ZSelfExclusionRequest,
        response: { 200: ZBreakResponse.or(ZCsrfErrorResponse) },
      },
    },
    async (request, reply) => {
      const refused = await csrfRefusal(request);
      if (refused !== undefined) return refused;
      const outcome = await rg.startBreak(
        auth.playerOf(request),
        request.body.duration,
        request.body.password,
      );
      await auth.endSession(request, reply);
      return {
        success: true as const,
        Kind: outcome.kind,
        Until: outcome.until?.toISOString() ?? null,
      };
    },
  );

  // spec 001 §7: POST /user/add-timeout — the panic button: 24 hours at once, then logged out.
  app.post(
    '/user/add-timeout',
    {
      preHandler: requirePlayer,
      schema: {
        body: ZAddTimeoutRequest.optional(),
        response: { 200: ZBreakResponse.or(ZCsrfErrorResponse) },
      },
    },
    async (request, reply) => {
      const refused = await csrfRefusal(request);
      if (refused !== undefined) return refused;
      const outcome = await rg.panic(auth.playerOf(request));
      await auth.endSession(request, reply);
      return {
        success: true as const,
        Kind: outcome.kind,
        Until: outcome.until?.toISOString() ?? null,
      };
    },
  );
};
