import { and, count, desc, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db/client';
import {
  gameLaunches,
  gameRounds,
  gameSessions,
  providerTransactions,
  type RoundStatus,
} from './schema';

// DESIGN §4: provider_transactions is append-only (a trigger refuses UPDATE and DELETE), so this
// file only inserts and reads it. Rounds and sessions carry running totals and are updated.

export type ProviderTransactionRow = typeof providerTransactions.$inferSelect;
export type NewProviderTransaction = typeof providerTransactions.$inferInsert;
export type GameRoundRow = typeof gameRounds.$inferSelect;
export type GameSessionRow = typeof gameSessions.$inferSelect;

export async function findTransaction(
  db: Database,
  providerId: string,
  transactionId: string,
): Promise<ProviderTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.providerId, providerId),
        eq(providerTransactions.transactionId, transactionId),
      ),
    );
  return row;
}

/** The rollback (or tombstone) of a debit, if one was recorded; there is at most one. */
export async function findRollbackOf(
  db: Database,
  providerId: string,
  debitTransactionId: string,
): Promise<ProviderTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.providerId, providerId),
        eq(providerTransactions.originalTransactionId, debitTransactionId),
      ),
    );
  return row;
}

export async function hasCreditFor(
  db: Database,
  providerId: string,
  debitTransactionId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(providerTransactions)
    .where(
      and(
        eq(providerTransactions.providerId, providerId),
        eq(providerTransactions.debitTransactionId, debitTransactionId),
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** The debits of a round that still stand: not rolled back. */
export async function countStandingDebits(
  db: Database,
  providerId: string,
  roundId: string,
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${providerTransactions} d
        where d.provider_id = ${providerId} and d.round_id = ${roundId} and d.kind = 'debit'
          and not exists (
            select 1 from ${providerTransactions} r
            where r.provider_id = d.provider_id and r.original_transaction_id = d.transaction_id
          )`,
  );
  return row?.n ?? 0;
}

export type DebitState = {
  /** A rollback (tombstone) of this debit arrived before it. */
  isRolledBack: boolean;
  round: Pick<GameRoundRow, 'id' | 'playerId' | 'gameId' | 'status' | 'gameSessionId'> | undefined;
  /** The player's open session at this game active since `activeSince`, for a new round. */
  activeSessionId: string | undefined;
  /** The live launch the debit belongs to; undefined refuses the debit. */
  launch: { id: string; isDueForUse: boolean } | undefined;
};

/** Which launches count as live for a debit, and when one's last use is worth writing again. */
export type LaunchWindow = {
  /** Used at or after this (the idle limit). */
  usedSince: Date;
  /** Opened at or after this (the absolute limit). */
  openedSince: Date;
  /** A live launch last used before this gets its use written again. */
  useWrittenBefore: Date;
};

/**
 * What a debit must know before it moves money, in one round trip: it runs while the player's cash
 * is locked, and every round trip there is time other calls of the player wait.
 */
export async function findDebitState(
  db: Database,
  debit: {
    providerId: string;
    transactionId: string;
    roundId: string;
    playerId: string;
    gameId: string;
    activeSince: Date;
    launchWindow: LaunchWindow;
  },
): Promise<DebitState> {
  const live = debit.launchWindow;
  const [row] = await queryRows<{
    rolled_back: boolean;
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
    sql`select exists (
          select 1 from ${providerTransactions}
          where provider_id = ${debit.providerId}
            and original_transaction_id = ${debit.transactionId}
        ) as rolled_back,
        r.id as round_id, r.player_id, r.game_id, r.status, r.game_session_id,
        (select s.id from ${gameSessions} s
         where s.player_id = ${debit.playerId} and s.game_id = ${debit.gameId}
           and s.ended_at is null
           and s.last_activity_at >= ${debit.activeSince.toISOString()}::timestamptz
        ) as active_session_id,
        l.id as launch_id, l.is_due_for_use as launch_is_due_for_use
        from (select 1) as one
        left join ${gameRounds} r
          on r.provider_id = ${debit.providerId} and r.round_id = ${debit.roundId}
        left join lateral (
          select gl.id,
            gl.last_used_at < ${live.useWrittenBefore.toISOString()}::timestamptz
              as is_due_for_use
          from ${gameLaunches} gl
          where gl.player_id = ${debit.playerId} and gl.game_id = ${debit.gameId}
            and gl.provider_id = ${debit.providerId} and gl.closed_at is null
            and gl.last_used_at >= ${live.usedSince.toISOString()}::timestamptz
            and gl.opened_at >= ${live.openedSince.toISOString()}::timestamptz
          order by gl.last_used_at desc
          limit 1
        ) l on true`,
  );
  if (row === undefined) throw new Error('the debit state query answered no row');
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
    isRolledBack: row.rolled_back,
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
 * debit's lookup then finds one row), in one statement.
 */
export async function openLaunch(
  db: Database,
  launch: { providerId: string; playerId: string; gameId: string; currency: string; at: Date },
): Promise<void> {
  const at = sql`${launch.at.toISOString()}::timestamptz`;
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

/** An accepted debit's use of its launch, which keeps it from going idle. */
export async function useLaunch(db: Database, id: string, at: Date): Promise<void> {
  await db
    .update(gameLaunches)
    .set({
      lastUsedAt: sql`greatest(${gameLaunches.lastUsedAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(gameLaunches.id, id));
}

/** Closes every launch of the player still open; later debits need the game opened again. */
export async function closeLaunches(db: Database, playerId: string, at: Date): Promise<void> {
  await db
    .update(gameLaunches)
    .set({ closedAt: at })
    .where(and(eq(gameLaunches.playerId, playerId), isNull(gameLaunches.closedAt)));
}

export type StakeRecord = {
  providerId: string;
  transactionId: string;
  playerId: string;
  roundId: string;
  gameId: string;
  amountMinor: bigint;
  currency: string;
  ledgerTransferId: string;
  requestHash: string;
  balanceAfterMinor: bigint;
  at: Date;
};

/** The debit's record as an INSERT … SELECT, written only when `onlyIf` holds. */
function insertDebitRow(stake: StakeRecord, onlyIf = sql`true`) {
  return sql`insert into ${providerTransactions}
      (provider_id, transaction_id, kind, player_id, round_id, game_id, amount_minor, currency,
       ledger_transfer_id, request_hash, balance_after_minor)
    select ${stake.providerId}, ${stake.transactionId}, 'debit', ${stake.playerId}::uuid,
       ${stake.roundId}, ${stake.gameId}, ${stake.amountMinor.toString()}::bigint, ${stake.currency},
       ${stake.ledgerTransferId}::uuid, ${stake.requestHash},
       ${stake.balanceAfterMinor.toString()}::bigint
    where ${onlyIf}`;
}

/**
 * A stake on a round that exists: its totals, its session's and the debit's record, in one
 * statement (data-modifying CTEs always run to completion).
 */
export async function recordStakeOnRound(
  db: Database,
  stake: StakeRecord,
  roundRowId: string,
): Promise<void> {
  const amount = sql`${stake.amountMinor.toString()}::bigint`;
  await db.execute(
    sql`with r as (
          update ${gameRounds} set bet_minor = bet_minor + ${amount}
          where id = ${roundRowId} returning game_session_id
        ), s as (
          update ${gameSessions} set bet_minor = bet_minor + ${amount},
            last_activity_at = greatest(last_activity_at, ${stake.at.toISOString()}::timestamptz)
          where id = (select game_session_id from r) returning id
        )
        ${insertDebitRow(stake)}`,
  );
}

/**
 * A stake opening a round in the player's open session, in one statement. Answers false, having
 * written nothing, when the session ended meanwhile or the round id was taken meanwhile.
 */
export async function recordStakeOnNewRound(
  db: Database,
  stake: StakeRecord,
  sessionId: string,
): Promise<boolean> {
  const amount = sql`${stake.amountMinor.toString()}::bigint`;
  const at = sql`${stake.at.toISOString()}::timestamptz`;
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
        ), d as (
          ${insertDebitRow(stake, sql`exists (select 1 from r)`)} returning 1
        )
        select 1 as ok from d`,
  );
  return rows.length === 1;
}

export async function insertTransaction(
  db: Database,
  row: NewProviderTransaction,
): Promise<ProviderTransactionRow> {
  const [inserted] = await db.insert(providerTransactions).values(row).returning();
  if (inserted === undefined) throw new Error('the provider transaction insert answered no row');
  return inserted;
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

/** Adds to the round's totals and, with `close`, ends it. */
export async function addToRound(
  db: Database,
  id: string,
  change: {
    betDeltaMinor?: bigint;
    winDeltaMinor?: bigint;
    close?: { status: Exclude<RoundStatus, 'open'>; endedAt: Date };
  },
): Promise<void> {
  await db
    .update(gameRounds)
    .set({
      betMinor: sql`${gameRounds.betMinor} + ${(change.betDeltaMinor ?? 0n).toString()}::bigint`,
      winMinor: sql`${gameRounds.winMinor} + ${(change.winDeltaMinor ?? 0n).toString()}::bigint`,
      ...(change.close === undefined
        ? {}
        : { status: change.close.status, endedAt: change.close.endedAt }),
    })
    .where(eq(gameRounds.id, id));
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

/** Adds to a session's totals (a win, or a refunded stake as a negative bet). */
export async function addToSession(
  db: Database,
  id: string,
  change: { betDeltaMinor?: bigint; winDeltaMinor?: bigint; at?: Date },
): Promise<void> {
  await db
    .update(gameSessions)
    .set({
      betMinor: sql`${gameSessions.betMinor} + ${(change.betDeltaMinor ?? 0n).toString()}::bigint`,
      winMinor: sql`${gameSessions.winMinor} + ${(change.winDeltaMinor ?? 0n).toString()}::bigint`,
      ...(change.at === undefined
        ? {}
        : {
            lastActivityAt: sql`greatest(${gameSessions.lastActivityAt}, ${change.at.toISOString()}::timestamptz)`,
          }),
    })
    .where(eq(gameSessions.id, id));
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
