import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { bankidIdentities, bankidOrders } from './schema';

export type BankIdOrderRow = typeof bankidOrders.$inferSelect;

export async function insertOrder(
  db: Database,
  row: typeof bankidOrders.$inferInsert,
): Promise<void> {
  await db.insert(bankidOrders).values(row);
}

export async function findOrder(
  db: Database,
  orderRef: string,
): Promise<BankIdOrderRow | undefined> {
  const [row] = await db.select().from(bankidOrders).where(eq(bankidOrders.orderRef, orderRef));
  return row;
}

/** Pending → complete or cancelled, once, while the order is live. Answers whether it changed. */
export async function settleOrder(
  db: Database,
  orderRef: string,
  now: Date,
  outcome:
    { status: 'complete'; personalNumber: string; birthDate: string } | { status: 'cancelled' },
): Promise<boolean> {
  const rows = await db
    .update(bankidOrders)
    .set(
      outcome.status === 'complete'
        ? {
            status: 'complete',
            personalNumber: outcome.personalNumber,
            birthDate: outcome.birthDate,
            completedAt: now,
          }
        : { status: 'cancelled', completedAt: now },
    )
    .where(
      and(
        eq(bankidOrders.orderRef, orderRef),
        eq(bankidOrders.status, 'pending'),
        gt(bankidOrders.expiresAt, now),
      ),
    )
    .returning({ orderRef: bankidOrders.orderRef });
  return rows.length === 1;
}

/** Marks a complete order used, once. Answers whether this call was the one that used it. */
export async function consumeOrder(db: Database, orderRef: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(bankidOrders)
    .set({ consumedAt: now })
    .where(
      and(
        eq(bankidOrders.orderRef, orderRef),
        eq(bankidOrders.status, 'complete'),
        isNull(bankidOrders.consumedAt),
      ),
    )
    .returning({ orderRef: bankidOrders.orderRef });
  return rows.length === 1;
}

export async function findPlayerIdByPersonalNumber(
  db: Database,
  personalNumber: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ playerId: bankidIdentities.playerId })
    .from(bankidIdentities)
    .where(eq(bankidIdentities.personalNumber, personalNumber));
  return row?.playerId;
}

export async function findPersonalNumberByPlayerId(
  db: Database,
  playerId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ personalNumber: bankidIdentities.personalNumber })
    .from(bankidIdentities)
    .where(eq(bankidIdentities.playerId, playerId));
  return row?.personalNumber;
}

export async function insertIdentity(
  db: Database,
  personalNumber: string,
  playerId: string,
): Promise<boolean> {
  const rows = await db
    .insert(bankidIdentities)
    .values({ personalNumber, playerId })
    .onConflictDoNothing()
    .returning({ playerId: bankidIdentities.playerId });
  return rows.length === 1;
}

export async function deleteExpiredOrders(db: Database, before: Date): Promise<void> {
  await db.delete(bankidOrders).where(sql`${bankidOrders.expiresAt} < ${before}`);
}
