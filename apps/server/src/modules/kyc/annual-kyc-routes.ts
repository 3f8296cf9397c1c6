import multipart from '@fastify/multipart';
import { ZCsrfErrorResponse } from '@playfair/contracts/identity';
import { ZAnnualKycModalResponse, ZAnnualKycSubmitResponse } from '@playfair/contracts/kyc';
import { isSupportedLocale, type Locale } from '@playfair/domain/locales';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, type Translate } from '../../platform/errors';
import { csrfErrorBody, type PlayerAuth } from '../identity/service';
import type { KycService } from './service';

export type AnnualKycRouteOptions = {
  kyc: KycService;
  auth: Pick<PlayerAuth, 'requirePlayer' | 'playerOf' | 'verifyCsrf'>;
  translate: Translate;
};

/**
 * spec 001 §7: GET /public-api/user/annual-kyc-modal (data.html) and POST
 * /public-api/user/perform-annual-kyc (FormData, or a form-encoded body), for the logged-in German
 * player. Without a locale prefix the player's own locale applies (DESIGN §5).
 */
export const annualKycRoutes: FastifyPluginAsyncZod<AnnualKycRouteOptions> = async (
  app,
  { kyc, auth, translate },
) => {
  // FormData arrives as multipart: its small text fields become the body; no files.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { files: 0, fields: 12, fieldSize: 2048, parts: 12 },
  });
  // A multipart body the reader cannot take apart (no boundary, cut short) is the caller's fault:
  // the app's error handler answers it as a malformed body.
  app.setErrorHandler((error: FastifyError, request) => {
    const isUnreadable =
      !(error instanceof AppError) && error.statusCode === undefined && request.isMultipart();
    throw isUnreadable ? new AppError('MALFORMED_BODY', { cause: error }) : error;
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  function localeOf(request: FastifyRequest): Locale {
    const player = auth.playerOf(request);
    return (
      request.localePrefix ?? (isSupportedLocale(player.locale) ? player.locale : request.locale)
    );
  }

  app.get(
    '/public-api/user/annual-kyc-modal',
    { preHandler: auth.requirePlayer, schema: { response: { 200: ZAnnualKycModalResponse } } },
    async (request) => ({
      success: true,
      data: { html: await kyc.annualKycModal(auth.playerOf(request), localeOf(request)) },
    }),
  );

  app.post(
    '/public-api/user/perform-annual-kyc',
    {
      preHandler: auth.requirePlayer,
      schema: { response: { 200: ZAnnualKycSubmitResponse.or(ZCsrfErrorResponse) } },
    },
    async (request) => {
      if (!(await auth.verifyCsrf(request))) return csrfErrorBody(localeOf(request), translate);
      const body =
        typeof request.body === 'object' && request.body !== null
          ? (request.body as Record<string, unknown>)
          : {};
      return kyc.performAnnualKyc(auth.playerOf(request), localeOf(request), body);
    },
  );
};
