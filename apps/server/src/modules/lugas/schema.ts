import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns';

// spec 001 §2/§3/§7 the German (GGL) flows: the LUGAS migration and the annual KYC review.

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

/** A German player's annual KYC review (GGL): what they confirmed, and when. */
export const annualKycReviews = pgTable(
  'annual_kyc_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id').notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    completedAt: timestamptz('completed_at').notNull().defaultNow(),
  },
  (table) => [index('annual_kyc_reviews_player_idx').on(table.playerId, table.completedAt)],
);
