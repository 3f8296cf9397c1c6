import { and, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { excludedPersons, type ExcludedIdentifierKind } from './schema';

export type ExclusionRow = {
  playerId: string;
  kind: ExcludedIdentifierKind;
  identifierHash: string;
  /** null: permanent. */
  until: Date | null;
};

/**
 * Records identifiers of an excluded player; an identifier already recorded for the player keeps
 * the later end (a permanent one stays permanent), so facts delivered in any order agree.
 */
export async function upsertExclusions(
  tx: Database,
  rows: readonly ExclusionRow[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  const until = excludedPersons.until;
  await tx
    .insert(excludedPersons)
    .values(rows.map((row) => ({ ...row, createdAt: now, updatedAt: now })))
    .onConflictDoUpdate({
      target: [excludedPersons.playerId, excludedPersons.identifierHash],
      set: {
        until: sql`case when ${until} is null or excluded."until" is null then null
          else greatest(${until}, excluded."until") end`,
        updatedAt: now,
      },
    });
}

/** Whether any of the hashes belongs to an exclusion still running at `now`. */
export async function hasRunningExclusion(
  db: Database,
  identifierHashes: readonly string[],
  now: Date,
): Promise<boolean> {
  if (identifierHashes.length === 0) return false;
  const [row] = await db
    .select({ id: excludedPersons.id })
    .from(excludedPersons)
    .where(
      and(
        inArray(excludedPersons.identifierHash, [...identifierHashes]),
        or(isNull(excludedPersons.until), gt(excludedPersons.until, now)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
