import {
  ZSurveyRequest,
  ZSurveyResponse,
  ZMarketingConsentsResponse,
  ZStoreMarketingConsentsRequest,
  ZStoreMarketingConsentsResponse,
} from '@playfair/contracts/consents';
import { ZCsrfErrorResponse } from '@playfair/contracts/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OperatorAuth } from '../../platform/http/operator-auth';
import type { Translate } from '../../platform/errors';
import { csrfErrorBody, type PlayerAuth } from '../identity/service';
import { choiceOf, type ConsentsService } from './service';

export type ConsentsRouteOptions = {
  consents: ConsentsService;
  auth: Pick<PlayerAuth, 'requirePlayer' | 'playerOf' | 'verifyCsrf'>;
  translate: Translate;
};

/**
 * spec 001 §7 marketing consents, global paths for the logged-in player's own answers:
 * GET /public-api/user/marketing-consents (data.html: the form) and
 * POST /public-api/user/store-marketing-consents (perform-annual-kyc's answer shape). Personal:
 * never cached.
 */
export const consentsRoutes: FastifyPluginAsyncZod<ConsentsRouteOptions> = async (
  app,
  { consents, auth, translate },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/public-api/user/marketing-consents',
    { preHandler: auth.requirePlayer, schema: { response: { 200: ZMarketingConsentsResponse } } },
    async (request) => ({
      success: true as const,
      data: { html: await consents.fragmentFor(auth.playerOf(request).id, request.locale) },
    }),
  );

  app.post(
    '/public-api/user/store-marketing-consents',
    {
      preHandler: auth.requirePlayer,
      schema: {
        body: ZStoreMarketingConsentsRequest,
        response: { 200: ZStoreMarketingConsentsResponse.or(ZCsrfErrorResponse) },
      },
    },
    async (request) => {
      if (!(await auth.verifyCsrf(request))) return csrfErrorBody(request.locale, translate);
      const choice = choiceOf(request.body);
      const outcome = await consents.store({
        playerId: auth.playerOf(request).id,
        choice,
        source: request.body.source ?? 'modal',
        ip: request.ip,
        locale: request.locale,
      });
      if (outcome.kind === 'invalid') {
        // spec 001 §8: 'Validation error.' with errors marks the fields.
        return {
          success: false,
          data: { redirect: null, completed: false },
          message: translate(request.locale, 'consents_validation_error'),
          errors: outcome.errors,
        };
      }
      return {
        success: true,
        data: { redirect: null, completed: true },
        message: translate(request.locale, 'consents_saved'),
        errors: {},
      };
    },
  );

  // spec 001 §2 delighted: POST /{locale}/user/survey, the satisfaction survey's answer.
  app.post(
    '/user/survey',
    {
      preHandler: auth.requirePlayer,
      schema: {
        body: ZSurveyRequest,
        response: { 200: ZSurveyResponse.or(ZCsrfErrorResponse) },
      },
    },
    async (request) => {
      if (!(await auth.verifyCsrf(request))) return csrfErrorBody(request.locale, translate);
      const comment = request.body.comment?.trim() ?? '';
      await consents.answerSurvey(auth.playerOf(request).id, {
        score: request.body.score ?? null,
        comment: comment === '' || request.body.score === undefined ? null : comment,
      });
      return { success: true as const };
    },
  );
};

/**
 * POST /operator-api/v1/players/:id/marketing-consents/ask-again (JSON { reason }): the player is
 * asked for the consents again on their next page load; every earlier answer stays in the history.
 */
export const operatorConsentsRoutes: FastifyPluginAsyncZod<{
  consents: ConsentsService;
  auth: OperatorAuth;
}> = async (app, { consents, auth }) => {
  app.addHook('onRequest', auth.authenticate);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.post(
    '/operator-api/v1/players/:id/marketing-consents/ask-again',
    {
      config: { xhrExempt: true },
      schema: {
        params: z.object({ id: z.uuid() }),
        body: z.strictObject({ reason: z.string().trim().min(1).max(500) }),
        response: { 200: z.object({ success: z.literal(true), hadAnswers: z.boolean() }) },
      },
    },
    async (request) => {
      const hadAnswers = await consents.askAgain(request.params.id);
      request.log.info(
        {
          playerId: request.params.id,
          operator: auth.operatorOf(request),
          reason: request.body.reason,
        },
        'marketing consents asked again by the operator',
      );
      return { success: true as const, hadAnswers };
    },
  );
};
