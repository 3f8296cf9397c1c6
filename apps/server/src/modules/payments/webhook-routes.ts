import { ZPaymentWebhookAck } from '@playfair/contracts/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors';
import type { PaymentsService } from './service';

export type WebhookRouteOptions = {
  payments: Pick<PaymentsService, 'handleWebhook'>;
  /** The provider's name: POST /payments/webhooks/{name}. */
  providerName: string;
};

export function webhookPathOf(providerName: string): string {
  return `/payments/webhooks/${providerName}`;
}

/**
 * The payment provider's signed webhook (DESIGN §4 payments): server to server, so exempt from the
 * XHR marker; the HMAC over the raw body is the guard. JSON is kept as the raw string here (this
 * plugin's own parser), because the signature is over the exact bytes sent.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod<WebhookRouteOptions> = async (
  app,
  { payments, providerName },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    webhookPathOf(providerName),
    { config: { xhrExempt: true }, schema: { response: { 200: ZPaymentWebhookAck } } },
    async (request) => {
      if (typeof request.body !== 'string') throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const outcome = await payments.handleWebhook(request.body, request.headers);
      switch (outcome.kind) {
        case 'bad-signature':
          throw new AppError('WEBHOOK_SIGNATURE_INVALID');
        case 'malformed':
          throw new AppError('MALFORMED_BODY');
        case 'handled':
          return { received: true as const, duplicate: outcome.isDuplicate };
      }
    },
  );
};
