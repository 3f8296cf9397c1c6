import { createHmac } from 'node:crypto';
import type { Database } from '../../platform/db/client';

// DESIGN §10: the German LUGAS limit file ("Limitdatei") is an interface with a sandbox
// implementation (lugas-sandbox.ts), like the national registers and BankID. The live file is the
// regulator's remote service; the platform sends it a person's key and the limit, never more.

/**
 * Who a person is to the limit file. LUGAS identifies people by name, date and place of birth.
 * Assumption: the platform's forms ask no given or family name, so the name here is the one
 * stable personal identifier the account has, its registration email; the date of birth comes
 * from the registration and the place of birth from the migration form.
 */
export type LugasPerson = { name: string; dateOfBirth: string; placeOfBirth: string };

/** A person's entry: their cross-operator monthly deposit limit and whether they play elsewhere now. */
export type LugasEntry = { monthlyLimitMinor: number; isActiveElsewhere: boolean };

export type LugasLimitFile = {
  /** The person's entry, or null when the file does not know them. */
  entryOf(personKey: string, tx?: Database): Promise<LugasEntry | null>;
  /**
   * Registers the person with this operator under `monthlyLimitMinor` (the limit that applies:
   * the caller has already taken the lower of the asked one and the file's). `tx` is the
   * migration's transaction: the sandbox writes through it, a live client calls out with the key.
   */
  register(personKey: string, monthlyLimitMinor: number, tx: Database): Promise<void>;
};

/** One way to write a person's details: Unicode-normalised, lower case, single spaces. */
function normalised(value: string): string {
  return value.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * The person's key: HMAC-SHA256 under the server's secret of their name, date and place of
 * birth. The same person always gives the same key; without the secret a key names nobody, and
 * the plain details are never stored.
 */
export function lugasPersonKey(secret: string, person: LugasPerson): string {
  const details = [
    normalised(person.name),
    person.dateOfBirth.trim(),
    normalised(person.placeOfBirth),
  ].join('\u001f');
  return createHmac('sha256', secret).update(`lugas:${details}`).digest('hex');
}
