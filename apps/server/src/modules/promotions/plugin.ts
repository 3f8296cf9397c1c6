import { MINUTE_MS, SECOND_MS } from '@playfair/domain/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperatorAuth } from '../../platform/http/operator-auth';
import type { JobRunner } from '../../platform/jobs/jobs';
import type { Translate } from '../../platform/errors';
import { operatorRaceRoutes, raceRoutes, type RaceRouteOptions } from './race-routes';
import type { DemoRaceTemplate, RacesService } from './races';
import { operatorPromotionsRoutes, promotionsRoutes, type PromotionsRouteOptions } from './routes';
import type { RaffleInput } from './service';

/** Due draws are drawn by this job, once each across every process (DESIGN §3, §11). */
export const RAFFLE_DRAW_JOB = 'promotions.draw-raffles';
/** The demo brand's daily and monthly draws are kept running by this job. */
export const DEMO_DRAWS_JOB = 'promotions.demo-draws';
/** Races that started are announced, and races that ended settled, once each (decision 011). */
export const RACES_JOB = 'promotions.races';
/** The demo brand's hourly and main races are kept scheduled by this job. */
export const DEMO_RACES_JOB = 'promotions.demo-races';

export type PromotionsPluginOptions = PromotionsRouteOptions & {
  operatorAuth: OperatorAuth;
  jobs: Pick<JobRunner, 'every'>;
  /** The demo draws' template, or none (no demo draws). */
  demoDraws: Omit<RaffleInput, 'occurrence' | 'startsAt' | 'endsAt' | 'drawAt'> | null;
  races: RacesService;
  /** The demo races' template, or none (no demo races). */
  demoRaces: DemoRaceTemplate | null;
  translate: Translate;
  auth: RaceRouteOptions['auth'];
};

export const promotionsPlugin: FastifyPluginAsyncZod<PromotionsPluginOptions> = async (
  app,
  { operatorAuth, jobs, demoDraws, races, demoRaces, translate, ...options },
) => {
  const { promotions } = options;
  promotions.subscribe();
  races.subscribe();
  jobs.every(RACES_JOB, 5 * SECOND_MS, async () => {
    await races.runDue();
  });
  if (demoRaces !== null) {
    jobs.every(DEMO_RACES_JOB, MINUTE_MS, async () => {
      await races.ensureDemoRaces(demoRaces);
    });
  }
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
  await app.register(raceRoutes, {
    races,
    auth: options.auth,
    geoCountryHeader: options.geoCountryHeader,
    translate,
  });
  await app.register(operatorRaceRoutes, { races, auth: operatorAuth });
};
