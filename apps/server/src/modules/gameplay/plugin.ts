import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { JobRunner } from '../../platform/jobs/jobs';
import { gamingRoutes, type GamingRouteOptions } from './routes';
import { LAUNCH_PURGE_JOB, LAUNCH_PURGE_SCHEDULE } from './service';

export type GameplayPluginOptions = GamingRouteOptions & { jobs: Pick<JobRunner, 'schedule'> };

/** The player's rounds, game sessions and launches (DESIGN §7): their calls and the launch purge. */
export const gameplayPlugin: FastifyPluginAsyncZod<GameplayPluginOptions> = async (
  app,
  { jobs, ...options },
) => {
  jobs.schedule(LAUNCH_PURGE_JOB, LAUNCH_PURGE_SCHEDULE, () =>
    options.gameplay.purgeExpiredLaunches(),
  );
  await app.register(gamingRoutes, options);
};
