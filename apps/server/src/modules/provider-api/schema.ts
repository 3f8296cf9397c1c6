import type { ROUND_STATUSES } from '@playfair/contracts/gaming';
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
] as const;
export type ProviderTransactionKind = (typeof PROVIDER_TRANSACTION_KINDS)[number];

export type RoundStatus = (typeof ROUND_STATUSES)[number];

/**
 * A launch (DESIGN §7): a provider traded a launch token, so this player opened this game there.
 * A debit is taken only within a live launch of the calling provider for its player and game (not
 * closed, used within the idle limit, opened within the absolute limit), so a provider cannot
 * stake for a player who never opened its game. Credits and rollbacks are bound through the debit
 * they name. A newer launch of the same provider, player and game closes the older one.
 */
export const gameLaunches = pgTable(
  'game_launches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: text('provider_id').notNull(),
    playerId: uuid('player_id').notNull(),
    gameId: text('game_id').notNull(),
    /** The player's currency when the game was opened (the launch token's). */
    currency: char('currency', { length: 3 }).notNull(),
    openedAt: timestamptz('opened_at').notNull(),
    /** Moved on by accepted debits, at most once a minute (a write per stake would cost). */
    lastUsedAt: timestamptz('last_used_at').notNull(),
    closedAt: timestamptz('closed_at'),
  },
  (table) => [
    // The debit's lookup and the player's close-session; only live launches are ever looked up.
    index('game_launches_open_idx')
      .on(table.playerId, table.gameId, table.providerId)
      .where(sql`${table.closedAt} is null`),
  ],
);

/**
 * A game session (spec 001 §3 "Game session: sessionId, bet, win, gameName, meta.NetLoss,
 * sessionStart"): the rounds one player plays at one game in one sitting. At most one is open per
 * player and game; the player ends them with GET /user/close-session, and a round arriving after
 * the idle limit starts a new one.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id').notNull(),
    gameId: text('game_id').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    startedAt: timestamptz('started_at').notNull(),
    lastActivityAt: timestamptz('last_activity_at').notNull(),
    endedAt: timestamptz('ended_at'),
    /** Stakes that stand (rolled-back debits are taken off again), minor units. */
    betMinor: bigint('bet_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    winMinor: bigint('win_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (table) => [
    uniqueIndex('game_sessions_open_unique')
      .on(table.playerId, table.gameId)
      .where(sql`${table.endedAt} is null`),
    index('game_sessions_player_idx').on(table.playerId, table.startedAt),
  ],
);

/**
 * A game round as the provider names it (DESIGN §7): open until a credit ends it (completed) or
 * every debit of it is rolled back (cancelled). The history and the net-loss figures read these.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: text('provider_id').notNull(),
    roundId: text('round_id').notNull(),
    playerId: uuid('player_id').notNull(),
    gameId: text('game_id').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    status: text('status').$type<RoundStatus>().notNull().default('open'),
    /** Stakes that stand (rolled-back debits are taken off again), minor units. */
    betMinor: bigint('bet_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    winMinor: bigint('win_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    startedAt: timestamptz('started_at').notNull(),
    endedAt: timestamptz('ended_at'),
    gameSessionId: uuid('game_session_id')
      .notNull()
      .references(() => gameSessions.id),
  },
  (table) => [
    uniqueIndex('game_rounds_provider_round_unique').on(table.providerId, table.roundId),
    index('game_rounds_player_started_idx').on(table.playerId, table.startedAt),
    check('game_rounds_status_known', sql`${table.status} in ('open', 'completed', 'cancelled')`),
    check(
      'game_rounds_ended_when_closed',
      sql`(${table.status} = 'open') = (${table.endedAt} is null)`,
    ),
  ],
);

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
    /** The player's cash balance right after this call: the answer a replay gets again. */
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
    check(
      'provider_transactions_kind_known',
      sql`${table.kind} in ('debit', 'credit', 'rollback', 'rollback_tombstone')`,
    ),
    check('provider_transactions_amount_not_negative', sql`${table.amountMinor} >= 0`),
    check(
      'provider_transactions_links_by_kind',
      sql`(${table.kind} in ('rollback', 'rollback_tombstone')) = (${table.originalTransactionId} is not null) and (${table.kind} = 'credit') = (${table.debitTransactionId} is not null)`,
    ),
    // The ledger refuses zero amounts: a zero credit and a tombstone move nothing (DESIGN §4).
    check(
      'provider_transactions_transfer_by_kind',
      sql`(${table.ledgerTransferId} is not null) = (${table.kind} in ('debit', 'rollback') or (${table.kind} = 'credit' and ${table.amountMinor} > 0))`,
    ),
  ],
);
