import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { JobRunner } from '../../platform/jobs/jobs';
import type { CurrencyMigration } from './currency';
import { currencyMigrationRoutes, type CurrencyMigrationRouteOptions } from './currency-routes';
import { lugasMigrationRoutes, lugasSandboxRoutes, type LugasRouteOptions } from './lugas-routes';
import { peruMigrationRoutes, type PeruRouteOptions } from './peru-routes';

export type MigrationsPluginOptions = {
  currency: CurrencyMigration;
  auth: CurrencyMigrationRouteOptions['auth'];
  jobs: Pick<JobRunner, 'work' | 'every' | 'send'>;
  /** spec 001 §2/§7 the German LUGAS migration (and its sandbox's operator calls). */
  lugas?: LugasRouteOptions;
  /** spec 001 §2/§7 the Peruvian (MINCETUR) migration. */
  peru?: PeruRouteOptions;
};

/** The migrations' calls and jobs (each flow registers its own routes here). */
export const migrationsPlugin: FastifyPluginAsyncZod<MigrationsPluginOptions> = async (
  app,
  { currency, auth, jobs, lugas, peru },
) => {
  // spec 000 §4 the Croatian migration: started by the player, run by a job, exactly once.
  currency.schedule(jobs);
  await app.register(currencyMigrationRoutes, { currency, auth });
  if (lugas !== undefined) {
    await app.register(lugasMigrationRoutes, lugas);
    await app.register(lugasSandboxRoutes, lugas);
  }
  if (peru !== undefined) await app.register(peruMigrationRoutes, peru);
};
