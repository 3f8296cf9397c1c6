import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { JobRunner } from '../../platform/jobs/jobs';
import { catalogRoutes, type CatalogRouteOptions } from './routes';
import { LAUNCH_TOKEN_PURGE_JOB, LAUNCH_TOKEN_PURGE_SCHEDULE } from './service';

export type CatalogPluginOptions = CatalogRouteOptions & { jobs: Pick<JobRunner, 'schedule'> };

/** The game catalogue (DESIGN §7): the lobby's calls, favourites, game details and launches. */
export const catalogPlugin: FastifyPluginAsyncZod<CatalogPluginOptions> = async (
  app,
  { jobs, ...options },
) => {
  await app.register(catalogRoutes, options);
  jobs.schedule(LAUNCH_TOKEN_PURGE_JOB, LAUNCH_TOKEN_PURGE_SCHEDULE, () =>
    options.catalog.purgeLaunchTokens(),
  );
};
