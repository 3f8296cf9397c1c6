import {
  ZOperatorDecisionResponse,
  ZOperatorRejectRequest,
  ZOperatorWithdrawalListResponse,
  ZOperatorWithdrawalQuery,
  type TOperatorWithdrawal,
} from '@playfair/contracts/payments';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Translate } from '../../platform/errors';
import { formatBalance } from '../wallet/service';
import type { OperatorAuth } from '../../platform/http/operator-auth';
import { methodText } from './views';
import type { PaymentsService, WithdrawalRow } from './service';

export type OperatorRouteOptions = {
  payments: PaymentsService;
  /** The operator API's one credential check (its tokens and their throttle). */
  auth: OperatorAuth;
  translate: Translate;
};

const ZParams = z.object({ id: z.string().min(1).max(64) });

/**
 * The operator API for withdrawals (DESIGN §4 payments): its own credentials, no session or XHR
 * marker; each decision records the operator key's id. Decisions are idempotent and race-safe
 * (the withdrawal row is locked inside the ledger transfer's transaction).
 */
export const operatorRoutes: FastifyPluginAsyncZod<OperatorRouteOptions> = async (
  app,
  { payments, auth, translate },
) => {
  app.addHook('onRequest', auth.authenticate);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  function view(request: FastifyRequest, row: WithdrawalRow): TOperatorWithdrawal {
    return {
      id: row.id,
      playerId: row.playerId,
      status: row.status,
      amountMinor: row.amountMinor.toString(),
      currency: row.currency,
      formatted: formatBalance(row.amountMinor, row.currency),
      method: methodText(payments.describeMethod(row), (key) => translate(request.locale, key)),
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      decidedBy: row.decidedBy,
      rejectReason: row.rejectReason,
      payoutStatus: row.payoutStatus,
    };
  }

  app.get(
    '/operator-api/v1/withdrawals',
    {
      config: { xhrExempt: true },
      schema: {
        querystring: ZOperatorWithdrawalQuery,
        response: { 200: ZOperatorWithdrawalListResponse },
      },
    },
    async (request) => {
      const rows = await payments.operatorWithdrawals(request.query.status, request.query.limit);
      return { success: true as const, items: rows.map((row) => view(request, row)) };
    },
  );

  app.post(
    '/operator-api/v1/withdrawals/:id/approve',
    {
      config: { xhrExempt: true },
      schema: { params: ZParams, response: { 200: ZOperatorDecisionResponse } },
    },
    async (request) => {
      const row = await payments.approveWithdrawal(request.params.id, auth.operatorOf(request));
      return { success: true as const, withdrawal: view(request, row) };
    },
  );

  app.post(
    '/operator-api/v1/withdrawals/:id/reject',
    {
      config: { xhrExempt: true },
      schema: {
        params: ZParams,
        body: ZOperatorRejectRequest,
        response: { 200: ZOperatorDecisionResponse },
      },
    },
    async (request) => {
      const row = await payments.rejectWithdrawal(
        request.params.id,
        auth.operatorOf(request),
        request.body.reason,
      );
      return { success: true as const, withdrawal: view(request, row) };
    },
  );
};
