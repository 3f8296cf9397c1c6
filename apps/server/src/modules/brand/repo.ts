import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { brands, featureFlags } from './schema';

export type BrandRow = { id: string; name: string; theme: Record<string, string> };
export type FeatureFlagRow = { name: string; enabled: boolean; countries: string[] };

export async function findBrand(db: Database, id: string): Promise<BrandRow | undefined> {
  const [row] = await db
    .select({ id: brands.id, name: brands.name, theme: brands.theme })
    .from(brands)
    .where(eq(brands.id, id));
  return row;
}

export async function listFeatureFlags(db: Database, brandId: string): Promise<FeatureFlagRow[]> {
  return db
    .select({
      name: featureFlags.name,
      enabled: featureFlags.enabled,
      countries: featureFlags.countries,
    })
    .from(featureFlags)
    .where(eq(featureFlags.brandId, brandId))
    .orderBy(featureFlags.name);
}

/** Creates the brand and the flags it lacks; what the operator changed is kept. */
export async function insertBrandWithFlags(
  db: Database,
  brand: BrandRow,
  flags: readonly FeatureFlagRow[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(brands).values(brand).onConflictDoNothing();
    if (flags.length > 0) {
      await tx
        .insert(featureFlags)
        .values(flags.map((flag) => ({ ...flag, brandId: brand.id })))
        .onConflictDoNothing();
    }
  });
}
