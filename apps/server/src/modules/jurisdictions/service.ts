import {
  JURISDICTION_PROFILES,
  ZJurisdictionProfile,
  type JurisdictionProfile,
} from '@playfair/domain/jurisdictions';
import type { Database } from '../../platform/db/client';
import { insertMissingJurisdictions, listJurisdictions } from './repo';

export type JurisdictionsService = {
  seed(): Promise<void>;
  reload(): Promise<void>;
  /** The profile of the visitor's or player's country, else the default (international) one. */
  profileFor(country: string | null): JurisdictionProfile;
};

export function createJurisdictionsService(db: Database): JurisdictionsService {
  let byCountry = new Map<string, JurisdictionProfile>();
  let fallback: JurisdictionProfile | undefined;

  async function reload(): Promise<void> {
    const next = new Map<string, JurisdictionProfile>();
    let nextFallback: JurisdictionProfile | undefined;
    for (const row of await listJurisdictions(db)) {
      // A stored profile that no longer fits the schema stops the start: better than guessing rules.
      const parsed = ZJurisdictionProfile.safeParse(row.profile);
      if (!parsed.success)
        throw new Error(`jurisdiction ${row.code} is invalid: ${parsed.error.message}`);
      if (row.country === null) nextFallback = parsed.data;
      else next.set(row.country, parsed.data);
    }
    if (nextFallback === undefined) throw new Error('no default jurisdiction profile is stored');
    byCountry = next;
    fallback = nextFallback;
  }

  return {
    async seed() {
      await insertMissingJurisdictions(
        db,
        JURISDICTION_PROFILES.map((profile) => ({
          code: profile.code,
          authority: profile.authority,
          country: profile.country,
          profile,
        })),
      );
      await reload();
    },
    reload,
    profileFor(country) {
      if (fallback === undefined) throw new Error('jurisdictions are not loaded');
      return (country === null ? undefined : byCountry.get(country)) ?? fallback;
    },
  };
}
