import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Translate } from '../../platform/errors';
import type { OperatorAuth } from '../../platform/http/operator-auth';
import type { JobRunner } from '../../platform/jobs/jobs';
import type { PlayerAuth } from '../identity/service';
import { createQueuedPaymentJobs, type PaymentJobs } from './jobs';
import { operatorRoutes } from './operator-routes';
import { paymentRoutes } from './routes';
import { sandboxBankRoutes } from './sandbox/routes';
import type { SandboxProvider } from './sandbox/provider';
import type { PaymentsService } from './service';
import { paymentWebhookRoutes, webhookPathOf } from './webhook-routes';

export type PaymentsPluginOptions = {
  payments: PaymentsService;
  /** The payment provider: the sandbox PSP, which also serves its bank's pages. */
  provider: SandboxProvider;
  auth: Pick<PlayerAuth, 'requirePlayer' | 'playerOf' | 'verifyCsrf'>;
  /** The operator API's one credential check (its tokens and their throttle). */
  operatorAuth: OperatorAuth;
  translate: Translate;
  /** The platform's name on the sandbox bank's page. */
  brandName: () => string;
  jobs: JobRunner;
  /** Where the provider's webhooks are posted (PAYMENT_WEBHOOK_URL); unset: this server. */
  webhookUrl: string | undefined;
  /** Webhook delivery and reconciliation run by hand (tests); jobs on `jobs` otherwise. */
  paymentJobs?: PaymentJobs;
};

/**
 * Payments (DESIGN §4): the player's deposit, withdrawal and history calls, the provider's signed
 * webhook, the operator API for withdrawals, the sandbox bank's pages, and the jobs that deliver
 * webhooks (every second) and reconcile (every 30 s).
 */
export const paymentsPlugin: FastifyPluginAsyncZod<PaymentsPluginOptions> = async (
  app,
  { payments, provider, auth, operatorAuth, translate, brandName, jobs, webhookUrl, paymentJobs },
) => {
  await app.register(paymentRoutes, { payments, auth, translate });
  await app.register(paymentWebhookRoutes, { payments, providerName: provider.name });
  await app.register(operatorRoutes, { payments, auth: operatorAuth, translate });
  await app.register(sandboxBankRoutes, { sandbox: provider, translate, brandName });
  const work = paymentJobs ?? createQueuedPaymentJobs({ jobs, webhookUrl });
  work.attach(app, {
    webhookPath: webhookPathOf(provider.name),
    deliverWebhooks: (transport) => provider.webhooks.deliverDue(transport),
    reconcile: () => payments.reconcile(),
  });
};
