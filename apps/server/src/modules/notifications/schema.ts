import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/db/columns';

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;

/**
 * Every email and SMS the platform sends, written in the same request that decides to send it and
 * delivered afterwards by the delivery loop (DESIGN §3: rows claimed with FOR UPDATE SKIP LOCKED).
 * With no transport configured the rows stay here and GET /dev/outbox shows them.
 */
export const outbox = pgTable(
  'outbox',
  {
    /** Increasing: "newest first" is well defined even for messages of the same instant. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    /** A lower-case email address, or a mobile number as "+49 15112345678". */
    recipient: text('recipient').notNull(),
    /** Email only. */
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    sentAt: timestamptz('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the loop may try (again); a claim pushes it forward; null once it has given up. */
    nextAttemptAt: timestamptz('next_attempt_at'),
  },
  (table) => [
    check('outbox_channel_known', sql`${table.channel} in ('email', 'sms')`),
    check('outbox_attempts_not_negative', sql`${table.attempts} >= 0`),
    index('outbox_recipient_created_idx').on(table.recipient, table.createdAt),
    index('outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null and ${table.nextAttemptAt} is not null`),
  ],
);
