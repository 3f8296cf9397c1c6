import { LOCALE_INFO, type Currency } from '@playfair/domain/locales';
import { CURRENCY_SYMBOLS, formatMoney } from '@playfair/domain/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IntlMessageFormat } from 'intl-messageformat';
import { z } from 'zod';
import { AppError, type Translate } from '../../../platform/errors';
import {
  renderSandboxBankPage,
  SANDBOX_BANK_STYLESHEET,
  SANDBOX_BANK_STYLESHEET_PATH,
} from './page';
import { SANDBOX_BANK_PATH, type SandboxProvider } from './provider';
import { SANDBOX_BANKS } from './limits';

export type SandboxRouteOptions = {
  sandbox: SandboxProvider;
  translate: Translate;
  /** The platform's name in the page ("Approve the payment of €20.00 to Playfair"). */
  brandName: () => string;
};

const ZParams = z.object({ id: z.string().regex(/^bt_[0-9a-f]{24}$/) });
const ZSecret = z.string().regex(/^[A-Za-z0-9_-]{32}$/);

function formatAmount(amountMinor: bigint, currency: string): string {
  if (Object.hasOwn(CURRENCY_SYMBOLS, currency))
    return formatMoney(amountMinor, currency as Currency);
  return `${(Number(amountMinor) / 100).toFixed(2)} ${currency}`;
}

/**
 * The sandbox bank's pages (DESIGN §4 payments): a player opens the service URL of a bank transfer,
 * approves or cancels, and is sent back to the site; the outcome reaches the platform only by the
 * signed webhook. Protected by the transfer's secret, not by a session: this is "the bank".
 */
export const sandboxBankRoutes: FastifyPluginAsyncZod<SandboxRouteOptions> = async (
  app,
  { sandbox, translate, brandName },
) => {
  app.get(SANDBOX_BANK_STYLESHEET_PATH, async (_request, reply) =>
    reply
      .header('content-type', 'text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(SANDBOX_BANK_STYLESHEET),
  );

  app.get(
    `${SANDBOX_BANK_PATH}/:id`,
    { schema: { params: ZParams, querystring: z.object({ secret: ZSecret }) } },
    async (request, reply) => {
      const transfer = await sandbox.pendingBankTransfer(request.params.id, request.query.secret);
      if (transfer === null) throw new AppError('NOT_FOUND');
      const t = (key: string) => translate(request.locale, key);
      const languageTag = LOCALE_INFO[request.locale].languageTag;
      const amount = formatAmount(transfer.amountMinor, transfer.currency);
      const intro = String(
        new IntlMessageFormat(t('payment_sandbox_intro'), languageTag).format({
          amount,
          brand: brandName(),
        }),
      );
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          renderSandboxBankPage({
            languageTag,
            action: `/${request.locale}${SANDBOX_BANK_PATH}/${transfer.id}`,
            secret: request.query.secret,
            bankName:
              SANDBOX_BANKS.find((bank) => bank.id === transfer.bank)?.name ?? transfer.bank,
            amount,
            texts: {
              title: t('payment_sandbox_title'),
              intro,
              approve: t('payment_sandbox_approve'),
              cancel: t('payment_sandbox_cancel'),
            },
          }),
        );
    },
  );

  // The bank's own form posts here: guarded by the transfer's secret, so no XHR marker.
  app.post(
    `${SANDBOX_BANK_PATH}/:id`,
    {
      config: { xhrExempt: true },
      schema: {
        params: ZParams,
        body: z.object({ secret: ZSecret, answer: z.enum(['approve', 'cancel']) }),
      },
    },
    async (request, reply) => {
      const { secret, answer } = request.body;
      const outcome = await sandbox.answerBankTransfer(request.params.id, secret, answer);
      if (outcome === null) throw new AppError('NOT_FOUND');
      return reply.header('cache-control', 'no-store').redirect(outcome.returnUrl, 303);
    },
  );
};
