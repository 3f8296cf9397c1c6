import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EventBus } from '../../platform/events/events';
import type { PushHub } from '../../platform/push/hub';
import { subscribeBalancePush } from './push';
import { walletRoutes, type WalletRouteOptions } from './routes';

export type WalletPluginOptions = WalletRouteOptions & {
  events: Pick<EventBus, 'subscribe'>;
  /** Where the balance is pushed to the player's open pages (platform/push). */
  hub: Pick<PushHub, 'publish'>;
};

/** The player's wallet (DESIGN §4): the balance call, and its push after every fact that moves it. */
export const walletPlugin: FastifyPluginAsyncZod<WalletPluginOptions> = async (
  app,
  { events, hub, ...options },
) => {
  subscribeBalancePush({ events, hub, wallet: options.wallet });
  await app.register(walletRoutes, options);
};
