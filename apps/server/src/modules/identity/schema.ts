import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns';

/**
 * Player accounts. The email is stored lowercased (no citext: one rule, checked here), the password
 * only as an argon2id hash. The registration fields are filled by the registration module; the
 * status fields drive the app configuration and the play checks (spec 000 §3, §6; spec 001 §3, §6).
 */
export const players = pgTable(
  'players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** ISO 3166-1 alpha-2, upper case. */
    country: char('country', { length: 2 }).notNull(),
    /** ISO 4217, the currency the player's wallet is kept in. */
    currency: text('currency').notNull(),
    locale: text('locale').notNull(),
    mobilePrefix: text('mobile_prefix'),
    mobile: text('mobile'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    state: text('state'),
    city: text('city'),
    postalCode: text('postal_code'),
    district: text('district'),
    department: text('department'),
    identityDocumentType: text('identity_document_type'),
    identityDocumentNumber: text('identity_document_number'),
    sex: text('sex'),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /** '0' means clear; anything else blocks real play (spec 000 §6). */
    amlStatus: text('aml_status').notNull().default('0'),
    kycStatus: text('kyc_status').notNull().default('0'),
    isWithinBonusCap: boolean('is_within_bonus_cap').notNull().default(true),
    hasGameplayBlock: boolean('has_gameplay_block').notNull().default(false),
    hasScanVerification: boolean('has_scan_verification').notNull().default(false),
    hasUnverifiedBlock: boolean('has_unverified_block').notNull().default(false),
    hasPepBlock: boolean('has_pep_block').notNull().default(false),
    hasKycBlock: boolean('has_kyc_block').notNull().default(false),
    hasRgTriggerBlock: boolean('has_rg_trigger_block').notNull().default(false),
    loginInfoAcceptedAt: timestamptz('login_info_accepted_at'),
    awaitingMigration: boolean('awaiting_migration').notNull().default(false),
    awaitingLugasDeMigration: boolean('awaiting_lugas_de_migration').notNull().default(false),
    referralTag: text('referral_tag'),
    referralTagExpiresAt: timestamptz('referral_tag_expires_at'),
    /** Until when the player excluded themself; 'infinity' for a permanent exclusion. */
    selfExcludedUntil: timestamptz('self_excluded_until'),
    /** Until when the player's time-out (panic button, spec 001 §4) keeps deposits and play closed. */
    timedOutUntil: timestamptz('timed_out_until'),
    /** Set when the operator blocks the account: no deposits and no play (DESIGN §4 policy). */
    blockedAt: timestamptz('blocked_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('players_email_unique').on(table.email),
    check('players_email_lowercase', sql`${table.email} = lower(${table.email})`),
    check('players_country_iso', sql`${table.country} ~ '^[A-Z]{2}$'`),
  ],
);

/**
 * Server-side sessions. The id is the SHA-256 (hex) of the cookie's token, so a copy of this table
 * opens no session. A session without a player is a visitor's: it carries the CSRF token of the
 * login form until the login replaces it with a new session.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
    /** The absolute end, however active the session stays. */
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [
    index('sessions_player_id_idx').on(table.playerId),
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * Every change an operator makes to a player's compliance statuses (spec 000 §6): who, when, what
 * and why. Append-only by use: the identity module only ever inserts here.
 */
export const playerComplianceChanges = pgTable(
  'player_compliance_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id),
    /** The operator API key's id that made the change. */
    operatorId: text('operator_id').notNull(),
    /** The fields set, as sent (after validation). */
    changes: jsonb('changes').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('player_compliance_changes_player_idx').on(table.playerId, table.createdAt)],
);
