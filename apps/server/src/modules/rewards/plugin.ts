import { MINUTE_MS, SECOND_MS } from '@playfair/domain/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EventBus } from '../../platform/events/events';
import type { OperatorAuth } from '../../platform/http/operator-auth';
import type { JobRunner } from '../../platform/jobs/jobs';
import type { PushHub } from '../../platform/push/hub';
import { operatorRewardsRoutes, rewardsRoutes, type RewardsRouteOptions } from './routes';

// DESIGN §3 / §11: the rewards clocks run as jobs on the job runner — once per pass across every
// process, each idempotent — never as timers.

/** Bonuses past their time go back to the house. */
export const BONUS_EXPIRY_JOB = 'rewards.expire-bonuses';
/** Free rounds due are delivered to their provider (again, until it takes them). */
export const FREE_ROUNDS_DELIVERY_JOB = 'rewards.deliver-free-rounds';
/** Cashback offers for the period that ended (cron: at the top of every hour). */
export const CASHBACK_JOB = 'rewards.cashback';

/** The push event a player's open pages refetch their rewards on. */
export const REWARDS_PUSH_EVENT = 'rewards';

export type RewardsPluginOptions = RewardsRouteOptions & {
  operatorAuth: OperatorAuth;
  jobs: Pick<JobRunner, 'every' | 'schedule'>;
  events: Pick<EventBus, 'subscribe'>;
  hub: Pick<PushHub, 'publish'>;
};

export const rewardsPlugin: FastifyPluginAsyncZod<RewardsPluginOptions> = async (
  app,
  { operatorAuth, jobs, events, hub, ...options },
) => {
  const { rewards } = options;
  rewards.subscribe();
  jobs.every(BONUS_EXPIRY_JOB, MINUTE_MS, async () => {
    await rewards.expireBonuses();
  });
  jobs.every(FREE_ROUNDS_DELIVERY_JOB, 15 * SECOND_MS, async () => {
    await rewards.deliverFreeRounds();
  });
  jobs.schedule(CASHBACK_JOB, '0 * * * *', async () => {
    await rewards.offerCashback();
  });
  events.subscribe('rewards.push', ['rewards.changed'], async (fact) => {
    if (fact.playerId === null) return;
    await hub.publish(fact.playerId, {
      id: fact.id,
      event: REWARDS_PUSH_EVENT,
      data: fact.payload,
    });
  });
  await app.register(rewardsRoutes, options);
  await app.register(operatorRewardsRoutes, { rewards, auth: operatorAuth });
};
