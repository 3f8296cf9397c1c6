import { desc, eq, max, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db/client';
import { jackpotPools } from './schema';

export type NewJackpotPoolRow = typeof jackpotPools.$inferInsert;
export type SeedPoolRow = Pick<NewJackpotPoolRow, 'gameId' | 'tier' | 'currency'> & {
  amountMinor: bigint;
};

/**
 * Inserts the pools that do not exist yet; a stored amount (the feed's) is never overwritten. One
 * statement over four arrays (unnest) rather than thousands of bound values: the seed runs at every
 * start, and this keeps it to tens of milliseconds.
 */
export async function insertMissingPools(
  db: Database,
  rows: readonly SeedPoolRow[],
  at: Date,
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await queryRows<{ game_id: string }>(
    db,
    sql`insert into ${jackpotPools} (game_id, tier, currency, amount_minor, source, updated_at)
      select game_id, tier, currency, amount_minor, 'seed', ${at.toISOString()}::timestamptz
      from unnest(
        ${sql.param(rows.map((row) => row.gameId))}::text[],
        ${sql.param(rows.map((row) => row.tier))}::text[],
        ${sql.param(rows.map((row) => row.currency))}::text[],
        ${sql.param(rows.map((row) => row.amountMinor.toString()))}::bigint[]
      ) as pool(game_id, tier, currency, amount_minor)
      on conflict do nothing
      returning game_id`,
  );
  return inserted.length;
}

/**
 * Writes the reported amounts in one statement (all or nothing), inserting pools the provider
 * opened since. The rows must not repeat a (game, tier, currency): the caller checks.
 */
export async function upsertPools(
  db: Database,
  rows: readonly NewJackpotPoolRow[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const written = await db
    .insert(jackpotPools)
    .values([...rows])
    .onConflictDoUpdate({
      target: [jackpotPools.gameId, jackpotPools.tier, jackpotPools.currency],
      set: {
        amountMinor: sql`excluded.amount_minor`,
        source: sql`excluded.source`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning({ gameId: jackpotPools.gameId });
  return written.length;
}

/** spec 000 §3: the highest pool of each game in one currency, highest first. */
export async function highestPoolPerGame(
  db: Database,
  currency: string,
): Promise<{ gameId: string; amountMinor: bigint }[]> {
  const highest = max(jackpotPools.amountMinor);
  const rows = await db
    .select({ gameId: jackpotPools.gameId, amountMinor: highest })
    .from(jackpotPools)
    .where(eq(jackpotPools.currency, currency))
    .groupBy(jackpotPools.gameId)
    .orderBy(desc(highest), jackpotPools.gameId);
  return rows.flatMap((row) =>
    row.amountMinor === null ? [] : [{ gameId: row.gameId, amountMinor: BigInt(row.amountMinor) }],
  );
}
