import { and, desc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db/client';
import { outbox, playerNotifications } from './schema';

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
 * Claims the next due message of the given channels until `leaseUntil`: locked rows are skipped,
 * so several processes never claim the same message. The lease is the claim's token: the claimer
 * renews it while it sends (`renewClaim`), and a claim that is not renewed (the process died)
 * becomes due again when it runs out.
 */
export async function claimNextDueMessage(
  db: Database,
  channels: readonly OutboxChannel[],
  now: Date,
  leaseUntil: Date,
): Promise<OutboxRow | undefined> {
  if (channels.length === 0) return undefined;
  return db.transaction(async (tx) => {
    const [due] = await tx
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
      .orderBy(outbox.nextAttemptAt, outbox.id)
      .limit(1)
      .for('update', { skipLocked: true });
    if (due === undefined) return undefined;
    const [claimed] = await tx
      .update(outbox)
      .set({ nextAttemptAt: leaseUntil })
      .where(eq(outbox.id, due.id))
      .returning();
    return claimed;
  });
}

/**
 * Moves a claim's lease from `heldUntil` to `until`; false when the claim is no longer this
 * claimer's (the message was settled, or its lease ran out and another process took it).
 */
export async function renewClaim(
  db: Database,
  id: number,
  heldUntil: Date,
  until: Date,
): Promise<boolean> {
  const renewed = await db
    .update(outbox)
    .set({ nextAttemptAt: until })
    .where(and(eq(outbox.id, id), isNull(outbox.sentAt), eq(outbox.nextAttemptAt, heldUntil)))
    .returning({ id: outbox.id });
  return renewed.length === 1;
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

// --- Players' notifications (the inbox) -----------------------------------------------------------

export type NotificationRow = typeof playerNotifications.$inferSelect;

export async function insertNotification(
  db: Database,
  row: typeof playerNotifications.$inferInsert,
): Promise<number> {
  const [inserted] = await db
    .insert(playerNotifications)
    .values(row)
    .returning({ id: playerNotifications.id });
  if (inserted === undefined) throw new Error('the notification insert answered no row');
  return inserted.id;
}

export async function notificationsByIds(
  db: Database,
  ids: readonly number[],
): Promise<NotificationRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(playerNotifications)
    .where(inArray(playerNotifications.id, [...ids]));
}

export async function countUnread(db: Database, playerId: string): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from ${playerNotifications}
        where player_id = ${playerId} and is_kept and read_at is null`,
  );
  return Number(row?.n ?? 0);
}

export async function countKept(db: Database, playerId: string): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from ${playerNotifications} where player_id = ${playerId} and is_kept`,
  );
  return Number(row?.n ?? 0);
}

/** A page of the player's kept notifications, newest first. */
export async function keptNotifications(
  db: Database,
  playerId: string,
  limit: number,
  offset: number,
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(playerNotifications)
    .where(and(eq(playerNotifications.playerId, playerId), eq(playerNotifications.isKept, true)))
    .orderBy(desc(playerNotifications.id))
    .limit(limit)
    .offset(offset);
}

/** Marks the player's own unread notifications read (all, or those of `ids`); read is also seen. */
export async function markNotificationsRead(
  db: Database,
  playerId: string,
  ids: readonly number[] | 'all',
  at: Date,
): Promise<void> {
  await db
    .update(playerNotifications)
    .set({
      readAt: at,
      seenAt: sql`coalesce(${playerNotifications.seenAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(playerNotifications.playerId, playerId),
        isNull(playerNotifications.readAt),
        ids === 'all' ? undefined : inArray(playerNotifications.id, [...ids]),
      ),
    );
}

export async function markNotificationsSeen(
  db: Database,
  playerId: string,
  ids: readonly number[],
  at: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(playerNotifications)
    .set({ seenAt: at })
    .where(
      and(
        eq(playerNotifications.playerId, playerId),
        isNull(playerNotifications.seenAt),
        inArray(playerNotifications.id, [...ids]),
      ),
    );
}

/** The player's kept notifications not yet seen nor read, created after `since`, newest first. */
export async function unseenNotifications(
  db: Database,
  playerId: string,
  since: Date,
  limit: number,
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(playerNotifications)
    .where(
      and(
        eq(playerNotifications.playerId, playerId),
        eq(playerNotifications.isKept, true),
        isNull(playerNotifications.seenAt),
        isNull(playerNotifications.readAt),
        gt(playerNotifications.createdAt, since),
      ),
    )
    .orderBy(desc(playerNotifications.id))
    .limit(limit);
}
