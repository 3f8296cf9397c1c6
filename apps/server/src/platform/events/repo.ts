import { and, asc, desc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { domainEvents, eventDeliveries } from './schema';

export type StoredEvent = typeof domainEvents.$inferSelect;
export type DeliveryRow = typeof eventDeliveries.$inferSelect;

/** Writes a fact and a delivery row for each of its subscribers; answers the fact's id. */
export async function insertEvent(
  tx: Database,
  event: { type: string; playerId: string | null; payload: unknown; occurredAt: Date },
  subscribers: readonly string[],
  firstAttemptAt: Date,
): Promise<number> {
  const [row] = await tx.insert(domainEvents).values(event).returning({ id: domainEvents.id });
  const id = row!.id;
  if (subscribers.length > 0) {
    await tx.insert(eventDeliveries).values(
      subscribers.map((subscriber) => ({
        subscriber,
        eventId: id,
        nextAttemptAt: firstAttemptAt,
      })),
    );
  }
  return id;
}

/**
 * The next due delivery of `subscribers`, locked for the transaction `tx` (another process skips
 * it), with its fact; undefined when none is due.
 */
export async function claimDueDelivery(
  tx: Database,
  subscribers: readonly string[],
  now: Date,
): Promise<{ delivery: DeliveryRow; event: StoredEvent } | undefined> {
  if (subscribers.length === 0) return undefined;
  const [delivery] = await tx
    .select()
    .from(eventDeliveries)
    .where(
      and(
        isNotNull(eventDeliveries.nextAttemptAt),
        lte(eventDeliveries.nextAttemptAt, now),
        inArray(eventDeliveries.subscriber, [...subscribers]),
      ),
    )
    .orderBy(asc(eventDeliveries.nextAttemptAt), asc(eventDeliveries.eventId))
    .limit(1)
    .for('update', { skipLocked: true });
  if (delivery === undefined) return undefined;
  const [event] = await tx.select().from(domainEvents).where(eq(domainEvents.id, delivery.eventId));
  return { delivery, event: event! };
}

export async function deleteDelivery(tx: Database, subscriber: string, eventId: number) {
  await tx
    .delete(eventDeliveries)
    .where(and(eq(eventDeliveries.subscriber, subscriber), eq(eventDeliveries.eventId, eventId)));
}

/** Counts a failed try; `nextAttemptAt` null gives up. */
export async function recordFailedDelivery(
  db: Database,
  subscriber: string,
  eventId: number,
  error: string,
  nextAttemptAt: Date | null,
): Promise<void> {
  await db
    .update(eventDeliveries)
    .set({ attempts: sql`${eventDeliveries.attempts} + 1`, lastError: error, nextAttemptAt })
    .where(and(eq(eventDeliveries.subscriber, subscriber), eq(eventDeliveries.eventId, eventId)));
}

/** A player's newest fact of `types` after `afterId`; undefined when there is none. */
export async function findLatestPlayerEvent(
  db: Database,
  playerId: string,
  types: readonly string[],
  afterId: number,
): Promise<StoredEvent | undefined> {
  if (types.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(domainEvents)
    .where(
      and(
        eq(domainEvents.playerId, playerId),
        gt(domainEvents.id, afterId),
        inArray(domainEvents.type, [...types]),
      ),
    )
    .orderBy(desc(domainEvents.id))
    .limit(1);
  return row;
}

/** Deliveries that gave up, for the operator and the tests. */
export async function listPlayerEventsAfter(
  db: Database,
  playerId: string,
  types: readonly string[],
  afterId: number,
  limit: number,
): Promise<StoredEvent[]> {
  if (types.length === 0) return [];
  return db
    .select()
    .from(domainEvents)
    .where(
      and(
        eq(domainEvents.playerId, playerId),
        gt(domainEvents.id, afterId),
        inArray(domainEvents.type, [...types]),
      ),
    )
    .orderBy(asc(domainEvents.id))
    .limit(limit);
}

export async function listAbandonedDeliveries(db: Database): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(eventDeliveries)
    .where(sql`${eventDeliveries.nextAttemptAt} is null`)
    .orderBy(asc(eventDeliveries.eventId));
}
