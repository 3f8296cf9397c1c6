import {
  ZTranslationSelectionRequest,
  ZTranslationSelectionResponse,
} from '@playfair/contracts/translations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { I18nService } from './service';

export const i18nRoutes: FastifyPluginAsyncZod<{ i18n: I18nService }> = async (app, { i18n }) => {
  // spec 000 §7: POST /{locale}/translations/selection — a list of keys → payload.
  app.post(
    '/translations/selection',
    {
      schema: {
        body: ZTranslationSelectionRequest,
        response: { 200: ZTranslationSelectionResponse },
      },
    },
    async (request) => ({ payload: i18n.select(request.locale, request.body.keys) }),
  );
};
