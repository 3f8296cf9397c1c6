import type { Database } from '../../platform/db/client';
import type { LugasEntry, LugasLimitFile } from './lugas-limit-file';
import { findLugasSandboxPerson, upsertLugasSandboxPerson } from './repo/lugas';

// The sandbox standing for the LUGAS limit file: no regulator's service can be reached from here,
// so its people are kept in the sandbox's own table (lugas_sandbox_persons), by key only. The
// operator API presets entries (lugas-routes.ts), as another operator's registrations would.

/** Our own operator id in the sandbox's file. */
export const LUGAS_OPERATOR_ID = 'playfair';

export type SandboxLugasFile = LugasLimitFile & {
  /** Writes (or replaces) a person's entry as another operator's registration would have. */
  preset(personKey: string, entry: LugasEntry, operatorId: string): Promise<void>;
};

export function createSandboxLugasFile(
  db: Database,
  now: () => Date = () => new Date(),
): SandboxLugasFile {
  return {
    async entryOf(personKey, tx = db) {
      const row = await findLugasSandboxPerson(tx, personKey);
      return row === undefined
        ? null
        : {
            monthlyLimitMinor: Number(row.monthlyLimitMinor),
            isActiveElsewhere: row.isActiveElsewhere,
          };
    },

    async register(personKey, monthlyLimitMinor, tx) {
      const known = await findLugasSandboxPerson(tx, personKey);
      await upsertLugasSandboxPerson(
        tx,
        {
          personKey,
          monthlyLimitMinor: BigInt(monthlyLimitMinor),
          isActiveElsewhere: known?.isActiveElsewhere ?? false,
          operatorId: LUGAS_OPERATOR_ID,
        },
        now(),
      );
    },

    async preset(personKey, entry, operatorId) {
      await upsertLugasSandboxPerson(
        db,
        {
          personKey,
          monthlyLimitMinor: BigInt(entry.monthlyLimitMinor),
          isActiveElsewhere: entry.isActiveElsewhere,
          operatorId,
        },
        now(),
      );
    },
  };
}
