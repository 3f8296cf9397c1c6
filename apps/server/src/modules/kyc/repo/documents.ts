import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { kycDocuments, type DocumentStatus } from '../schema';

export type DocumentRow = typeof kycDocuments.$inferSelect;

export async function insertDocument(
  db: Database,
  row: typeof kycDocuments.$inferInsert,
): Promise<DocumentRow> {
  const [inserted] = await db.insert(kycDocuments).values(row).returning();
  if (inserted === undefined) throw new Error('the document insert answered no row');
  return inserted;
}

/** The player's documents, newest first. */
export async function documentsOfPlayer(
  db: Database,
  playerId: string,
  limit: number,
): Promise<DocumentRow[]> {
  return db
    .select()
    .from(kycDocuments)
    .where(eq(kycDocuments.playerId, playerId))
    .orderBy(desc(kycDocuments.createdAt), desc(kycDocuments.id))
    .limit(limit);
}

/** Whether the player has an identity document awaiting the operator's decision. */
export async function hasPendingIdentityDocument(db: Database, playerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: kycDocuments.id })
    .from(kycDocuments)
    .where(
      and(
        eq(kycDocuments.playerId, playerId),
        eq(kycDocuments.kind, 'identity'),
        eq(kycDocuments.status, 'pending'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findDocument(db: Database, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(kycDocuments).where(eq(kycDocuments.id, id));
  return row;
}

/** The document, locked until the caller's transaction ends (one decision at a time). */
export async function lockDocument(tx: Database, id: string): Promise<DocumentRow | undefined> {
  const [row] = await tx.select().from(kycDocuments).where(eq(kycDocuments.id, id)).for('update');
  return row;
}

export async function decideDocument(
  tx: Database,
  id: string,
  decision: {
    status: Exclude<DocumentStatus, 'pending'>;
    reason: string | null;
    by: string;
    at: Date;
  },
): Promise<DocumentRow> {
  const [row] = await tx
    .update(kycDocuments)
    .set({
      status: decision.status,
      reason: decision.reason,
      reviewedBy: decision.by,
      reviewedAt: decision.at,
    })
    .where(and(eq(kycDocuments.id, id), eq(kycDocuments.status, 'pending')))
    .returning();
  if (row === undefined) throw new Error('the document was decided meanwhile');
  return row;
}

/** A page of documents for the operator, newest first, with how many match in all. */
export async function documentsPage(
  db: Database,
  filter: { status?: DocumentStatus | undefined; playerId?: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: DocumentRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.status !== undefined) conditions.push(eq(kycDocuments.status, filter.status));
  if (filter.playerId !== undefined) conditions.push(eq(kycDocuments.playerId, filter.playerId));
  const where = conditions.length === 0 ? undefined : and(...conditions);
  const rows = await db
    .select()
    .from(kycDocuments)
    .where(where)
    .orderBy(desc(kycDocuments.createdAt), desc(kycDocuments.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ value: count() }).from(kycDocuments).where(where);
  return { rows, total: total?.value ?? 0 };
}
