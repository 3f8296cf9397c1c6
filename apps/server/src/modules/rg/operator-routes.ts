import { limitPeriodOfId, limitTypeOfId } from '@playfair/domain/rg-limits';
import {
  ZOperatorLimitRequest,
  ZOperatorLiftResponse,
  ZOperatorLimitResponse,
  ZOperatorReason,
  ZOperatorRgView,
  type TOperatorRgView,
} from '@playfair/contracts/rg';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZRealityCheckStatus } from '@playfair/contracts/game-session';
import { AppError } from '../../platform/errors';
import type { OperatorAuth } from '../../platform/http/operator-auth';
import { futureItem } from './limits';
import { parseLimitAmount } from './routes';
import type { InPlayService, RgService } from './service';

export type OperatorRgRouteOptions = { rg: RgService; inPlay: InPlayService; auth: OperatorAuth };

/** An operator's change of a player's reality check: the interval, or a check due now. */
const ZOperatorRealityCheckRequest = z
  .object({
    intervalMinutes: z
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .optional(),
    isDueNow: z.boolean().optional(),
    reason: z.string().trim().min(1).max(500),
  })
  .strict();

const ZPlayerParams = z.object({ id: z.string().min(1).max(64) });

function iso(value: Date | null): string | null {
  return value === null ? null : value.toISOString();
}

/** An until-time in milliseconds (Infinity: permanent) as the operator reads it. */
function untilIso(ms: number | null): string | null {
  if (ms === null) return null;
  return Number.isFinite(ms) ? new Date(ms).toISOString() : 'infinity';
}

/**
 * DESIGN §10 for the operator: read a player's limits, breaks, quiz answers and audit trail; set an
 * operator limit (the player may lower it, not raise it); lift a responsible-gambling trigger block
 * with a reason. Own credentials, never cached.
 */
export const operatorRgRoutes: FastifyPluginAsyncZod<OperatorRgRouteOptions> = async (
  app,
  { rg, inPlay, auth },
) => {
  app.addHook('onRequest', auth.authenticate);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/operator-api/v1/players/:id/rg',
    {
      config: { xhrExempt: true },
      schema: { params: ZPlayerParams, response: { 200: ZOperatorRgView } },
    },
    async (request): Promise<TOperatorRgView> => {
      const view = await rg.operatorView(request.params.id);
      return {
        success: true,
        limits: view.history.map((row) => ({
          id: row.id,
          limitType: row.type,
          period: row.period,
          amount: row.amount,
          setBy: row.setBy,
          startsAt: row.startsAt.toISOString(),
          needsConfirmation: row.needsConfirmation,
          confirmedAt: iso(row.confirmedAt),
          activatedAt: iso(row.activatedAt),
          cancelledAt: iso(row.cancelledAt),
          createdAt: row.createdAt.toISOString(),
        })),
        breaks: {
          selfExcludedUntil: untilIso(view.restricted.selfExcludedUntilMs),
          timedOutUntil: untilIso(view.restricted.timedOutUntilMs),
          hasRgTriggerBlock: view.restricted.hasRgTriggerBlock,
        },
        quizSubmissions: view.submissions.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
        })),
        audit: view.audit.map((row) => ({
          seq: row.seq,
          actorKind: row.actorKind,
          actorId: row.actorId,
          action: row.action,
          before: row.before,
          after: row.after,
          reason: row.reason,
          createdAt: row.createdAt.toISOString(),
          hash: row.hash,
          prevHash: row.prevHash,
        })),
        auditBrokenAt: view.brokenAt,
      };
    },
  );

  app.post(
    '/operator-api/v1/players/:id/limits',
    {
      config: { xhrExempt: true },
      schema: {
        params: ZPlayerParams,
        body: ZOperatorLimitRequest,
        response: { 200: ZOperatorLimitResponse },
      },
    },
    async (request) => {
      const type = limitTypeOfId(request.body.LimitType);
      const period = limitPeriodOfId(request.body.Duration);
      if (type === undefined || period === undefined) throw new AppError('VALIDATION_ERROR');
      const { status, row } = await rg.setOperatorLimit(
        request.params.id,
        { type, period, amount: parseLimitAmount(type, request.body.Amount) },
        auth.operatorOf(request),
        request.body.reason,
      );
      return { success: true as const, Status: status, Limit: futureItem(row) };
    },
  );

  app.post(
    '/operator-api/v1/players/:id/rg-trigger-block/lift',
    {
      config: { xhrExempt: true },
      schema: {
        params: ZPlayerParams,
        body: ZOperatorReason,
        response: { 200: ZOperatorLiftResponse },
      },
    },
    async (request) => {
      const after = await rg.liftRgTriggerBlock(
        request.params.id,
        auth.operatorOf(request),
        request.body.reason,
      );
      return { success: true as const, hasRgTriggerBlock: after.hasRgTriggerBlock };
    },
  );

  // DESIGN §10: the safer-gambling team sets a player's reality-check interval, or makes a check due
  // now (an intervention); audited with the reason.
  app.post(
    '/operator-api/v1/players/:id/reality-check',
    {
      config: { xhrExempt: true },
      schema: {
        params: ZPlayerParams,
        body: ZOperatorRealityCheckRequest,
        response: { 200: ZRealityCheckStatus },
      },
    },
    async (request) =>
      inPlay.operatorSetRealityCheck(
        request.params.id,
        { intervalMinutes: request.body.intervalMinutes, isDueNow: request.body.isDueNow },
        auth.operatorOf(request),
        request.body.reason,
      ),
  );
};
