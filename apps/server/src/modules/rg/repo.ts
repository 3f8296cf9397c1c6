import type { LimitPeriod } from '@playfair/domain/constants';
import type { LimitType } from '@playfair/domain/rg-limits';
import { and, asc, desc, eq, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db/client';
import { rgAudit, rgLimits, rgQuizSubmissions, rgRealityChecks } from './schema';

export type LimitRow = {
  id: string;
  playerId: string;
  type: LimitType;
  period: LimitPeriod;
  amount: number;
  setBy: 'player' | 'operator' | 'system';
  startsAt: Date;
  needsConfirmation: boolean;
  confirmedAt: Date | null;
  activatedAt: Date | null;
};

const limitColumns = {
  id: rgLimits.id,
  playerId: rgLimits.playerId,
  type: sql<LimitType>`${rgLimits.limitType}`,
  period: sql<LimitPeriod>`${rgLimits.period}`,
  amount: rgLimits.amount,
  setBy: sql<LimitRow['setBy']>`${rgLimits.setBy}`,
  startsAt: rgLimits.startsAt,
  needsConfirmation: rgLimits.needsConfirmation,
  confirmedAt: rgLimits.confirmedAt,
  activatedAt: rgLimits.activatedAt,
};

/**
 * Serialises one player's responsible-gambling changes until the transaction ends (limits, quiz,
 * audit chain), on PostgreSQL and PGlite alike.
 */
export async function lockPlayerRg(tx: Database, playerId: string): Promise<void> {
  await queryRows(tx, sql`select pg_advisory_xact_lock(hashtextextended(${`rg:${playerId}`}, 0))`);
}

/** The limit in force per type and period: the newest one activated. */
export async function findActiveLimits(db: Database, playerId: string): Promise<LimitRow[]> {
  const rows = await db
    .selectDistinctOn([rgLimits.limitType, rgLimits.period], limitColumns)
    .from(rgLimits)
    .where(and(eq(rgLimits.playerId, playerId), isNotNull(rgLimits.activatedAt)))
    .orderBy(rgLimits.limitType, rgLimits.period, desc(rgLimits.activatedAt), desc(rgLimits.seq));
  return rows;
}

/** The limits waiting to apply (at most one per type and period). */
export async function findFutureLimits(db: Database, playerId: string): Promise<LimitRow[]> {
  return db
    .select(limitColumns)
    .from(rgLimits)
    .where(
      and(
        eq(rgLimits.playerId, playerId),
        isNull(rgLimits.activatedAt),
        isNull(rgLimits.cancelledAt),
      ),
    )
    .orderBy(asc(rgLimits.startsAt));
}

export async function insertLimit(
  tx: Database,
  row: {
    playerId: string;
    type: LimitType;
    period: LimitPeriod;
    amount: number;
    setBy: LimitRow['setBy'];
    startsAt: Date;
    needsConfirmation: boolean;
    activatedAt: Date | null;
  },
  now: Date,
): Promise<LimitRow> {
  const [inserted] = await tx
    .insert(rgLimits)
    .values({
      playerId: row.playerId,
      limitType: row.type,
      period: row.period,
      amount: row.amount,
      setBy: row.setBy,
      startsAt: row.startsAt,
      needsConfirmation: row.needsConfirmation,
      activatedAt: row.activatedAt,
      createdAt: now,
    })
    .returning(limitColumns);
  if (inserted === undefined) throw new Error('the limit insert answered no row');
  return inserted;
}

/** Marks a waiting limit as applying from `at`; false when it was no longer waiting. */
export async function markLimitActivated(tx: Database, id: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(rgLimits)
    .set({ activatedAt: at })
    .where(and(eq(rgLimits.id, id), isNull(rgLimits.activatedAt), isNull(rgLimits.cancelledAt)))
    .returning({ id: rgLimits.id });
  return rows.length === 1;
}

export async function markLimitConfirmed(tx: Database, id: string, at: Date): Promise<void> {
  await tx
    .update(rgLimits)
    .set({ confirmedAt: at })
    .where(and(eq(rgLimits.id, id), isNull(rgLimits.confirmedAt)));
}

export async function markLimitCancelled(tx: Database, id: string, at: Date): Promise<void> {
  await tx
    .update(rgLimits)
    .set({ cancelledAt: at })
    .where(and(eq(rgLimits.id, id), isNull(rgLimits.activatedAt), isNull(rgLimits.cancelledAt)));
}

/** Waiting limits whose start has come (confirmed where they need it), oldest first. */
export async function findDueLimits(db: Database, now: Date, max: number): Promise<LimitRow[]> {
  return db
    .select(limitColumns)
    .from(rgLimits)
    .where(
      and(
        isNull(rgLimits.activatedAt),
        isNull(rgLimits.cancelledAt),
        lte(rgLimits.startsAt, now),
        or(eq(rgLimits.needsConfirmation, false), isNotNull(rgLimits.confirmedAt)),
      ),
    )
    .orderBy(asc(rgLimits.startsAt))
    .limit(max);
}

/** Players with a session-time limit in force: the ones whose time is watched. */
export async function findPlayersWithSessionLimits(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ playerId: rgLimits.playerId })
    .from(rgLimits)
    .where(and(eq(rgLimits.limitType, 'sessionTime'), isNotNull(rgLimits.activatedAt)));
  return rows.map((row) => row.playerId);
}

// --- The quiz ------------------------------------------------------------------------------------

export type QuizSubmissionRow = { isPassed: boolean; createdAt: Date };

export async function insertQuizSubmission(
  tx: Database,
  row: {
    playerId: string;
    quizId: number;
    answers: { QuestionId: number; AnswerId: number }[];
    isPassed: boolean;
  },
  now: Date,
): Promise<void> {
  await tx.insert(rgQuizSubmissions).values({ ...row, createdAt: now });
}

export async function findLatestQuizSubmission(
  db: Database,
  playerId: string,
  quizId: number,
): Promise<QuizSubmissionRow | undefined> {
  const [row] = await db
    .select({ isPassed: rgQuizSubmissions.isPassed, createdAt: rgQuizSubmissions.createdAt })
    .from(rgQuizSubmissions)
    .where(and(eq(rgQuizSubmissions.playerId, playerId), eq(rgQuizSubmissions.quizId, quizId)))
    .orderBy(desc(rgQuizSubmissions.createdAt))
    .limit(1);
  return row;
}

export async function listQuizSubmissions(db: Database, playerId: string) {
  return db
    .select({
      quizId: rgQuizSubmissions.quizId,
      answers: rgQuizSubmissions.answers,
      isPassed: rgQuizSubmissions.isPassed,
      createdAt: rgQuizSubmissions.createdAt,
    })
    .from(rgQuizSubmissions)
    .where(eq(rgQuizSubmissions.playerId, playerId))
    .orderBy(asc(rgQuizSubmissions.createdAt));
}

// --- The audit trail ------------------------------------------------------------------------------

export type AuditRow = typeof rgAudit.$inferSelect;
export type NewAuditRow = typeof rgAudit.$inferInsert;

export async function findLastAudit(
  tx: Database,
  playerId: string,
): Promise<Pick<AuditRow, 'seq' | 'hash'> | undefined> {
  const [row] = await tx
    .select({ seq: rgAudit.seq, hash: rgAudit.hash })
    .from(rgAudit)
    .where(eq(rgAudit.playerId, playerId))
    .orderBy(desc(rgAudit.seq))
    .limit(1);
  return row;
}

export async function insertAudit(tx: Database, row: NewAuditRow): Promise<void> {
  await tx.insert(rgAudit).values(row);
}

export async function listAudit(db: Database, playerId: string): Promise<AuditRow[]> {
  return db.select().from(rgAudit).where(eq(rgAudit.playerId, playerId)).orderBy(asc(rgAudit.seq));
}

export async function listLimitHistory(db: Database, playerId: string) {
  return db
    .select({
      ...limitColumns,
      cancelledAt: rgLimits.cancelledAt,
      createdAt: rgLimits.createdAt,
    })
    .from(rgLimits)
    .where(eq(rgLimits.playerId, playerId))
    .orderBy(asc(rgLimits.seq));
}

export type RealityCheckRow = typeof rgRealityChecks.$inferSelect;

export async function findRealityCheck(
  db: Database,
  playerId: string,
): Promise<RealityCheckRow | undefined> {
  const [row] = await db
    .select()
    .from(rgRealityChecks)
    .where(eq(rgRealityChecks.playerId, playerId));
  return row;
}

/** Writes the player's clock whole (a new sitting, an answered check, a new interval). */
export async function saveRealityCheck(db: Database, row: RealityCheckRow): Promise<void> {
  const { playerId: _playerId, ...changes } = row;
  await db
    .insert(rgRealityChecks)
    .values(row)
    .onConflictDoUpdate({ target: rgRealityChecks.playerId, set: changes });
}

/**
 * The reality check's word on a stake, as a text expression for the debit's one read under the
 * player's lock: HARD_REALITY_CHECK_ACTIVE while a hard check is due or its cooldown runs,
 * REALITY_CHECK_DUE while a soft one waits for the player, else null.
 */
export function realityCheckGuard(playerId: string, at: Date): SQL {
  const now = sql`${at.toISOString()}::timestamptz`;
  return sql`(select case
      when rc.cooldown_until > ${now} then 'HARD_REALITY_CHECK_ACTIVE'
      when rc.next_due_at <= ${now} and rc.kind = 'hard' then 'HARD_REALITY_CHECK_ACTIVE'
      when rc.next_due_at <= ${now} then 'REALITY_CHECK_DUE'
    end from ${rgRealityChecks} rc where rc.player_id = ${playerId}::uuid)`;
}

/**
 * A currency migration (spec 000 §4, DESIGN §4): the player's money limits (deposit, loss, wager)
 * in force or waiting to apply, each converted by `convert`; answers each one's amounts.
 */
export async function convertMoneyLimits(
  db: Database,
  playerId: string,
  convert: (amount: bigint) => bigint,
): Promise<{ id: string; limitType: string; period: string; from: number; to: number }[]> {
  const rows = await db
    .select({
      id: rgLimits.id,
      limitType: rgLimits.limitType,
      period: rgLimits.period,
      amount: rgLimits.amount,
    })
    .from(rgLimits)
    .where(
      and(
        eq(rgLimits.playerId, playerId),
        sql`${rgLimits.limitType} in ('deposit', 'loss', 'wager')`,
        isNull(rgLimits.cancelledAt),
      ),
    )
    .orderBy(asc(rgLimits.seq))
    .for('update');
  const converted = [];
  for (const row of rows) {
    const to = Number(convert(BigInt(row.amount)));
    await db.update(rgLimits).set({ amount: to }).where(eq(rgLimits.id, row.id));
    converted.push({ ...row, from: row.amount, to });
  }
  return converted;
}
