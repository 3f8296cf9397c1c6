import { sql } from 'drizzle-orm';
import { char, check, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns';

// spec 000 §1/§4 the Croatian migration (DESIGN §4: HRK → EUR at the fixed rate 7.53450): one row
// per player and migration. The conversion itself is one transaction that ends by marking the row
// `done`, so a crash leaves it `requested` and the next run starts it again from the beginning.

export type CurrencyMigrationStatus = 'requested' | 'done';

export const currencyMigrations = pgTable(
  'currency_migrations',
  {
    playerId: uuid('player_id').primaryKey(),
    fromCurrency: char('from_currency', { length: 3 }).notNull(),
    toCurrency: char('to_currency', { length: 3 }).notNull(),
    /** The fixed conversion rate, as text (`7.53450` kuna to the euro). */
    rate: text('rate').notNull(),
    status: text('status').$type<CurrencyMigrationStatus>().notNull().default('requested'),
    requestedAt: timestamptz('requested_at').notNull().defaultNow(),
    finishedAt: timestamptz('finished_at'),
    /** What was converted: each balance, limit and withdrawal, before and after. */
    summary: jsonb('summary').$type<Record<string, unknown>>(),
  },
  (table) => [
    check('currency_migrations_status_known', sql`${table.status} in ('requested', 'done')`),
  ],
);
