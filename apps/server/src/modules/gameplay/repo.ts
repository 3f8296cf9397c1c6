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

/** The player's open session at the game, active since `activeSince`, with its limits. */
export type ActiveSession = {
  id: string;
  betMinor: bigint;
  winMinor: bigint;
  /** The limits chosen on the check screen; null when the session has none. */
  limits: { netLossMinor: bigint; endsAt: Date } | null;
};

/** The live launch a stake belongs to, with the rules it was opened under. */
export type LiveLaunch = {
  id: string;
  isDueForUse: boolean;
  stakeCapMinor: bigint | null;
  requiresSessionLimits: boolean;
};

export type StakeRow = {
  round: Pick<GameRoundRow, 'id' | 'playerId' | 'gameId' | 'status' | 'gameSessionId'> | undefined;
  /** The round's stakes so far (undefined for a new round). */
  roundBetMinor: bigint | undefined;
  /** The player's open session at this game active since `activeSince`, for a new round. */
  activeSessionId: string | undefined;
  activeSession: ActiveSession | undefined;
  /** The live launch the stake belongs to; undefined refuses the stake. */
  launch: LiveLaunch | undefined;
  /** The caller's own question, asked in the same round trip. */
  isAsked: boolean;
  /** The caller's guard's answer in the same round trip: an error code refusing the stake, or null. */
  guardCode: string | null;
};

/**
 * What a stake must know before it moves money, in one round trip (with the caller's `alsoAsk`,
 * a boolean expression of its own, and `guard`, a text expression naming a refusal or null): it
 * runs while the player's cash is locked.
 */
export async function findStakeRow(
  db: Database,
  stake: StakeLookup,
  alsoAsk: SameStatementAsk = sql`false`,
  guard: SameStatementAsk = sql`null::text`,
): Promise<StakeRow> {
  const live = stake.launchWindow;
  const [row] = await queryRows<{
    is_asked: boolean;
    guard_code: string | null;
    round_id: string | null;
    player_id: string | null;
    game_id: string | null;
    status: RoundStatus | null;
    game_session_id: string | null;
    round_bet_minor: string | null;
    active_session_id: string | null;
    session_bet_minor: string | null;
    session_win_minor: string | null;
    session_net_loss_limit_minor: string | null;
    session_limit_ends_at: string | Date | null;
    launch_id: string | null;
    launch_is_due_for_use: boolean | null;
    launch_stake_cap_minor: string | null;
    launch_requires_session_limits: boolean | null;
  }>(
    db,
    sql`select (${alsoAsk}) as is_asked, (${guard}) as guard_code,
        r.id as round_id, r.player_id, r.game_id, r.status, r.game_session_id,
        r.bet_minor::text as round_bet_minor,
        s.id as active_session_id, s.bet_minor::text as session_bet_minor,
        s.win_minor::text as session_win_minor,
        s.net_loss_limit_minor::text as session_net_loss_limit_minor,
        s.limit_ends_at as session_limit_ends_at,
        l.id as launch_id, l.is_due_for_use as launch_is_due_for_use,
        l.stake_cap_minor::text as launch_stake_cap_minor,
        l.requires_session_limits as launch_requires_session_limits
        from (select 1) as one
        left join ${gameRounds} r
          on r.provider_id = ${stake.providerId} and r.round_id = ${stake.roundId}
        left join lateral (
          select gs.id, gs.bet_minor, gs.win_minor, gs.net_loss_limit_minor, gs.limit_ends_at
          from ${gameSessions} gs
          where gs.player_id = ${stake.playerId} and gs.game_id = ${stake.gameId}
            and gs.ended_at is null
            and gs.last_activity_at >= ${timestamp(stake.activeSince)}
        ) s on true
        left join lateral (
          select gl.id, gl.stake_cap_minor, gl.requires_session_limits,
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
  const activeSession: ActiveSession | undefined =
    row.active_session_id === null
      ? undefined
      : {
          id: row.active_session_id,
          betMinor: BigInt(row.session_bet_minor ?? '0'),
          winMinor: BigInt(row.session_win_minor ?? '0'),
          limits:
            row.session_net_loss_limit_minor === null || row.session_limit_ends_at === null
              ? null
              : {
                  netLossMinor: BigInt(row.session_net_loss_limit_minor),
                  endsAt: new Date(row.session_limit_ends_at),
                },
        };
  return {
    isAsked: row.is_asked === true,
    guardCode: row.guard_code,
    round,
    roundBetMinor: row.round_bet_minor === null ? undefined : BigInt(row.round_bet_minor),
    activeSessionId: activeSession?.id,
    activeSession,
    launch:
      row.launch_id === null
        ? undefined
        : {
            id: row.launch_id,
            isDueForUse: row.launch_is_due_for_use === true,
            stakeCapMinor:
              row.launch_stake_cap_minor === null ? null : BigInt(row.launch_stake_cap_minor),
            requiresSessionLimits: row.launch_requires_session_limits === true,
          },
  };
}

/** The rules a launch is opened under (the catalogue's launch token carries them). */
export type LaunchRules = { stakeCapMinor: bigint | null; requiresSessionLimits: boolean };

/**
 * Records a launch, closing every live launch of the player it replaces (one game at a time,
 * DESIGN §10) and ending the player's open sessions at other games, in one statement. Two racing
 * launches of one player meet the unique index: the later one answers false and may try again.
 */
export async function openLaunch(
  db: Database,
  launch: {
    providerId: string;
    playerId: string;
    gameId: string;
    currency: string;
    at: Date;
    /** A session whose last activity is older went idle then, and ends at it. */
    idleSince: Date;
  } & LaunchRules,
): Promise<boolean> {
  const at = timestamp(launch.at);
  const cap = launch.stakeCapMinor === null ? sql`null::bigint` : minor(launch.stakeCapMinor);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with replaced as (
          update ${gameLaunches} set closed_at = ${at}
          where player_id = ${launch.playerId}::uuid and closed_at is null
        ), ended as (
          update ${gameSessions}
          set ended_at = case when last_activity_at < ${timestamp(launch.idleSince)}
            then last_activity_at else greatest(last_activity_at, ${at}) end
          where player_id = ${launch.playerId}::uuid and game_id <> ${launch.gameId}
            and ended_at is null
        )
        insert into ${gameLaunches}
          (provider_id, player_id, game_id, currency, opened_at, last_used_at, stake_cap_minor,
           requires_session_limits)
        values (${launch.providerId}, ${launch.playerId}::uuid, ${launch.gameId},
          ${launch.currency}, ${at}, ${at}, ${cap}, ${launch.requiresSessionLimits})
        on conflict do nothing
        returning id`,
  );
  return rows.length === 1;
}

/**
 * Whether the player has a live launch of another game than `gameId` (one used since `usedSince`
 * and opened since `openedSince`): a game open in another window or on another device.
 */
export async function hasLiveLaunchElsewhere(
  db: Database,
  key: { playerId: string; gameId: string; usedSince: Date; openedSince: Date },
): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from ${gameLaunches}
        where player_id = ${key.playerId}::uuid and closed_at is null
          and game_id <> ${key.gameId}
          and last_used_at >= ${timestamp(key.usedSince)}
          and opened_at >= ${timestamp(key.openedSince)}
        limit 1`,
  );
  return rows.length > 0;
}

/** When the player last played (a stake's session activity or a launch), or undefined. */
export async function lastPlayedAt(db: Database, playerId: string): Promise<Date | undefined> {
  const [row] = await queryRows<{ at: string | Date | null }>(
    db,
    sql`select greatest(
          (select max(last_activity_at) from ${gameSessions} where player_id = ${playerId}::uuid),
          (select max(last_used_at) from ${gameLaunches} where player_id = ${playerId}::uuid)
        ) as at`,
  );
  return row?.at === null || row?.at === undefined ? undefined : new Date(row.at);
}

/** An accepted stake's use of its launch, which keeps it from going idle. */
export async function useLaunch(db: Database, id: string, at: Date): Promise<void> {
  await db
    .update(gameLaunches)
    .set({ lastUsedAt: sql`greatest(${gameLaunches.lastUsedAt}, ${timestamp(at)})` })
    .where(eq(gameLaunches.id, id));
}

/**
 * Closes every launch of the player still open (of one game, with `gameId`); later stakes need the
 * game opened again.
 */
export async function closeLaunches(
  db: Database,
  playerId: string,
  at: Date,
  gameId?: string,
): Promise<void> {
  await db
    .update(gameLaunches)
    .set({ closedAt: at })
    .where(
      and(
        eq(gameLaunches.playerId, playerId),
        isNull(gameLaunches.closedAt),
        gameId === undefined ? undefined : eq(gameLaunches.gameId, gameId),
      ),
    );
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
  gameId?: string,
): Promise<number> {
  const since = activeSince.toISOString();
  const ended = await db
    .update(gameSessions)
    .set({
      endedAt: sql`case when ${gameSessions.lastActivityAt} < ${since}::timestamptz
        then ${gameSessions.lastActivityAt}
        else greatest(${gameSessions.lastActivityAt}, ${at.toISOString()}::timestamptz) end`,
    })
    .where(
      and(
        eq(gameSessions.playerId, playerId),
        isNull(gameSessions.endedAt),
        gameId === undefined ? undefined : eq(gameSessions.gameId, gameId),
      ),
    )
    .returning({ lastActivityAt: gameSessions.lastActivityAt });
  return ended.filter((row) => row.lastActivityAt >= activeSince).length;
}

/** The player's open session at the game, active since `activeSince`; undefined: none. */
export async function findRunningSession(
  db: Database,
  key: { playerId: string; gameId: string; activeSince: Date },
): Promise<GameSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(gameSessions)
    .where(
      and(
        eq(gameSessions.playerId, key.playerId),
        eq(gameSessions.gameId, key.gameId),
        isNull(gameSessions.endedAt),
        gte(gameSessions.lastActivityAt, key.activeSince),
      ),
    );
  return row;
}

/** When the player's most recent ended session ended; undefined: none has. */
export async function lastEndedSessionAt(
  db: Database,
  playerId: string,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: sql<string | null>`max(${gameSessions.endedAt})` })
    .from(gameSessions)
    .where(eq(gameSessions.playerId, playerId));
  return row?.at === null || row?.at === undefined ? undefined : new Date(row.at);
}

/**
 * Ends the player's open session at the game (at its last activity when it went idle before
 * `idleSince`) and starts one with limits, in one statement.
 */
export async function insertLimitedSession(
  db: Database,
  session: {
    playerId: string;
    gameId: string;
    currency: string;
    at: Date;
    idleSince: Date;
    durationMinutes: number;
    endsAt: Date;
    netLossMinor: bigint;
  },
): Promise<GameSessionRow> {
  const at = timestamp(session.at);
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`with ended as (
          update ${gameSessions}
          set ended_at = case when last_activity_at < ${timestamp(session.idleSince)}
            then last_activity_at else greatest(last_activity_at, ${at}) end
          where player_id = ${session.playerId}::uuid and game_id = ${session.gameId}
            and ended_at is null
          returning id
        )
        insert into ${gameSessions}
          (player_id, game_id, currency, started_at, last_activity_at, duration_limit_minutes,
           limit_ends_at, net_loss_limit_minor)
        select ${session.playerId}::uuid, ${session.gameId}, ${session.currency}, ${at}, ${at},
          ${session.durationMinutes}, ${timestamp(session.endsAt)}, ${minor(session.netLossMinor)}
        from (select count(*) from ended) as waited
        returning id`,
  );
  if (row === undefined) throw new Error('the limited session insert answered no row');
  const [inserted] = await db.select().from(gameSessions).where(eq(gameSessions.id, row.id));
  if (inserted === undefined) throw new Error('the limited session is gone');
  return inserted;
}
