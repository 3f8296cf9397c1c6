import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recoveryRoutes, type RecoveryRouteOptions } from './routes';

export type RecoveryPluginOptions = RecoveryRouteOptions;

/** Forgotten passwords (DESIGN §5): a recovery code by mail or SMS, then a new password. */
export const recoveryPlugin: FastifyPluginAsyncZod<RecoveryPluginOptions> = async (
  app,
  options,
) => {
  await app.register(recoveryRoutes, options);
};
