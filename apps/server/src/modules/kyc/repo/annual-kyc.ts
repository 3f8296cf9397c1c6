import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { annualKycReviews } from '../schema';

export type AnnualKycReviewRow = typeof annualKycReviews.$inferSelect;

/** The player's latest annual KYC review, if any. */
export async function latestReview(
  db: Database,
  playerId: string,
): Promise<AnnualKycReviewRow | undefined> {
  const [row] = await db
    .select()
    .from(annualKycReviews)
    .where(eq(annualKycReviews.playerId, playerId))
    .orderBy(desc(annualKycReviews.completedAt))
    .limit(1);
  return row;
}

export async function insertReview(
  db: Database,
  row: { playerId: string; answers: Record<string, unknown>; completedAt: Date },
): Promise<AnnualKycReviewRow> {
  const [inserted] = await db.insert(annualKycReviews).values(row).returning();
  if (inserted === undefined) throw new Error('the review insert answered no row');
  return inserted;
}
