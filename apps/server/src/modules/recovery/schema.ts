import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns';

/**
 * Forgot-password codes (spec 001 §4 "Forgot password"): one row per code sent. Only an HMAC of the
 * code is kept, keyed by the row's random id; a code is good for 10 minutes, once, and for a few
 * wrong tries. `recipient` is where it went (an email address or "+49 15112345678").
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey(),
    playerId: uuid('player_id').notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [
    check('recovery_codes_channel_known', sql`${table.channel} in ('email', 'sms')`),
    index('recovery_codes_recipient_created_idx').on(table.recipient, table.createdAt),
  ],
);
