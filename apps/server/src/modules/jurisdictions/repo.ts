import type { Database } from '../../platform/db/client';
import { jurisdictions } from './schema';

export type JurisdictionRow = {
  code: string;
  authority: string;
  country: string | null;
  profile: unknown;
};

export async function listJurisdictions(db: Database): Promise<JurisdictionRow[]> {
  return db.select().from(jurisdictions).orderBy(jurisdictions.code);
}

/** Adds profiles that are missing; a stored profile is the operator's and is kept as it is. */
export async function insertMissingJurisdictions(
  db: Database,
  rows: readonly JurisdictionRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(jurisdictions)
    .values([...rows])
    .onConflictDoNothing();
}
