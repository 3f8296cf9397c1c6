import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  date,
  index,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns';

/**
 * Player accounts. The email is stored lowercased (no citext: one rule, checked here), the password
 * only as an argon2id hash. The registration fields are filled by the registration module. What
 * stands between a player and play (statuses, blocks, exclusions) is the restrictions module's.
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
    isWithinBonusCap: boolean('is_within_bonus_cap').notNull().default(true),
    /** When the player last accepted the login-info popup (spec 000 §2). */
    loginInfoAcceptedAt: timestamptz('login_info_accepted_at'),
    /** When the newest player session began (a login, a registration, a BankID return). */
    lastLoginAt: timestamptz('last_login_at'),
    /** When the session before it began: what the login-info popup shows. */
    previousLoginAt: timestamptz('previous_login_at'),
    awaitingMigration: boolean('awaiting_migration').notNull().default(false),
    awaitingLugasDeMigration: boolean('awaiting_lugas_de_migration').notNull().default(false),
    /** spec 001 §2/§3: a Peruvian player who has yet to complete the MINCETUR migration form. */
    awaitingPeMigration: boolean('awaiting_pe_migration').notNull().default(false),
    referralTag: text('referral_tag'),
    referralTagExpiresAt: timestamptz('referral_tag_expires_at'),
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
