import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export type MigrationsPluginOptions = Record<string, never>;

/** The migrations' calls (each flow registers its own routes here). */
export const migrationsPlugin: FastifyPluginAsyncZod<MigrationsPluginOptions> = async () => {};
