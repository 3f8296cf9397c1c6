import type { LogLevel } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthRoutes, type HealthDependencies } from './routes';

export type HealthPluginOptions = Omit<HealthDependencies, 'logLevel'> & {
  /** The app's log level (LOG_LEVEL). */
  appLogLevel: LogLevel;
};

/** GET /health for load balancers: the database's and Redis's answers. */
export const healthPlugin: FastifyPluginAsyncZod<HealthPluginOptions> = async (
  app,
  { appLogLevel, ...options },
) => {
  // Health checks log warnings and worse, unless the configured level is stricter still.
  const logLevel: LogLevel = ['fatal', 'error', 'silent'].includes(appLogLevel)
    ? appLogLevel
    : 'warn';
  await app.register(healthRoutes, { ...options, logLevel });
};
