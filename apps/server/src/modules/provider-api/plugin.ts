import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { providerApiRoutes, type ProviderApiRouteOptions } from './routes';

export type ProviderApiPluginOptions = ProviderApiRouteOptions;

/** The provider API every game vendor calls (DESIGN §7, decision 002), HMAC-signed. */
export const providerApiPlugin: FastifyPluginAsyncZod<ProviderApiPluginOptions> = async (
  app,
  options,
) => {
  await app.register(providerApiRoutes, options);
};
