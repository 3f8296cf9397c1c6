import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EventBus } from '../../platform/events/events';
import type { OperatorAuth } from '../../platform/http/operator-auth';
import type { JobRunner } from '../../platform/jobs/jobs';
import type { PushHub } from '../../platform/push/hub';
import {
  LIMIT_ACTIVATION_INTERVAL_MS,
  LIMIT_ACTIVATION_JOB,
  SESSION_TIME_INTERVAL_MS,
  SESSION_TIME_JOB,
} from './jobs';
import { SESSION_STATS_EVENT } from '@playfair/contracts/game-session';
import type { InPlayService } from './in-play';
import { inPlayRoutes } from './in-play-routes';
import { operatorRgRoutes } from './operator-routes';
import { rgRoutes, type RgRouteOptions } from './routes';

/** The push event a player's open pages refetch their limits on. */
export const LIMITS_PUSH_EVENT = 'limits';

export type RgPluginOptions = RgRouteOptions & {
  inPlay: InPlayService;
  operatorAuth: OperatorAuth;
  jobs: Pick<JobRunner, 'every'>;
  events: Pick<EventBus, 'subscribe'>;
  /** Where a limit's change is pushed to the player's open pages (platform/push). */
  hub: Pick<PushHub, 'publish'>;
};

/**
 * Responsible gambling (DESIGN §10): the player's and the operator's routes, the jobs that apply
 * waiting limits and end sessions past their time, and the push of each limit change.
 */
export const rgPlugin: FastifyPluginAsyncZod<RgPluginOptions> = async (
  app,
  { operatorAuth, jobs, events, hub, inPlay, ...options },
) => {
  const { rg } = options;
  jobs.every(LIMIT_ACTIVATION_JOB, LIMIT_ACTIVATION_INTERVAL_MS, async () => {
    await rg.activateDueLimits();
  });
  jobs.every(SESSION_TIME_JOB, SESSION_TIME_INTERVAL_MS, async () => {
    await rg.endSessionsOverTime();
  });
  events.subscribe('rg.limits-push', ['limit.changed'], async (fact) => {
    if (fact.playerId === null) return;
    await hub.publish(fact.playerId, { id: fact.id, event: LIMITS_PUSH_EVENT, data: fact.payload });
  });
  // spec 001 §3 "Session stats event": after each settled round, the session's figures reach the
  // player's open pages (the net-loss warnings and the live stats bar).
  events.subscribe('rg.session-stats-push', ['round.settled'], async (fact, tx) => {
    if (fact.playerId === null) return;
    const gameId = (fact.payload as { gameId?: unknown }).gameId;
    if (typeof gameId !== 'string') return;
    const stats = await inPlay.sessionStatsOf(fact.playerId, gameId, tx);
    if (stats === null) return;
    await hub.publish(fact.playerId, { id: fact.id, event: SESSION_STATS_EVENT, data: stats });
  });
  await app.register(rgRoutes, options);
  await app.register(inPlayRoutes, { inPlay, auth: options.auth, translate: options.translate });
  await app.register(operatorRgRoutes, { rg, inPlay, auth: operatorAuth });
};
