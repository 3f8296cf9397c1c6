import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createNotFoundHandler, siteRoutes, type SiteRouteOptions } from './routes';

export type SitePluginOptions = SiteRouteOptions;

/**
 * The player site: its pages (app configuration inlined), built assets and brand theme, and the
 * answer to every unknown path — the site's 404 page for a browser, a JSON 404 for anyone else.
 * Not encapsulated (fastify-plugin), so that answer is the app's; the routes sit in their own
 * context. app.ts registers it last: its pages are the catch-all of the locale paths.
 */
export const sitePlugin = fp(
  async (app: FastifyInstance, options: SitePluginOptions) => {
    app.setNotFoundHandler(createNotFoundHandler(options));
    await app.withTypeProvider<ZodTypeProvider>().register(siteRoutes, options);
  },
  { name: 'site' },
);
