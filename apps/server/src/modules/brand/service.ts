import {
  DEFAULT_FEATURE_FLAGS,
  FEATURE_NAMES,
  resolveFeatures,
  ZFeatureFlag,
  ZFeatureName,
  type FeatureFlag,
  type FeatureFlags,
  type FeatureName,
} from '@playfair/domain/feature-flags';
import { brandThemeCss, ZBrandTheme } from '@playfair/domain/brand-theme';
import { createHash } from 'node:crypto';
import type { Database } from '../../platform/db/client';
import { findBrand, insertBrandWithFlags, listFeatureFlags, type BrandRow } from './repo';

/** The brand a fresh install seeds; another BRAND must be created by the operator first. */
export const DEMO_BRAND: BrandRow = { id: 'playfair', name: 'Playfair', theme: {} };

export type BrandService = {
  seed(): Promise<void>;
  reload(): Promise<void>;
  brand(): BrandRow;
  /** The brand's token overrides as a stylesheet, and a short hash of it; null when it has none. */
  themeStylesheet(): { css: string; version: string } | null;
  /** spec 001 §6 feature flags of this brand, resolved for one country. */
  features(country: string | null): Record<FeatureName, boolean>;
};

// Stored as text[]: ['ALL'] or country codes (spec 001 §2 "enabled for ALL or a list of countries").
function toRow(name: FeatureName, flag: FeatureFlag) {
  return {
    name,
    enabled: flag.enabled,
    countries: flag.countries === 'ALL' ? ['ALL'] : [...flag.countries],
  };
}

function fromRow(row: { enabled: boolean; countries: string[] }): FeatureFlag {
  return ZFeatureFlag.parse({
    enabled: row.enabled,
    countries: row.countries.includes('ALL') ? 'ALL' : row.countries,
  });
}

export function createBrandService(db: Database, brandId: string): BrandService {
  let current: BrandRow | undefined;
  let flags: FeatureFlags = {};
  let stylesheet: { css: string; version: string } | null = null;

  async function reload(): Promise<void> {
    const brand = await findBrand(db, brandId);
    if (brand === undefined) {
      throw new Error(
        `brand "${brandId}" does not exist: create it, or unset BRAND for the demo brand`,
      );
    }
    const next: Partial<Record<FeatureName, FeatureFlag>> = {};
    for (const row of await listFeatureFlags(db, brandId)) {
      const name = ZFeatureName.safeParse(row.name);
      // A flag this version no longer knows is kept in the table but ignored.
      if (name.success) next[name.data] = fromRow(row);
    }
    // A theme that could break out of its stylesheet stops the start rather than reach a page.
    const theme = ZBrandTheme.safeParse(brand.theme);
    if (!theme.success)
      throw new Error(`brand "${brandId}" has an invalid theme: ${theme.error.message}`);
    const css = brandThemeCss(theme.data);
    current = brand;
    flags = next;
    stylesheet =
      css === ''
        ? null
        : { css, version: createHash('sha256').update(css).digest('hex').slice(0, 12) };
  }

  return {
    async seed() {
      if (brandId === DEMO_BRAND.id) {
        await insertBrandWithFlags(
          db,
          DEMO_BRAND,
          FEATURE_NAMES.map((name) => toRow(name, DEFAULT_FEATURE_FLAGS[name])),
        );
      }
      await reload();
    },
    reload,
    brand() {
      if (current === undefined) throw new Error('the brand is not loaded');
      return current;
    },
    themeStylesheet: () => stylesheet,
    features: (country) => resolveFeatures(flags, country),
  };
}
