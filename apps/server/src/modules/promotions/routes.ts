import {
  ZAllRafflesParams,
  ZAllRafflesResponse,
  ZCurrentRafflesResponse,
  ZNextRafflesResponse,
  ZOptInQuery,
  ZOptInResponse,
  ZRaffleIdParams,
  ZRaffleVerification,
  ZRaffleWinnersResponse,
  ZUserTicketsResponse,
  RAFFLE_OCCURRENCES,
} from '@playfair/contracts/raffles';
import { ZPrizeItem } from '@playfair/contracts/rewards';
import { currencyForLocale, LOCALE_INFO } from '@playfair/domain/locales';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OperatorAuth } from '../../platform/http/operator-auth';
import { visitorOf } from '../../platform/http/visitor';
import type { PlayerAuth } from '../identity/service';
import type { PromotionsService, RaffleAudience } from './service';

export type PromotionsRouteOptions = {
  promotions: PromotionsService;
  auth: Pick<PlayerAuth, 'currentPlayer'>;
  geoCountryHeader: string | undefined;
};

// spec 000 §9 cache times: tickets 30 s (per player), all raffles 30 s, winners 3600 s once known.
const THIRTY_SECONDS = 'private, max-age=30';

/** spec 000 §7 "Raffle": the six calls, with their cache rules, and the public verification. */
export const promotionsRoutes: FastifyPluginAsyncZod<PromotionsRouteOptions> = async (
  app,
  { promotions, auth, geoCountryHeader },
) => {
  /**
   * Whose draws to show: the player's country, else the edge's, else the locale's; the prizes in
   * the player's currency, else the locale's.
   */
  const audienceOf = async (request: FastifyRequest): Promise<RaffleAudience> => {
    const visitor = await visitorOf(request, { auth, geoCountryHeader });
    return {
      country:
        visitor.player?.country ??
        visitor.edgeCountry ??
        LOCALE_INFO[visitor.locale].country ??
        null,
      currency: visitor.player?.currency ?? currencyForLocale(visitor.locale),
    };
  };

  app.get(
    '/get-current-raffles-all-data',
    { schema: { response: { 200: ZCurrentRafflesResponse } } },
    async (request, reply) => {
      reply.header('cache-control', THIRTY_SECONDS);
      return {
        currentRaffles: await promotions.current(request.locale, await audienceOf(request)),
      };
    },
  );

  app.get(
    '/get-next-raffles',
    { schema: { response: { 200: ZNextRafflesResponse } } },
    async (request, reply) => {
      reply.header('cache-control', THIRTY_SECONDS);
      const raffles = await promotions.next(request.locale, await audienceOf(request));
      return { success: true, raffles, message: '' };
    },
  );

  app.get(
    '/get-all-raffles/:type/:count',
    { schema: { params: ZAllRafflesParams, response: { 200: ZAllRafflesResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      const { type, count } = request.params;
      // Shared by every reader of the locale: prizes in the locale's currency.
      const currency = currencyForLocale(request.locale);
      return {
        success: true,
        raffles: await promotions.past(request.locale, type, count, currency),
      };
    },
  );

  app.get(
    '/get-raffle-winners/:raffleId',
    { schema: { params: ZRaffleIdParams, response: { 200: ZRaffleWinnersResponse } } },
    async (request, reply) => {
      const raffleWinners = await promotions.winners(request.params.raffleId, request.locale);
      // Cached for an hour only once the draw has its winners (spec 000 §7).
      reply.header('cache-control', raffleWinners.length > 0 ? 'public, max-age=3600' : 'no-store');
      return { success: true, raffleWinners };
    },
  );

  app.get(
    '/get-user-raffle-tickets/:raffleId',
    { schema: { params: ZRaffleIdParams, response: { 200: ZUserTicketsResponse } } },
    async (request, reply) => {
      // Per player and changing with every stake: the site keeps it 30 s (spec 000 §7, its own
      // cache, keyed by the player); the browser asks again whenever the page loads.
      reply.header('cache-control', 'private, no-cache');
      reply.header('vary', 'cookie');
      const player = await auth.currentPlayer(request);
      if (player === null) {
        return {
          success: false,
          tickets: 0,
          message: promotions.translate(request.locale, 'raffle_login_needed'),
        };
      }
      return {
        success: true,
        tickets: await promotions.tickets(player.id, request.params.raffleId),
        message: '',
      };
    },
  );

  // A GET that changes state (spec 000 §7): the XHR marker is required (DESIGN §5).
  app.get(
    '/optin-user-to-raffle',
    {
      config: { changesState: true },
      schema: { querystring: ZOptInQuery, response: { 200: ZOptInResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const player = await auth.currentPlayer(request);
      if (player === null) {
        return {
          success: false,
          message: promotions.translate(request.locale, 'raffle_login_needed'),
        };
      }
      const joined = await promotions.optIn(
        { ...player, isBonusAllowed: player.isWithinBonusCap },
        request.query.raffleId,
      );
      return {
        success: joined,
        message: promotions.translate(
          request.locale,
          joined ? 'raffle_opt_in_success' : 'raffle_opt_in_failed',
        ),
      };
    },
  );

  app.get(
    '/raffle-verification/:raffleId',
    { schema: { params: ZRaffleIdParams, response: { 200: ZRaffleVerification } } },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return promotions.verification(request.params.raffleId);
    },
  );
};

const ZLocalisedText = z
  .record(z.string().regex(/^[a-z]{2}$/), z.string().trim().min(1).max(120))
  .refine((texts) => typeof texts.en === 'string', { error: 'needs an en text' });

/** POST /operator-api/v1/raffles */
export const ZRaffleCreate = z
  .strictObject({
    occurrence: z.enum(RAFFLE_OCCURRENCES),
    name: ZLocalisedText,
    countries: z
      .array(z.string().regex(/^[A-Z]{2}$/))
      .min(1)
      .max(60),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    drawAt: z.iso.datetime().optional(),
    ticketMinor: z.record(z.string().regex(/^[A-Z]{3}$/), z.string().regex(/^[1-9]\d{0,11}$/)),
    isAutoOptIn: z.boolean().default(false),
    needsBonusCap: z.boolean().default(true),
    prizes: z
      .array(
        z.strictObject({
          position: z.number().int().min(1).max(1000),
          item: ZPrizeItem,
          itemTranslation: ZLocalisedText,
        }),
      )
      .min(1)
      .max(1000),
  })
  .refine((raffle) => raffle.startsAt < raffle.endsAt, { error: 'starts before it ends' })
  .refine((raffle) => (raffle.drawAt ?? raffle.endsAt) >= raffle.endsAt, {
    error: 'draws once it has ended',
  })
  .refine(
    (raffle) => new Set(raffle.prizes.map((prize) => prize.position)).size === raffle.prizes.length,
    { error: 'one prize per position' },
  );

/** The operator schedules draws and may draw one now (a reason kept in the log). */
export const operatorPromotionsRoutes: FastifyPluginAsyncZod<{
  promotions: PromotionsService;
  auth: OperatorAuth;
}> = async (app, { promotions, auth }) => {
  app.addHook('onRequest', auth.authenticate);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const config = { xhrExempt: true };

  app.post(
    '/operator-api/v1/raffles',
    { config, schema: { body: ZRaffleCreate } },
    async (request, reply) => {
      const body = request.body;
      const raffle = await promotions.createRaffle({
        ...body,
        startsAt: new Date(body.startsAt),
        endsAt: new Date(body.endsAt),
        drawAt: new Date(body.drawAt ?? body.endsAt),
      });
      return reply
        .status(201)
        .send({ success: true, raffleId: raffle.id, seedCommitment: raffle.seedCommitment });
    },
  );

  app.post(
    '/operator-api/v1/raffles/:raffleId/draw',
    {
      config,
      schema: {
        params: ZRaffleIdParams,
        body: z.strictObject({ reason: z.string().trim().min(1).max(500) }),
      },
    },
    async (request) => {
      await promotions.drawNow(request.params.raffleId);
      request.log.info(
        {
          raffleId: request.params.raffleId,
          operator: auth.operatorOf(request),
          reason: request.body.reason,
        },
        'raffle drawn by the operator',
      );
      return promotions.verification(request.params.raffleId);
    },
  );
};
