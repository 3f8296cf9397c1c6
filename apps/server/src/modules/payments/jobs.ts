import type { AddressInfo } from 'node:net';
import { SECOND_MS } from '@playfair/domain/constants';
import type { FastifyInstance } from 'fastify';
import { createHttpWebhookTransport, type WebhookTransport } from './sandbox/webhooks';

// The payments' background work (DESIGN §3 jobs): delivering the provider's queued webhooks and
// reconciling what they have not settled. At runtime timers run both; tests run them by hand.

export type PaymentJobTargets = {
  /** The path the provider's webhooks are posted to on this server. */
  webhookPath: string;
  /** One pass of the provider's webhook queue through a transport. */
  deliverWebhooks(transport: WebhookTransport): Promise<{ delivered: number; failed: number }>;
  /** One pass of the reconciliation (status queries, refunds owed, payouts). */
  reconcile(): Promise<unknown>;
};

export type PaymentJobs = {
  /** Called once by buildApp with what the jobs run. */
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

/** Repeats a pass every `intervalMs` after the previous one ends; `stop` waits for a running one. */
function loop(intervalMs: number, pass: () => Promise<unknown>, onError: (error: unknown) => void) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let isStopped = false;
  function schedule(): void {
    if (isStopped) return;
    timer = setTimeout(() => {
      running = pass().catch(onError).finally(schedule);
    }, intervalMs);
    timer.unref();
  }
  schedule();
  return async () => {
    isStopped = true;
    clearTimeout(timer);
    await running;
  };
}

export const WEBHOOK_POLL_INTERVAL_MS = SECOND_MS;
export const RECONCILE_INTERVAL_MS = 30 * SECOND_MS;

/**
 * Runtime jobs: once the server listens, webhooks are posted over HTTP to `webhookUrl` (config
 * PAYMENT_WEBHOOK_URL) or to the server's own address, retried with backoff by the queue; the
 * reconciliation runs every 30 s. Both stop when the app closes.
 */
export function createTimerPaymentJobs(options: { webhookUrl: string | undefined }): PaymentJobs {
  return {
    attach(app, targets) {
      const stops: (() => Promise<void>)[] = [];
      app.addHook('onListen', async () => {
        const url = options.webhookUrl ?? ownUrl(app, targets.webhookPath);
        if (url === undefined) {
          app.log.error('payment webhooks: no address to post to; they stay queued');
        } else {
          const transport = createHttpWebhookTransport(url);
          stops.push(
            loop(
              WEBHOOK_POLL_INTERVAL_MS,
              () => targets.deliverWebhooks(transport),
              (error) => app.log.error({ err: error }, 'payment webhook pass failed'),
            ),
          );
        }
        stops.push(
          loop(
            RECONCILE_INTERVAL_MS,
            () => targets.reconcile(),
            (error) => app.log.error({ err: error }, 'payment reconciliation pass failed'),
          ),
        );
      });
      app.addHook('onClose', async () => {
        await Promise.all(stops.map((stop) => stop()));
      });
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
