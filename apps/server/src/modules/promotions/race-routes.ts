import { ZCsrfErrorResponse } from '@playfair/contracts/identity';
import {
  ZOperatorRaceRequest,
  ZOperatorRaceResponse,
  ZRaceIdParams,
  ZRaceOptInBody,
  ZRaceOptInResponse,
  ZRaceResponse,
  ZRacesResponse,
} from '@playfair/contracts/races';
import { LOCALE_INFO } from '@playfair/domain/locales';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Translate } from '../../platform/errors';
import type { OperatorAuth } from '../../platform/http/operator-auth';
import { visitorOf } from '../../platform/http/visitor';
import { csrfErrorBody, type PlayerAuth } from '../identity/service';
import type { RacesService } from './races';

export type RaceRouteOptions = {
  races: RacesService;
  auth: Pick<PlayerAuth, 'currentPlayer' | 'requirePlayer' | 'playerOf' | 'verifyCsrf'>;
  geoCountryHeader: string | undefined;
  translate: Translate;
};

/**
 * Races for players (decision 011): the list and one race (a visitor's answer is shared for 10 s;
 * a player's is theirs, never stored), and spec 001 §7's opt-in.
 */
export const raceRoutes: FastifyPluginAsyncZod<RaceRouteOptions> = async (
  app,
  { races, auth, geoCountryHeader, translate },
) => {
  app.get(
    '/get-races',
    { schema: { response: { 200: ZRacesResponse } } },
    async (request, reply) => {
      const visitor = await visitorOf(request, { auth, geoCountryHeader });
      const player = visitor.player;
      reply.header('cache-control', player === null ? 'public, max-age=10' : 'private, no-store');
      reply.header('vary', 'cookie');
      const country =
        player?.country ?? visitor.edgeCountry ?? LOCALE_INFO[visitor.locale].country ?? null;
      const reader =
        player === null ? null : { ...player, isBonusAllowed: player.isWithinBonusCap };
      return { success: true as const, races: await races.list(request.locale, reader, country) };
    },
  );

  app.get(
    '/get-race/:raceId',
    { schema: { params: ZRaceIdParams, response: { 200: ZRaceResponse } } },
    async (request, reply) => {
      const player = await auth.currentPlayer(request);
      reply.header('cache-control', player === null ? 'public, max-age=10' : 'private, no-store');
      reply.header('vary', 'cookie');
      const reader =
        player === null ? null : { ...player, isBonusAllowed: player.isWithinBonusCap };
      return {
        success: true as const,
        race: await races.one(request.locale, reader, request.params.raceId),
      };
    },
  );

  app.post(
    '/evolution-optin',
    {
      preHandler: auth.requirePlayer,
      schema: {
        body: ZRaceOptInBody,
        response: { 200: ZRaceOptInResponse.or(ZCsrfErrorResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!(await auth.verifyCsrf(request))) return csrfErrorBody(request.locale, translate);
      const player = auth.playerOf(request);
      const joined = await races.optIn(
        { ...player, isBonusAllowed: player.isWithinBonusCap },
        request.body.campaign_id,
        request.body.duration,
      );
      return {
        success: joined,
        message: translate(request.locale, joined ? 'opt_in_success' : 'opt_in_fail'),
      };
    },
  );
};

/** The operator schedules races and may end one now (a reason kept in the log). */
export const operatorRaceRoutes: FastifyPluginAsyncZod<{
  races: RacesService;
  auth: OperatorAuth;
}> = async (app, { races, auth }) => {
  app.addHook('onRequest', auth.authenticate);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const config = { xhrExempt: true };

  app.post(
    '/operator-api/v1/races',
    { config, schema: { body: ZOperatorRaceRequest, response: { 201: ZOperatorRaceResponse } } },
    async (request, reply) => {
      const body = request.body;
      const race = await races.createRace({
        ...body,
        startsAt: new Date(body.startsAt),
        endsAt: new Date(body.endsAt),
      });
      return reply.status(201).send({ success: true, raceId: race.id });
    },
  );

  app.post(
    '/operator-api/v1/races/:raceId/settle',
    {
      config,
      schema: {
        params: ZRaceIdParams,
        body: z.strictObject({ reason: z.string().trim().min(1).max(500) }),
      },
    },
    async (request) => {
      await races.settleNow(request.params.raceId);
      request.log.info(
        {
          raceId: request.params.raceId,
          operator: auth.operatorOf(request),
          reason: request.body.reason,
        },
        'race ended and settled by the operator',
      );
      const results = await races.results(request.params.raceId);
      return {
        success: true,
        results: results.map((row) => ({
          position: row.position,
          uid: row.entrant,
          name: row.displayName,
          points: Number(row.score),
        })),
      };
    },
  );
};
