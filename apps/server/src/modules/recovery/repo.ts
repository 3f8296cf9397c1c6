import { and, count, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { recoveryCodes } from './schema';

export type NewRecoveryCode = {
  id: string;
  playerId: string;
  channel: 'email' | 'sms';
  recipient: string;
  codeHash: string;
  expiresAt: Date;
};

export async function insertRecoveryCode(
  db: Database,
  row: NewRecoveryCode,
  now: Date,
): Promise<void> {
  await db.insert(recoveryCodes).values({ ...row, createdAt: now });
}

/** Holds the recipient's codes for the caller's transaction (count, then write, one at a time). */
export async function lockRecipient(tx: Database, recipient: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`recovery:${recipient}`}, 0))`,
  );
}

export async function countRecoveryCodesSince(
  db: Database,
  recipient: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ sent: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.recipient, recipient), gte(recoveryCodes.createdAt, since)));
  return row?.sent ?? 0;
}

export type RecoveryCodeRow = { id: string; codeHash: string };

/** The player's codes sent to the recipient that are still good: unused, unexpired, tries left. */
export async function findLiveRecoveryCodes(
  db: Database,
  playerId: string,
  recipient: string,
  now: Date,
  maxAttempts: number,
): Promise<RecoveryCodeRow[]> {
  return db
    .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
    .from(recoveryCodes)
    .where(
      and(
        eq(recoveryCodes.playerId, playerId),
        eq(recoveryCodes.recipient, recipient),
        isNull(recoveryCodes.consumedAt),
        gt(recoveryCodes.expiresAt, now),
        lt(recoveryCodes.attempts, maxAttempts),
      ),
    );
}

/** A wrong code counts against every live code of the recipient. */
export async function countRecoveryAttempt(db: Database, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(recoveryCodes)
    .set({ attempts: sql`${recoveryCodes.attempts} + 1` })
    .where(inArray(recoveryCodes.id, [...ids]));
}

/** Uses the code up; false when another request used it first. */
export async function consumeRecoveryCode(db: Database, id: string, now: Date): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ consumedAt: now })
    .where(and(eq(recoveryCodes.id, id), isNull(recoveryCodes.consumedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

/** Gives a used code back when the password change it was used for failed after all. */
export async function restoreRecoveryCode(db: Database, id: string): Promise<void> {
  await db.update(recoveryCodes).set({ consumedAt: null }).where(eq(recoveryCodes.id, id));
}
