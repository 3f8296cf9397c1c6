import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns';

// spec 001 §2/§5/§7 marketing consents: each channel's current answer, and every change kept.

export const MARKETING_CHANNELS = ['email', 'sms', 'phone', 'post'] as const;
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];

const CHANNEL_CHECK = "('email', 'sms', 'phone', 'post')";

export const playerMarketingConsents = pgTable(
  'player_marketing_consents',
  {
    playerId: uuid('player_id').notNull(),
    channel: text('channel').$type<MarketingChannel>().notNull(),
    isConsented: boolean('is_consented').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.channel] }),
    check('player_marketing_consents_channel_known', sql.raw(`channel in ${CHANNEL_CHECK}`)),
  ],
);

/** Every change of a consent, never updated or deleted: who said what, when, and where. */
export const marketingConsentChanges = pgTable(
  'marketing_consent_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    playerId: uuid('player_id').notNull(),
    channel: text('channel').$type<MarketingChannel>().notNull(),
    isConsented: boolean('is_consented').notNull(),
    /** Where it was given: registration, the consents modal, a migration, the account page. */
    source: text('source').notNull(),
    ip: text('ip'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('marketing_consent_changes_player_idx').on(table.playerId, table.createdAt),
    check('marketing_consent_changes_channel_known', sql.raw(`channel in ${CHANNEL_CHECK}`)),
  ],
);
