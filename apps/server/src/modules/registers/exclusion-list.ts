import type { Database } from '../../platform/db/client';
import type { RegistersContext } from './context';
import { identifierKeys, type PersonIdentifiers } from './identifiers';
import { hasRunningExclusion, upsertExclusions } from './repo';

// Our own exclusion list (DESIGN §10, issue "Responsible gambling I"): a person who excluded
// themself cannot register again with the same email, mobile or national id until the exclusion
// ends. Kept as keyed hashes only (identifiers.ts).

export type ExclusionList = {
  /** Whether an exclusion still running holds any of the person's identifiers. */
  isExcluded(person: PersonIdentifiers): Promise<boolean>;
  /** Records the player's identifiers until `until` (null: permanent), in the caller's `tx`. */
  record(
    tx: Database,
    playerId: string,
    person: PersonIdentifiers,
    until: Date | null,
  ): Promise<void>;
};

export function createExclusionList({ db, secret, now }: RegistersContext): ExclusionList {
  return {
    async isExcluded(person) {
      const hashes = identifierKeys(secret, person).map((key) => key.hash);
      return hasRunningExclusion(db, hashes, now());
    },

    async record(tx, playerId, person, until) {
      const rows = identifierKeys(secret, person).map((key) => ({
        playerId,
        kind: key.kind,
        identifierHash: key.hash,
        until,
      }));
      await upsertExclusions(tx, rows, now());
    },
  };
}
