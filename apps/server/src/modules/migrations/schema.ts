import { sql } from 'drizzle-orm';
import { bigint, boolean, char, check, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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

// spec 001 §2/§3/§7 the German (GGL) LUGAS migration.

/**
 * A German player's registration with LUGAS, the regulator's cross-operator system: the monthly
 * deposit limit they gave it (their limit file entry) and the details the migration asked for.
 */
export const lugasRegistrations = pgTable('lugas_registrations', {
  playerId: uuid('player_id').primaryKey(),
  /** The person's key in the limit file (a hash of who they are, never their name). */
  personKey: text('person_key').notNull(),
  monthlyLimitMinor: bigint('monthly_limit_minor', { mode: 'bigint' }).notNull(),
  placeOfBirth: text('place_of_birth').notNull(),
  maidenName: text('maiden_name'),
  termsConsentedAt: timestamptz('terms_consented_at').notNull(),
  privacyConsentedAt: timestamptz('privacy_consented_at').notNull(),
  registeredAt: timestamptz('registered_at').notNull().defaultNow(),
});

/**
 * The sandbox's limit file (LUGAS "Limitdatei"): each person's cross-operator monthly deposit
 * limit and whether they hold an active session at another operator now. The live register is a
 * remote service behind the same interface.
 */
export const lugasSandboxPersons = pgTable(
  'lugas_sandbox_persons',
  {
    personKey: text('person_key').primaryKey(),
    monthlyLimitMinor: bigint('monthly_limit_minor', { mode: 'bigint' }).notNull(),
    isActiveElsewhere: boolean('is_active_elsewhere').notNull().default(false),
    operatorId: text('operator_id'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [check('lugas_sandbox_limit_positive', sql`${table.monthlyLimitMinor} > 0`)],
);
