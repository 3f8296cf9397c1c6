import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gameImageRoutes, type GameImageRouteOptions } from './routes';

export type GameImagesPluginOptions = GameImageRouteOptions;

/** spec 000 §3: the tiles' artwork, generated per game (a global address, no locale). */
export const gameImagesPlugin: FastifyPluginAsyncZod<GameImagesPluginOptions> = async (
  app,
  options,
) => {
  await app.register(gameImageRoutes, options);
};
