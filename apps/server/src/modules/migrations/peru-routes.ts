import { ZErrorResponse } from '@playfair/contracts/errors';
import { ZCsrfErrorResponse } from '@playfair/contracts/identity';
import {
  PE_MIGRATION_FIELDS as F,
  PE_MIGRATION_MOBILE_CHECK_PATH,
  PE_MIGRATION_PATH,
  ZPeMigrationMobileRequest,
  ZPeMigrationMobileResponse,
  ZPeMigrationRequest,
  ZPeMigrationResponse,
} from '@playfair/contracts/pe-migration';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Translate } from '../../platform/errors';
import { csrfErrorBody, type PlayerAuth } from '../identity/service';
import type { PeruMigration } from './peru';

export type PeruRouteOptions = {
  peru: PeruMigration;
  auth: Pick<PlayerAuth, 'requirePlayer' | 'playerOf' | 'verifyCsrf'>;
  translate: Translate;
};

/**
 * spec 001 §7 "Peruvian migration: form posted to its own action": the form, and the mobile check
 * the modal makes before it submits (spec 001 §5). The player's session and its CSRF token.
 */
export const peruMigrationRoutes: FastifyPluginAsyncZod<PeruRouteOptions> = async (
  app,
  { peru, auth, translate },
) => {
  app.post(
    PE_MIGRATION_MOBILE_CHECK_PATH,
    {
      preHandler: auth.requirePlayer,
      schema: {
        body: ZPeMigrationMobileRequest,
        response: { 200: ZPeMigrationMobileResponse.or(ZCsrfErrorResponse) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!(await auth.verifyCsrf(request))) return csrfErrorBody(request.locale, translate);
      return peru.validateMobile(
        auth.playerOf(request),
        request.body[F.mobilePrefix] ?? '',
        request.body[F.mobile] ?? '',
        request.locale,
      );
    },
  );

  app.post(
    PE_MIGRATION_PATH,
    {
      preHandler: auth.requirePlayer,
      schema: {
        body: ZPeMigrationRequest,
        // A body that cannot be read at all is the platform's one error answer (DESIGN §5).
        response: {
          200: ZPeMigrationResponse.or(ZCsrfErrorResponse),
          400: ZPeMigrationResponse.or(ZErrorResponse),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!(await auth.verifyCsrf(request))) return csrfErrorBody(request.locale, translate);
      const outcome = await peru.perform(auth.playerOf(request), request.body, request.locale);
      return reply.status(outcome.status).send(outcome.body);
    },
  );
};
