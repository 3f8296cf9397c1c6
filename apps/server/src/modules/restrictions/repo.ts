import { eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { playerRestrictionChanges, playerRestrictions } from './schema';

/** A player's restrictions as stored; until-times in milliseconds since the epoch. */
export type RestrictionRow = {
  amlStatus: string;
  kycStatus: string;
  hasGameplayBlock: boolean;
  hasScanVerification: boolean;
  hasUnverifiedBlock: boolean;
  hasPepBlock: boolean;
  hasKycBlock: boolean;
  hasRgTriggerBlock: boolean;
  isAccountBlocked: boolean;
  /** `Infinity` for a permanent self-exclusion. */
  selfExcludedUntilMs: number | null;
  timedOutUntilMs: number | null;
};

/** The statuses and blocks the compliance team sets (spec 000 §6). */
export type StatusPatch = Partial<
  Pick<
    RestrictionRow,
    | 'amlStatus'
    | 'kycStatus'
    | 'hasGameplayBlock'
    | 'hasScanVerification'
    | 'hasUnverifiedBlock'
    | 'hasPepBlock'
    | 'hasKycBlock'
    | 'hasRgTriggerBlock'
  >
>;

// A permanent exclusion ('infinity') never becomes a JS Date (it would be an invalid one): the
// time is read as milliseconds, where it is Infinity.
function epochMs(column: typeof playerRestrictions.selfExcludedUntil): SQL<number | null> {
  return sql<number | null>`(extract(epoch from ${column}) * 1000)::float8`;
}

const restrictionColumns = {
  amlStatus: playerRestrictions.amlStatus,
  kycStatus: playerRestrictions.kycStatus,
  hasGameplayBlock: playerRestrictions.hasGameplayBlock,
  hasScanVerification: playerRestrictions.hasScanVerification,
  hasUnverifiedBlock: playerRestrictions.hasUnverifiedBlock,
  hasPepBlock: playerRestrictions.hasPepBlock,
  hasKycBlock: playerRestrictions.hasKycBlock,
  hasRgTriggerBlock: playerRestrictions.hasRgTriggerBlock,
  isAccountBlocked: sql<boolean>`(${playerRestrictions.blockedAt} is not null)`,
  selfExcludedUntilMs: epochMs(playerRestrictions.selfExcludedUntil),
  timedOutUntilMs: epochMs(playerRestrictions.timedOutUntil),
};

/** The player's stored restrictions; undefined when none were ever set. */
export async function findRestrictions(
  db: Database,
  playerId: string,
): Promise<RestrictionRow | undefined> {
  const [row] = await db
    .select(restrictionColumns)
    .from(playerRestrictions)
    .where(eq(playerRestrictions.playerId, playerId));
  return row;
}

/**
 * The same, read FOR SHARE inside the caller's transaction, so a block or exclusion committed by
 * another transaction waits for the caller's money movement or is seen by it, never half of each.
 */
export async function findRestrictionsForShare(
  tx: Database,
  playerId: string,
): Promise<RestrictionRow | undefined> {
  const [row] = await tx
    .select(restrictionColumns)
    .from(playerRestrictions)
    .where(eq(playerRestrictions.playerId, playerId))
    .for('share');
  return row;
}

/**
 * Sets the fields of `patch` (the player's row made if it was missing) and records the change with
 * its operator and reason, in one transaction: there is no change without its record.
 */
export async function updateStatuses(
  db: Database,
  input: { playerId: string; patch: StatusPatch; operatorId: string; reason: string },
  now: Date,
): Promise<RestrictionRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(playerRestrictions)
      .values({ ...input.patch, playerId: input.playerId, updatedAt: now })
      .onConflictDoUpdate({
        target: playerRestrictions.playerId,
        set: { ...input.patch, updatedAt: now },
      })
      .returning(restrictionColumns);
    await tx.insert(playerRestrictionChanges).values({
      playerId: input.playerId,
      operatorId: input.operatorId,
      changes: input.patch,
      reason: input.reason,
      createdAt: now,
    });
    if (row === undefined) throw new Error('the upsert answered no row');
    return row;
  });
}

/** A break as stored: which column, and its end ('infinity' for a permanent self-exclusion). */
export type BreakPatch = { kind: 'time-out' | 'self-exclusion'; until: Date | null };

/**
 * Starts or extends a break on the locked row (see `lockRestrictions`) and records the change with
 * who asked and why, in the caller's transaction.
 */
export async function writeBreak(
  tx: Database,
  input: { playerId: string; patch: BreakPatch; actor: string; reason: string },
  now: Date,
): Promise<RestrictionRow> {
  const until = input.patch.until === null ? sql`'infinity'::timestamptz` : input.patch.until;
  const set =
    input.patch.kind === 'self-exclusion' ? { selfExcludedUntil: until } : { timedOutUntil: until };
  const [row] = await tx
    .insert(playerRestrictions)
    .values({ playerId: input.playerId, ...set, updatedAt: now })
    .onConflictDoUpdate({ target: playerRestrictions.playerId, set: { ...set, updatedAt: now } })
    .returning(restrictionColumns);
  await tx.insert(playerRestrictionChanges).values({
    playerId: input.playerId,
    operatorId: input.actor,
    changes: {
      [input.patch.kind === 'self-exclusion' ? 'selfExcludedUntil' : 'timedOutUntil']:
        input.patch.until === null ? 'infinity' : input.patch.until.toISOString(),
    },
    reason: input.reason,
    createdAt: now,
  });
  if (row === undefined) throw new Error('the upsert answered no row');
  return row;
}

/**
 * The player's row locked FOR UPDATE (made first if missing), so two changes of one player's
 * restrictions run one after the other.
 */
export async function lockRestrictions(tx: Database, playerId: string): Promise<RestrictionRow> {
  await tx.insert(playerRestrictions).values({ playerId }).onConflictDoNothing();
  const [row] = await tx
    .select(restrictionColumns)
    .from(playerRestrictions)
    .where(eq(playerRestrictions.playerId, playerId))
    .for('update');
  if (row === undefined) throw new Error('the restrictions row is missing after its insert');
  return row;
}
