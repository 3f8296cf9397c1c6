import type { JackpotTier } from '@playfair/contracts/jackpot-feed';
import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Jackpot pools (spec 000 §3 jackpot, §7): one row per game, tier and currency, in minor units
 * (DESIGN §4). Seeded at start for the catalogue's jackpot games, then kept current by the game
 * providers' signed feed. `game_id` is the catalogue's game id (no foreign key across modules).
 */
export const jackpotPools = pgTable(
  'jackpot_pools',
  {
    gameId: text('game_id').notNull(),
    tier: text('tier').$type<JackpotTier>().notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** Who wrote the amount last: `seed`, or the reporting provider's id. */
    source: text('source').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.tier, table.currency] }),
    index('jackpot_pools_currency_idx').on(table.currency),
    check('jackpot_pools_amount_nonnegative', sql`${table.amountMinor} >= 0`),
    check('jackpot_pools_currency_iso', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    check('jackpot_pools_tier_known', sql`${table.tier} in ('mini', 'minor', 'major', 'mega')`),
  ],
);
