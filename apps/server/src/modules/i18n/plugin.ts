import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { i18nRoutes } from './routes';
import type { I18nService } from './service';

export type I18nPluginOptions = { i18n: I18nService };

/** Translations: the site's selection of texts in the caller's locale. */
export const i18nPlugin: FastifyPluginAsyncZod<I18nPluginOptions> = async (app, options) => {
  await app.register(i18nRoutes, options);
};
