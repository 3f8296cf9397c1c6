import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ProviderCredentials } from '../provider-api/service';
import { jackpotFeedRoutes, jackpotRoutes } from './routes';
import type { JackpotsService } from './service';

export type JackpotsPluginOptions = {
  jackpots: JackpotsService;
  /** The providers allowed to report pools, with their signing secrets (config.gameProviders). */
  providers: ProviderCredentials;
};

/** spec 000 §3 / §7: the jackpot amounts the site shows, and the providers' signed feed. */
export const jackpotsPlugin: FastifyPluginAsyncZod<JackpotsPluginOptions> = async (
  app,
  { jackpots, providers },
) => {
  await app.register(jackpotRoutes, { jackpots });
  await app.register(jackpotFeedRoutes, { jackpots, providers });
};
