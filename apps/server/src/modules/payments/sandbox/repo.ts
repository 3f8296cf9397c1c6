import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import {
  pspSandboxCards,
  pspSandboxEvents,
  pspSandboxOperations,
  type SandboxOperationKind,
  type SandboxOperationStatus,
} from './schema';

export type SandboxCardRow = typeof pspSandboxCards.$inferSelect;
export type SandboxOperationRow = typeof pspSandboxOperations.$inferSelect;
export type NewSandboxOperation = typeof pspSandboxOperations.$inferInsert;
export type SandboxEventRow = typeof pspSandboxEvents.$inferSelect;

export async function insertCard(db: Database, row: SandboxCardRow): Promise<void> {
  await db.insert(pspSandboxCards).values(row);
}

export async function findCard(db: Database, token: string): Promise<SandboxCardRow | undefined> {
  const [row] = await db.select().from(pspSandboxCards).where(eq(pspSandboxCards.token, token));
  return row;
}

/** Inserts the operation unless one of its kind has this reference; answers whichever exists. */
export async function claimOperation(
  db: Database,
  row: NewSandboxOperation,
): Promise<{ operation: SandboxOperationRow; isNew: boolean }> {
  const [inserted] = await db
    .insert(pspSandboxOperations)
    .values(row)
    .onConflictDoNothing()
    .returning();
  if (inserted !== undefined) return { operation: inserted, isNew: true };
  const existing = await findOperation(db, row.kind, row.reference);
  if (existing === undefined) throw new Error(`sandbox ${row.kind} ${row.reference} vanished`);
  return { operation: existing, isNew: false };
}

export async function findOperation(
  db: Database,
  kind: SandboxOperationKind,
  reference: string,
): Promise<SandboxOperationRow | undefined> {
  const [row] = await db
    .select()
    .from(pspSandboxOperations)
    .where(and(eq(pspSandboxOperations.kind, kind), eq(pspSandboxOperations.reference, reference)));
  return row;
}

/** A charge or bank transfer by the merchant's reference (what a status query asks for). */
export async function findPaymentOperation(
  db: Database,
  reference: string,
): Promise<SandboxOperationRow | undefined> {
  const [row] = await db
    .select()
    .from(pspSandboxOperations)
    .where(
      and(
        inArray(pspSandboxOperations.kind, ['charge', 'bank_transfer']),
        eq(pspSandboxOperations.reference, reference),
      ),
    );
  return row;
}

export async function findOperationById(
  db: Database,
  id: string,
): Promise<SandboxOperationRow | undefined> {
  const [row] = await db.select().from(pspSandboxOperations).where(eq(pspSandboxOperations.id, id));
  return row;
}

/** Moves a pending operation to its outcome; answers the row only if it was still pending. */
export async function settleOperation(
  db: Database,
  id: string,
  status: SandboxOperationStatus,
  at: Date,
): Promise<SandboxOperationRow | undefined> {
  const [row] = await db
    .update(pspSandboxOperations)
    .set({ status, settledAt: at })
    .where(and(eq(pspSandboxOperations.id, id), eq(pspSandboxOperations.status, 'pending')))
    .returning();
  return row;
}

export async function replaceApproveSecret(
  db: Database,
  id: string,
  secretHash: string,
): Promise<void> {
  await db
    .update(pspSandboxOperations)
    .set({ approveSecretHash: secretHash })
    .where(eq(pspSandboxOperations.id, id));
}

export async function insertEvent(
  db: Database,
  event: { id: string; body: string; createdAt: Date; nextAttemptAt: Date },
): Promise<void> {
  await db.insert(pspSandboxEvents).values(event);
}

/**
 * Claims up to `limit` due events for `leaseMs` (locked rows skipped, so two processes never post
 * the same event at once; a claim whose process died is due again when its lease ends).
 */
export async function claimDueEvents(
  db: Database,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<SandboxEventRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: pspSandboxEvents.id })
      .from(pspSandboxEvents)
      .where(
        and(isNotNull(pspSandboxEvents.nextAttemptAt), lte(pspSandboxEvents.nextAttemptAt, now)),
      )
      .orderBy(pspSandboxEvents.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(pspSandboxEvents)
      .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(
        inArray(
          pspSandboxEvents.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

export async function markEventDelivered(db: Database, id: string, at: Date): Promise<void> {
  await db
    .update(pspSandboxEvents)
    .set({
      deliveredAt: at,
      nextAttemptAt: null,
      attempts: sql`${pspSandboxEvents.attempts} + 1`,
      lastError: null,
    })
    .where(eq(pspSandboxEvents.id, id));
}

/** Records a failed attempt; `retryAt` null gives the event up. */
export async function markEventFailed(
  db: Database,
  id: string,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(pspSandboxEvents)
    .set({
      attempts: sql`${pspSandboxEvents.attempts} + 1`,
      lastError: error,
      nextAttemptAt: retryAt,
    })
    .where(eq(pspSandboxEvents.id, id));
}
