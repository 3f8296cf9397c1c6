import { ZCsrfErrorResponse } from '@playfair/contracts/identity';
import {
  ZConfirmationTrackingRequest,
  ZConfirmationTrackingResponse,
  ZHardRealityCheckStatus,
  ZRealityCheckForm,
  ZRealityCheckFormRequest,
  ZRealityCheckHoursParams,
  ZRealityCheckPositionResponse,
  ZRealityCheckStatus,
  ZRealityCheckSummary,
  ZSessionDetailsRequest,
  ZSessionDetailsResponse,
  ZSessionOptionsQuery,
  ZSessionOptionsResponse,
  ZSessionOptionsSetRequest,
  ZSessionOptionsSetResponse,
  ZTrackingResponse,
} from '@playfair/contracts/game-session';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Translate } from '../../platform/errors';
import type { PlayerAuth } from '../identity/service';
import { csrfErrorBody } from '../identity/service';
import type { InPlayPlayer, InPlayService } from './in-play';

export type InPlayRouteOptions = {
  inPlay: InPlayService;
  auth: Pick<PlayerAuth, 'requirePlayer' | 'playerOf' | 'verifyCsrf' | 'endSession'>;
  translate: Translate;
};

/**
 * Responsible gambling in play (spec 000 §7, spec 001 §3 / §4 / §7, packages/contracts
 * game-session.ts): the check screen's session options, the session's figures, the soft and hard
 * reality checks. Every call is the logged-in player's own; posts carry the CSRF token; a GET that
 * changes state needs the XHR marker; nothing is cached.
 */
export const inPlayRoutes: FastifyPluginAsyncZod<InPlayRouteOptions> = async (
  app,
  { inPlay, auth, translate },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const preHandler = auth.requirePlayer;
  const changes = { changesState: true };
  const csrfRefusal = async (request: FastifyRequest) =>
    (await auth.verifyCsrf(request)) ? undefined : csrfErrorBody(request.locale, translate);
  const playerOf = (request: FastifyRequest): InPlayPlayer => {
    const player = auth.playerOf(request);
    return { ...player, locale: request.locale };
  };

  // --- The game-session check screen ----------------------------------------------------------

  app.get(
    '/game/session/options',
    {
      preHandler,
      schema: { querystring: ZSessionOptionsQuery, response: { 200: ZSessionOptionsResponse } },
    },
    async (request) => inPlay.sessionOptions(playerOf(request), request.query.gameId),
  );

  app.post(
    '/game/session/options/set',
    {
      preHandler,
      schema: {
        body: ZSessionOptionsSetRequest,
        response: { 200: ZSessionOptionsSetResponse.or(ZCsrfErrorResponse) },
      },
    },
    async (request) => {
      const refused = await csrfRefusal(request);
      if (refused !== undefined) return refused;
      return inPlay.setSessionOptions(playerOf(request), request.body);
    },
  );

  app.post(
    '/game/session/details',
    {
      preHandler,
      schema: {
        body: ZSessionDetailsRequest,
        response: { 200: ZSessionDetailsResponse.or(ZCsrfErrorResponse) },
      },
    },
    async (request) => {
      const refused = await csrfRefusal(request);
      if (refused !== undefined) return refused;
      const session = await inPlay.sessionDetails(playerOf(request), request.body.GameId);
      return { success: true as const, data: { session } };
    },
  );

  // --- Reality checks -------------------------------------------------------------------------

  app.get(
    '/reality-check/get',
    { preHandler, schema: { response: { 200: ZRealityCheckStatus } } },
    async (request) => inPlay.realityCheckStatus(playerOf(request)),
  );

  app.get(
    '/reality-check',
    { preHandler, schema: { response: { 200: ZRealityCheckSummary } } },
    async (request) => inPlay.realityCheckSummary(playerOf(request)),
  );

  app.get(
    '/reality-check/start',
    { preHandler, config: changes, schema: { response: { 200: ZRealityCheckStatus } } },
    async (request) => inPlay.startRealityCheck(playerOf(request)),
  );

  app.get(
    '/reality-check/stop',
    { preHandler, config: changes, schema: { response: { 200: ZRealityCheckStatus } } },
    async (request) => inPlay.continueAfterRealityCheck(playerOf(request)),
  );

  app.get(
    '/reality-check-form',
    { preHandler, schema: { response: { 200: ZRealityCheckForm } } },
    async (request) => inPlay.realityCheckForm(playerOf(request)),
  );

  app.post(
    '/reality-check-form',
    {
      preHandler,
      schema: {
        body: ZRealityCheckFormRequest,
        response: { 200: ZRealityCheckForm.or(ZCsrfErrorResponse) },
      },
    },
    async (request) => {
      const refused = await csrfRefusal(request);
      if (refused !== undefined) return refused;
      return inPlay.chooseRealityCheckInterval(playerOf(request), Number(request.body.interval));
    },
  );

  // spec 000 §7: GET /user/gaming-history-reality-check/1 → data bets, wins, stake.
  app.get(
    '/user/gaming-history-reality-check/:hours',
    {
      preHandler,
      schema: {
        params: ZRealityCheckHoursParams,
        response: { 200: ZRealityCheckPositionResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await inPlay.position(playerOf(request), request.params.hours),
    }),
  );

  // --- The hard reality check (spec 001 §7 public-api/v1) ---------------------------------------

  app.get(
    '/public-api/v1/reality-check',
    { preHandler, schema: { response: { 200: ZHardRealityCheckStatus } } },
    async (request) => inPlay.hardRealityCheckStatus(playerOf(request)),
  );

  app.get(
    '/public-api/v1/reality-check/remaining-time',
    { preHandler, schema: { response: { 200: ZHardRealityCheckStatus } } },
    async (request) => inPlay.hardRealityCheckStatus(playerOf(request)),
  );

  app.get(
    '/public-api/v1/reality-check/confirmation-for-cooldown',
    { preHandler, config: changes, schema: { response: { 200: ZHardRealityCheckStatus } } },
    async (request) => inPlay.confirmForCooldown(playerOf(request)),
  );

  app.get(
    '/public-api/v1/reality-check/pop-up-tracking',
    { preHandler, config: changes, schema: { response: { 200: ZTrackingResponse } } },
    async (request) => {
      await inPlay.trackPopUp(playerOf(request));
      return { success: true as const };
    },
  );

  app.post(
    '/public-api/v1/reality-check/confirmation-tracking',
    {
      preHandler,
      schema: {
        body: ZConfirmationTrackingRequest,
        response: { 200: ZConfirmationTrackingResponse.or(ZCsrfErrorResponse) },
      },
    },
    async (request, reply) => {
      const refused = await csrfRefusal(request);
      if (refused !== undefined) return refused;
      const { action } = request.body;
      await inPlay.trackConfirmation(playerOf(request), action);
      // Leaving from the check (or its 120 s running out with no play time left) ends the session.
      const isLeaving = action !== 'continue';
      if (isLeaving) await auth.endSession(request, reply);
      return { success: true as const, HasSessionExpired: isLeaving };
    },
  );
};
