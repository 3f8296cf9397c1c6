import { MINUTE_MS } from '@playfair/domain/constants';
import type { FeatureName } from '@playfair/domain/feature-flags';
import { DEFAULT_LOCALE, isSupportedLocale } from '@playfair/domain/locales';
import { ageOn } from '@playfair/domain/validation';
import { slotStakeCapMinor, type JurisdictionProfile } from '@playfair/domain/jurisdictions';
import {
  HARD_REALITY_CHECK_COOLDOWN_SECONDS,
  type THardRealityCheckStatus,
  type TRealityCheckForm,
  type TRealityCheckPosition,
  type TRealityCheckStatus,
  type TRealityCheckSummary,
  type TSessionLimits,
  type TSessionOptionsResponse,
  type TSessionStats,
} from '@playfair/contracts/game-session';
import type { Database } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { AppError, type ErrorParams, type Translate } from '../../platform/errors';
import type {
  GameSessionRow,
  GameplayService,
  LaunchRules,
  SameStatementAsk,
} from '../gameplay/service';
import { formatBalance } from '../wallet/service';
import { appendAudit } from './audit';
import {
  findRealityCheck,
  realityCheckGuard,
  saveRealityCheck,
  type RealityCheckRow,
} from './repo';

// Responsible gambling in play (DESIGN §10, spec 001 §4): the check screen's session limits, one
// game at a time, the reality-check clock (soft and hard) and the session's figures. The clocks
// are the server's: the site shows what these answer, and the debit asks `stakeGuard` and the
// launch's rules under the player's lock.

/** A sitting ends after this long without play: the next launch starts a new clock. */
export const SITTING_IDLE_MS = 30 * MINUTE_MS;
const COOLDOWN_MS = HARD_REALITY_CHECK_COOLDOWN_SECONDS * 1_000;

export type InPlayPlayer = {
  id: string;
  country: string | null;
  currency: string;
  /** The player's language (the request's, on the site). */
  locale: string;
  /** Read from the player's details when not given (the young-adult stake cap needs it). */
  dateOfBirth?: string | null;
};

export type InPlayGame = { id: string; isSlot: boolean };

export type InPlayDependencies = {
  db: Database;
  jurisdictions: { profileFor(country: string | null): JurisdictionProfile };
  features: (country: string | null) => Record<FeatureName, boolean>;
  gameplay: Pick<
    GameplayService,
    | 'hasGameOpenElsewhere'
    | 'lastPlayedAt'
    | 'runningSession'
    | 'lastSessionEndedAt'
    | 'startLimitedSession'
    | 'positionSince'
  >;
  games: { find(gameId: string): Promise<InPlayGame | null> };
  players: { find(playerId: string): Promise<InPlayPlayer | undefined> };
  /** Minutes of play left today under the player's session-time limits; null: no such limit. */
  sessionTimeLeftMinutes: (player: { id: string }) => Promise<number | null>;
  translate: Translate;
  now: () => Date;
};

/** Whole years of age on `at` for a stored date of birth (YYYY-MM-DD); NaN when unreadable. */
function ageFromStored(dateOfBirth: string, at: Date): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return Number.NaN;
  return ageOn({ year, month, day }, at);
}

/** Minor units as the decimal the check screen's form posts ("50.00"). */
function decimalOf(minor: bigint): string {
  const whole = minor / 100n;
  const cents = (minor % 100n).toString().padStart(2, '0');
  return `${whole}.${cents}`;
}

function minorOfDecimal(text: string): bigint | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (match === null) return null;
  return BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

function seconds(ms: number): number {
  return Math.max(0, Math.ceil(ms / 1_000));
}

export function createInPlayService(deps: InPlayDependencies) {
  const { db, jurisdictions, features, gameplay, games, translate, now } = deps;

  function slotLimitRules(player: InPlayPlayer, game: InPlayGame) {
    const rules = jurisdictions.profileFor(player.country).gameSessions.slotSessionLimits;
    if (!game.isSlot || rules === null || features(player.country).gamelimits !== true) return null;
    return rules;
  }

  function limitsOf(session: GameSessionRow): TSessionLimits | null {
    if (
      session.netLossLimitMinor === null ||
      session.limitEndsAt === null ||
      session.durationLimitMinutes === null
    ) {
      return null;
    }
    return {
      SessionDuration: session.durationLimitMinutes,
      NetLossMinor: session.netLossLimitMinor.toString(),
      NetLoss: decimalOf(session.netLossLimitMinor),
      NetLossFormatted: formatBalance(session.netLossLimitMinor, session.currency),
      EndsAt: session.limitEndsAt.toISOString(),
    };
  }

  /** A session whose limits still let it go on (time left, net loss below the limit). */
  function isGoingOn(session: GameSessionRow, at: Date): boolean {
    if (session.limitEndsAt === null || session.netLossLimitMinor === null) return false;
    return (
      session.limitEndsAt.getTime() > at.getTime() &&
      session.betMinor - session.winMinor < session.netLossLimitMinor
    );
  }

  function statsOf(session: GameSessionRow): TSessionStats {
    const netLoss = session.betMinor - session.winMinor;
    const limit = session.netLossLimitMinor;
    return {
      sessionId: session.id,
      gameId: session.gameId,
      bet: session.betMinor.toString(),
      win: session.winMinor.toString(),
      loss: (netLoss > 0n ? netLoss : 0n).toString(),
      netLoss: netLoss.toString(),
      currency: session.currency,
      sessionStart: session.startedAt.toISOString(),
      limits: limitsOf(session),
      netLossPercent:
        limit === null || limit === 0n || netLoss <= 0n ? 0 : Number((netLoss * 100n) / limit),
    };
  }

  function kindFor(player: InPlayPlayer): 'soft' | 'hard' {
    return features(player.country)['hard-reality-check'] === true ? 'hard' : 'soft';
  }

  function intervalOf(player: InPlayPlayer, row: RealityCheckRow | undefined): number {
    return (
      row?.intervalMinutes ?? jurisdictions.profileFor(player.country).realityCheckIntervalMinutes
    );
  }

  async function audit(
    player: InPlayPlayer,
    action: string,
    before: unknown,
    after: unknown,
    reason = '',
  ): Promise<void> {
    await db.transaction((tx) =>
      appendAudit(
        tx,
        {
          playerId: player.id,
          actor: { kind: 'player', id: player.id },
          action,
          before,
          after,
          reason,
        },
        now(),
      ),
    );
  }

  /**
   * The clock of the player's sitting, started (or restarted after 30 minutes without play) at a
   * launch. A reload, a new tab or another device finds it running.
   */
  async function startClock(player: InPlayPlayer): Promise<RealityCheckRow> {
    const at = now();
    const row = await findRealityCheck(db, player.id);
    const lastPlayed = await gameplay.lastPlayedAt(player.id);
    const lastSeen = Math.max(row?.touchedAt.getTime() ?? 0, lastPlayed?.getTime() ?? 0);
    const isSittingOn = row !== undefined && lastSeen >= at.getTime() - SITTING_IDLE_MS;
    const next: RealityCheckRow = isSittingOn
      ? { ...row, touchedAt: at }
      : {
          playerId: player.id,
          sittingStartedAt: at,
          nextDueAt: new Date(at.getTime() + intervalOf(player, row) * MINUTE_MS),
          cooldownUntil: null,
          kind: kindFor(player),
          intervalMinutes: row?.intervalMinutes ?? null,
          touchedAt: at,
        };
    await saveRealityCheck(db, next);
    return next;
  }

  function isDue(row: RealityCheckRow | undefined, at: Date): boolean {
    if (row === undefined) return false;
    return (
      row.nextDueAt.getTime() <= at.getTime() ||
      (row.cooldownUntil !== null && row.cooldownUntil.getTime() > at.getTime())
    );
  }

  function statusOf(player: InPlayPlayer, row: RealityCheckRow | undefined): TRealityCheckStatus {
    const at = now();
    const interval = intervalOf(player, row);
    return {
      success: true,
      hasActiveRealityCheck: isDue(row, at),
      user: player.id,
      remainingTime:
        row === undefined ? interval * 60 : seconds(row.nextDueAt.getTime() - at.getTime()),
      intervalMinutes: interval,
      kind: row?.kind ?? kindFor(player),
      sessionStart: row?.sittingStartedAt.toISOString() ?? null,
    };
  }

  async function position(player: InPlayPlayer, hours: number): Promise<TRealityCheckPosition> {
    const from = new Date(now().getTime() - hours * 60 * MINUTE_MS);
    const totals = await gameplay.positionSince(player.id, player.currency, from);
    const net = totals.winMinor - totals.betMinor;
    return {
      bets: totals.rounds,
      wins: totals.winMinor.toString(),
      stake: totals.betMinor.toString(),
      net: net.toString(),
      currency: player.currency,
      winsFormatted: formatBalance(totals.winMinor, player.currency),
      stakeFormatted: formatBalance(totals.betMinor, player.currency),
      netFormatted: formatBalance(net, player.currency),
    };
  }

  async function hardStatus(player: InPlayPlayer): Promise<THardRealityCheckStatus> {
    const at = now();
    const row = await findRealityCheck(db, player.id);
    const left = await deps.sessionTimeLeftMinutes(player);
    const cooldownMs =
      row?.cooldownUntil === null || row?.cooldownUntil === undefined
        ? null
        : row.cooldownUntil.getTime() - at.getTime();
    return {
      success: true,
      isEnabled: kindFor(player) === 'hard',
      hasActiveRealityCheck: row?.kind === 'hard' && isDue(row, at),
      user: player.id,
      remainingTime: left === null ? null : left * 60,
      cooldownRemaining: cooldownMs === null || cooldownMs <= 0 ? null : seconds(cooldownMs),
      dueIn: row === undefined ? 0 : seconds(row.nextDueAt.getTime() - at.getTime()),
    };
  }

  return {
    /**
     * Before a real-money launch: refuses it while another game is open elsewhere
     * (MULTIPLE_GAME_SESSIONS_ACTIVE), starts or continues the reality-check clock, and answers the
     * rules every stake of the launch is held to (the market's slot stake cap for the player's
     * age; the check screen's limits where the market asks them).
     */
    async beforeRealLaunch(player: InPlayPlayer, game: InPlayGame): Promise<LaunchRules> {
      if (await gameplay.hasGameOpenElsewhere(player.id, game.id)) {
        throw new AppError('MULTIPLE_GAME_SESSIONS_ACTIVE');
      }
      await startClock(player);
      const profile = jurisdictions.profileFor(player.country);
      const dateOfBirth =
        player.dateOfBirth === undefined
          ? ((await deps.players.find(player.id))?.dateOfBirth ?? null)
          : player.dateOfBirth;
      const age = dateOfBirth === null ? Number.NaN : ageFromStored(dateOfBirth, now());
      // An unknown age gets the general cap: the young-adult one needs a known birthday.
      const cap = game.isSlot ? slotStakeCapMinor(profile, Number.isNaN(age) ? 999 : age) : null;
      return {
        stakeCapMinor: cap === null ? null : BigInt(cap),
        requiresSessionLimits: slotLimitRules(player, game) !== null,
      };
    },

    /** The debit's question, in its one read under the player's lock (see realityCheckGuard). */
    stakeGuard(playerId: string): SameStatementAsk {
      return realityCheckGuard(playerId, now());
    },

    // --- The game-session check screen (spec 001 §3 / §4) ------------------------------------------

    async sessionOptions(player: InPlayPlayer, gameId: string): Promise<TSessionOptionsResponse> {
      const game = await games.find(gameId);
      if (game === null) throw new AppError('GAME_NOT_FOUND');
      const profile = jurisdictions.profileFor(player.country);
      const rules = slotLimitRules(player, game);
      const warnAtPercent = profile.gameSessions.netLossWarnAtPercent;
      const locale = isSupportedLocale(player.locale) ? player.locale : DEFAULT_LOCALE;
      const t = (key: string, params?: ErrorParams) => translate(locale, key, params);
      if (rules === null) {
        return {
          success: true,
          data: {
            required: false,
            meta: { title: '', body: '', notice: null },
            options: {},
            current: null,
            warnAtPercent,
          },
        };
      }
      const at = now();
      const running = await gameplay.runningSession(player.id, game.id);
      const current = running !== undefined && isGoingOn(running, at) ? limitsOf(running) : null;
      const lastEnded = current === null ? await gameplay.lastSessionEndedAt(player.id) : undefined;
      const isSoonAfter =
        lastEnded !== undefined &&
        rules.newSessionNoticeMinutes > 0 &&
        at.getTime() - lastEnded.getTime() < rules.newSessionNoticeMinutes * MINUTE_MS;
      return {
        success: true,
        data: {
          required: true,
          meta: {
            title: t('game_session_check_title'),
            body: t('game_session_check_body'),
            notice: isSoonAfter
              ? t('game_session_new_within_notice', { minutes: rules.newSessionNoticeMinutes })
              : null,
          },
          options: {
            SessionDuration: Object.fromEntries(
              rules.durationMinutes.map((minutes) => [
                String(minutes),
                t('game_session_duration_option', { minutes }),
              ]),
            ),
            NetLoss: Object.fromEntries(
              rules.netLossMinor.map((minor) => [
                decimalOf(BigInt(minor)),
                formatBalance(BigInt(minor), player.currency),
              ]),
            ),
          },
          current,
          warnAtPercent,
        },
      };
    },

    async setSessionOptions(
      player: InPlayPlayer,
      body: { SessionDuration: string; NetLoss: string; GameId: string },
    ) {
      const game = await games.find(body.GameId);
      if (game === null) throw new AppError('GAME_NOT_FOUND');
      const rules = slotLimitRules(player, game);
      if (rules === null) {
        throw new AppError('GAME_SESSION_OPTION_UNKNOWN', {
          fields: { GameId: 'game_session_choose_option' },
        });
      }
      const durationMinutes = Number(body.SessionDuration);
      if (!rules.durationMinutes.includes(durationMinutes)) {
        throw new AppError('GAME_SESSION_OPTION_UNKNOWN', {
          fields: { SessionDuration: 'game_session_choose_option' },
        });
      }
      const netLossMinor = minorOfDecimal(body.NetLoss);
      if (netLossMinor === null || !rules.netLossMinor.some((v) => BigInt(v) === netLossMinor)) {
        throw new AppError('GAME_SESSION_OPTION_UNKNOWN', {
          fields: { NetLoss: 'game_session_choose_option' },
        });
      }
      if (await gameplay.hasGameOpenElsewhere(player.id, game.id)) {
        throw new AppError('MULTIPLE_GAME_SESSIONS_ACTIVE');
      }
      const running = await gameplay.runningSession(player.id, game.id);
      if (running !== undefined && isGoingOn(running, now()) && !rules.isChangeAllowedMidSession) {
        throw new AppError('GAME_SESSION_LIMITS_LOCKED');
      }
      let session: GameSessionRow;
      try {
        session = await gameplay.startLimitedSession({
          playerId: player.id,
          gameId: game.id,
          currency: player.currency,
          durationMinutes,
          netLossMinor,
        });
      } catch (error) {
        // A racing twin started the session first: its limits hold.
        if (isUniqueViolation(error)) throw new AppError('GAME_SESSION_LIMITS_LOCKED');
        throw error;
      }
      const limits = limitsOf(session);
      if (limits === null) throw new Error('a limited session has no limits');
      await audit(player, 'game-session.limits-set', null, {
        gameId: game.id,
        sessionId: session.id,
        durationMinutes,
        netLossMinor: netLossMinor.toString(),
      });
      return { success: true as const, data: { sessionId: session.id, limits } };
    },

    /**
     * The running session's figures for the push after a settled round, read in the event
     * delivery's transaction (`gameId` is the catalogue's, as the round names it).
     */
    async sessionStatsOf(
      playerId: string,
      gameId: string,
      tx: Database,
    ): Promise<TSessionStats | null> {
      const running = await gameplay.runningSession(playerId, gameId, tx);
      return running === undefined ? null : statsOf(running);
    },

    /** The running session at the game (after a reload too); null: none. */
    async sessionDetails(player: { id: string }, gameId: string): Promise<TSessionStats | null> {
      const game = await games.find(gameId);
      if (game === null) return null;
      const running = await gameplay.runningSession(player.id, game.id);
      return running === undefined ? null : statsOf(running);
    },

    // --- Reality checks (spec 000 §9, spec 001 §4) -------------------------------------------------

    async realityCheckStatus(player: InPlayPlayer): Promise<TRealityCheckStatus> {
      return statusOf(player, await findRealityCheck(db, player.id));
    },

    async startRealityCheck(player: InPlayPlayer): Promise<TRealityCheckStatus> {
      return statusOf(player, await startClock(player));
    },

    async realityCheckSummary(player: InPlayPlayer): Promise<TRealityCheckSummary> {
      const row = await findRealityCheck(db, player.id);
      const at = now();
      return {
        ...statusOf(player, row),
        position: await position(player, 1),
        elapsedMinutes:
          row === undefined
            ? 0
            : Math.max(0, Math.floor((at.getTime() - row.sittingStartedAt.getTime()) / MINUTE_MS)),
      };
    },

    position,

    /** The player read the (soft) check and plays on: the next one is due an interval later. */
    async continueAfterRealityCheck(player: InPlayPlayer): Promise<TRealityCheckStatus> {
      const row = await findRealityCheck(db, player.id);
      const at = now();
      if (row === undefined || row.nextDueAt.getTime() > at.getTime()) return statusOf(player, row);
      if (row.kind === 'hard') throw new AppError('HARD_REALITY_CHECK_ACTIVE');
      const next: RealityCheckRow = {
        ...row,
        nextDueAt: new Date(at.getTime() + intervalOf(player, row) * MINUTE_MS),
        touchedAt: at,
      };
      await saveRealityCheck(db, next);
      await audit(
        player,
        'reality-check.continued',
        { dueAt: row.nextDueAt },
        {
          nextDueAt: next.nextDueAt,
        },
      );
      return statusOf(player, next);
    },

    async realityCheckForm(player: InPlayPlayer): Promise<TRealityCheckForm> {
      const row = await findRealityCheck(db, player.id);
      return {
        success: true,
        intervalMinutes: intervalOf(player, row),
        choices: [
          ...jurisdictions.profileFor(player.country).gameSessions.realityCheckChoicesMinutes,
        ],
      };
    },

    /**
     * The player's own interval where the market offers one. A shorter one applies from now; a
     * longer one never puts off a check already nearer.
     */
    async chooseRealityCheckInterval(
      player: InPlayPlayer,
      minutes: number,
    ): Promise<TRealityCheckForm> {
      const choices = jurisdictions.profileFor(player.country).gameSessions
        .realityCheckChoicesMinutes;
      if (!choices.includes(minutes)) throw new AppError('REALITY_CHECK_CHOICE_NOT_OFFERED');
      const at = now();
      const row = await findRealityCheck(db, player.id);
      const soon = at.getTime() + minutes * MINUTE_MS;
      const next: RealityCheckRow =
        row === undefined
          ? {
              playerId: player.id,
              sittingStartedAt: at,
              nextDueAt: new Date(soon),
              cooldownUntil: null,
              kind: kindFor(player),
              intervalMinutes: minutes,
              touchedAt: at,
            }
          : {
              ...row,
              intervalMinutes: minutes,
              nextDueAt: new Date(Math.min(row.nextDueAt.getTime(), soon)),
            };
      await saveRealityCheck(db, next);
      await audit(
        player,
        'reality-check.interval-chosen',
        { minutes: row?.intervalMinutes ?? null },
        {
          minutes,
        },
      );
      return { success: true, intervalMinutes: minutes, choices: [...choices] };
    },

    hardRealityCheckStatus: hardStatus,

    /** The player confirmed the hard check: the 5-minute cooldown starts (once per check). */
    async confirmForCooldown(player: InPlayPlayer): Promise<THardRealityCheckStatus> {
      const at = now();
      const row = await findRealityCheck(db, player.id);
      if (
        row !== undefined &&
        row.kind === 'hard' &&
        row.nextDueAt.getTime() <= at.getTime() &&
        (row.cooldownUntil === null || row.cooldownUntil.getTime() <= at.getTime())
      ) {
        const cooldownUntil = new Date(at.getTime() + COOLDOWN_MS);
        await saveRealityCheck(db, {
          ...row,
          cooldownUntil,
          nextDueAt: new Date(cooldownUntil.getTime() + intervalOf(player, row) * MINUTE_MS),
          touchedAt: cooldownUntil,
        });
        await audit(
          player,
          'reality-check.cooldown-started',
          { dueAt: row.nextDueAt },
          {
            cooldownUntil,
          },
        );
      }
      return hardStatus(player);
    },

    async trackPopUp(player: InPlayPlayer): Promise<void> {
      await audit(player, 'reality-check.shown', null, { kind: kindFor(player) });
    },

    async trackConfirmation(
      player: InPlayPlayer,
      action: 'logout' | 'continue' | 'auto-logout',
    ): Promise<void> {
      await audit(player, `reality-check.${action}`, null, { action });
    },

    /** Operator: a player's interval, or a check due now (an intervention by the safer-gambling team). */
    async operatorSetRealityCheck(
      playerId: string,
      change: { intervalMinutes?: number | undefined; isDueNow?: boolean | undefined },
      operatorId: string,
      reason: string,
    ): Promise<TRealityCheckStatus> {
      const player = await deps.players.find(playerId);
      if (player === undefined) throw new AppError('USER_NOT_FOUND');
      const at = now();
      const row = (await findRealityCheck(db, player.id)) ?? (await startClock(player));
      const interval = change.intervalMinutes ?? row.intervalMinutes;
      const next: RealityCheckRow = {
        ...row,
        intervalMinutes: interval,
        kind: kindFor(player),
        nextDueAt:
          change.isDueNow === true
            ? at
            : new Date(
                Math.min(
                  row.nextDueAt.getTime(),
                  at.getTime() + (interval ?? intervalOf(player, row)) * MINUTE_MS,
                ),
              ),
        touchedAt: at,
      };
      await saveRealityCheck(db, next);
      await db.transaction((tx) =>
        appendAudit(
          tx,
          {
            playerId: player.id,
            actor: { kind: 'operator', id: operatorId },
            action: 'reality-check.operator-set',
            before: { intervalMinutes: row.intervalMinutes, nextDueAt: row.nextDueAt },
            after: { intervalMinutes: next.intervalMinutes, nextDueAt: next.nextDueAt },
            reason,
          },
          at,
        ),
      );
      return statusOf(player, next);
    },
  };
}

export type InPlayService = ReturnType<typeof createInPlayService>;
