import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { ledgerAccounts, ledgerTransfers, type LedgerAccountKind } from './schema';

// DESIGN §4: ledger_transfers is append-only, so this file has no function that updates or deletes
// a transfer; the only write to an account is adding a signed amount to its balance.

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerTransferRow = typeof ledgerTransfers.$inferSelect;
export type NewLedgerTransfer = typeof ledgerTransfers.$inferInsert;

export type AccountKey = { kind: LedgerAccountKind; ownerId: string | null; currency: string };

function accountKeyMatches(key: AccountKey) {
  return and(
    eq(ledgerAccounts.kind, key.kind),
    key.ownerId === null ? isNull(ledgerAccounts.ownerId) : eq(ledgerAccounts.ownerId, key.ownerId),
    eq(ledgerAccounts.currency, key.currency),
  );
}

export async function findAccount(
  db: Database,
  key: AccountKey,
): Promise<LedgerAccountRow | undefined> {
  const [row] = await db.select().from(ledgerAccounts).where(accountKeyMatches(key));
  return row;
}

/** The account, opened with a zero balance if it did not exist (safe when two callers race). */
export async function ensureAccount(db: Database, key: AccountKey): Promise<LedgerAccountRow> {
  await db
    .insert(ledgerAccounts)
    .values({ kind: key.kind, ownerId: key.ownerId, currency: key.currency })
    .onConflictDoNothing();
  const row = await findAccount(db, key);
  if (row === undefined) throw new Error(`ledger account ${key.kind}/${key.currency} is missing`);
  return row;
}

/** Locks the accounts in id order, so two transfers between the same accounts cannot deadlock. */
export async function lockAccounts(db: Database, ids: string[]): Promise<LedgerAccountRow[]> {
  return db
    .select()
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
}

export async function insertTransfer(
  db: Database,
  row: NewLedgerTransfer,
): Promise<LedgerTransferRow> {
  const [inserted] = await db.insert(ledgerTransfers).values(row).returning();
  if (inserted === undefined) throw new Error('the transfer insert answered no row');
  return inserted;
}

/** Adds `deltaMinor` (negative for a debit) to the balance; the table's CHECKs may refuse it. */
export async function addToBalance(
  db: Database,
  accountId: string,
  deltaMinor: bigint,
): Promise<void> {
  await db
    .update(ledgerAccounts)
    .set({ balanceMinor: sql`${ledgerAccounts.balanceMinor} + ${deltaMinor.toString()}::bigint` })
    .where(eq(ledgerAccounts.id, accountId));
}

export async function findTransferByKey(
  db: Database,
  idempotencyKey: string,
): Promise<LedgerTransferRow | undefined> {
  const [row] = await db
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, idempotencyKey));
  return row;
}
