import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db/client';
import {
  type CompetitionKind,
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

/** Competitions of a kind running at `at` (started, not ended, not decided). */
export async function runningCompetitions(
  db: Database,
  kind: CompetitionKind,
  at: Date,
): Promise<CompetitionRow[]> {
  return db
    .select()
    .from(competitions)
    .where(
      and(
        eq(competitions.kind, kind),
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

/** Open competitions of a kind whose result is due (a draw's time; a race's end). */
export async function dueCompetitions(
  db: Database,
  kind: CompetitionKind,
  at: Date,
  limit: number,
): Promise<CompetitionRow[]> {
  return db
    .select()
    .from(competitions)
    .where(
      and(
        eq(competitions.kind, kind),
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
): Promise<bigint> {
  const [row] = await db
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
    )
    .returning({ score: competitionEntries.score });
  return row?.score ?? 0n;
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

// --- Races ------------------------------------------------------------------------------------

/** The races a page lists: running, starting before `until`, or ended after `endedSince`. */
export async function listedRaces(
  db: Database,
  at: Date,
  until: Date,
  endedSince: Date,
): Promise<CompetitionRow[]> {
  return db
    .select()
    .from(competitions)
    .where(
      and(
        eq(competitions.kind, 'race'),
        lte(competitions.startsAt, until),
        gt(competitions.endsAt, endedSince),
        sql`(${competitions.status} = 'open' or ${competitions.endsAt} <= ${at.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(asc(competitions.startsAt), asc(competitions.id))
    .limit(50);
}

/** Marks the races that have started as announced; answers those this call marked (once each). */
export async function announceStarts(db: Database, at: Date): Promise<CompetitionRow[]> {
  return db
    .update(competitions)
    .set({ announcedAt: at })
    .where(
      and(
        eq(competitions.kind, 'race'),
        eq(competitions.status, 'open'),
        isNull(competitions.announcedAt),
        lte(competitions.startsAt, at),
        gt(competitions.endsAt, at),
      ),
    )
    .returning();
}

/** A race of this name's English text that covers `at` (the demo races, made once each). */
export async function raceNamedCovering(
  db: Database,
  englishName: string,
  startsAt: Date,
): Promise<CompetitionRow | undefined> {
  const [row] = await db
    .select()
    .from(competitions)
    .where(
      and(
        eq(competitions.kind, 'race'),
        eq(competitions.startsAt, startsAt),
        sql`${competitions.name}->>'en' = ${englishName}`,
      ),
    )
    .limit(1);
  return row;
}

/** Adds one counted round to a race entry; a round with points moves its "reached at" time. */
export async function addRoundToRaceEntry(
  db: Database,
  competitionId: string,
  playerId: string,
  round: { points: number; isWin: boolean; at: Date },
): Promise<void> {
  await db
    .update(competitionEntries)
    .set({
      rounds: sql`${competitionEntries.rounds} + 1`,
      wins: sql`${competitionEntries.wins} + ${round.isWin ? 1 : 0}`,
      score: sql`${competitionEntries.score} + ${round.points}::bigint`,
      lastPoints: BigInt(round.points),
      ...(round.points > 0 ? { scoredAt: round.at } : {}),
    })
    .where(
      and(
        eq(competitionEntries.competitionId, competitionId),
        eq(competitionEntries.playerId, playerId),
      ),
    );
}

/** The entries with points, best first (decision 011's order), at most `limit`. */
export async function rankedEntries(
  db: Database,
  competitionId: string,
  limit: number,
): Promise<EntryRow[]> {
  return db
    .select()
    .from(competitionEntries)
    .where(
      and(eq(competitionEntries.competitionId, competitionId), gt(competitionEntries.score, 0n)),
    )
    .orderBy(
      desc(competitionEntries.score),
      sql`${competitionEntries.scoredAt} asc nulls last`,
      asc(competitionEntries.optedInAt),
      asc(competitionEntries.playerId),
    )
    .limit(limit);
}

/** The entry's position among those with points (null: no points). */
export async function positionOf(db: Database, entry: EntryRow): Promise<number | null> {
  if (entry.score <= 0n || entry.scoredAt === null) return null;
  const scoredAt = entry.scoredAt.toISOString();
  const optedInAt = entry.optedInAt.toISOString();
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from ${competitionEntries}
        where competition_id = ${entry.competitionId} and score > 0 and (
          score > ${entry.score.toString()}::bigint
          or (score = ${entry.score.toString()}::bigint and (
            scored_at < ${scoredAt}::timestamptz
            or (scored_at = ${scoredAt}::timestamptz and (
              opted_in_at < ${optedInAt}::timestamptz
              or (opted_in_at = ${optedInAt}::timestamptz and player_id < ${entry.playerId}::uuid)))))
        )`,
  );
  return Number(row?.n ?? 0) + 1;
}

/** Claims the right to tell the player their stake was too low: at most once per `quietMs`. */
export async function claimStakeNotice(
  db: Database,
  competitionId: string,
  playerId: string,
  at: Date,
  quietSince: Date,
): Promise<boolean> {
  const rows = await db
    .update(competitionEntries)
    .set({ stakeNoticeAt: at })
    .where(
      and(
        eq(competitionEntries.competitionId, competitionId),
        eq(competitionEntries.playerId, playerId),
        sql`(${competitionEntries.stakeNoticeAt} is null or ${competitionEntries.stakeNoticeAt} < ${quietSince.toISOString()}::timestamptz)`,
      ),
    )
    .returning({ playerId: competitionEntries.playerId });
  return rows.length === 1;
}

/** The player's entries in these competitions. */
export async function entriesOf(
  db: Database,
  playerId: string,
  ids: readonly string[],
): Promise<EntryRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(competitionEntries)
    .where(
      and(
        eq(competitionEntries.playerId, playerId),
        inArray(competitionEntries.competitionId, [...ids]),
      ),
    );
}

/** Every entry of a competition (the race start's notifications). */
export async function allEntries(db: Database, competitionId: string): Promise<EntryRow[]> {
  return db
    .select()
    .from(competitionEntries)
    .where(eq(competitionEntries.competitionId, competitionId));
}
