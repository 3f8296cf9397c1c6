import {
  JACKPOT_FEED_PATH,
  ZJackpotFeedRequest,
  ZJackpotFeedResponse,
} from '@playfair/contracts/jackpot-feed';
import {
  PLAY_N_GO_JACKPOT_CURRENCIES,
  ZJackpotsResponse,
  ZPlayNGoJackpotResponse,
} from '@playfair/contracts/lobby';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardSignedJson } from '../../platform/http/signed-json';
import { createProviderRequestVerifier, type ProviderCredentials } from '../provider-api/service';
import { JACKPOTS_CACHE_MS, type JackpotsService } from './service';

export type JackpotRouteOptions = { jackpots: JackpotsService };

// The same answer for everyone who asks in a currency: shared caches may keep it as long as we do.
const JACKPOTS_CACHE = `public, max-age=${JACKPOTS_CACHE_MS / 1_000}`;

export const jackpotRoutes: FastifyPluginAsyncZod<JackpotRouteOptions> = async (
  app,
  { jackpots },
) => {
  // GET /{locale}/jackpots/{currency} (spec 000 §7): `Data`, the highest pool per game. The web
  // asks in the player's currency or the locale's for a visitor; HRK and ISK are answered in EUR.
  app.get(
    '/jackpots/:currency',
    {
      schema: {
        params: z.object({ currency: z.string().max(16) }),
        response: { 200: ZJackpotsResponse },
      },
    },
    async (request, reply) => {
      const answer = await jackpots.jackpots(request.params.currency);
      reply.header('cache-control', JACKPOTS_CACHE);
      return answer;
    },
  );

  // GET /{locale}/jackpots/play-n-go/EUR or /RSD (spec 001 §7): the Croatian and Serbian jackpot
  // counter's one amount (spec 001 §6); any other currency is a 400.
  app.get(
    '/jackpots/play-n-go/:currency',
    {
      schema: {
        params: z.object({ currency: z.enum(PLAY_N_GO_JACKPOT_CURRENCIES) }),
        response: { 200: ZPlayNGoJackpotResponse },
      },
    },
    async (request, reply) => {
      const answer = await jackpots.playNGoJackpot(request.params.currency);
      reply.header('cache-control', JACKPOTS_CACHE);
      return answer;
    },
  );
};

export type JackpotFeedRouteOptions = {
  jackpots: JackpotsService;
  /** The providers allowed to call, with their signing secrets (config.gameProviders). */
  providers: ProviderCredentials;
};

/**
 * POST /provider-api/v1/jackpots: a provider reports its pools, signed like every provider API
 * call and checked by the provider API's own verifier. As there, the signature is checked over the
 * exact bytes before anything is parsed, and the refusals come in the same order: unknown
 * provider, bad signature, malformed JSON, schema, then unknown games or currencies.
 */
export const jackpotFeedRoutes: FastifyPluginAsyncZod<JackpotFeedRouteOptions> = async (
  app,
  { jackpots, providers },
) => {
  const verifier = createProviderRequestVerifier(providers);
  guardSignedJson(app, verifier);

  app.post(
    JACKPOT_FEED_PATH,
    {
      config: { xhrExempt: true },
      schema: { body: ZJackpotFeedRequest, response: { 200: ZJackpotFeedResponse } },
    },
    async (request) => ({
      success: true as const,
      updated: await jackpots.report(verifier.providerOf(request.headers), request.body.pools),
    }),
  );
};
