import { MINUTE_MS, SECOND_MS } from '@playfair/domain/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperatorAuth } from '../../platform/http/operator-auth';
import type { JobRunner } from '../../platform/jobs/jobs';
import { operatorPromotionsRoutes, promotionsRoutes, type PromotionsRouteOptions } from './routes';
import type { RaffleInput } from './service';

/** Due draws are drawn by this job, once each across every process (DESIGN §3, §11). */
export const RAFFLE_DRAW_JOB = 'promotions.draw-raffles';
/** The demo brand's daily and monthly draws are kept running by this job. */
export const DEMO_DRAWS_JOB = 'promotions.demo-draws';

export type PromotionsPluginOptions = PromotionsRouteOptions & {
  operatorAuth: OperatorAuth;
  jobs: Pick<JobRunner, 'every'>;
  /** The demo draws' template, or none (no demo draws). */
  demoDraws: Omit<RaffleInput, 'occurrence' | 'startsAt' | 'endsAt' | 'drawAt'> | null;
};

export const promotionsPlugin: FastifyPluginAsyncZod<PromotionsPluginOptions> = async (
  app,
  { operatorAuth, jobs, demoDraws, ...options },
) => {
  const { promotions } = options;
  promotions.subscribe();
  jobs.every(RAFFLE_DRAW_JOB, 15 * SECOND_MS, async () => {
    await promotions.drawDue();
  });
  if (demoDraws !== null) {
    jobs.every(DEMO_DRAWS_JOB, 10 * MINUTE_MS, async () => {
      await promotions.ensureDemoDraws(demoDraws);
    });
  }
  await app.register(promotionsRoutes, options);
  await app.register(operatorPromotionsRoutes, { promotions, auth: operatorAuth });
};
