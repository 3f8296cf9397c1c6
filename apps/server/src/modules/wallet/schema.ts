import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns';

export const LEDGER_ACCOUNT_KINDS = [
  'player_cash',
  /**
   * DESIGN §11: a player's bonus money, never mixed with cash: playable, not withdrawable; it
   * becomes cash (a `bonus_conversion`) once its wagering is done, or goes back to the house.
   */
  'player_bonus',
  /** A player's money held for withdrawals awaiting the operator's decision. */
  'player_withdrawal',
  'house',
  'payment_clearing',
  'provider',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

export const LEDGER_TRANSFER_KINDS = [
  'deposit',
  /** player_cash → player_withdrawal when a withdrawal is requested. */
  'withdrawal_hold',
  /** player_withdrawal → player_cash when it is cancelled or rejected. */
  'withdrawal_release',
  /** player_withdrawal → payment_clearing when the operator approves and it is paid. */
  'withdrawal',
  'bet',
  'win',
  'rollback',
  'adjustment',
  /** house → player_bonus: a bonus granted (a claim, an operator's grant, free-round wins). */
  'bonus_grant',
  /** player_bonus → player_cash: the wagering is done; exactly once per bonus. */
  'bonus_conversion',
  /** player_bonus → house: the bonus expired or was forfeited. */
  'bonus_forfeit',
  /** house → player_cash: cashback or a cash prize claimed. */
  'reward_payout',
  /**
   * A currency migration (HRK → EUR): the old currency's balance goes to the house, the new
   * currency's equivalent comes from it, one pair per player account, exactly once.
   */
  'currency_conversion',
] as const;
export type LedgerTransferKind = (typeof LEDGER_TRANSFER_KINDS)[number];

/** The name of the CHECK that keeps a player's cash at zero or above (DESIGN §4). */
export const PLAYER_CASH_NOT_NEGATIVE = 'ledger_accounts_player_cash_not_negative';

/**
 * DESIGN §4: one account per (kind, owner, currency). The balance is the sum of the transfers that
 * credited it minus those that debited it, kept in the row so a transfer can check it atomically;
 * across all accounts of a currency the balances sum to zero. House and clearing may go negative,
 * a player's cash and bonus never (enforced here, not only in code).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    /** The player id of a player_cash account, the provider id of a provider account; else null. */
    ownerId: text('owner_id'),
    /** ISO 4217. */
    currency: char('currency', { length: 3 }).notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    // A null owner counts as one value, so there is one house account per currency.
    uniqueIndex('ledger_accounts_kind_owner_currency_unique').on(
      table.kind,
      sql`coalesce(${table.ownerId}, '')`,
      table.currency,
    ),
    check(
      'ledger_accounts_kind_known',
      sql`${table.kind} in ('player_cash', 'player_bonus', 'player_withdrawal', 'house', 'payment_clearing', 'provider')`,
    ),
    check(
      'ledger_accounts_owner_by_kind',
      sql`(${table.kind} in ('player_cash', 'player_bonus', 'player_withdrawal', 'provider')) = (${table.ownerId} is not null)`,
    ),
    check('ledger_accounts_currency_iso', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check(
      PLAYER_CASH_NOT_NEGATIVE,
      sql`${table.kind} not in ('player_cash', 'player_bonus', 'player_withdrawal') or ${table.balanceMinor} >= 0`,
    ),
  ],
);

/**
 * DESIGN §4: every movement is one row with two sides, never updated or deleted (a trigger in the
 * migration refuses both; a correction is a new transfer). The idempotency key is claimed here, in
 * the same transaction as the balance writes; `request_hash` is the SHA-256 of the canonical payload
 * so a replay with another payload is told apart. The balances after the movement are kept so a
 * replay answers exactly the first answer.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    kind: text('kind').$type<LedgerTransferKind>().notNull(),
    debitAccountId: uuid('debit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: uuid('credit_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    debitBalanceAfterMinor: bigint('debit_balance_after_minor', { mode: 'bigint' }).notNull(),
    creditBalanceAfterMinor: bigint('credit_balance_after_minor', { mode: 'bigint' }).notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_transfers_idempotency_key_unique').on(table.idempotencyKey),
    index('ledger_transfers_debit_account_idx').on(table.debitAccountId, table.createdAt),
    index('ledger_transfers_credit_account_idx').on(table.creditAccountId, table.createdAt),
    check('ledger_transfers_amount_positive', sql`${table.amountMinor} > 0`),
    check('ledger_transfers_two_sides', sql`${table.debitAccountId} <> ${table.creditAccountId}`),
    check(
      'ledger_transfers_kind_known',
      sql`${table.kind} in ('deposit', 'withdrawal_hold', 'withdrawal_release', 'withdrawal', 'bet', 'win', 'rollback', 'adjustment', 'bonus_grant', 'bonus_conversion', 'bonus_forfeit', 'reward_payout', 'currency_conversion')`,
    ),
  ],
);
