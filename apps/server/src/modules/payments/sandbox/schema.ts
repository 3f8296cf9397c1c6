import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../../../platform/db/columns';

// The sandbox payment provider's own records: what a real PSP keeps on its side. The platform's
// code never reads these tables; it talks to the sandbox only through PaymentProvider and webhooks.

export const SANDBOX_OPERATION_KINDS = ['charge', 'bank_transfer', 'payout', 'refund'] as const;
export type SandboxOperationKind = (typeof SANDBOX_OPERATION_KINDS)[number];
export const SANDBOX_OPERATION_STATUSES = ['pending', 'succeeded', 'failed', 'cancelled'] as const;
export type SandboxOperationStatus = (typeof SANDBOX_OPERATION_STATUSES)[number];

/** Saved cards: the token and what may be shown; the number is reduced to how it behaves. */
export const pspSandboxCards = pgTable('psp_sandbox_cards', {
  token: text('token').primaryKey(),
  brand: text('brand').notNull(),
  last4: char('last4', { length: 4 }).notNull(),
  expiryMonth: smallint('expiry_month').notNull(),
  expiryYear: smallint('expiry_year').notNull(),
  /** The test card's documented outcome (sandbox/test-cards.ts), kept instead of the number. */
  behaviour: text('behaviour').notNull(),
  createdAt: timestamptz('created_at').notNull(),
});

/**
 * Charges, bank transfers, payouts and refunds. One per (kind, merchant reference): a repeated
 * request with the same reference answers the first one, as a PSP's idempotency key does.
 */
export const pspSandboxOperations = pgTable(
  'psp_sandbox_operations',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<SandboxOperationKind>().notNull(),
    reference: text('reference').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    status: text('status').$type<SandboxOperationStatus>().notNull(),
    reason: text('reason'),
    token: text('token'),
    bank: text('bank'),
    /** Bank transfers: SHA-256 of the secret in the approval page's address. */
    approveSecretHash: text('approve_secret_hash'),
    returnUrl: text('return_url'),
    locale: text('locale'),
    createdAt: timestamptz('created_at').notNull(),
    settledAt: timestamptz('settled_at'),
    /** Bank transfers: after this the page no longer approves and the transfer is cancelled. */
    expiresAt: timestamptz('expires_at'),
  },
  (table) => [
    uniqueIndex('psp_sandbox_operations_kind_reference_unique').on(table.kind, table.reference),
    check(
      'psp_sandbox_operations_kind_known',
      sql`${table.kind} in ('charge', 'bank_transfer', 'payout', 'refund')`,
    ),
    check(
      'psp_sandbox_operations_status_known',
      sql`${table.status} in ('pending', 'succeeded', 'failed', 'cancelled')`,
    ),
    check('psp_sandbox_operations_amount_positive', sql`${table.amountMinor} > 0`),
  ],
);

/**
 * The sandbox's webhook queue (an outbox): written with the operation it reports, delivered by
 * the platform's payment jobs (timers and retries at runtime, an explicit flush in tests).
 */
export const pspSandboxEvents = pgTable(
  'psp_sandbox_events',
  {
    id: text('id').primaryKey(),
    /** The JSON body exactly as it is signed and posted. */
    body: text('body').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    /** When it is due (again); a claim pushes it forward; null once delivered or given up. */
    nextAttemptAt: timestamptz('next_attempt_at'),
    attempts: integer('attempts').notNull().default(0),
    deliveredAt: timestamptz('delivered_at'),
    lastError: text('last_error'),
  },
  (table) => [
    index('psp_sandbox_events_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.nextAttemptAt} is not null`),
  ],
);
