import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { lugasRegistrations, lugasSandboxPersons } from '../schema';

// The LUGAS migration's rows: the player's registration and the sandbox's limit file.

export type LugasRegistrationRow = typeof lugasRegistrations.$inferSelect;

export async function findLugasRegistration(
  db: Database,
  playerId: string,
): Promise<LugasRegistrationRow | undefined> {
  const [row] = await db
    .select()
    .from(lugasRegistrations)
    .where(eq(lugasRegistrations.playerId, playerId));
  return row;
}

/** Keeps the player's registration once; answers whether this call kept it. */
export async function insertLugasRegistration(
  tx: Database,
  row: typeof lugasRegistrations.$inferInsert,
): Promise<boolean> {
  const inserted = await tx
    .insert(lugasRegistrations)
    .values(row)
    .onConflictDoNothing()
    .returning({ playerId: lugasRegistrations.playerId });
  return inserted.length === 1;
}

export type LugasSandboxRow = {
  personKey: string;
  monthlyLimitMinor: bigint;
  isActiveElsewhere: boolean;
};

export async function findLugasSandboxPerson(
  db: Database,
  personKey: string,
): Promise<LugasSandboxRow | undefined> {
  const [row] = await db
    .select({
      personKey: lugasSandboxPersons.personKey,
      monthlyLimitMinor: lugasSandboxPersons.monthlyLimitMinor,
      isActiveElsewhere: lugasSandboxPersons.isActiveElsewhere,
    })
    .from(lugasSandboxPersons)
    .where(eq(lugasSandboxPersons.personKey, personKey));
  return row;
}

/** Writes the person's entry, replacing the one the file held. */
export async function upsertLugasSandboxPerson(
  db: Database,
  entry: LugasSandboxRow & { operatorId: string | null },
  now: Date,
): Promise<void> {
  await db
    .insert(lugasSandboxPersons)
    .values({ ...entry, updatedAt: now })
    .onConflictDoUpdate({
      target: lugasSandboxPersons.personKey,
      set: {
        monthlyLimitMinor: entry.monthlyLimitMinor,
        isActiveElsewhere: entry.isActiveElsewhere,
        operatorId: entry.operatorId,
        updatedAt: now,
      },
    });
}
