import type { AddressInfo } from 'node:net';
import { SECOND_MS } from '@playfair/domain/constants';
import type { FastifyInstance } from 'fastify';
import type { JobRunner } from '../../platform/jobs/jobs';
import { createHttpWebhookTransport, type WebhookTransport } from './sandbox/webhooks';

// The payments' background work (DESIGN §3 jobs): delivering the provider's queued webhooks and
// reconciling what they have not settled. At runtime they are jobs on the job runner; tests run
// them by hand.

export type PaymentJobTargets = {
  /** The path the provider's webhooks are posted to on this server. */
  webhookPath: string;
  /** One pass of the provider's webhook queue through a transport. */
  deliverWebhooks(transport: WebhookTransport): Promise<{ delivered: number; failed: number }>;
  /** One pass of the reconciliation (status queries, refunds owed, payouts). */
  reconcile(): Promise<unknown>;
};

export type PaymentJobs = {
  /** Called once by the payments plugin with what the jobs run. */
  attach(app: FastifyInstance, targets: PaymentJobTargets): void;
};

/** Posts a webhook through app.inject: the route and its signature check run as over HTTP. */
export function createInjectWebhookTransport(app: FastifyInstance, path: string): WebhookTransport {
  return async ({ body, headers }) => {
    const response = await app.inject({ method: 'POST', url: path, headers, payload: body });
    return { statusCode: response.statusCode };
  };
}

/** This server's own address once it listens (a wildcard host is reached over loopback). */
function ownUrl(app: FastifyInstance, path: string): string | undefined {
  const address = app.server.address() as AddressInfo | string | null;
  if (address === null || typeof address === 'string') return undefined;
  const host =
    address.address === '0.0.0.0' || address.address === ''
      ? '127.0.0.1'
      : address.address === '::'
        ? '[::1]'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address;
  return `http://${host}:${address.port}${path}`;
}

// Both more often than cron's minute: `every` jobs, each pass queued a while after the previous
// one ends, one pass at a time across all processes (platform/jobs, decision 006).
export const WEBHOOK_POLL_INTERVAL_MS = SECOND_MS;
export const RECONCILE_INTERVAL_MS = 30 * SECOND_MS;
export const WEBHOOK_DELIVERY_JOB = 'payments.deliver-webhooks';
export const RECONCILIATION_JOB = 'payments.reconcile';

/**
 * Runtime jobs, run once the server listens (the job runner starts then): webhooks are posted
 * over HTTP to `webhookUrl` (config PAYMENT_WEBHOOK_URL) or to the server's own address, retried
 * with backoff by the provider's queue; the reconciliation runs every 30 s.
 */
export function createQueuedPaymentJobs(options: {
  jobs: JobRunner;
  webhookUrl: string | undefined;
}): PaymentJobs {
  return {
    attach(app, targets) {
      // Found at the first pass, once the server listens; null: it has no address to post to.
      let transport: WebhookTransport | null | undefined;
      options.jobs.every(WEBHOOK_DELIVERY_JOB, WEBHOOK_POLL_INTERVAL_MS, async () => {
        if (transport === undefined) {
          const url = options.webhookUrl ?? ownUrl(app, targets.webhookPath);
          if (url === undefined)
            app.log.error('payment webhooks: no address to post to; they stay queued');
          transport = url === undefined ? null : createHttpWebhookTransport(url);
        }
        if (transport !== null) await targets.deliverWebhooks(transport);
      });
      options.jobs.every(RECONCILIATION_JOB, RECONCILE_INTERVAL_MS, () => targets.reconcile());
    },
  };
}

export type ManualPaymentJobs = PaymentJobs & {
  /** Delivers every due webhook through app.inject, again until none is left due. */
  flush(): Promise<{ delivered: number; failed: number }>;
  /** One reconciliation pass. */
  reconcile(): Promise<unknown>;
};

/** Jobs a test runs when it chooses (no timers): `flush()` and `reconcile()`. */
export function createManualPaymentJobs(): ManualPaymentJobs {
  let attached: { app: FastifyInstance; targets: PaymentJobTargets } | undefined;
  function need() {
    if (attached === undefined) throw new Error('the payment jobs are not attached to an app');
    return attached;
  }
  return {
    attach(app, targets) {
      attached = { app, targets };
    },
    async flush() {
      const { app, targets } = need();
      const transport = createInjectWebhookTransport(app, targets.webhookPath);
      const total = { delivered: 0, failed: 0 };
      // A delivery can queue another event (a refund's own webhook); ten rounds is plenty.
      for (let round = 0; round < 10; round += 1) {
        const pass = await targets.deliverWebhooks(transport);
        total.delivered += pass.delivered;
        total.failed += pass.failed;
        if (pass.delivered + pass.failed === 0) break;
      }
      return total;
    },
    async reconcile() {
      return need().targets.reconcile();
    },
  };
}
