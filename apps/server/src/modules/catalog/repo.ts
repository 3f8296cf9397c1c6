import { and, asc, desc, eq, gt, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import {
  favouriteGames,
  gameCategories,
  gameCategoryGames,
  gameLaunchTokens,
  games,
  lastPlayedGames,
  lobbyPages,
  searchAliases,
} from './schema';

export type GameRow = typeof games.$inferSelect;
export type NewGameRow = typeof games.$inferInsert;
export type NewLaunchTokenRow = typeof gameLaunchTokens.$inferInsert;
export type CategoryRow = typeof gameCategories.$inferSelect;
export type NewCategoryRow = typeof gameCategories.$inferInsert;
export type MembershipRow = typeof gameCategoryGames.$inferSelect;
export type PageRow = typeof lobbyPages.$inferSelect;
export type NewPageRow = typeof lobbyPages.$inferInsert;
export type AliasRow = typeof searchAliases.$inferSelect;

// 20 columns a row: 500 rows stay far below PostgreSQL's 65 535 parameters a statement.
const INSERT_CHUNK_ROWS = 500;
// Narrow rows (3 columns): bigger chunks, still far below the limit.
const NARROW_CHUNK_ROWS = 5_000;

async function insertInChunks<T>(
  rows: readonly T[],
  size: number,
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    await insert(rows.slice(start, start + size));
  }
}

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
): Promise<{ id: string; name: string; slug: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: games.id, name: games.name, slug: games.slug })
    .from(games)
    .where(inArray(games.id, [...ids]));
}

export async function insertLaunchToken(db: Database, row: NewLaunchTokenRow): Promise<void> {
  await db.insert(gameLaunchTokens).values(row);
}

/**
 * Marks the token used if it is unused, not expired and issued for `providerId`, and answers it;
 * undefined otherwise (another provider's call leaves it unused). One UPDATE, so of two racing
 * consumes the second finds `used_at` set (PostgreSQL re-checks the WHERE after the first commits)
 * and gets nothing.
 */
export async function useLaunchToken(
  db: Database,
  tokenHash: string,
  providerId: string,
  now: Date,
): Promise<
  | {
      playerId: string;
      gameId: string;
      currency: string;
      stakeCapMinor: bigint | null;
      requiresSessionLimits: boolean;
    }
  | undefined
> {
  const [row] = await db
    .update(gameLaunchTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(gameLaunchTokens.tokenHash, tokenHash),
        eq(gameLaunchTokens.providerId, providerId),
        isNull(gameLaunchTokens.usedAt),
        gt(gameLaunchTokens.expiresAt, now),
      ),
    )
    .returning({
      playerId: gameLaunchTokens.playerId,
      gameId: gameLaunchTokens.gameId,
      currency: gameLaunchTokens.currency,
      stakeCapMinor: gameLaunchTokens.stakeCapMinor,
      requiresSessionLimits: gameLaunchTokens.requiresSessionLimits,
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

// ---------------------------------------------------------------------------------------------
// Lobby: seed
// ---------------------------------------------------------------------------------------------

/**
 * Sets the jackpot flag of seeded games that still hold no decision (null): true for `jackpotIds`,
 * false for the other `seededIds`. Answers how many rows changed.
 */
export async function fillJackpotFlags(
  db: Database,
  seededIds: readonly string[],
  jackpotIds: readonly string[],
): Promise<number> {
  if (seededIds.length === 0) return 0;
  const jackpot = new Set(jackpotIds);
  const others = seededIds.filter((id) => !jackpot.has(id));
  let changed = 0;
  for (const [ids, value] of [
    [jackpotIds, true],
    [others, false],
  ] as const) {
    if (ids.length === 0) continue;
    const rows = await db
      .update(games)
      .set({ hasJackpot: value })
      .where(and(isNull(games.hasJackpot), inArray(games.id, [...ids])))
      .returning({ id: games.id });
    changed += rows.length;
  }
  return changed;
}

/** Inserts the categories that are missing (by id or slug); stored ones are kept as they are. */
export async function insertMissingCategories(
  db: Database,
  rows: readonly NewCategoryRow[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const written = await db
    .insert(gameCategories)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ id: gameCategories.id });
  return written.length;
}

export async function listMembershipKeys(db: Database): Promise<string[]> {
  const rows = await db
    .select({ categoryId: gameCategoryGames.categoryId, gameId: gameCategoryGames.gameId })
    .from(gameCategoryGames);
  return rows.map((row) => `${row.categoryId}\u0000${row.gameId}`);
}

/** Inserts category memberships; rows whose category or game is gone are skipped by the caller. */
export async function insertMemberships(
  db: Database,
  rows: readonly MembershipRow[],
): Promise<void> {
  // Thousands of narrow rows: one JSON parameter per chunk instead of three parameters a row,
  // which PGlite and PostgreSQL both read several times faster.
  await insertInChunks(rows, NARROW_CHUNK_ROWS, (chunk) =>
    db.execute(sql`
      insert into ${gameCategoryGames} (category_id, game_id, position)
      select category_id, game_id, position
      from json_to_recordset(${JSON.stringify(chunk.map(({ categoryId, gameId, position }) => ({ category_id: categoryId, game_id: gameId, position })))}::json)
        as row(category_id text, game_id text, position integer)
      on conflict do nothing`),
  );
}

/** Inserts the pages that are missing; an operator's edited page is kept. */
export async function insertMissingPages(
  db: Database,
  rows: readonly NewPageRow[],
): Promise<number> {
  let inserted = 0;
  await insertInChunks(rows, INSERT_CHUNK_ROWS, async (chunk) => {
    const written = await db
      .insert(lobbyPages)
      .values(chunk)
      .onConflictDoNothing()
      .returning({ slug: lobbyPages.slug });
    inserted += written.length;
  });
  return inserted;
}

export async function countAliases(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(searchAliases);
  return row?.count ?? 0;
}

export async function countMemberships(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(gameCategoryGames);
  return row?.count ?? 0;
}

export async function listAliasKeys(db: Database): Promise<string[]> {
  const rows = await db.select().from(searchAliases);
  return rows.map((row) => `${row.term}\u0000${row.locale}\u0000${row.gameId}`);
}

export async function insertAliases(db: Database, rows: readonly AliasRow[]): Promise<void> {
  // As insertMemberships: one JSON parameter per chunk.
  await insertInChunks(rows, NARROW_CHUNK_ROWS, (chunk) =>
    db.execute(sql`
      insert into ${searchAliases} (term, locale, game_id)
      select term, locale, game_id
      from json_to_recordset(${JSON.stringify(chunk.map(({ term, locale, gameId }) => ({ term, locale, game_id: gameId })))}::json)
        as row(term text, locale text, game_id text)
      on conflict do nothing`),
  );
}

// ---------------------------------------------------------------------------------------------
// Lobby: reads for the in-process snapshot
// ---------------------------------------------------------------------------------------------

export async function listGames(db: Database): Promise<GameRow[]> {
  return db.select().from(games);
}

export async function listCategories(db: Database): Promise<CategoryRow[]> {
  return db
    .select()
    .from(gameCategories)
    .orderBy(asc(gameCategories.orderNo), asc(gameCategories.id));
}

/** Every membership, in each category's order (position, then the game's name). */
export async function listMemberships(
  db: Database,
): Promise<{ categoryId: string; gameId: string }[]> {
  return db
    .select({ categoryId: gameCategoryGames.categoryId, gameId: gameCategoryGames.gameId })
    .from(gameCategoryGames)
    .innerJoin(games, eq(games.id, gameCategoryGames.gameId))
    .orderBy(
      asc(gameCategoryGames.categoryId),
      asc(gameCategoryGames.position),
      asc(games.name),
      asc(games.id),
    );
}

export async function listPages(db: Database): Promise<PageRow[]> {
  return db.select().from(lobbyPages);
}

export async function listAliases(db: Database): Promise<AliasRow[]> {
  return db
    .select()
    .from(searchAliases)
    .orderBy(asc(searchAliases.term), asc(searchAliases.locale), asc(searchAliases.gameId));
}

/** The games that feed a jackpot pool, by id. */
export async function listJackpotGames(
  db: Database,
): Promise<{ id: string; name: string; vendor: string }[]> {
  return db
    .select({ id: games.id, name: games.name, vendor: games.vendor })
    .from(games)
    .where(eq(games.hasJackpot, true))
    .orderBy(asc(games.id));
}

// ---------------------------------------------------------------------------------------------
// Lobby: each player's favourites and last played games
// ---------------------------------------------------------------------------------------------

/** The player's favourite game ids, the most recently added first. */
export async function listFavouriteIds(db: Database, playerId: string): Promise<string[]> {
  const rows = await db
    .select({ gameId: favouriteGames.gameId })
    .from(favouriteGames)
    .where(eq(favouriteGames.playerId, playerId))
    .orderBy(desc(favouriteGames.createdAt), asc(favouriteGames.gameId));
  return rows.map((row) => row.gameId);
}

/**
 * Adds a favourite unless the player already has `max`: one statement, so the count and the insert
 * see the same rows. Answers 'added', 'kept' (it was one already) or 'full'.
 */
export async function addFavourite(
  db: Database,
  input: { playerId: string; gameId: string; at: Date; max: number },
): Promise<'added' | 'kept' | 'full'> {
  const { playerId, gameId, at, max } = input;
  const rows = await db.execute(sql`
    insert into ${favouriteGames} (player_id, game_id, created_at)
    select ${playerId}, ${gameId}, ${at.toISOString()}::timestamptz
    where (select count(*) from ${favouriteGames} where player_id = ${playerId}) < ${max}
    on conflict (player_id, game_id) do nothing
    returning game_id`);
  const written = (rows as unknown as { rows: unknown[] }).rows;
  if (written.length > 0) return 'added';
  const [existing] = await db
    .select({ gameId: favouriteGames.gameId })
    .from(favouriteGames)
    .where(and(eq(favouriteGames.playerId, playerId), eq(favouriteGames.gameId, gameId)));
  return existing === undefined ? 'full' : 'kept';
}

export async function removeFavourite(
  db: Database,
  playerId: string,
  gameId: string,
): Promise<void> {
  await db
    .delete(favouriteGames)
    .where(and(eq(favouriteGames.playerId, playerId), eq(favouriteGames.gameId, gameId)));
}

/** Records a launch: the game's row moves to `at`; rows beyond the newest `keep` are trimmed. */
export async function recordLastPlayed(
  db: Database,
  input: { playerId: string; gameId: string; at: Date; keep: number },
): Promise<void> {
  const { playerId, gameId, at, keep } = input;
  await db
    .insert(lastPlayedGames)
    .values({ playerId, gameId, playedAt: at })
    .onConflictDoUpdate({
      target: [lastPlayedGames.playerId, lastPlayedGames.gameId],
      set: { playedAt: sql`greatest(${lastPlayedGames.playedAt}, excluded.played_at)` },
    });
  const newest = db
    .select({ gameId: lastPlayedGames.gameId })
    .from(lastPlayedGames)
    .where(eq(lastPlayedGames.playerId, playerId))
    .orderBy(desc(lastPlayedGames.playedAt), asc(lastPlayedGames.gameId))
    .limit(keep);
  await db
    .delete(lastPlayedGames)
    .where(and(eq(lastPlayedGames.playerId, playerId), notInArray(lastPlayedGames.gameId, newest)));
}

/** The player's last played game ids, newest first. */
export async function listLastPlayedIds(
  db: Database,
  playerId: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ gameId: lastPlayedGames.gameId })
    .from(lastPlayedGames)
    .where(eq(lastPlayedGames.playerId, playerId))
    .orderBy(desc(lastPlayedGames.playedAt), asc(lastPlayedGames.gameId))
    .limit(limit);
  return rows.map((row) => row.gameId);
}
