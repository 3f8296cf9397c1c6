import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { gameLaunchTokens, games } from './schema';

export type GameRow = typeof games.$inferSelect;
export type NewGameRow = typeof games.$inferInsert;
export type NewLaunchTokenRow = typeof gameLaunchTokens.$inferInsert;

// 19 columns a row: 500 rows stay far below PostgreSQL's 65 535 parameters a statement.
const INSERT_CHUNK_ROWS = 500;

export async function listGameIds(db: Database): Promise<string[]> {
  const rows = await db.select({ id: games.id }).from(games);
  return rows.map((row) => row.id);
}

/**
 * Inserts the games that are missing, in chunks; a stored game (its id or its slug) is kept as it
 * is, so an operator's changes (maintenance, offline) survive every start. Answers how many rows
 * were written.
 */
export async function insertMissingGames(
  db: Database,
  rows: readonly NewGameRow[],
): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < rows.length; start += INSERT_CHUNK_ROWS) {
    const written = await db
      .insert(games)
      .values(rows.slice(start, start + INSERT_CHUNK_ROWS))
      .onConflictDoNothing()
      .returning({ id: games.id });
    inserted += written.length;
  }
  return inserted;
}

export async function findGameById(db: Database, id: string): Promise<GameRow | undefined> {
  const [row] = await db.select().from(games).where(eq(games.id, id));
  return row;
}

export async function findGameBySlug(db: Database, slug: string): Promise<GameRow | undefined> {
  const [row] = await db.select().from(games).where(eq(games.slug, slug));
  return row;
}

export async function findGameNames(
  db: Database,
  ids: readonly string[],
): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: games.id, name: games.name })
    .from(games)
    .where(inArray(games.id, [...ids]));
}

export async function insertLaunchToken(db: Database, row: NewLaunchTokenRow): Promise<void> {
  await db.insert(gameLaunchTokens).values(row);
}

/**
 * Marks the token used if it is unused and not expired, and answers it; undefined otherwise. One
 * UPDATE, so of two racing consumes the second finds `used_at` set (PostgreSQL re-checks the WHERE
 * after the first commits) and gets nothing.
 */
export async function useLaunchToken(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<{ playerId: string; gameId: string; currency: string } | undefined> {
  const [row] = await db
    .update(gameLaunchTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(gameLaunchTokens.tokenHash, tokenHash),
        isNull(gameLaunchTokens.usedAt),
        gt(gameLaunchTokens.expiresAt, now),
      ),
    )
    .returning({
      playerId: gameLaunchTokens.playerId,
      gameId: gameLaunchTokens.gameId,
      currency: gameLaunchTokens.currency,
    });
  return row;
}

/** Deletes tokens that expired before `before`; answers how many. */
export async function deleteLaunchTokensExpiredBefore(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(gameLaunchTokens)
    .where(lt(gameLaunchTokens.expiresAt, before))
    .returning({ tokenHash: gameLaunchTokens.tokenHash });
  return deleted.length;
}
