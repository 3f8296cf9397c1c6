import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns';

/**
 * One row per registration. The row is written first as a claim on the email and the mobile (the
 * unique indexes make two registrations racing for either one fail cleanly: statuses 42 and 114),
 * then completed with the player id identity gave the new player. A claim left without a player
 * (the process died in between) is stale after a few minutes and may be taken over.
 * Keeps what the players table has no column for: the country id, consents, the deposit limit asked
 * at registration, the device fingerprint and the email verification.
 */
export const registrations = pgTable(
  'registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** players.id (identity); null while the registration is being made. */
    playerId: uuid('player_id'),
    /** Lower case, as identity stores it. */
    email: text('email').notNull(),
    /** "+49 15112345678": one account per number (status 114). */
    mobile: text('mobile').notNull(),
    countryId: integer('country_id').notNull(),
    /** The deposit limit asked at registration (DESIGN §4: minor units), where the market asks one. */
    depositLimitMinor: bigint('deposit_limit_minor', { mode: 'number' }),
    currency: text('currency').notNull(),
    groupMarketingConsent: boolean('group_marketing_consent').notNull().default(false),
    termsAcceptedAt: timestamptz('terms_accepted_at'),
    privacyAcceptedAt: timestamptz('privacy_accepted_at'),
    deviceFingerprint: text('device_fingerprint'),
    /** HMAC of the emailed verification code (emailVerification feature); never the code. */
    emailVerificationHash: text('email_verification_hash'),
    emailVerificationExpiresAt: timestamptz('email_verification_expires_at'),
    emailVerificationAttempts: integer('email_verification_attempts').notNull().default(0),
    emailVerifiedAt: timestamptz('email_verified_at'),
    createdAt: timestamptz('created_at').notNull(),
    completedAt: timestamptz('completed_at'),
  },
  (table) => [
    uniqueIndex('registrations_email_unique').on(table.email),
    uniqueIndex('registrations_mobile_unique').on(table.mobile),
    uniqueIndex('registrations_player_unique').on(table.playerId),
    check('registrations_email_lowercase', sql`${table.email} = lower(${table.email})`),
    check(
      'registrations_deposit_limit_positive',
      sql`${table.depositLimitMinor} is null or ${table.depositLimitMinor} > 0`,
    ),
  ],
);

/**
 * Registration SMS codes (spec 001 §4, §7 verify-sms): only an HMAC of the code is kept; a code is
 * good for 10 minutes, once, and for a few wrong tries.
 */
export const smsVerifications = pgTable(
  'sms_verifications',
  {
    id: uuid('id').primaryKey(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [index('sms_verifications_mobile_created_idx').on(table.mobile, table.createdAt)],
);

/** spec 001 §7: GET user/facebook-tracking/registration-start, kept here instead of sent out. */
export const registrationEvents = pgTable(
  'registration_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    event: text('event', { enum: ['registration-start'] }).notNull(),
    locale: text('locale').notNull(),
    country: text('country').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    check('registration_events_event_known', sql`${table.event} in ('registration-start')`),
    index('registration_events_created_idx').on(table.createdAt),
  ],
);
