import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../db/columns';

/**
 * Facts other modules act on (DESIGN §3): a round settled, a deposit confirmed, a player
 * restricted. Each is written in the same transaction as the change it describes, so a fact exists
 * exactly when its change does; rows are never updated.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    /** Increasing within a process's view; a push stream's event id. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    /** The player the fact is about, when it is about one (push streams read by it). */
    playerId: text('player_id'),
    payload: jsonb('payload').notNull(),
    occurredAt: timestamptz('occurred_at').notNull(),
  },
  (table) => [
    index('domain_events_player_idx')
      .on(table.playerId, table.id)
      .where(sql`${table.playerId} is not null`),
  ],
);

/**
 * One row per fact and subscriber still to hand over, written with the fact. A delivery claims
 * its row (FOR UPDATE SKIP LOCKED), runs the subscriber in the same transaction and deletes the
 * row: what the subscriber writes commits exactly when the row goes. A failure leaves the row for
 * a later try; after the last try it stays, with no next try, for the operator.
 */
export const eventDeliveries = pgTable(
  'event_deliveries',
  {
    subscriber: text('subscriber').notNull(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => domainEvents.id),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the next try may run; null once the tries are used up. */
    nextAttemptAt: timestamptz('next_attempt_at'),
  },
  (table) => [
    primaryKey({ columns: [table.subscriber, table.eventId] }),
    index('event_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.nextAttemptAt} is not null`),
  ],
);
