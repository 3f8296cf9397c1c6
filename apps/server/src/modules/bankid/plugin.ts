import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bankIdRoutes, type BankIdRouteOptions } from './routes';

export type BankIdPluginOptions = BankIdRouteOptions;

/** Bank ID (SGA): logging in as a verified person, and the sandbox identity provider's page. */
export const bankIdPlugin: FastifyPluginAsyncZod<BankIdPluginOptions> = async (app, options) => {
  await app.register(bankIdRoutes, options);
};
