import { and, count, desc, eq, gte, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db/client';
import { gameLaunches, gameRounds, gameSessions, type RoundStatus } from './schema';

// Rounds and sessions carry running totals and are updated; a launch is opened, used and closed.

export type GameRoundRow = typeof gameRounds.$inferSelect;
export type GameSessionRow = typeof gameSessions.$inferSelect;

/**
 * A write of the caller's that commits with a stake in the same statement (a data-modifying CTE),
 * written only when `onlyIf` holds: the statement runs while the player's cash is locked, and
 * every round trip there is time the player's other calls wait (bench/README "Provider debit").
 */
export type SameStatementWrite = (onlyIf: SQL) => SQL;

/** A boolean expression of the caller's, answered in the same round trip as a stake's read. */
export type SameStatementAsk = SQL;

function timestamp(at: Date): SQL {
  return sql`${at.toISOString()}::timestamptz`;
}

function minor(amountMinor: bigint): SQL {
  return sql`${amountMinor.toString()}::bigint`;
}

/** The caller's write as one more CTE of a statement, or nothing. */
function alongside(write: SameStatementWrite | undefined, onlyIf: SQL): SQL {
  return write === undefined ? sql`` : sql`, also_written as (${write(onlyIf)})`;
}

export type StakeLookup = {
  providerId: string;
  roundId: string;
  playerId: string;
  gameId: string;
  /** A session active since then takes a new round. */
  activeSince: Date;
  launchWindow: LaunchWindow;
};

/** Which launches count as live for a stake, and when one's last use is worth writing again. */
export type LaunchWindow = {
  /** Used at or after this (the idle limit). */
  usedSince: Date;
  /** Opened at or after this (the absolute limit). */
  openedSince: Date;
  /** A live launch last used before this gets its use written again. */
  useWrittenBefore: Date;
};

export type StakeRow = {
  round: Pick<GameRoundRow, 'id' | 'playerId' | 'gameId' | 'status' | 'gameSessionId'> | undefined;
  /** The player's open session at this game active since `activeSince`, for a new round. */
  activeSessionId: string | undefined;
  /** The live launch the stake belongs to; undefined refuses the stake. */
  launch: { id: string; isDueForUse: boolean } | undefined;
  /** The caller's own question, asked in the same round trip. */
  isAsked: boolean;
};

/**
 * What a stake must know before it moves money, in one round trip (with the caller's `alsoAsk`,
 * a boolean expression of its own): it runs while the player's cash is locked.
 */
export async function findStakeRow(
  db: Database,
  stake: StakeLookup,
  alsoAsk: SameStatementAsk = sql`false`,
): Promise<StakeRow> {
  const live = stake.launchWindow;
  const [row] = await queryRows<{
    is_asked: boolean;
    round_id: string | null;
    player_id: string | null;
    game_id: string | null;
    status: RoundStatus | null;
    game_session_id: string | null;
    active_session_id: string | null;
    launch_id: string | null;
    launch_is_due_for_use: boolean | null;
  }>(
    db,
    sql`select (${alsoAsk}) as is_asked,
        r.id as round_id, r.player_id, r.game_id, r.status, r.game_session_id,
        (select s.id from ${gameSessions} s
         where s.player_id = ${stake.playerId} and s.game_id = ${stake.gameId}
           and s.ended_at is null
           and s.last_activity_at >= ${timestamp(stake.activeSince)}
        ) as active_session_id,
        l.id as launch_id, l.is_due_for_use as launch_is_due_for_use
        from (select 1) as one
        left join ${gameRounds} r
          on r.provider_id = ${stake.providerId} and r.round_id = ${stake.roundId}
        left join lateral (
          select gl.id,
            gl.last_used_at < ${timestamp(live.useWrittenBefore)} as is_due_for_use
          from ${gameLaunches} gl
          where gl.player_id = ${stake.playerId} and gl.game_id = ${stake.gameId}
            and gl.provider_id = ${stake.providerId} and gl.closed_at is null
            and gl.last_used_at >= ${timestamp(live.usedSince)}
            and gl.opened_at >= ${timestamp(live.openedSince)}
          order by gl.last_used_at desc
          limit 1
        ) l on true`,
  );
  if (row === undefined) throw new Error('the stake query answered no row');
  const round =
    row.round_id === null ||
    row.player_id === null ||
    row.game_id === null ||
    row.status === null ||
    row.game_session_id === null
      ? undefined
      : {
          id: row.round_id,
          playerId: row.player_id,
          gameId: row.game_id,
          status: row.status,
          gameSessionId: row.game_session_id,
        };
  return {
    isAsked: row.is_asked === true,
    round,
    activeSessionId: row.active_session_id ?? undefined,
    launch:
      row.launch_id === null
        ? undefined
        : { id: row.launch_id, isDueForUse: row.launch_is_due_for_use === true },
  };
}

/**
 * Records a launch, closing the live one of the same provider, player and game it replaces (the
 * stake's lookup then finds one row), in one statement.
 */
export async function openLaunch(
  db: Database,
  launch: { providerId: string; playerId: string; gameId: string; currency: string; at: Date },
): Promise<void> {
  const at = timestamp(launch.at);
  await db.execute(
    sql`with replaced as (
          update ${gameLaunches} set closed_at = ${at}
          where player_id = ${launch.playerId}::uuid and game_id = ${launch.gameId}
            and provider_id = ${launch.providerId} and closed_at is null
        )
        insert into ${gameLaunches}
          (provider_id, player_id, game_id, currency, opened_at, last_used_at)
        values (${launch.providerId}, ${launch.playerId}::uuid, ${launch.gameId},
          ${launch.currency}, ${at}, ${at})`,
  );
}

/** An accepted stake's use of its launch, which keeps it from going idle. */
export async function useLaunch(db: Database, id: string, at: Date): Promise<void> {
  await db
    .update(gameLaunches)
    .set({ lastUsedAt: sql`greatest(${gameLaunches.lastUsedAt}, ${timestamp(at)})` })
    .where(eq(gameLaunches.id, id));
}

/** Closes every launch of the player still open; later stakes need the game opened again. */
export async function closeLaunches(db: Database, playerId: string, at: Date): Promise<void> {
  await db
    .update(gameLaunches)
    .set({ closedAt: at })
    .where(and(eq(gameLaunches.playerId, playerId), isNull(gameLaunches.closedAt)));
}

/** Deletes the launches opened before `before`, closed or not; answers how many. */
export async function deleteLaunchesOpenedBefore(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(gameLaunches)
    .where(lt(gameLaunches.openedAt, before))
    .returning({ id: gameLaunches.id });
  return deleted.length;
}

export type StakeRecord = {
  providerId: string;
  roundId: string;
  playerId: string;
  gameId: string;
  amountMinor: bigint;
  currency: string;
  at: Date;
};

/**
 * A stake on a round that exists: its totals and its session's, with the caller's write, in one
 * statement (data-modifying CTEs always run to completion).
 */
export async function recordStakeOnRound(
  db: Database,
  stake: StakeRecord,
  roundRowId: string,
  alsoWrite?: SameStatementWrite,
): Promise<void> {
  const amount = minor(stake.amountMinor);
  await db.execute(
    sql`with r as (
          update ${gameRounds} set bet_minor = bet_minor + ${amount}
          where id = ${roundRowId} returning game_session_id
        ), s as (
          update ${gameSessions} set bet_minor = bet_minor + ${amount},
            last_activity_at = greatest(last_activity_at, ${timestamp(stake.at)})
          where id = (select game_session_id from r) returning id
        )${alongside(alsoWrite, sql`true`)}
        select 1 as ok`,
  );
}

/**
 * A stake opening a round in the player's open session, with the caller's write, in one
 * statement. Answers false, having written nothing, when the session ended meanwhile or the round
 * id was taken meanwhile.
 */
export async function recordStakeOnNewRound(
  db: Database,
  stake: StakeRecord,
  sessionId: string,
  alsoWrite?: SameStatementWrite,
): Promise<boolean> {
  const amount = minor(stake.amountMinor);
  const at = timestamp(stake.at);
  const rows = await queryRows<{ ok: number }>(
    db,
    sql`with r as (
          insert into ${gameRounds}
            (provider_id, round_id, player_id, game_id, currency, bet_minor, started_at,
             game_session_id)
          select ${stake.providerId}, ${stake.roundId}, ${stake.playerId}::uuid, ${stake.gameId},
            ${stake.currency}, ${amount}, ${at}, gs.id
          from ${gameSessions} gs where gs.id = ${sessionId} and gs.ended_at is null
          on conflict do nothing returning game_session_id
        ), s as (
          update ${gameSessions} set bet_minor = bet_minor + ${amount},
            last_activity_at = greatest(last_activity_at, ${at})
          where id = (select game_session_id from r) returning id
        )${alongside(alsoWrite, sql`exists (select 1 from r)`)}
        select 1 as ok from r`,
  );
  return rows.length === 1;
}

export async function findRound(
  db: Database,
  providerId: string,
  roundId: string,
): Promise<GameRoundRow | undefined> {
  const [row] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.providerId, providerId), eq(gameRounds.roundId, roundId)));
  return row;
}

export type RoundTotals = {
  id: string;
  providerId: string;
  roundId: string;
  playerId: string;
  gameId: string;
  currency: string;
  betMinor: bigint;
  winMinor: bigint;
};

/**
 * A win on the round and its session, in one statement; with `close` the round ends completed.
 * Answers the round's totals after it.
 */
export async function addWin(
  db: Database,
  round: Pick<GameRoundRow, 'id' | 'gameSessionId'>,
  win: { winMinor: bigint; at: Date; isClosing: boolean },
): Promise<RoundTotals> {
  const amount = minor(win.winMinor);
  const at = timestamp(win.at);
  const close = win.isClosing ? sql`, status = 'completed', ended_at = ${at}` : sql``;
  const [row] = await queryRows<{
    id: string;
    provider_id: string;
    round_id: string;
    player_id: string;
    game_id: string;
    currency: string;
    bet_minor: string;
    win_minor: string;
  }>(
    db,
    sql`with s as (
          update ${gameSessions} set win_minor = win_minor + ${amount},
            last_activity_at = greatest(last_activity_at, ${at})
          where id = ${round.gameSessionId}
        )
        update ${gameRounds} set win_minor = win_minor + ${amount}${close}
        where id = ${round.id}
        returning id, provider_id, round_id, player_id, game_id, currency,
          bet_minor::text as bet_minor, win_minor::text as win_minor`,
  );
  if (row === undefined) throw new Error('a round paid a win is gone');
  return {
    id: row.id,
    providerId: row.provider_id,
    roundId: row.round_id,
    playerId: row.player_id,
    gameId: row.game_id,
    currency: row.currency,
    betMinor: BigInt(row.bet_minor),
    winMinor: BigInt(row.win_minor),
  };
}

/**
 * A stake taken back from the round and its session, in one statement; with `cancelAt` the round
 * ends cancelled.
 */
export async function withdrawStake(
  db: Database,
  round: Pick<GameRoundRow, 'id' | 'gameSessionId'>,
  stake: { amountMinor: bigint; cancelAt: Date | undefined },
): Promise<void> {
  const amount = minor(stake.amountMinor);
  const cancel =
    stake.cancelAt === undefined
      ? sql``
      : sql`, status = 'cancelled', ended_at = ${timestamp(stake.cancelAt)}`;
  await db.execute(
    sql`with r as (
          update ${gameRounds} set bet_minor = bet_minor - ${amount}${cancel}
          where id = ${round.id}
        )
        update ${gameSessions} set bet_minor = bet_minor - ${amount}
        where id = ${round.gameSessionId}`,
  );
}

/** Ends the player's open session at that game, at its last activity (it went idle). */
export async function endIdleSession(
  db: Database,
  key: { playerId: string; gameId: string },
): Promise<void> {
  await db
    .update(gameSessions)
    .set({ endedAt: sql`${gameSessions.lastActivityAt}` })
    .where(
      and(
        eq(gameSessions.playerId, key.playerId),
        eq(gameSessions.gameId, key.gameId),
        isNull(gameSessions.endedAt),
      ),
    );
}

export async function insertSession(
  db: Database,
  row: typeof gameSessions.$inferInsert,
): Promise<GameSessionRow> {
  const [inserted] = await db.insert(gameSessions).values(row).returning();
  if (inserted === undefined) throw new Error('the game session insert answered no row');
  return inserted;
}

export type RoundPeriod = { playerId: string; from?: Date; before?: Date };

function roundsIn(period: RoundPeriod) {
  return and(
    eq(gameRounds.playerId, period.playerId),
    period.from === undefined ? undefined : gte(gameRounds.startedAt, period.from),
    period.before === undefined ? undefined : lt(gameRounds.startedAt, period.before),
  );
}

/** The player's rounds in the period, newest first, one page. */
export async function listRounds(
  db: Database,
  period: RoundPeriod,
  page: { limit: number; offset: number },
): Promise<{ rows: GameRoundRow[]; total: number }> {
  const where = roundsIn(period);
  const rows = await db
    .select()
    .from(gameRounds)
    .where(where)
    .orderBy(desc(gameRounds.startedAt), desc(gameRounds.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db.select({ n: count() }).from(gameRounds).where(where);
  return { rows, total: counted?.n ?? 0 };
}

/** Rounds, stakes and wins of the player's rounds in the period that were not cancelled. */
export async function sumRounds(
  db: Database,
  period: RoundPeriod & { currency: string },
): Promise<{ rounds: number; betMinor: bigint; winMinor: bigint }> {
  const [row] = await db
    .select({
      rounds: count(),
      bet: sql<string>`coalesce(sum(${gameRounds.betMinor}), 0)::text`,
      win: sql<string>`coalesce(sum(${gameRounds.winMinor}), 0)::text`,
    })
    .from(gameRounds)
    .where(
      and(
        roundsIn(period),
        eq(gameRounds.currency, period.currency),
        ne(gameRounds.status, 'cancelled'),
      ),
    );
  return {
    rounds: row?.rounds ?? 0,
    betMinor: BigInt(row?.bet ?? '0'),
    winMinor: BigInt(row?.win ?? '0'),
  };
}

/** The player's open sessions that were active since `activeSince`, oldest first. */
export async function listOpenSessions(
  db: Database,
  playerId: string,
  activeSince: Date,
): Promise<GameSessionRow[]> {
  return db
    .select()
    .from(gameSessions)
    .where(
      and(
        eq(gameSessions.playerId, playerId),
        isNull(gameSessions.endedAt),
        gte(gameSessions.lastActivityAt, activeSince),
      ),
    )
    .orderBy(gameSessions.startedAt);
}

/**
 * Ends every open session of the player: one still active at `at`, one that went idle at its last
 * activity. Answers how many were active (those GET /user/active-session showed).
 */
export async function endOpenSessions(
  db: Database,
  playerId: string,
  at: Date,
  activeSince: Date,
): Promise<number> {
  const since = activeSince.toISOString();
  const ended = await db
    .update(gameSessions)
    .set({
      endedAt: sql`case when ${gameSessions.lastActivityAt} < ${since}::timestamptz
        then ${gameSessions.lastActivityAt}
        else greatest(${gameSessions.lastActivityAt}, ${at.toISOString()}::timestamptz) end`,
    })
    .where(and(eq(gameSessions.playerId, playerId), isNull(gameSessions.endedAt)))
    .returning({ lastActivityAt: gameSessions.lastActivityAt });
  return ended.filter((row) => row.lastActivityAt >= activeSince).length;
}
