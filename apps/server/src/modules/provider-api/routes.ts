import {
  ZActiveSessionResponse,
  ZCloseSessionResponse,
  ZGamingHistoryResponse,
  ZGamingPeriodResponse,
} from '@playfair/contracts/gaming';
import { ZHistoryQuery } from '@playfair/contracts/payments';
import {
  PROVIDER_API_PREFIX,
  ZAuthenticateRequest,
  ZAuthenticateResponse,
  ZBalanceRequest,
  ZBalanceResponse,
  ZCreditRequest,
  ZDebitRequest,
  ZRollbackRequest,
  ZTransactionResponse,
  type TTransactionResponse,
} from '@playfair/contracts/provider-api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, type Translate } from '../../platform/errors';
import { guardSignedJson } from '../../platform/http/signed-json';
import type { IdentityService } from '../identity/service';
import {
  createProviderRequestVerifier,
  InsufficientFundsError,
  type ProviderApiService,
  type ProviderCredentials,
  type TransactionAnswer,
} from './service';

export type ProviderApiRouteOptions = {
  providerApi: ProviderApiService;
  /** The providers allowed to call, with their signing secrets (config.gameProviders). */
  providers: ProviderCredentials;
  translate: Translate;
};

/** Minor units as the JSON number the contract answers (ZMinorUnits: a safe integer). */
function jsonMinor(amountMinor: bigint): number {
  const value = Number(amountMinor);
  if (!Number.isSafeInteger(value))
    throw new Error(`${amountMinor} minor units exceed JSON's range`);
  return value;
}

function transactionBody(answer: TransactionAnswer): TTransactionResponse {
  return {
    success: true,
    balance: jsonMinor(answer.balanceMinor),
    currency: answer.currency,
    transactionId: answer.transactionId,
  };
}

/**
 * The provider API (DESIGN §7, contract packages/contracts/src/provider-api.ts): what every game
 * vendor calls, server to server. Encapsulated so its JSON parser — which checks the HMAC over the
 * exact bytes received before anything is parsed — and its provider check apply to it alone.
 * Order of refusals: unknown provider, bad signature, malformed JSON, schema (VALIDATION_ERROR).
 */
export const providerApiRoutes: FastifyPluginAsyncZod<ProviderApiRouteOptions> = async (
  app,
  { providerApi, providers, translate },
) => {
  const verifier = createProviderRequestVerifier(providers);
  guardSignedJson(app, verifier);

  function providerIdOf(request: FastifyRequest): string {
    return verifier.providerOf(request.headers);
  }

  async function answerTransaction(
    request: FastifyRequest,
    reply: FastifyReply,
    run: () => Promise<TransactionAnswer>,
  ): Promise<TTransactionResponse | FastifyReply> {
    try {
      return transactionBody(await run());
    } catch (error) {
      if (!(error instanceof InsufficientFundsError)) throw error;
      request.log.info({ code: error.code }, 'request refused');
      // The contract: INSUFFICIENT_FUNDS carries the player's balance beside the error.
      return reply.status(error.status).send({
        ...errorBody(error.code, request, translate),
        balance: jsonMinor(error.balanceMinor),
      });
    }
  }

  const config = { xhrExempt: true };

  app.post(
    `${PROVIDER_API_PREFIX}/authenticate`,
    { config, schema: { body: ZAuthenticateRequest, response: { 200: ZAuthenticateResponse } } },
    async (request) => {
      const player = await providerApi.authenticate(providerIdOf(request), request.body.token);
      return {
        success: true as const,
        playerId: player.playerId,
        currency: player.currency,
        balance: jsonMinor(player.balanceMinor),
      };
    },
  );

  app.post(
    `${PROVIDER_API_PREFIX}/balance`,
    { config, schema: { body: ZBalanceRequest, response: { 200: ZBalanceResponse } } },
    async (request) => {
      const { currency, balanceMinor } = await providerApi.balance(request.body.playerId);
      return { success: true as const, balance: jsonMinor(balanceMinor), currency };
    },
  );

  app.post(
    `${PROVIDER_API_PREFIX}/debit`,
    { config, schema: { body: ZDebitRequest, response: { 200: ZTransactionResponse } } },
    async (request, reply) =>
      answerTransaction(request, reply, () =>
        providerApi.debit(providerIdOf(request), request.body),
      ),
  );

  app.post(
    `${PROVIDER_API_PREFIX}/credit`,
    { config, schema: { body: ZCreditRequest, response: { 200: ZTransactionResponse } } },
    async (request, reply) =>
      answerTransaction(request, reply, () =>
        providerApi.credit(providerIdOf(request), request.body),
      ),
  );

  app.post(
    `${PROVIDER_API_PREFIX}/rollback`,
    { config, schema: { body: ZRollbackRequest, response: { 200: ZTransactionResponse } } },
    async (request, reply) =>
      answerTransaction(request, reply, () =>
        providerApi.rollback(providerIdOf(request), request.body),
      ),
  );
};

export type GamingRouteOptions = {
  providerApi: ProviderApiService;
  identity: Pick<IdentityService, 'requirePlayer' | 'playerOf'>;
};

/** spec 000 §7: the period in days, 1 to 365 (the site asks for 30). */
const ZPeriodParams = z.object({ days: z.coerce.number().int().min(1).max(365) });

/** The player's game rounds and game sessions (DESIGN §5, spec 000 §3, §7). */
export const gamingRoutes: FastifyPluginAsyncZod<GamingRouteOptions> = async (
  app,
  { providerApi, identity },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const preHandler = identity.requirePlayer;

  // DESIGN §5: GET /{locale}/user/gaming-history?from&to&page, newest first.
  app.get(
    '/user/gaming-history',
    {
      preHandler,
      schema: { querystring: ZHistoryQuery, response: { 200: ZGamingHistoryResponse } },
    },
    async (request) => providerApi.gamingHistory(identity.playerOf(request), request.query),
  );

  // spec 000 §7: GET /user/get-gaming-history-period/30.
  app.get(
    '/user/get-gaming-history-period/:days',
    {
      preHandler,
      schema: { params: ZPeriodParams, response: { 200: ZGamingPeriodResponse } },
    },
    async (request) => providerApi.gamingPeriod(identity.playerOf(request), request.params.days),
  );

  // spec 000 §7: GET /user/active-session.
  app.get(
    '/user/active-session',
    { preHandler, schema: { response: { 200: ZActiveSessionResponse } } },
    async (request) => providerApi.activeSessions(identity.playerOf(request)),
  );

  // spec 000 §7: GET /user/close-session changes state, so it needs the XHR marker (DESIGN §5).
  app.get(
    '/user/close-session',
    {
      preHandler,
      config: { changesState: true },
      schema: { response: { 200: ZCloseSessionResponse } },
    },
    async (request) => ({
      success: true as const,
      closed: await providerApi.closeSessions(identity.playerOf(request)),
    }),
  );
};
