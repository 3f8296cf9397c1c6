import { GAME_IMAGE_PATH_PREFIX, ZGameImageQuery } from '@playfair/contracts/lobby';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import type { GameImageService } from './service';

export type GameImageRouteOptions = { gameImages: GameImageService };

// The address carries the artwork's hash, so an answer never changes: a year, immutable.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Whether If-None-Match names this ETag (or `*`); weak and strong forms compare alike. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === '*' || candidate === etag);
}

export const gameImageRoutes: FastifyPluginAsyncZod<GameImageRouteOptions> = async (
  app,
  { gameImages },
) => {
  // GET /game-images/{gameId}.{hash}[?w=&h=&q=&fit=] (contracts/lobby.ts, spec 000 §3): a global
  // address; under a locale prefix it would be a second copy of every image in every cache.
  app.get(
    `${GAME_IMAGE_PATH_PREFIX}/:file`,
    {
      schema: {
        params: z.object({ file: z.string().max(300) }),
        querystring: ZGameImageQuery,
      },
    },
    async (request, reply) => {
      if (request.localePrefix !== null) throw new AppError('NOT_FOUND');
      const answer = await gameImages.lookup({
        file: request.params.file,
        query: request.query,
        accept: request.headers.accept,
      });
      reply.header('vary', 'Accept').header('cache-control', IMMUTABLE).header('etag', answer.etag);
      if (matches(request.headers['if-none-match'], answer.etag)) {
        return reply.code(304).send();
      }
      return reply.header('content-type', answer.contentType).send(await answer.body());
    },
  );
};
