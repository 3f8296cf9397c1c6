import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db/client';
import {
  competitionEntries,
  competitionPrizes,
  competitionRounds,
  competitions,
  competitionWinners,
} from './schema';

export type CompetitionRow = typeof competitions.$inferSelect;
export type PrizeRow = typeof competitionPrizes.$inferSelect;
export type EntryRow = typeof competitionEntries.$inferSelect;
export type WinnerRow = typeof competitionWinners.$inferSelect;

export async function insertCompetition(
  db: Database,
  row: typeof competitions.$inferInsert,
  prizes: Omit<typeof competitionPrizes.$inferInsert, 'competitionId'>[],
): Promise<CompetitionRow> {
  const [inserted] = await db.insert(competitions).values(row).returning();
  if (inserted === undefined) throw new Error('the competition insert answered no row');
  if (prizes.length > 0) {
    await db
      .insert(competitionPrizes)
      .values(prizes.map((prize) => ({ ...prize, competitionId: inserted.id })));
  }
  return inserted;
}

export async function findCompetition(
  db: Database,
  id: string,
): Promise<CompetitionRow | undefined> {
  const [row] = await db.select().from(competitions).where(eq(competitions.id, id));
  return row;
}

/** A raffle of this occurrence that covers `at` (the seed's daily and monthly draws). */
export async function raffleCovering(
  db: Database,
  occurrence: 'daily' | 'monthly',
  at: Date,
): Promise<CompetitionRow | undefined> {
  const [row] = await db
    .select()
    .from(competitions)
    .where(
      and(
        eq(competitions.kind, 'raffle'),
        eq(competitions.occurrence, occurrence),
        lte(competitions.startsAt, at),
        gt(competitions.endsAt, at),
      ),
    )
    .limit(1);
  return row;
}

/** Raffles running at `at` (started, not ended). */
export async function currentRaffles(db: Database, at: Date): Promise<CompetitionRow[]> {
  return db
    .select()
    .from(competitions)
    .where(
      and(
        eq(competitions.kind, 'raffle'),
        eq(competitions.status, 'open'),
        lte(competitions.startsAt, at),
        gt(competitions.endsAt, at),
      ),
    )
    .orderBy(asc(competitions.endsAt));
}

/** Raffles that start after `at`, soonest first. */
export async function nextRaffles(db: Database, at: Date): Promise<CompetitionRow[]> {
  return db
    .select()
    .from(competitions)
    .where(and(eq(competitions.kind, 'raffle'), gt(competitions.startsAt, at)))
    .orderBy(asc(competitions.startsAt))
    .limit(20);
}

/** Drawn raffles of one occurrence, newest first. */
export async function pastRaffles(
  db: Database,
  occurrence: 'daily' | 'monthly',
  count: number,
): Promise<CompetitionRow[]> {
  return db
    .select()
    .from(competitions)
    .where(
      and(
        eq(competitions.kind, 'raffle'),
        eq(competitions.occurrence, occurrence),
        eq(competitions.status, 'drawn'),
      ),
    )
    .orderBy(desc(competitions.drawAt))
    .limit(count);
}

/** Open raffles whose draw is due. */
export async function dueDraws(db: Database, at: Date, limit: number): Promise<CompetitionRow[]> {
  return db
    .select()
    .from(competitions)
    .where(
      and(
        eq(competitions.kind, 'raffle'),
        eq(competitions.status, 'open'),
        lte(competitions.drawAt, at),
      ),
    )
    .orderBy(asc(competitions.drawAt))
    .limit(limit);
}

/** The competition, locked until the transaction ends; undefined when another holds it. */
export async function lockCompetition(
  db: Database,
  id: string,
): Promise<CompetitionRow | undefined> {
  const [row] = await db
    .select()
    .from(competitions)
    .where(eq(competitions.id, id))
    .for('update', { skipLocked: true });
  return row;
}

export async function markDrawn(
  db: Database,
  id: string,
  draw: { snapshot: string; snapshotHash: string; at: Date },
): Promise<void> {
  await db
    .update(competitions)
    .set({
      status: 'drawn',
      snapshot: draw.snapshot,
      snapshotHash: draw.snapshotHash,
      drawnAt: draw.at,
    })
    .where(and(eq(competitions.id, id), eq(competitions.status, 'open')));
}

/** Moves an open raffle's end and draw to `at` (the operator's "draw now"). */
export async function closeNow(db: Database, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(competitions)
    .set({
      endsAt: sql`least(${competitions.endsAt}, ${at.toISOString()}::timestamptz)`,
      drawAt: sql`least(${competitions.drawAt}, ${at.toISOString()}::timestamptz)`,
      startsAt: sql`least(${competitions.startsAt}, ${at.toISOString()}::timestamptz - interval '1 second')`,
    })
    .where(and(eq(competitions.id, id), eq(competitions.status, 'open')))
    .returning({ id: competitions.id });
  return rows.length === 1;
}

export async function prizesOf(db: Database, ids: readonly string[]): Promise<PrizeRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(competitionPrizes)
    .where(sql`${competitionPrizes.competitionId} in ${ids}`)
    .orderBy(asc(competitionPrizes.position));
}

/** How many players take part, per competition. */
export async function entrantCounts(
  db: Database,
  ids: readonly string[],
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: string; n: number | string }>(
    db,
    sql`select competition_id as id, count(*) as n from ${competitionEntries}
        where competition_id in ${ids} group by competition_id`,
  );
  return new Map(rows.map((row) => [row.id, Number(row.n)]));
}

export async function findEntry(
  db: Database,
  competitionId: string,
  playerId: string,
): Promise<EntryRow | undefined> {
  const [row] = await db
    .select()
    .from(competitionEntries)
    .where(
      and(
        eq(competitionEntries.competitionId, competitionId),
        eq(competitionEntries.playerId, playerId),
      ),
    );
  return row;
}

export async function insertEntry(
  db: Database,
  row: typeof competitionEntries.$inferInsert,
): Promise<void> {
  await db.insert(competitionEntries).values(row).onConflictDoNothing();
}

/** Counts a settled round once: false when it was counted before. */
export async function claimRound(
  db: Database,
  row: typeof competitionRounds.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(competitionRounds)
    .values(row)
    .onConflictDoNothing()
    .returning({ roundId: competitionRounds.roundId });
  return rows.length === 1;
}

/** Adds a stake to the entry and sets its tickets: whole units of `perTicketMinor` staked. */
export async function addStakeToEntry(
  db: Database,
  competitionId: string,
  playerId: string,
  stakeMinor: bigint,
  perTicketMinor: bigint,
): Promise<void> {
  await db
    .update(competitionEntries)
    .set({
      stakedMinor: sql`${competitionEntries.stakedMinor} + ${stakeMinor.toString()}::bigint`,
      score: sql`(${competitionEntries.stakedMinor} + ${stakeMinor.toString()}::bigint) / ${perTicketMinor.toString()}::bigint`,
    })
    .where(
      and(
        eq(competitionEntries.competitionId, competitionId),
        eq(competitionEntries.playerId, playerId),
      ),
    );
}

export async function entriesWithScore(db: Database, competitionId: string): Promise<EntryRow[]> {
  return db
    .select()
    .from(competitionEntries)
    .where(
      and(eq(competitionEntries.competitionId, competitionId), gt(competitionEntries.score, 0n)),
    );
}

export async function insertWinners(
  db: Database,
  rows: (typeof competitionWinners.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(competitionWinners).values(rows);
}

export async function winnersOf(db: Database, competitionId: string): Promise<WinnerRow[]> {
  return db
    .select()
    .from(competitionWinners)
    .where(eq(competitionWinners.competitionId, competitionId))
    .orderBy(asc(competitionWinners.position));
}
