import { normaliseEmail } from '@playfair/domain/validation';
import type { Database } from '../../../platform/db/client';
import { normaliseMobile, normaliseNationalId } from '../identifiers';
import type { NationalRegisterClient, RegisterPerson } from '../national-register';
import { hasRunningEntry, insertEntries, insertReport, type SandboxQuery } from './repo';
import { SANDBOX_TEST_PERSONS } from './test-persons';

// The sandbox standing for Spelpaus (SE), OASIS (DE), CRUKS (NL), GAMSTOP (GB) and RGIAJ (ES): no
// real register can be reached from here, so their people are kept in the sandbox's own tables.
//
// Assumption (from the registers' public descriptions, not their API documents): Spelpaus is
// asked by personnummer; OASIS by name, birth name, date and place of birth and address; CRUKS by
// BSN with name and date of birth; GAMSTOP by name, date of birth, email, mobile and postcode;
// RGIAJ by DNI/NIE. The platform's forms ask no names and, outside Sweden (BankID) and Peru, no
// national id, so the sandbox answers for every identifier it is given that an entry holds: the
// national id, the email or the mobile, or the name with the date of birth. A date of birth alone
// matches nobody.

export type SandboxRegisterClient = NationalRegisterClient & {
  /** Writes the documented test persons (sandbox/test-persons.ts) once. */
  seed(): Promise<void>;
};

const nonEmpty = (value: string | null): string | null =>
  value === null || value.trim() === '' ? null : value;

/** The person's identifiers as entries keep them; names are compared in lower case. */
function identifiersOf(person: RegisterPerson): SandboxQuery {
  const nationalId = nonEmpty(person.nationalId);
  const email = nonEmpty(person.email);
  const mobile = nonEmpty(person.mobile);
  return {
    givenName: nonEmpty(person.givenName)?.trim() ?? null,
    familyName: nonEmpty(person.familyName)?.trim() ?? null,
    dateOfBirth: nonEmpty(person.dateOfBirth),
    nationalId: nationalId === null ? null : normaliseNationalId(nationalId),
    email: email === null ? null : normaliseEmail(email),
    mobile: mobile === null ? null : normaliseMobile(mobile),
  };
}

function queryOf(person: RegisterPerson): SandboxQuery {
  const identifiers = identifiersOf(person);
  return {
    ...identifiers,
    givenName: identifiers.givenName?.toLowerCase() ?? null,
    familyName: identifiers.familyName?.toLowerCase() ?? null,
  };
}

export function createSandboxRegisterClient(
  db: Database,
  now: () => Date = () => new Date(),
): SandboxRegisterClient {
  return {
    async seed() {
      await insertEntries(
        db,
        SANDBOX_TEST_PERSONS.map((person) => ({
          register: person.register,
          reference: person.reference,
          ...identifiersOf(person),
          until: null,
        })),
      );
    },

    async check(register, person) {
      return {
        register,
        isRegistered: await hasRunningEntry(db, register, queryOf(person), now()),
      };
    },

    async reportBlock(report, tx = db) {
      const isNew = await insertReport(tx, {
        register: report.register,
        reference: report.reference,
        reason: report.reason,
        person: report.person,
        blockedFrom: report.from,
        blockedUntil: report.until,
        receivedAt: now(),
      });
      // The register holds the person until the block ends, for every operator that asks.
      if (isNew) {
        await insertEntries(tx, [
          {
            register: report.register,
            reference: report.reference,
            ...identifiersOf(report.person),
            until: report.until,
          },
        ]);
      }
    },
  };
}
