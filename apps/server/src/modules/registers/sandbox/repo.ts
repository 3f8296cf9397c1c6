import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { NationalRegister } from '@playfair/domain/jurisdictions';
import type { Database } from '../../../platform/db/client';
import { registerSandboxEntries, registerSandboxReports } from './schema';

export type SandboxEntry = typeof registerSandboxEntries.$inferInsert;
export type SandboxReport = typeof registerSandboxReports.$inferInsert;

/** The identifiers a register is asked about, normalised as its entries keep them. */
export type SandboxQuery = {
  givenName: string | null;
  familyName: string | null;
  dateOfBirth: string | null;
  nationalId: string | null;
  email: string | null;
  mobile: string | null;
};

/** Writes entries that are not there yet (by register and reference). */
export async function insertEntries(db: Database, entries: readonly SandboxEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insert(registerSandboxEntries)
    .values([...entries])
    .onConflictDoNothing();
}

/**
 * Whether `register` holds a running entry matching the person: by national id, email or mobile,
 * or by name and date of birth together.
 */
export async function hasRunningEntry(
  db: Database,
  register: NationalRegister,
  person: SandboxQuery,
  now: Date,
): Promise<boolean> {
  const e = registerSandboxEntries;
  const matches: SQL[] = [];
  if (person.nationalId !== null) matches.push(eq(e.nationalId, person.nationalId));
  if (person.email !== null) matches.push(eq(e.email, person.email));
  if (person.mobile !== null) matches.push(eq(e.mobile, person.mobile));
  if (person.givenName !== null && person.familyName !== null && person.dateOfBirth !== null) {
    matches.push(
      and(
        sql`lower(${e.givenName}) = ${person.givenName}`,
        sql`lower(${e.familyName}) = ${person.familyName}`,
        eq(e.dateOfBirth, person.dateOfBirth),
      )!,
    );
  }
  if (matches.length === 0) return false;
  const [row] = await db
    .select({ id: e.id })
    .from(e)
    .where(and(eq(e.register, register), or(isNull(e.until), gt(e.until, now)), or(...matches)))
    .limit(1);
  return row !== undefined;
}

/** Keeps a report once per (register, reference); answers whether this call kept it. */
export async function insertReport(db: Database, report: SandboxReport): Promise<boolean> {
  const rows = await db
    .insert(registerSandboxReports)
    .values(report)
    .onConflictDoNothing()
    .returning({ id: registerSandboxReports.id });
  return rows.length === 1;
}
