import { sql } from 'drizzle-orm';
import {
  NOTIFICATION_EVENT_TYPES,
  type NotificationLink,
} from '@playfair/contracts/player-notifications';
import {
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
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

/**
 * A player's notifications (spec 000 §3 Notification; decision 011): written in the transaction of
 * the news they tell, pushed live by the `notification.created` fact, kept in the inbox unless
 * transient. The text is one message per locale; money is in minor units of `currency`.
 */
export const playerNotifications = pgTable(
  'player_notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    playerId: uuid('player_id').notNull(),
    eventType: text('event_type').notNull(),
    message: jsonb('message').$type<Record<string, string>>().notNull(),
    timeoutMs: integer('timeout_ms').notNull(),
    position: integer('position'),
    currency: char('currency', { length: 3 }),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    minCashbackMinor: bigint('min_cashback_minor', { mode: 'bigint' }),
    minRounds: integer('min_rounds'),
    link: text('link').$type<NotificationLink>(),
    /** Kept in the inbox; a transient one (a stake below a race's minimum) is only pushed. */
    isKept: boolean('is_kept').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    /** Shown on screen once (a toast, or an onload action). */
    seenAt: timestamptz('seen_at'),
    readAt: timestamptz('read_at'),
  },
  (table) => [
    check(
      'player_notifications_event_type_known',
      sql.raw(`event_type in (${NOTIFICATION_EVENT_TYPES.map((type) => `'${type}'`).join(', ')})`),
    ),
    check('player_notifications_timeout_positive', sql`${table.timeoutMs} > 0`),
    index('player_notifications_inbox_idx')
      .on(table.playerId, table.id)
      .where(sql`${table.isKept}`),
    index('player_notifications_unread_idx')
      .on(table.playerId)
      .where(sql`${table.isKept} and ${table.readAt} is null`),
  ],
);
