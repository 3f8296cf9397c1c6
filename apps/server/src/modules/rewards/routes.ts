import { ZCsrfErrorResponse } from '@playfair/contracts/identity';
import {
  ZCampaignCreate,
  ZCampaignListResponse,
  ZCampaignResponse,
  ZCampaignStatusRequest,
  ZClaimParams,
  ZClaimRequest,
  ZClaimResponse,
  ZOperatorGrant,
  ZOperatorGrantResponse,
  ZRewardsHistoryQuery,
  ZRewardsHistoryResponse,
  ZRewardsResponse,
  type TCampaign,
} from '@playfair/contracts/rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OperatorAuth } from '../../platform/http/operator-auth';
import type { Translate } from '../../platform/errors';
import { csrfErrorBody, type PlayerAuth } from '../identity/service';
import type { CampaignRow } from './repo';
import type { RewardsService } from './service';

export type RewardsRouteOptions = {
  rewards: RewardsService;
  auth: Pick<PlayerAuth, 'requirePlayer' | 'playerOf' | 'verifyCsrf'>;
  translate: Translate;
};

/**
 * DESIGN §5, §11: the player's rewards — what may be claimed, the running bonus and free rounds,
 * the claim (csrf), and the history. Personal: never cached.
 */
export const rewardsRoutes: FastifyPluginAsyncZod<RewardsRouteOptions> = async (
  app,
  { rewards, auth, translate },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const playerOf = (request: Parameters<typeof auth.playerOf>[0]) => {
    const player = auth.playerOf(request);
    return { ...player, locale: request.locale, isBonusAllowed: player.isWithinBonusCap };
  };

  app.get(
    '/user/rewards',
    { preHandler: auth.requirePlayer, schema: { response: { 200: ZRewardsResponse } } },
    async (request) => rewards.rewardsOf(playerOf(request)),
  );

  app.post(
    '/user/rewards/claim/:offerId',
    {
      preHandler: auth.requirePlayer,
      schema: {
        params: ZClaimParams,
        body: ZClaimRequest,
        response: { 200: ZClaimResponse.or(ZCsrfErrorResponse) },
      },
    },
    async (request) => {
      if (!(await auth.verifyCsrf(request))) return csrfErrorBody(request.locale, translate);
      return rewards.claim(playerOf(request), request.params.offerId);
    },
  );

  app.get(
    '/user/rewards-history',
    {
      preHandler: auth.requirePlayer,
      schema: { querystring: ZRewardsHistoryQuery, response: { 200: ZRewardsHistoryResponse } },
    },
    async (request) => rewards.history(playerOf(request), request.query.page),
  );
};

const ZIdParams = z.object({ id: z.string().min(1).max(64) });

function campaignView(row: CampaignRow): TCampaign {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    name: row.name,
    countries: row.countries,
    currency: row.currency,
    rules: row.rules,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * DESIGN §11 for the operator: campaigns as data (create, list, pause, resume, end) and a player's
 * rewards (read; grant a bonus or free rounds with a reason, in the player's audited history under
 * the key's id). JSON, bearer credentials, never cached.
 */
export const operatorRewardsRoutes: FastifyPluginAsyncZod<{
  rewards: RewardsService;
  auth: OperatorAuth;
}> = async (app, { rewards, auth }) => {
  app.addHook('onRequest', auth.authenticate);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const config = { xhrExempt: true };

  app.post(
    '/operator-api/v1/campaigns',
    { config, schema: { body: ZCampaignCreate, response: { 201: ZCampaignResponse } } },
    async (request, reply) => {
      const row = await rewards.createCampaign(request.body);
      if (row === undefined) throw new Error('a new campaign was not written');
      return reply.status(201).send({ success: true as const, campaign: campaignView(row) });
    },
  );

  app.get(
    '/operator-api/v1/campaigns',
    { config, schema: { response: { 200: ZCampaignListResponse } } },
    async () => ({
      success: true as const,
      items: (await rewards.listCampaigns()).map(campaignView),
    }),
  );

  app.post(
    '/operator-api/v1/campaigns/:id/status',
    {
      config,
      schema: {
        params: ZIdParams,
        body: ZCampaignStatusRequest,
        response: { 200: ZCampaignResponse },
      },
    },
    async (request) => {
      const row = await rewards.setCampaignStatus(request.params.id, request.body.status);
      request.log.info(
        {
          campaignId: row.id,
          status: row.status,
          operator: auth.operatorOf(request),
          reason: request.body.reason,
        },
        'campaign status changed',
      );
      return { success: true as const, campaign: campaignView(row) };
    },
  );

  app.get(
    '/operator-api/v1/players/:id/rewards',
    { config, schema: { params: ZIdParams, response: { 200: ZRewardsResponse } } },
    async (request) => rewards.playerRewards(request.params.id),
  );

  app.post(
    '/operator-api/v1/players/:id/rewards',
    {
      config,
      schema: {
        params: ZIdParams,
        body: ZOperatorGrant,
        response: { 200: ZOperatorGrantResponse },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await rewards.grant(request.params.id, request.body, auth.operatorOf(request))),
    }),
  );
};
