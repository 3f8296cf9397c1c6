import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperatorAuth } from '../../platform/http/operator-auth';
import { consentsRoutes, type ConsentsRouteOptions, operatorConsentsRoutes } from './routes';

export type ConsentsPluginOptions = ConsentsRouteOptions & { operatorAuth: OperatorAuth };

/** Marketing consents (spec 001 §2 / §5 / §7): the player's form and its answers. */
export const consentsPlugin: FastifyPluginAsyncZod<ConsentsPluginOptions> = async (
  app,
  { operatorAuth, ...options },
) => {
  await app.register(consentsRoutes, options);
  await app.register(operatorConsentsRoutes, { consents: options.consents, auth: operatorAuth });
};
