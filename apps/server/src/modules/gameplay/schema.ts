import type { ROUND_STATUSES } from '@playfair/contracts/gaming';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns';

export type RoundStatus = (typeof ROUND_STATUSES)[number];

/**
 * A launch (DESIGN §7): a provider traded a launch token, so this player opened this game there.
 * A debit is taken only within a live launch of the calling provider for its player and game (not
 * closed, used within the idle limit, opened within the absolute limit), so a provider cannot
 * stake for a player who never opened its game. Credits and rollbacks are bound through the debit
 * they name. A player has one live launch at most (DESIGN §10, GlüStV §6h: no parallel play): a new
 * launch closes every other, and a stake for a closed one is refused.
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
    /**
     * The highest stake of one round here, minor units (the market's slot stake cap for this
     * player's age, DESIGN §8); null: none.
     */
    stakeCapMinor: bigint('stake_cap_minor', { mode: 'bigint' }),
    /** A stake needs a game session with limits chosen on the check screen (spec 001 §6 gamelimits). */
    requiresSessionLimits: boolean('requires_session_limits').notNull().default(false),
  },
  (table) => [
    // The debit's lookup and the player's close-session; only live launches are ever looked up.
    index('game_launches_open_idx')
      .on(table.playerId, table.gameId, table.providerId)
      .where(sql`${table.closedAt} is null`),
    uniqueIndex('game_launches_one_live_per_player')
      .on(table.playerId)
      .where(sql`${table.closedAt} is null`),
  ],
);

/**
 * A game session (spec 001 §3 "Game session: sessionId, bet, win, gameName, meta.NetLoss,
 * sessionStart"): the rounds one player plays at one game in one sitting. At most one is open per
 * player and game; the player ends them with GET /user/close-session, and a round arriving after
 * the idle limit starts a new one. Where the market asks (spec 001 §6 gamelimits), the session
 * starts on the check screen with the player's limits, which never change while it runs.
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
    /** Limits chosen on the check screen: minutes the session may last, and its end. */
    durationLimitMinutes: integer('duration_limit_minutes'),
    limitEndsAt: timestamptz('limit_ends_at'),
    /** The highest net loss (stakes minus wins) of the session, minor units. */
    netLossLimitMinor: bigint('net_loss_limit_minor', { mode: 'bigint' }),
  },
  (table) => [
    check(
      'game_sessions_limits_whole',
      sql`(${table.durationLimitMinutes} is null) = (${table.limitEndsAt} is null)
        and (${table.durationLimitMinutes} is null) = (${table.netLossLimitMinor} is null)`,
    ),
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
