import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { modalRoutes, type ModalRouteOptions } from './routes';

export type ModalsPluginOptions = ModalRouteOptions;

/** spec 001 §2: the modals the web loads as HTML fragments. */
export const modalsPlugin: FastifyPluginAsyncZod<ModalsPluginOptions> = async (app, options) => {
  await app.register(modalRoutes, options);
};
