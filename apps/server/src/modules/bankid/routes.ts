import { ZBankIdQuery, ZBankIdResponse, type TBankIdResponse } from '@playfair/contracts/bankid';
import { LOCALE_INFO, isSupportedLocale, type Locale } from '@playfair/domain/locales';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, type Translate } from '../../platform/errors';
import { readHostCookie, setHostCookie } from '../../platform/http/cookies';
import type { JurisdictionsService } from '../jurisdictions/service';
import { loginRefusalText, type IdentityService, type PlayerAuth } from '../identity/service';
import { renderSandboxPage, SANDBOX_STYLESHEET, SANDBOX_STYLESHEET_PATH } from './sandbox-page';
import {
  BANKID_COLLECT_COOKIE,
  BANKID_ORDER_LIFETIME_MS,
  SANDBOX_AUTHORIZE_PATH,
  type BankIdService,
} from './service';

export type BankIdRouteOptions = {
  bankid: BankIdService;
  /** Logs in the person a collected order names. */
  auth: Pick<PlayerAuth, 'startSession'>;
  /** Whether that person may log in now (DESIGN §10: breaks, the national register Spelpaus). */
  identity: Pick<IdentityService, 'loginRefusalOf'>;
  jurisdictions: JurisdictionsService;
  translate: Translate;
};

function failure(error: string | null, extra: Partial<TBankIdResponse> = {}): TBankIdResponse {
  return { success: false, error, giiUrl: null, ...extra };
}

const ZSandboxQuery = z.object({
  order: z.string().regex(/^[0-9a-f]{32}$/),
  secret: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});

const ZSandboxAnswer = ZSandboxQuery.extend({
  personal_number: z.string().max(32).optional(),
  answer: z.enum(['approve', 'cancel']),
});

export const bankIdRoutes: FastifyPluginAsyncZod<BankIdRouteOptions> = async (app, options) => {
  const { bankid, auth, identity, jurisdictions, translate } = options;

  function requireBankIdMarket(request: FastifyRequest): void {
    // spec 001 §2: the bank-ID path belongs to the SGA authority (Sweden).
    const country = LOCALE_INFO[request.locale].country;
    if (!jurisdictions.profileFor(country).hasBankId) throw new AppError('NOT_FOUND');
  }

  // spec 000 §7 GET /bankid-login; starting an order changes state, so it needs the XHR marker.
  app.get(
    '/bankid-login',
    {
      config: { changesState: true },
      schema: { querystring: ZBankIdQuery, response: { 200: ZBankIdResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      requireBankIdMarket(request);
      const { orderRef } = request.query;
      if (orderRef === undefined) {
        const started = await bankid.start(request.locale);
        setHostCookie(request, reply, BANKID_COLLECT_COOKIE, started.collectSecret, {
          maxAgeSeconds: BANKID_ORDER_LIFETIME_MS / 1000,
        });
        return { success: true, error: null, giiUrl: started.giiUrl, orderRef: started.orderRef };
      }
      // '' when the browser holds no secret: it matches no order.
      const collectSecret = readHostCookie(request, BANKID_COLLECT_COOKIE) ?? '';
      const outcome = await bankid.collect(orderRef, collectSecret);
      switch (outcome.kind) {
        case 'player': {
          // Every login is refused to a player on a break or on Spelpaus, this one too.
          const refusal = await identity.loginRefusalOf(outcome.playerId);
          if (refusal !== null) {
            const { key, params } = loginRefusalText(refusal);
            return failure(translate(request.locale, key, params));
          }
          await auth.startSession(request, reply, outcome.playerId);
          return { success: true, error: null, giiUrl: null, redirect: `/${request.locale}/` };
        }
        case 'no-account':
          return failure(translate(request.locale, 'bankid_no_account'), {
            register: true,
            orderRef: outcome.orderRef,
          });
        case 'pending':
          return failure(null, { pending: true, orderRef });
        case 'cancelled':
          return failure(translate(request.locale, 'bankid_cancelled'));
        case 'expired':
          return failure(translate(request.locale, 'bankid_expired'));
        case 'unknown':
          return failure(translate(request.locale, 'bankid_unknown_order'));
      }
    },
  );

  function sandboxPage(
    reply: FastifyReply,
    status: number,
    locale: Locale,
    input: { orderRef: string; approveSecret: string; personalNumber?: string; errorKey?: string },
  ) {
    const t = (key: string) => translate(locale, key);
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        renderSandboxPage({
          languageTag: LOCALE_INFO[locale].languageTag,
          action: SANDBOX_AUTHORIZE_PATH,
          orderRef: input.orderRef,
          approveSecret: input.approveSecret,
          ...(input.personalNumber === undefined ? {} : { personalNumber: input.personalNumber }),
          texts: {
            title: t('bankid_sandbox_title'),
            intro: t('bankid_sandbox_intro'),
            personalNumberLabel: t('bankid_sandbox_personal_number'),
            personalNumberHint: t('bankid_sandbox_personal_number_hint'),
            approve: t('bankid_sandbox_approve'),
            cancel: t('bankid_sandbox_cancel'),
            ...(input.errorKey === undefined ? {} : { error: t(input.errorKey) }),
          },
        }),
      );
  }

  // The sandbox identity provider (no third-party BankID can be reached): a page a person approves.
  app.get(SANDBOX_STYLESHEET_PATH, async (_request, reply) =>
    reply
      .header('content-type', 'text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(SANDBOX_STYLESHEET),
  );

  app.get(
    SANDBOX_AUTHORIZE_PATH,
    { schema: { querystring: ZSandboxQuery } },
    async (request, reply) => {
      const order = await bankid.pendingOrder(request.query.order, request.query.secret);
      if (order === null) throw new AppError('NOT_FOUND');
      const locale = isSupportedLocale(order.locale) ? order.locale : request.locale;
      return sandboxPage(reply, 200, locale, {
        orderRef: order.orderRef,
        approveSecret: request.query.secret,
      });
    },
  );

  // The provider's own form posts here: it is protected by the order's secret, not the XHR marker.
  app.post(
    SANDBOX_AUTHORIZE_PATH,
    { config: { xhrExempt: true }, schema: { body: ZSandboxAnswer } },
    async (request, reply) => {
      const { order: orderRef, secret, answer } = request.body;
      const order = await bankid.pendingOrder(orderRef, secret);
      if (order === null) throw new AppError('NOT_FOUND');
      const locale = isSupportedLocale(order.locale) ? order.locale : request.locale;
      const personalNumber = request.body.personal_number ?? '';
      const outcome = await bankid.settle(
        orderRef,
        secret,
        answer === 'cancel' ? 'cancel' : { personalNumber },
      );
      if (outcome === 'invalid-number') {
        return sandboxPage(reply, 400, locale, {
          orderRef,
          approveSecret: secret,
          personalNumber,
          errorKey: 'bankid_sandbox_invalid_number',
        });
      }
      if (outcome === 'not-pending') throw new AppError('NOT_FOUND');
      // Back to the site, which collects the result with the browser's own secret.
      return reply.redirect(`/${locale}/?bankid=${orderRef}`, 303);
    },
  );
};
