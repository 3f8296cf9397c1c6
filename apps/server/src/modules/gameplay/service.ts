import { HOUR_MS, MINUTE_MS } from '@playfair/domain/constants';
import type { THistoryQuery } from '@playfair/contracts/payments';
import type {
  TActiveSessionResponse,
  TGamingHistoryResponse,
  TGamingPeriodResponse,
} from '@playfair/contracts/gaming';
import type { Database } from '../../platform/db/client';
import type { EventBus } from '../../platform/events/events';
import { isErrorCode } from '@playfair/domain/error-codes';
import { AppError } from '../../platform/errors';
import type { PlayerProfile } from '../identity/service';
import { activeSessions, gamingHistory, gamingPeriod, type GameNameLookup } from './history';
import {
  addWin,
  closeLaunches,
  hasLiveLaunchElsewhere,
  insertLimitedSession,
  lastEndedSessionAt,
  lastPlayedAt,
  findRunningSession,
  deleteLaunchesOpenedBefore,
  endIdleSession,
  endOpenSessions,
  findRound,
  findStakeRow,
  insertSession,
  openLaunch,
  recordStakeOnNewRound,
  recordStakeOnRound,
  useLaunch,
  withdrawStake,
  type GameRoundRow,
  type GameSessionRow,
  type LaunchRules,
  type RoundTotals,
  type SameStatementAsk,
  type SameStatementWrite,
  type StakeRecord,
  type StakeRow,
  sumRounds,
} from './repo';

export type { GameNameLookup } from './history';
export type { GameSessionRow, LaunchRules, SameStatementAsk, SameStatementWrite } from './repo';

/**
 * A game session's idle limit: a round arriving later than this after the session's last one
 * starts a new session, and GET /user/active-session no longer lists it (spec 001 §3 game session;
 * the same 30 minutes as a site session's idle limit).
 */
export const GAME_SESSION_IDLE_MS = 30 * MINUTE_MS;

/**
 * A launch's absolute limit: a stake more than this after the game was opened needs it opened
 * again, however busy the play (the same 12 hours as a site session's absolute limit).
 */
export const GAME_LAUNCH_MAX_AGE_MS = 12 * HOUR_MS;

/** Launches past their 12 hours are deleted hourly (cron, UTC), apart from the other purges. */
export const LAUNCH_PURGE_SCHEDULE = '27 * * * *';
export const LAUNCH_PURGE_JOB = 'gameplay.purge-launches';

/**
 * How stale a launch's recorded last use may get before a stake writes it again: one write a
 * minute rather than one per stake, so a launch goes idle between 29 and 30 minutes after its
 * last stake.
 */
const GAME_LAUNCH_USE_WRITE_MS = MINUTE_MS;

/** A round as the provider names it, for this player and game. */
export type RoundKey = { providerId: string; roundId: string; playerId: string; gameId: string };

/** What is known of a stake before money moves, read under the player's lock. */
export type StakeState = { key: RoundKey; row: StakeRow };

/** An open round a win can be paid on. */
export type OpenRound = Pick<GameRoundRow, 'id' | 'gameSessionId'>;

/** What a settled round was: every stake that stands and every win, both known (DESIGN §7). */
export type SettledRound = RoundTotals & { settledAt: Date };

export type GameplayDependencies = {
  db: Database;
  catalog: { gameNames: GameNameLookup };
  /** "Round settled" is written with the settlement, for the modules that act on it. */
  events: Pick<EventBus, 'publish'>;
  now?: () => Date;
};

export type GameplayService = {
  /** A provider traded the player's launch token: the player opened the game there (DESIGN §7). */
  openLaunch(
    launch: {
      providerId: string;
      playerId: string;
      gameId: string;
      currency: string;
    } & LaunchRules,
  ): Promise<void>;
  /**
   * Under the player's lock, before a stake moves money: its round, session and launch, with the
   * caller's own `alsoAsk` (a boolean SQL expression) and `guard` (a text expression: an error code
   * refusing the stake, or null) answered in the same round trip.
   */
  readStake(
    tx: Database,
    key: RoundKey,
    alsoAsk?: SameStatementAsk,
    guard?: SameStatementAsk,
  ): Promise<{ state: StakeState; isAsked: boolean }>;
  /**
   * Refuses a stake outside a live launch (PROVIDER_TOKEN_INVALID: never opened, closed by the
   * player or by a launch elsewhere), one the guard refused (its code), one past the launch's
   * stake cap (STAKE_ABOVE_CAP), one without the session limits the launch needs
   * (GAME_SESSION_LIMITS_REQUIRED) or past them (GAME_SESSION_TIME_REACHED,
   * NET_LOSS_LIMIT_REACHED), on another player's or game's round (VALIDATION_ERROR) or on a round
   * that ended (ROUND_CLOSED).
   */
  admitStake(state: StakeState, amountMinor: bigint): void;
  /**
   * In the transfer's transaction, after the money moved: the stake joins its round and session,
   * opening them when new, with the caller's `alsoWrite` in the same statement in the usual
   * cases. A round id taken meanwhile by another player's call refuses the stake.
   */
  addStake(
    tx: Database,
    state: StakeState,
    stake: { amountMinor: bigint; currency: string },
    alsoWrite: SameStatementWrite,
  ): Promise<void>;
  /**
   * Under the player's lock: the open round a win is paid on; undefined for an unknown round.
   * Refuses another player's or game's round and a round that ended, as `admitStake` does.
   */
  openRoundOf(tx: Database, key: RoundKey): Promise<OpenRound | undefined>;
  /** A win paid on a round that goes on (more stakes or wins to come), in the money's transaction. */
  addWin(tx: Database, round: OpenRound, winMinor: bigint): Promise<void>;
  /**
   * The round ends with its last win (zero for a lost round): stakes and wins are final. Runs in
   * the money's transaction; answers what was settled.
   */
  settleRound(tx: Database, round: OpenRound, winMinor: bigint): Promise<SettledRound>;
  /**
   * A refunded stake leaves its round and session, in the money's transaction; the round ends
   * cancelled when `hasStandingStakes` says none of its stakes stand any more.
   */
  withdrawStake(
    tx: Database,
    stake: {
      providerId: string;
      roundId: string;
      amountMinor: bigint;
      hasStandingStakes: () => Promise<boolean>;
    },
  ): Promise<void>;
  gamingHistory(player: PlayerProfile, query: THistoryQuery): Promise<TGamingHistoryResponse>;
  gamingPeriod(player: PlayerProfile, days: number): Promise<TGamingPeriodResponse>;
  activeSessions(player: PlayerProfile): Promise<TActiveSessionResponse>;
  /**
   * Ends the player's open game sessions and launches (a game still open needs opening again);
   * answers how many sessions were active.
   */
  closeSessions(
    player: PlayerProfile,
    gameId?: string,
    options?: { isLaunchOnly?: boolean },
  ): Promise<number>;
  /** Whether the player has another game open (a live launch used within the idle limit). */
  hasGameOpenElsewhere(playerId: string, gameId: string): Promise<boolean>;
  /** When the player last played (a stake or a launch); undefined: never. */
  lastPlayedAt(playerId: string): Promise<Date | undefined>;
  /**
   * The player's open session at the game, active within the idle limit; undefined: none. In the
   * caller's transaction when given.
   */
  runningSession(
    playerId: string,
    gameId: string,
    tx?: Database,
  ): Promise<GameSessionRow | undefined>;
  /** When the player's last session (at any game) ended; undefined: none has. */
  lastSessionEndedAt(playerId: string): Promise<Date | undefined>;
  /**
   * Starts a session at the game with the limits chosen on the check screen, ending the open one
   * there (DESIGN §10, spec 001 §4).
   */
  startLimitedSession(session: {
    playerId: string;
    gameId: string;
    currency: string;
    durationMinutes: number;
    netLossMinor: bigint;
  }): Promise<GameSessionRow>;
  /** Rounds, stakes and wins since `from` (the reality check's last 60 minutes). */
  positionSince(
    playerId: string,
    currency: string,
    from: Date,
  ): Promise<{ rounds: number; betMinor: bigint; winMinor: bigint }>;
  /**
   * Deletes launches past their 12 hours, which no stake can use any more (closed or not, nothing
   * refers to them); answers how many. An hourly job (`gamingRoutes`).
   */
  purgeExpiredLaunches(): Promise<number>;
};

/** A round id the provider reuses for another player or game is refused (nothing moves). */
function checkRoundOwner(round: Pick<GameRoundRow, 'playerId' | 'gameId'>, key: RoundKey): void {
  if (round.playerId !== key.playerId) {
    throw new AppError('VALIDATION_ERROR', { fields: { roundId: 'error_validation' } });
  }
  if (round.gameId !== key.gameId) {
    throw new AppError('VALIDATION_ERROR', { fields: { gameId: 'error_validation' } });
  }
}

function admitStake({ key, row }: StakeState, amountMinor: bigint, at: Date): void {
  // DESIGN §7: a stake belongs to a game the player opened at this provider, and still has open;
  // otherwise the provider could take any player's money for any game id.
  const { launch } = row;
  if (launch === undefined) {
    throw new AppError('PROVIDER_TOKEN_INVALID', {
      detail: { providerId: key.providerId, playerId: key.playerId, gameId: key.gameId },
    });
  }
  if (row.round !== undefined) {
    checkRoundOwner(row.round, key);
    if (row.round.status !== 'open') throw new AppError('ROUND_CLOSED');
  }
  // DESIGN §10: the clocks and limits of play hold at the debit, whoever the provider is.
  if (row.guardCode !== null) {
    if (!isErrorCode(row.guardCode)) throw new Error(`unknown guard code ${row.guardCode}`);
    throw new AppError(row.guardCode);
  }
  const roundStakeMinor = amountMinor + (row.round === undefined ? 0n : roundBetOf(row));
  if (launch.stakeCapMinor !== null && roundStakeMinor > launch.stakeCapMinor) {
    throw new AppError('STAKE_ABOVE_CAP', {
      detail: { capMinor: launch.stakeCapMinor.toString() },
    });
  }
  const session = row.activeSession;
  if (launch.requiresSessionLimits && (session === undefined || session.limits === null)) {
    throw new AppError('GAME_SESSION_LIMITS_REQUIRED');
  }
  if (session?.limits) {
    if (at.getTime() >= session.limits.endsAt.getTime()) {
      throw new AppError('GAME_SESSION_TIME_REACHED');
    }
    if (session.betMinor + amountMinor - session.winMinor > session.limits.netLossMinor) {
      throw new AppError('NET_LOSS_LIMIT_REACHED');
    }
  }
}

/** What the round already staked: its stakes stand in its session's totals (0 for a new round). */
function roundBetOf(row: StakeRow): bigint {
  return row.roundBetMinor ?? 0n;
}

/**
 * Records an accepted stake with its round and game session, in one statement in the usual
 * cases (the round exists, or the player's session at the game is open). Otherwise a session
 * idle past the limit ends and a new one starts, or — a round id taken by a racing call of
 * another player — the stake is refused and the whole transfer rolls back.
 */
async function recordStake(
  tx: Database,
  stake: StakeRecord,
  row: StakeRow,
  alsoWrite: SameStatementWrite,
): Promise<void> {
  if (row.round !== undefined) {
    await recordStakeOnRound(tx, stake, row.round.id, alsoWrite);
    return;
  }
  if (
    row.activeSessionId !== undefined &&
    (await recordStakeOnNewRound(tx, stake, row.activeSessionId, alsoWrite))
  ) {
    return;
  }
  const round = await findRound(tx, stake.providerId, stake.roundId);
  if (round !== undefined) {
    checkRoundOwner(round, stake);
    if (round.status !== 'open') throw new AppError('ROUND_CLOSED');
    await recordStakeOnRound(tx, stake, round.id, alsoWrite);
    return;
  }
  await endIdleSession(tx, stake);
  const session = await insertSession(tx, {
    playerId: stake.playerId,
    gameId: stake.gameId,
    currency: stake.currency,
    startedAt: stake.at,
    lastActivityAt: stake.at,
  });
  if (!(await recordStakeOnNewRound(tx, stake, session.id, alsoWrite))) {
    throw new AppError('VALIDATION_ERROR', { fields: { roundId: 'error_validation' } });
  }
}

export function createGameplayService({
  db,
  catalog,
  events,
  now = () => new Date(),
}: GameplayDependencies): GameplayService {
  /** The stake joins its round and session; its launch's use is written when due. */
  async function addStake(
    tx: Database,
    { key, row }: StakeState,
    { amountMinor, currency }: { amountMinor: bigint; currency: string },
    alsoWrite: SameStatementWrite,
  ): Promise<void> {
    const stake: StakeRecord = { ...key, amountMinor, currency, at: now() };
    await recordStake(tx, stake, row, alsoWrite);
    if (row.launch?.isDueForUse === true) await useLaunch(tx, row.launch.id, stake.at);
  }

  /**
   * The one place a round is settled: its last win is paid (DESIGN §7). What must commit with the
   * settlement (the "round settled" fact other modules act on) is written here, in the money's
   * transaction.
   */
  async function settleRound(
    tx: Database,
    round: OpenRound,
    winMinor: bigint,
  ): Promise<SettledRound> {
    const settledAt = now();
    const totals = await addWin(tx, round, { winMinor, at: settledAt, isClosing: true });
    await events.publish(tx, 'round.settled', {
      playerId: totals.playerId,
      payload: {
        roundId: totals.id,
        gameId: totals.gameId,
        currency: totals.currency,
        stakeMinor: totals.betMinor.toString(),
        winMinor: totals.winMinor.toString(),
      },
    });
    return { ...totals, settledAt };
  }

  return {
    async openLaunch(launch) {
      const at = now();
      const opening = { ...launch, at, idleSince: new Date(at.getTime() - GAME_SESSION_IDLE_MS) };
      // Two launches of one player racing: the later one meets the other's new row and, trying
      // again, closes it (the newest launch is the live one).
      if (await openLaunch(db, opening)) return;
      if (!(await openLaunch(db, opening))) throw new Error('a launch could not be opened');
    },

    async readStake(tx, key, alsoAsk, guard) {
      const at = now().getTime();
      const row = await findStakeRow(
        tx,
        {
          ...key,
          activeSince: new Date(at - GAME_SESSION_IDLE_MS),
          launchWindow: {
            usedSince: new Date(at - GAME_SESSION_IDLE_MS),
            openedSince: new Date(at - GAME_LAUNCH_MAX_AGE_MS),
            useWrittenBefore: new Date(at - GAME_LAUNCH_USE_WRITE_MS),
          },
        },
        alsoAsk,
        guard,
      );
      return { state: { key, row }, isAsked: row.isAsked };
    },

    admitStake: (state, amountMinor) => admitStake(state, amountMinor, now()),
    addStake,

    async openRoundOf(tx, key) {
      const round = await findRound(tx, key.providerId, key.roundId);
      if (round === undefined) return undefined;
      checkRoundOwner(round, key);
      if (round.status !== 'open') throw new AppError('ROUND_CLOSED');
      return round;
    },

    async addWin(tx, round, winMinor) {
      await addWin(tx, round, { winMinor, at: now(), isClosing: false });
    },

    settleRound,

    async withdrawStake(tx, stake) {
      const round = await findRound(tx, stake.providerId, stake.roundId);
      if (round === undefined) throw new Error('a recorded stake has no round');
      const at = now();
      const isLastStake = round.status === 'open' && !(await stake.hasStandingStakes());
      await withdrawStake(tx, round, {
        amountMinor: stake.amountMinor,
        cancelAt: isLastStake ? at : undefined,
      });
    },

    gamingHistory: (player, query) => gamingHistory({ db, catalog }, player, query),
    gamingPeriod: (player, days) => gamingPeriod({ db, now }, player, days),
    activeSessions: (player) => activeSessions({ db, catalog, now }, player, GAME_SESSION_IDLE_MS),

    async closeSessions(player, gameId, { isLaunchOnly = false } = {}) {
      const at = now();
      // spec 001 §4 game session: the player ends them (before opening a game elsewhere); a game
      // left open in another window then stakes nothing more until it is opened again.
      await closeLaunches(db, player.id, at, gameId);
      if (isLaunchOnly) return 0;
      const idleSince = new Date(at.getTime() - GAME_SESSION_IDLE_MS);
      return endOpenSessions(db, player.id, at, idleSince, gameId);
    },

    hasGameOpenElsewhere(playerId, gameId) {
      const at = now().getTime();
      return hasLiveLaunchElsewhere(db, {
        playerId,
        gameId,
        usedSince: new Date(at - GAME_SESSION_IDLE_MS),
        openedSince: new Date(at - GAME_LAUNCH_MAX_AGE_MS),
      });
    },

    lastPlayedAt: (playerId) => lastPlayedAt(db, playerId),

    runningSession(playerId, gameId, tx) {
      const activeSince = new Date(now().getTime() - GAME_SESSION_IDLE_MS);
      return findRunningSession(tx ?? db, { playerId, gameId, activeSince });
    },

    lastSessionEndedAt: (playerId) => lastEndedSessionAt(db, playerId),

    startLimitedSession(session) {
      const at = now();
      return insertLimitedSession(db, {
        ...session,
        at,
        idleSince: new Date(at.getTime() - GAME_SESSION_IDLE_MS),
        endsAt: new Date(at.getTime() + session.durationMinutes * MINUTE_MS),
      });
    },

    positionSince: (playerId, currency, from) => sumRounds(db, { playerId, currency, from }),

    purgeExpiredLaunches() {
      return deleteLaunchesOpenedBefore(db, new Date(now().getTime() - GAME_LAUNCH_MAX_AGE_MS));
    },
  };
}
