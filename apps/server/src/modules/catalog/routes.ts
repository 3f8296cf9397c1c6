import {
  IGC_GAME_URL_FALSE,
  ZGameDetailsResponse,
  ZIgcGameUrlQuery,
} from '@playfair/contracts/games';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { IdentityService } from '../identity/service';
import type { VisitorContext } from '../site/service';
import { LAUNCH_TOKEN_PURGE_INTERVAL_MS, type CatalogService } from './service';

export type CatalogRouteOptions = {
  catalog: CatalogService;
  identity: Pick<IdentityService, 'currentPlayer'>;
  /** The edge's country header (GEO_COUNTRY_HEADER), read as the site module reads it. */
  geoCountryHeader: string | undefined;
};

// Details change only when the operator edits a game; the lobby's answers are cached 60 s too
// (spec 000 §9 "Lobby games 60 s").
const DETAILS_CACHE = 'public, max-age=60';

async function visitorOf(
  request: FastifyRequest,
  { identity, geoCountryHeader }: Pick<CatalogRouteOptions, 'identity' | 'geoCountryHeader'>,
): Promise<VisitorContext> {
  const edge = geoCountryHeader === undefined ? undefined : request.headers[geoCountryHeader];
  return {
    locale: request.locale,
    userAgent: request.headers['user-agent'],
    edgeCountry:
      typeof edge === 'string' && /^[A-Za-z]{2}$/.test(edge) ? edge.toUpperCase() : undefined,
    player: await identity.currentPlayer(request),
  };
}

export const catalogRoutes: FastifyPluginAsyncZod<CatalogRouteOptions> = async (app, options) => {
  const { catalog } = options;

  // GET /{locale}/games/{slug}: the game view's details (spec 001 §3). An unknown or malformed
  // slug is GAME_NOT_FOUND (spec 001 §8, code 2), a 404.
  app.get(
    '/games/:slug',
    {
      schema: {
        params: z.object({ slug: z.string() }),
        response: { 200: ZGameDetailsResponse },
      },
    },
    async (request, reply) => {
      const game = await catalog.gameDetails(request.params.slug);
      reply.header('cache-control', DETAILS_CACHE);
      return { success: true as const, game };
    },
  );

  // GET /{locale}/igc-game-url/{gameId}[?mode=demo] (spec 001 §7): text/plain, the iframe URL or
  // `false`. A real URL carries a fresh single-use launch token, so it is never stored and the call
  // counts as state-changing: it needs the XHR marker like every other write (DESIGN §5).
  app.get(
    '/igc-game-url/:gameId',
    {
      config: { changesState: true },
      schema: { params: z.object({ gameId: z.string() }), querystring: ZIgcGameUrlQuery },
    },
    async (request, reply) => {
      const url = await catalog.gameLaunchUrl({
        gameId: request.params.gameId,
        mode: request.query.mode,
        visitor: await visitorOf(request, options),
        origin: `${request.protocol}://${request.host}`,
      });
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(url ?? IGC_GAME_URL_FALSE);
    },
  );

  const purge = setInterval(() => {
    catalog
      .purgeLaunchTokens()
      .catch((error: unknown) => app.log.error({ err: error }, 'launch token purge failed'));
  }, LAUNCH_TOKEN_PURGE_INTERVAL_MS);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
};
