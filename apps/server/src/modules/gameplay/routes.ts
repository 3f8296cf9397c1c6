import {
  ZActiveSessionResponse,
  ZCloseSessionQuery,
  ZCloseSessionResponse,
  ZGamingHistoryResponse,
  ZGamingPeriodResponse,
} from '@playfair/contracts/gaming';
import { ZHistoryQuery } from '@playfair/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PlayerAuth } from '../identity/service';
import type { GameplayService } from './service';

export type GamingRouteOptions = {
  gameplay: GameplayService;
  auth: Pick<PlayerAuth, 'requirePlayer' | 'playerOf'>;
};

/** spec 000 §7: the period in days, 1 to 365 (the site asks for 30). */
const ZPeriodParams = z.object({ days: z.coerce.number().int().min(1).max(365) });

/** The player's game rounds and game sessions (DESIGN §5, spec 000 §3, §7). */
export const gamingRoutes: FastifyPluginAsyncZod<GamingRouteOptions> = async (
  app,
  { gameplay, auth },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const preHandler = auth.requirePlayer;

  // DESIGN §5: GET /{locale}/user/gaming-history?from&to&page, newest first.
  app.get(
    '/user/gaming-history',
    {
      preHandler,
      schema: { querystring: ZHistoryQuery, response: { 200: ZGamingHistoryResponse } },
    },
    async (request) => gameplay.gamingHistory(auth.playerOf(request), request.query),
  );

  // spec 000 §7: GET /user/get-gaming-history-period/30.
  app.get(
    '/user/get-gaming-history-period/:days',
    {
      preHandler,
      schema: { params: ZPeriodParams, response: { 200: ZGamingPeriodResponse } },
    },
    async (request) => gameplay.gamingPeriod(auth.playerOf(request), request.params.days),
  );

  // spec 000 §7: GET /user/active-session.
  app.get(
    '/user/active-session',
    { preHandler, schema: { response: { 200: ZActiveSessionResponse } } },
    async (request) => gameplay.activeSessions(auth.playerOf(request)),
  );

  // spec 000 §7: GET /user/close-session changes state, so it needs the XHR marker (DESIGN §5).
  // `?gameId=` ends only that game's (a window leaving its own game, spec 001 §4); `launchOnly=1`
  // closes the game's launch and keeps its session (the page went away: a reload goes on with it).
  app.get(
    '/user/close-session',
    {
      preHandler,
      config: { changesState: true },
      schema: { querystring: ZCloseSessionQuery, response: { 200: ZCloseSessionResponse } },
    },
    async (request) => ({
      success: true as const,
      closed: await gameplay.closeSessions(auth.playerOf(request), request.query.gameId, {
        isLaunchOnly: request.query.launchOnly === '1',
      }),
    }),
  );
};
