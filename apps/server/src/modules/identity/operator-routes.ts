import {
  ZOperatorComplianceRequest,
  ZOperatorComplianceResponse,
  ZOperatorMigrationFlagsRequest,
  ZOperatorMigrationFlagsResponse,
  ZOperatorPlayerListResponse,
  ZOperatorPlayerQuery,
} from '@playfair/contracts/operator-players';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OperatorAuth } from '../../platform/http/operator-auth';
import { AppError } from '../../platform/errors';
import type { IdentityService, PlayerComplianceService } from './service';

export type OperatorPlayerRouteOptions = {
  compliance: PlayerComplianceService;
  /** The operator API's one credential check (its tokens and their throttle). */
  auth: OperatorAuth;
  /** The players' migration flags (spec 000 §3, spec 001 §2), set for imported players. */
  identity?: Pick<IdentityService, 'findPlayer' | 'setMigrationFlags'>;
};

/**
 * The operator API for players' compliance statuses (spec 000 §6): the compliance team sets AML and
 * KYC statuses and the blocks that stop real play; each change keeps its operator and reason. Own
 * credentials (OPERATOR_API_KEYS), no session or XHR marker, never cached. A player's open pages
 * see the change on their next load; the server refuses real play at once.
 */
export const operatorPlayerRoutes: FastifyPluginAsyncZod<OperatorPlayerRouteOptions> = async (
  app,
  { compliance, auth, identity },
) => {
  app.addHook('onRequest', auth.authenticate);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/operator-api/v1/players',
    {
      config: { xhrExempt: true },
      schema: { querystring: ZOperatorPlayerQuery, response: { 200: ZOperatorPlayerListResponse } },
    },
    async (request) => ({
      success: true as const,
      items: await compliance.findByEmail(request.query.email),
    }),
  );

  app.patch(
    '/operator-api/v1/players/:id/compliance',
    {
      config: { xhrExempt: true },
      schema: {
        params: z.object({ id: z.string().min(1).max(64) }),
        body: ZOperatorComplianceRequest,
        response: { 200: ZOperatorComplianceResponse },
      },
    },
    async (request) => {
      const { reason, ...patch } = request.body;
      const player = await compliance.update({
        playerId: request.params.id,
        patch,
        operatorId: auth.operatorOf(request),
        reason,
      });
      request.log.info(
        {
          playerId: player.playerId,
          operatorId: auth.operatorOf(request),
          fields: Object.keys(patch),
        },
        'player compliance changed',
      );
      return { success: true as const, player };
    },
  );

  if (identity === undefined) return;
  app.post(
    '/operator-api/v1/players/:id/migration-flags',
    {
      config: { xhrExempt: true },
      schema: {
        params: z.object({ id: z.string().min(1).max(64) }),
        body: ZOperatorMigrationFlagsRequest,
        response: { 200: ZOperatorMigrationFlagsResponse },
      },
    },
    async (request) => {
      const { reason, ...patch } = request.body;
      if ((await identity.findPlayer(request.params.id)) === undefined) {
        throw new AppError('USER_NOT_FOUND');
      }
      await identity.setMigrationFlags(request.params.id, patch);
      const player = await identity.findPlayer(request.params.id);
      if (player === undefined) throw new AppError('USER_NOT_FOUND');
      request.log.info(
        { playerId: player.id, operatorId: auth.operatorOf(request), patch, reason },
        'player migration flags changed',
      );
      return {
        success: true as const,
        flags: {
          awaitingMigration: player.awaitingMigration,
          awaitingLugasDeMigration: player.awaitingLugasDeMigration,
          awaitingPeMigration: player.awaitingPeMigration,
        },
      };
    },
  );
};
