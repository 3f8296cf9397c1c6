import {
  IGC_GAME_URL_FALSE,
  ZGameDetailsResponse,
  ZIgcGameUrlQuery,
} from '@playfair/contracts/games';
import {
  LOBBY_VERTICALS,
  ZAllGamesResponse,
  ZCategorySlug,
  ZFavouriteResponse,
  ZGetGamesResponse,
  ZLobbyGamesResponse,
  type LobbyVertical,
} from '@playfair/contracts/lobby';
import { CACHE_TIME_SECONDS } from '@playfair/domain/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Translate } from '../../platform/errors';
import { createJsonMemo, sendJson } from '../../platform/http/json-memo';
import { visitorOf } from '../../platform/http/visitor';
import type { PlayerAuth } from '../identity/service';
import type { CatalogService } from './service';

export type CatalogRouteOptions = {
  catalog: CatalogService;
  auth: Pick<PlayerAuth, 'currentPlayer' | 'requirePlayer' | 'playerOf'>;
  /** The edge's country header (GEO_COUNTRY_HEADER), read as the site module reads it. */
  geoCountryHeader: string | undefined;
  translate: Translate;
};

/** spec 000 §7: the lobby's calls of each vertical live under these paths. */
const LOBBY_PATHS: Readonly<Record<LobbyVertical, string>> = {
  casino: '/all/casino',
  live: '/all/live/casino',
};

const ZCategoryParams = z.object({ category: ZCategorySlug });
// The address names the game by slug and by id; the service checks they are the same game.
const ZFavouriteParams = z.object({
  name: z.string().min(1).max(128),
  id: z.string().min(1).max(128),
});

/**
 * spec 000 §9 "Lobby games 60 s": a visitor's answer may be kept and shared for 60 s. A player's
 * carries their favourites, which a toggle changes at once: only their own browser may store it, and
 * it must ask again each time (the page's query cache keeps it the 60 s). It differs by session cookie, by the
 * Accept-Language that chose an unprefixed locale and by the edge's country (demo play).
 */
function lobbyCacheHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  input: { isPlayer: boolean; geoCountryHeader: string | undefined },
): void {
  const maxAge = CACHE_TIME_SECONDS.lobbyGames;
  const vary = ['Cookie'];
  if (request.localePrefix === null) vary.push('Accept-Language');
  if (input.geoCountryHeader !== undefined) vary.push(input.geoCountryHeader);
  reply
    .header('cache-control', input.isPlayer ? 'private, no-cache' : `public, max-age=${maxAge}`)
    .header('vary', vary.join(', '));
}

// Details change only when the operator edits a game; the lobby's answers are cached 60 s too
// (spec 000 §9 "Lobby games 60 s").
const DETAILS_CACHE = 'public, max-age=60';

export const catalogRoutes: FastifyPluginAsyncZod<CatalogRouteOptions> = async (app, options) => {
  const { catalog, auth, translate, geoCountryHeader } = options;
  // A visitor's lobby answer and whole list are one object each for 60 s (the catalogue's): their
  // JSON is made and compressed once.
  const lobbyGamesJson = createJsonMemo(ZLobbyGamesResponse);
  const allGamesJson = createJsonMemo(ZAllGamesResponse);

  for (const vertical of LOBBY_VERTICALS) {
    const base = LOBBY_PATHS[vertical];

    // GET /{locale}/all/casino/getLobbyGames/{category} (live: /all/live/casino/…), spec 000 §7:
    // `home` is every row with its first 20 games, a category its whole list; an unknown category
    // is INVALID_GAME_CATEGORY (spec 001 §8 code 14), a 404.
    app.get(
      `${base}/getLobbyGames/:category`,
      { schema: { params: ZCategoryParams, response: { 200: ZLobbyGamesResponse } } },
      async (request, reply) => {
        const visitor = await visitorOf(request, options);
        const answer = await catalog.lobbyGames({
          vertical,
          category: request.params.category,
          visitor,
        });
        lobbyCacheHeaders(request, reply, { isPlayer: visitor.player !== null, geoCountryHeader });
        return sendJson(request, reply, lobbyGamesJson, answer);
      },
    );

    // GET /{locale}/all/casino/games (live: /all/live/casino/games), spec 001 §7: the search
    // overlay's whole list with the aliases of the caller's language and English (spec 001 §5).
    app.get(
      `${base}/games`,
      { schema: { response: { 200: ZAllGamesResponse } } },
      async (request, reply) => {
        const visitor = await visitorOf(request, options);
        const answer = await catalog.allGames({ vertical, visitor });
        lobbyCacheHeaders(request, reply, { isPlayer: visitor.player !== null, geoCountryHeader });
        return sendJson(request, reply, allGamesJson, answer);
      },
    );
  }

  // GET /{locale}/get-games/{category} (spec 000 §7): success, gameData, message.
  app.get(
    '/get-games/:category',
    { schema: { params: ZCategoryParams, response: { 200: ZGetGamesResponse } } },
    async (request, reply) => {
      const visitor = await visitorOf(request, options);
      const answer = await catalog.categoryGameList({
        category: request.params.category,
        visitor,
      });
      lobbyCacheHeaders(request, reply, { isPlayer: visitor.player !== null, geoCountryHeader });
      return answer;
    },
  );

  // GET /{locale}/user/addfavourite/{name}/{id} and /user/removefavourite/{name}/{id} (spec 000
  // §7): players only, state-changing GETs (the XHR marker rule), idempotent.
  const favouriteCalls = [
    { path: '/user/addfavourite/:name/:id', isAdd: true },
    { path: '/user/removefavourite/:name/:id', isAdd: false },
  ] as const;
  for (const { path, isAdd } of favouriteCalls) {
    app.get(
      path,
      {
        config: { changesState: true },
        preHandler: auth.requirePlayer,
        schema: { params: ZFavouriteParams, response: { 200: ZFavouriteResponse } },
      },
      async (request, reply) => {
        const input = { playerId: auth.playerOf(request).id, ...request.params };
        const change = isAdd
          ? await catalog.addFavourite(input)
          : await catalog.removeFavourite(input);
        reply.header('cache-control', 'no-store');
        return {
          success: true as const,
          ...change,
          message: translate(request.locale, isAdd ? 'favourite_added' : 'favourite_removed'),
        };
      },
    );
  }

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
};
