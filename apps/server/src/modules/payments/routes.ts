import {
  ZCardRemovalAnswer,
  ZCardRemovalRequest,
  ZDepositAnswer,
  ZDepositQuery,
  ZDepositRequest,
  ZHistoryQuery,
  ZPaymentStatusResponse,
  ZQuickDepositResponse,
  ZTransactionHistoryResponse,
  ZWithdrawalAnswer,
  ZWithdrawalListResponse,
  ZWithdrawalRequest,
  type TDepositResponse,
  type TQuickDepositMethod,
  type TWithdrawal,
} from '@playfair/contracts/payments';
import type { Locale } from '@playfair/domain/locales';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Translate } from '../../platform/errors';
import { csrfErrorBody, type PlayerAuth } from '../identity/service';
import { formatBalance } from '../wallet/service';
import { cardLabel, expiryLabel } from './card-rules';
import {
  BANK_TRANSFER_METHOD_ID,
  failureMessageKeys,
  NEW_CARD_METHOD_ID,
  type DepositOutcome,
  type PaymentsService,
  type WithdrawalRow,
} from './service';
import { methodText } from './views';

export type PaymentRouteOptions = {
  payments: PaymentsService;
  auth: Pick<PlayerAuth, 'requirePlayer' | 'playerOf' | 'verifyCsrf'>;
  translate: Translate;
};

const ZIdParams = z.object({ id: z.string().min(1).max(64) });
const ZPaymentParams = z.object({ paymentId: z.string().min(1).max(64) });

/**
 * The player's payment calls (spec 001 §2, §3, §7 quick deposit and card removal; DESIGN §5 paths
 * for withdrawals and the transaction history). All need a session; posts carry the CSRF token.
 */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentRouteOptions> = async (
  app,
  { payments, auth, translate },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const requirePlayer = auth.requirePlayer;
  const textsOf = (request: FastifyRequest) => (key: string) => translate(request.locale, key);

  function withdrawalView(row: WithdrawalRow, locale: Locale): TWithdrawal {
    return {
      id: row.id,
      status: row.status,
      amountMinor: row.amountMinor.toString(),
      currency: row.currency,
      formatted: formatBalance(row.amountMinor, row.currency),
      method: methodText(payments.describeMethod(row), (key) => translate(locale, key)),
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    };
  }

  function depositAnswer(request: FastifyRequest, outcome: DepositOutcome): TDepositResponse {
    const t = textsOf(request);
    if (outcome.kind === 'refused') {
      return {
        success: false,
        errors: outcome.issues.map((issue) => ({
          msg:
            issue.params === undefined
              ? t(issue.messageKey)
              : translate(request.locale, issue.messageKey, issue.params),
          code: issue.code,
          ...(issue.field === undefined ? {} : { field: issue.field }),
          ...(issue.params === undefined ? {} : { params: issue.params }),
        })),
        ...(outcome.paymentId === undefined ? {} : { paymentId: outcome.paymentId }),
      };
    }
    const { payment } = outcome;
    return {
      success: true,
      paymentId: payment.id,
      status: payment.status,
      ...(payment.status === 'pending' && payment.serviceUrl !== null
        ? { service: { url: payment.serviceUrl } }
        : {}),
    };
  }

  // spec 001 §7 GET /user/qdu: the quick deposit widget's forms — saved cards, new card, bank.
  app.get(
    '/user/qdu',
    { preHandler: requirePlayer, schema: { response: { 200: ZQuickDepositResponse } } },
    async (request) => {
      const t = textsOf(request);
      const view = await payments.quickDeposit(auth.playerOf(request));
      const limitOf = (type: 'card' | 'bank_transfer') => {
        const method = view.methods.find((candidate) => candidate.type === type);
        return method && { min: method.minMinor.toString(), max: method.maxMinor.toString() };
      };
      const cardLimit = limitOf('card');
      const bankLimit = limitOf('bank_transfer');
      const methods: TQuickDepositMethod[] = [];
      if (cardLimit !== undefined) {
        for (const card of view.cards) {
          methods.push({
            id: card.id,
            providerType: 'card',
            label: cardLabel(card),
            accountId: card.id,
            expiry: expiryLabel(card),
            limit: cardLimit,
            fields: ['cvc'],
          });
        }
        methods.push({
          id: NEW_CARD_METHOD_ID,
          providerType: 'card',
          label: t('payment_method_new_card'),
          limit: cardLimit,
          fields: ['card_number', 'expiry_month', 'expiry_year', 'cvc', 'holder', 'save_card'],
        });
      }
      if (bankLimit !== undefined) {
        methods.push({
          id: BANK_TRANSFER_METHOD_ID,
          providerType: 'bank_transfer',
          label: t('payment_method_bank_transfer'),
          limit: bankLimit,
          fields: ['bank'],
        });
      }
      return {
        success: true as const,
        methods,
        data: {
          currency: view.currency,
          presets: view.presets.map(String),
          banks: view.banks,
        },
      };
    },
  );

  // spec 001 §7 POST /user/payment-deposit/{id}?qd=1 (form): success, or errors with msg.
  app.post(
    '/user/payment-deposit/:id',
    {
      preHandler: requirePlayer,
      schema: {
        params: ZIdParams,
        querystring: ZDepositQuery,
        body: ZDepositRequest,
        response: { 200: ZDepositAnswer },
      },
    },
    async (request) => {
      if (!(await auth.verifyCsrf(request))) return csrfErrorBody(request.locale, translate);
      const outcome = await payments.deposit({
        player: auth.playerOf(request),
        methodId: request.params.id,
        form: request.body,
        locale: request.locale,
      });
      return depositAnswer(request, outcome);
    },
  );

  // The widget polls its payment until the provider's confirmation has decided it.
  app.get(
    '/user/payment/:paymentId',
    {
      preHandler: requirePlayer,
      schema: { params: ZPaymentParams, response: { 200: ZPaymentStatusResponse } },
    },
    async (request) => {
      const t = textsOf(request);
      const payment = await payments.paymentOf(auth.playerOf(request).id, request.params.paymentId);
      const isEnded = payment.status === 'failed' || payment.status === 'cancelled';
      return {
        success: true as const,
        paymentId: payment.id,
        status: payment.status,
        amountMinor: payment.amountMinor.toString(),
        currency: payment.currency,
        ...(isEnded ? { message: failureMessageKeys(payment).map(t).join(' ') } : {}),
      };
    },
  );

  // spec 001 §7 POST /user/card-removal (form accountId): success, or the failed container.
  app.post(
    '/user/card-removal',
    {
      preHandler: requirePlayer,
      schema: { body: ZCardRemovalRequest, response: { 200: ZCardRemovalAnswer } },
    },
    async (request) => {
      if (!(await auth.verifyCsrf(request))) return csrfErrorBody(request.locale, translate);
      const isRemoved = await payments.removeCard(
        auth.playerOf(request).id,
        request.body.accountId,
      );
      if (isRemoved) return { success: true as const };
      return {
        success: false as const,
        errors: [{ msg: translate(request.locale, 'error_card_not_found') }],
      };
    },
  );

  app.post(
    '/user/withdrawals',
    {
      preHandler: requirePlayer,
      schema: { body: ZWithdrawalRequest, response: { 200: ZWithdrawalAnswer } },
    },
    async (request) => {
      if (!(await auth.verifyCsrf(request))) return csrfErrorBody(request.locale, translate);
      const row = await payments.requestWithdrawal(auth.playerOf(request), request.body);
      return { success: true as const, withdrawal: withdrawalView(row, request.locale) };
    },
  );

  app.get(
    '/user/withdrawals',
    { preHandler: requirePlayer, schema: { response: { 200: ZWithdrawalListResponse } } },
    async (request) => {
      const rows = await payments.playerWithdrawals(auth.playerOf(request).id);
      return {
        success: true as const,
        items: rows.map((row) => withdrawalView(row, request.locale)),
      };
    },
  );

  // The body holds only the CSRF token (or the X-CSRF-Token header does).
  app.post(
    '/user/withdrawals/:id/cancel',
    {
      preHandler: requirePlayer,
      schema: { params: ZIdParams, response: { 200: ZWithdrawalAnswer } },
    },
    async (request) => {
      if (!(await auth.verifyCsrf(request))) return csrfErrorBody(request.locale, translate);
      const row = await payments.cancelWithdrawal(auth.playerOf(request).id, request.params.id);
      return { success: true as const, withdrawal: withdrawalView(row, request.locale) };
    },
  );

  // DESIGN §5 GET /user/transaction-history?from&to&page: deposits and withdrawals, newest first.
  app.get(
    '/user/transaction-history',
    {
      preHandler: requirePlayer,
      schema: { querystring: ZHistoryQuery, response: { 200: ZTransactionHistoryResponse } },
    },
    async (request) => {
      const t = textsOf(request);
      const page = await payments.history(auth.playerOf(request).id, request.query);
      return {
        success: true as const,
        items: page.items.map((row) => {
          const amountMinor = BigInt(row.amount_minor);
          return {
            id: row.id,
            type: row.type,
            status: row.status,
            amountMinor: row.amount_minor,
            currency: row.currency,
            formatted: formatBalance(amountMinor, row.currency),
            method: methodText(
              payments.describeMethod({
                method: row.method === 'card' ? 'card' : 'bank_transfer',
                methodDetail: row.method_detail,
                currency: row.currency,
              }),
              t,
            ),
            createdAt: row.created_at,
          };
        }),
        page: page.page,
        pageSize: page.pageSize,
        total: page.total,
      };
    },
  );
};
