import {
  PROVIDER_API_PREFIX,
  ZAuthenticateRequest,
  ZAuthenticateResponse,
  ZBalanceRequest,
  ZBalanceResponse,
  ZCreditRequest,
  ZDebitRequest,
  ZFreeRoundRequest,
  ZFreeRoundResponse,
  ZRollbackRequest,
  ZTransactionResponse,
  type TTransactionResponse,
} from '@playfair/contracts/provider-api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, type Translate } from '../../platform/errors';
import { guardSignedJson } from '../../platform/http/signed-json';
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
    `${PROVIDER_API_PREFIX}/free-round`,
    { config, schema: { body: ZFreeRoundRequest, response: { 200: ZFreeRoundResponse } } },
    async (request) => {
      const answer = await providerApi.freeRound(providerIdOf(request), request.body);
      return { ...transactionBody(answer), roundsLeft: answer.roundsLeft };
    },
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
