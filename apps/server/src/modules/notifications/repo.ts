import { and, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { outbox } from './schema';

export type OutboxChannel = (typeof outbox.$inferSelect)['channel'];

export type NewOutboxMessage = {
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
};

export type OutboxRow = typeof outbox.$inferSelect;

export async function insertOutboxMessage(
  db: Database,
  message: NewOutboxMessage,
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({ ...message, createdAt: now, nextAttemptAt: now })
    .returning({ id: outbox.id });
  if (row === undefined) throw new Error('outbox insert returned no row');
  return row.id;
}

/** Who the dev outbox is asked about: an email address, or a mobile number by its digits. */
export type RecipientQuery = { email: string } | { mobileDigits: string };

/** The newest messages to one recipient, newest first. */
export async function listOutboxFor(
  db: Database,
  query: RecipientQuery,
  limit: number,
): Promise<OutboxRow[]> {
  const matches =
    'email' in query
      ? and(eq(outbox.channel, 'email'), eq(outbox.recipient, query.email))
      : and(
          eq(outbox.channel, 'sms'),
          sql`regexp_replace(${outbox.recipient}, '[^0-9]', '', 'g') = ${query.mobileDigits}`,
        );
  return db
    .select()
    .from(outbox)
    .where(matches)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
}

/**
 * Claims up to `limit` due messages of the given channels for `leaseMs`: locked rows are skipped,
 * so several processes never claim the same message; a claim that is never settled (the process
 * died) becomes due again when the lease runs out.
 */
export async function claimDueMessages(
  db: Database,
  channels: readonly OutboxChannel[],
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<OutboxRow[]> {
  if (channels.length === 0) return [];
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          isNull(outbox.sentAt),
          isNotNull(outbox.nextAttemptAt),
          lte(outbox.nextAttemptAt, now),
          inArray(outbox.channel, [...channels]),
        ),
      )
      .orderBy(outbox.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outbox)
      .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(
        inArray(
          outbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export async function markSent(db: Database, id: number, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({
      sentAt: now,
      attempts: sql`${outbox.attempts} + 1`,
      lastError: null,
      nextAttemptAt: null,
    })
    .where(eq(outbox.id, id));
}

/** Records a failed attempt; `retryAt` null gives up on the message. */
export async function markFailed(
  db: Database,
  id: number,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, lastError: error, nextAttemptAt: retryAt })
    .where(eq(outbox.id, id));
}
