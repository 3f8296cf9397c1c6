import { ZMigrationResponse } from '@playfair/contracts/currency-migration';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlayerAuth } from '../identity/service';
import type { CurrencyMigration } from './currency';

export type CurrencyMigrationRouteOptions = {
  currency: Pick<CurrencyMigration, 'start'>;
  auth: Pick<PlayerAuth, 'requirePlayer' | 'playerOf'>;
};

/**
 * spec 000 §7: GET /{locale}/user/start-migration (JSON) starts the player's migration to the euro
 * once and answers its progress; the site asks again every 2 s while it is in progress. A
 * state-changing GET, as the spec has it: it takes the site's XHR marker like the others.
 */
export const currencyMigrationRoutes: FastifyPluginAsyncZod<CurrencyMigrationRouteOptions> = async (
  app,
  { currency, auth },
) => {
  app.get(
    '/user/start-migration',
    {
      config: { changesState: true },
      preHandler: auth.requirePlayer,
      schema: { response: { 200: ZMigrationResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const player = auth.playerOf(request);
      return currency.start({
        id: player.id,
        currency: player.currency,
        awaitingMigration: player.awaitingMigration,
      });
    },
  );
};
