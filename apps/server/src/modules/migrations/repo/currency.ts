import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { currencyMigrations, type CurrencyMigrationStatus } from '../schema';

export type CurrencyMigrationRow = typeof currencyMigrations.$inferSelect;

/** Asks for the player's migration; a second ask changes nothing. */
export async function requestMigration(
  db: Database,
  row: { playerId: string; fromCurrency: string; toCurrency: string; rate: string },
  at: Date,
): Promise<void> {
  await db
    .insert(currencyMigrations)
    .values({ ...row, status: 'requested', requestedAt: at })
    .onConflictDoNothing({ target: currencyMigrations.playerId });
}

export async function findMigration(
  db: Database,
  playerId: string,
): Promise<CurrencyMigrationRow | undefined> {
  const [row] = await db
    .select()
    .from(currencyMigrations)
    .where(eq(currencyMigrations.playerId, playerId));
  return row;
}

/**
 * The player's migration, locked until the caller's transaction ends; undefined when another
 * transaction holds it (SKIP LOCKED: a second process leaves it to the first) or none exists.
 */
export async function lockMigration(
  db: Database,
  playerId: string,
): Promise<CurrencyMigrationRow | undefined> {
  const [row] = await db
    .select()
    .from(currencyMigrations)
    .where(eq(currencyMigrations.playerId, playerId))
    .for('update', { skipLocked: true });
  return row;
}

/** The one-way mark that ends a migration: `requested` → `done`, with what was converted. */
export async function finishMigration(
  db: Database,
  playerId: string,
  summary: Record<string, unknown>,
  at: Date,
): Promise<void> {
  await db
    .update(currencyMigrations)
    .set({ status: 'done' satisfies CurrencyMigrationStatus, finishedAt: at, summary })
    .where(
      and(eq(currencyMigrations.playerId, playerId), eq(currencyMigrations.status, 'requested')),
    );
}

/** Migrations asked for and not done (a crash, a lost job): the sweep runs them again. */
export async function requestedMigrations(db: Database, limit: number): Promise<string[]> {
  const rows = await db
    .select({ playerId: currencyMigrations.playerId })
    .from(currencyMigrations)
    .where(eq(currencyMigrations.status, 'requested'))
    .orderBy(asc(currencyMigrations.requestedAt))
    .limit(limit);
  return rows.map((row) => row.playerId);
}
