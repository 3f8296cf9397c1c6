import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns';

export const PROVIDER_TRANSACTION_KINDS = [
  'debit',
  'credit',
  'rollback',
  /** A rollback of a debit never seen: no money moves, and the late debit is then refused. */
  'rollback_tombstone',
  /** A round of a free-rounds grant (DESIGN §11): no stake; `amount_minor` is its win. */
  'free_round',
] as const;
export type ProviderTransactionKind = (typeof PROVIDER_TRANSACTION_KINDS)[number];

/**
 * Every call of a provider that moves money or could (DESIGN §4, §7): the provider's transaction
 * id is the idempotency key, claimed under the primary key in the same transaction as the ledger
 * transfer. `request_hash` tells a replay (the first answer, kept in `balance_after_minor` and the
 * answered id) from a conflicting reuse. Append-only: a trigger in the migration refuses UPDATE,
 * DELETE and TRUNCATE, as for the ledger.
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    providerId: text('provider_id').notNull(),
    transactionId: text('transaction_id').notNull(),
    /** The casino's id of the movement when no ledger transfer carries one (zero credit, tombstone). */
    id: uuid('id').notNull().defaultRandom(),
    kind: text('kind').$type<ProviderTransactionKind>().notNull(),
    playerId: uuid('player_id').notNull(),
    roundId: text('round_id').notNull(),
    gameId: text('game_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** The ledger transfer that moved the money; null for a zero credit and a tombstone. */
    ledgerTransferId: uuid('ledger_transfer_id'),
    /** A rollback's (or tombstone's) cancelled debit. */
    originalTransactionId: text('original_transaction_id'),
    /** A credit's paid debit. */
    debitTransactionId: text('debit_transaction_id'),
    /** A credit's `roundEnded` (default true). */
    roundEnded: boolean('round_ended'),
    requestHash: text('request_hash').notNull(),
    /**
     * The bonus money in `amount_minor` (decision 009): a debit's part taken from bonus, a credit's
     * or rollback's part paid back to bonus. The rest is cash.
     */
    bonusAmountMinor: bigint('bonus_amount_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** A free round's grant (the casino's grant id). */
    freeRoundsId: uuid('free_rounds_id'),
    /** The player's playable balance (cash and bonus) right after this call: a replay's answer. */
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'bigint' }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.transactionId] }),
    uniqueIndex('provider_transactions_id_unique').on(table.id),
    // One rollback per debit: a racing second one fails here rather than refunding twice.
    uniqueIndex('provider_transactions_one_rollback_per_debit')
      .on(table.providerId, table.originalTransactionId)
      .where(sql`${table.originalTransactionId} is not null`),
    index('provider_transactions_credit_of_debit_idx')
      .on(table.providerId, table.debitTransactionId)
      .where(sql`${table.debitTransactionId} is not null`),
    index('provider_transactions_round_idx').on(table.providerId, table.roundId),
    // A player's stakes of bonus money (decision 009: a bonus is spent only when none is open).
    index('provider_transactions_bonus_debits_idx')
      .on(table.playerId)
      .where(sql`${table.kind} = 'debit' and ${table.bonusAmountMinor} > 0`),
    check(
      'provider_transactions_kind_known',
      sql`${table.kind} in ('debit', 'credit', 'rollback', 'rollback_tombstone', 'free_round')`,
    ),
    check(
      'provider_transactions_free_round_grant',
      sql`(${table.kind} = 'free_round') = (${table.freeRoundsId} is not null)`,
    ),
    check(
      'provider_transactions_bonus_part',
      sql`${table.bonusAmountMinor} between 0 and ${table.amountMinor}`,
    ),
    check('provider_transactions_amount_not_negative', sql`${table.amountMinor} >= 0`),
    check(
      'provider_transactions_links_by_kind',
      sql`(${table.kind} in ('rollback', 'rollback_tombstone')) = (${table.originalTransactionId} is not null) and (${table.kind} = 'credit') = (${table.debitTransactionId} is not null)`,
    ),
    // The ledger refuses zero amounts: a zero credit and a tombstone move nothing (DESIGN §4).
    check(
      'provider_transactions_transfer_by_kind',
      sql`(${table.ledgerTransferId} is not null) = (${table.kind} in ('debit', 'rollback') or (${table.kind} in ('credit', 'free_round') and ${table.amountMinor} > 0))`,
    ),
  ],
);
