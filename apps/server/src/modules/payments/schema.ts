import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns';

// drizzle-kit reads only src/modules/*/schema.ts: the sandbox provider's tables are named here so
// they get migrations, while its code keeps them to itself.
export { pspSandboxCards, pspSandboxEvents, pspSandboxOperations } from './sandbox/schema';

export const PAYMENT_METHOD_KINDS = ['card', 'bank_transfer'] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

/**
 * A player's saved card (spec 001 §2 quick deposit, card removal popup): only what may be shown
 * and the provider's token, never the number or the CVC. Removal keeps the row (withdrawals and
 * history still name the card) and stops offering it.
 */
export const paymentCards = pgTable(
  'payment_cards',
  {
    /** The `accountId` of spec 001 §7 card removal and the deposit path's id. */
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id').notNull(),
    brand: text('brand').notNull(),
    last4: char('last4', { length: 4 }).notNull(),
    expiryMonth: smallint('expiry_month').notNull(),
    expiryYear: smallint('expiry_year').notNull(),
    /** Which provider holds the card, and its token there. */
    provider: text('provider').notNull(),
    token: text('token').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    removedAt: timestamptz('removed_at'),
  },
  (table) => [
    uniqueIndex('payment_cards_provider_token_unique').on(table.provider, table.token),
    index('payment_cards_player_idx').on(table.playerId, table.createdAt),
    check('payment_cards_last4_digits', sql`${table.last4} ~ '^[0-9]{4}$'`),
    check('payment_cards_expiry_month', sql`${table.expiryMonth} between 1 and 12`),
  ],
);

export const PAYMENT_STATUS_VALUES = ['pending', 'succeeded', 'failed', 'cancelled'] as const;
export type PaymentRowStatus = (typeof PAYMENT_STATUS_VALUES)[number];
export const REFUND_STATUSES = ['pending', 'refunded'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * A deposit through the payment provider. Created pending before the provider is asked (so its id
 * is the provider's reference and nothing the provider does can be lost); only the provider's
 * confirmation (webhook or status query) credits the wallet, under the ledger idempotency key
 * `payment:<id>` (DESIGN §4). The player's idempotency key makes a double submit one payment.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    playerId: uuid('player_id').notNull(),
    /** The widget's key for this attempt (ZDepositRequest.idempotency_key). */
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of what was asked (method, amount, currency): the same key for another ask is refused. */
    requestHash: text('request_hash').notNull(),
    method: text('method').$type<PaymentMethodKind>().notNull(),
    /** The saved card charged (or saved by this payment). */
    cardId: uuid('card_id').references(() => paymentCards.id),
    /** Card payments: "Visa •••• 4242"; bank transfers: the bank's id. */
    methodDetail: text('method_detail'),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    status: text('status').$type<PaymentRowStatus>().notNull(),
    /** An error code of packages/domain error-codes (PAYMENT_DECLINED, SELF_EXCLUDED, …). */
    failureCode: text('failure_code'),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    /** The service step (a bank's approval page) the player opens. */
    serviceUrl: text('service_url'),
    /** The ledger transfer that credited it. */
    transferId: uuid('transfer_id'),
    /** A confirmed payment the policy refused at confirmation is refunded (never credited). */
    refundStatus: text('refund_status').$type<RefundStatus>(),
    refundRef: text('refund_ref'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
    settledAt: timestamptz('settled_at'),
    /**
     * When the player was told how the payment ended: the cashier's answer or poll, else the next
     * page's onload action (updateDepositCount, or genericModal for a failure). Null while unsaid.
     */
    outcomeShownAt: timestamptz('outcome_shown_at'),
  },
  (table) => [
    uniqueIndex('payments_player_idempotency_unique').on(table.playerId, table.idempotencyKey),
    index('payments_player_created_idx').on(table.playerId, table.createdAt),
    // Every page of a logged-in player asks for these; there are few (most are shown at once).
    index('payments_unshown_outcome_idx')
      .on(table.playerId)
      .where(sql`${table.outcomeShownAt} is null and ${table.status} <> 'pending'`),
    index('payments_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'pending' or ${table.refundStatus} = 'pending'`),
    check('payments_amount_positive', sql`${table.amountMinor} > 0`),
    check('payments_currency_iso', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check('payments_method_known', sql`${table.method} in ('card', 'bank_transfer')`),
    check(
      'payments_status_known',
      sql`${table.status} in ('pending', 'succeeded', 'failed', 'cancelled')`,
    ),
    check(
      'payments_refund_status_known',
      sql`${table.refundStatus} is null or ${table.refundStatus} in ('pending', 'refunded')`,
    ),
    check(
      'payments_succeeded_has_transfer',
      sql`${table.status} <> 'succeeded' or ${table.transferId} is not null`,
    ),
  ],
);

/** Webhook events already handled, by the provider's event id: a redelivery changes nothing. */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    reference: text('reference').notNull(),
    receivedAt: timestamptz('received_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

export const WITHDRAWAL_STATUS_VALUES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type WithdrawalRowStatus = (typeof WITHDRAWAL_STATUS_VALUES)[number];
export const PAYOUT_STATUS_VALUES = ['pending', 'paid'] as const;
export type PayoutRowStatus = (typeof PAYOUT_STATUS_VALUES)[number];

/**
 * A withdrawal request. Its money is held at once (ledger withdrawal_hold, player_cash →
 * player_withdrawal) in the same transaction that writes this row; the decision — the player's
 * cancel, the operator's approve or reject — moves it on, with the row locked inside the
 * transfer's transaction so exactly one decision wins.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey(),
    playerId: uuid('player_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    method: text('method').$type<PaymentMethodKind>().notNull(),
    cardId: uuid('card_id').references(() => paymentCards.id),
    /** Card: "Visa •••• 4242"; bank transfer: the bank's id. */
    methodDetail: text('method_detail'),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    status: text('status').$type<WithdrawalRowStatus>().notNull(),
    createdAt: timestamptz('created_at').notNull(),
    decidedAt: timestamptz('decided_at'),
    /** The operator key's id, or `player` for a cancellation. */
    decidedBy: text('decided_by'),
    rejectReason: text('reject_reason'),
    provider: text('provider').notNull(),
    payoutStatus: text('payout_status').$type<PayoutRowStatus>(),
    payoutRef: text('payout_ref'),
  },
  (table) => [
    uniqueIndex('withdrawals_player_idempotency_unique').on(table.playerId, table.idempotencyKey),
    index('withdrawals_player_created_idx').on(table.playerId, table.createdAt),
    index('withdrawals_status_created_idx').on(table.status, table.createdAt),
    check('withdrawals_amount_positive', sql`${table.amountMinor} > 0`),
    check('withdrawals_currency_iso', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check('withdrawals_method_known', sql`${table.method} in ('card', 'bank_transfer')`),
    check(
      'withdrawals_status_known',
      sql`${table.status} in ('pending', 'approved', 'rejected', 'cancelled')`,
    ),
    check(
      'withdrawals_payout_status_known',
      sql`${table.payoutStatus} is null or ${table.payoutStatus} in ('pending', 'paid')`,
    ),
    check(
      'withdrawals_decided_has_time',
      sql`(${table.status} = 'pending') = (${table.decidedAt} is null)`,
    ),
  ],
);
