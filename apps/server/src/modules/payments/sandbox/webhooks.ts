import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { HOUR_MS, SECOND_MS } from '@playfair/domain/constants';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../../platform/db/client';
import type { ProviderEvent, WebhookVerification } from '../payment-provider';
import { claimDueEvents, insertEvent, markEventDelivered, markEventFailed } from './repo';

// The sandbox's webhooks, as a PSP sends them: a JSON body, signed with HMAC-SHA256 over the raw
// bytes with the shared secret (config.paymentSandboxSecret), in the `x-sandbox-signature` header
// as `sha256=<hex>`. Each event has an id; a redelivery carries the same id and body.

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

const ZMinor = z.string().regex(/^\d{1,18}$/);

const ZSandboxEventBody = z.object({
  id: z.string().regex(/^evt_[0-9a-f]{32}$/),
  type: z.enum([
    'payment.succeeded',
    'payment.failed',
    'payment.cancelled',
    'refund.succeeded',
    'payout.paid',
  ]),
  created: z.string(),
  data: z.object({
    object_id: z.string().min(1).max(64),
    reference: z.string().min(1).max(64),
    amount_minor: ZMinor,
    currency: z.string().regex(/^[A-Z]{3}$/),
    reason: z.enum(['declined', 'insufficient_funds', 'invalid_card', 'expired_card']).optional(),
  }),
});
type SandboxEventBody = z.infer<typeof ZSandboxEventBody>;

export function signSandboxBody(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

function isSignatureValid(secret: string, rawBody: string, header: unknown): boolean {
  if (typeof header !== 'string' || !/^sha256=[0-9a-f]{64}$/.test(header)) return false;
  const expected = Buffer.from(signSandboxBody(secret, rawBody));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The signature first (nothing of an unsigned body is read), then the body's shape. */
export function verifySandboxWebhook(
  secret: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): WebhookVerification {
  if (!isSignatureValid(secret, rawBody, headers[SANDBOX_SIGNATURE_HEADER])) {
    return { kind: 'bad-signature' };
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { kind: 'malformed' };
  }
  const parsed = ZSandboxEventBody.safeParse(json);
  if (!parsed.success) return { kind: 'malformed' };
  const { id, type, data } = parsed.data;
  const event: ProviderEvent = {
    id,
    type,
    reference: data.reference,
    providerRef: data.object_id,
    amountMinor: BigInt(data.amount_minor),
    currency: data.currency,
    ...(data.reason === undefined ? {} : { reason: data.reason }),
  };
  return { kind: 'verified', event };
}

/** Writes an event to the queue (in the caller's transaction, with the operation it reports). */
export async function queueSandboxEvent(
  db: Database,
  input: {
    type: SandboxEventBody['type'];
    objectId: string;
    reference: string;
    amountMinor: bigint;
    currency: string;
    reason?: string | null;
    at: Date;
    delayMs?: number;
  },
): Promise<string> {
  const id = `evt_${randomBytes(16).toString('hex')}`;
  const body: SandboxEventBody = {
    id,
    type: input.type,
    created: input.at.toISOString(),
    data: {
      object_id: input.objectId,
      reference: input.reference,
      amount_minor: input.amountMinor.toString(),
      currency: input.currency,
      ...(input.reason === undefined || input.reason === null
        ? {}
        : { reason: ZSandboxEventBody.shape.data.shape.reason.parse(input.reason) }),
    },
  };
  await insertEvent(db, {
    id,
    body: JSON.stringify(body),
    createdAt: input.at,
    nextAttemptAt: new Date(input.at.getTime() + (input.delayMs ?? 0)),
  });
  return id;
}

/** How a signed webhook reaches the platform: HTTP at runtime, app.inject in tests. */
export type WebhookTransport = (delivery: {
  body: string;
  headers: Record<string, string>;
}) => Promise<{ statusCode: number }>;

/** Posts to a URL; a slow receiver counts as a failed attempt after 10 s. */
export function createHttpWebhookTransport(url: string): WebhookTransport {
  return async ({ body, headers }) => {
    const response = await fetch(url, {
      method: 'POST',
      body,
      headers,
      signal: AbortSignal.timeout(10 * SECOND_MS),
    });
    await response.body?.cancel();
    return { statusCode: response.status };
  };
}

const FIRST_RETRY_MS = 5 * SECOND_MS;
const LONGEST_RETRY_MS = HOUR_MS;
const DEFAULT_MAX_ATTEMPTS = 16;
const DEFAULT_LEASE_MS = 60 * SECOND_MS;
const DEFAULT_BATCH_SIZE = 50;

/** Exponential backoff: 5 s, 10 s, 20 s … after each failure, at most an hour. */
export function webhookRetryDelayMs(attemptsSoFar: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attemptsSoFar - 1), LONGEST_RETRY_MS);
}

export type SandboxWebhookQueue = {
  /** One pass: claims the due events and posts each through the transport. */
  deliverDue(transport: WebhookTransport): Promise<{ delivered: number; failed: number }>;
};

export function createSandboxWebhookQueue({
  db,
  secret,
  now,
  log,
  maxAttempts = DEFAULT_MAX_ATTEMPTS,
  leaseMs = DEFAULT_LEASE_MS,
  batchSize = DEFAULT_BATCH_SIZE,
}: {
  db: Database;
  secret: string;
  now: () => Date;
  log?: FastifyBaseLogger;
  maxAttempts?: number;
  leaseMs?: number;
  batchSize?: number;
}): SandboxWebhookQueue {
  return {
    async deliverDue(transport) {
      const claimed = await claimDueEvents(db, now(), leaseMs, batchSize);
      let delivered = 0;
      let failed = 0;
      for (const event of claimed) {
        let problem: string;
        try {
          const { statusCode } = await transport({
            body: event.body,
            headers: {
              'content-type': 'application/json',
              [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(secret, event.body),
            },
          });
          if (statusCode >= 200 && statusCode < 300) {
            await markEventDelivered(db, event.id, now());
            delivered += 1;
            continue;
          }
          problem = `HTTP ${statusCode}`;
        } catch (error) {
          problem = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        }
        const attempts = event.attempts + 1;
        const retryAt =
          attempts >= maxAttempts
            ? null
            : new Date(now().getTime() + webhookRetryDelayMs(attempts));
        await markEventFailed(db, event.id, problem, retryAt);
        log?.warn(
          { eventId: event.id, attempts, problem, isGivenUp: retryAt === null },
          'payment webhook delivery failed',
        );
        failed += 1;
      }
      return { delivered, failed };
    },
  };
}
