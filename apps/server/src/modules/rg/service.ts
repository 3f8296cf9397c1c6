import type { LimitPeriod } from '@playfair/domain/constants';
import type { LimitType } from '@playfair/domain/rg-limits';
import type { TActiveLimitsResponse } from '@playfair/contracts/rg';
import type { Database } from '../../platform/db/client';
import { AppError, type Translate } from '../../platform/errors';
import type { MoneyPolicy } from '../wallet/service';
import { appendAudit, firstBrokenAuditRow } from './audit';
import { createBreaks } from './breaks';
import type { RgContext } from './context';
import { createLimits, limitRules } from './limits';
import { ensureDefaultLimits } from './defaults';
import { createLimitsPolicy } from './policy';
import { createQuizService } from './quiz-service';
import {
  convertMoneyLimits,
  findActiveLimits,
  findFutureLimits,
  lockPlayerRg,
  markLimitCancelled,
  findDueLimits,
  findPlayersWithSessionLimits,
  insertLimit,
  listAudit,
  listLimitHistory,
  listQuizSubmissions,
} from './repo';
import { limitUsage, type RgPlayer } from './usage';

export type { RgContext } from './context';
export {
  createInPlayService,
  type InPlayDependencies,
  type InPlayGame,
  type InPlayService,
} from './in-play';
export type { RgPlayer } from './usage';
export { LIMIT_ACTIVATION_JOB, SESSION_TIME_JOB } from './jobs';

/** How many waiting limits one pass of the activation job applies at most. */
const ACTIVATION_BATCH = 200;

/**
 * DESIGN §10, the account-level half of responsible gambling: limits (limits.ts), the quiz
 * (quiz-service.ts), breaks (breaks.ts), the money policy (policy.ts) and the audit trail
 * (audit.ts), for the player's routes, the operator API and the jobs.
 */
export function createRgService(
  context: RgContext & {
    /** Who a player is, read in the caller's transaction (the wallet's policy runs inside one). */
    players: { accountOf(playerId: string, tx?: Database): Promise<RgPlayer | undefined> };
  },
  translate: Translate,
) {
  const { db, jurisdictions, now, identity, restrictions, players } = context;
  const quiz = createQuizService(context, translate);
  const limits = createLimits(context, quiz.isRaiseQuizPassed);
  const breaks = createBreaks(context);

  async function playerOrNotFound(playerId: string): Promise<RgPlayer> {
    const player = await players.accountOf(playerId);
    if (player === undefined) throw new AppError('USER_NOT_FOUND');
    return player;
  }

  /** What the player's time logged in today used of each of their session-time limits. */
  async function sessionTimeUsages(id: string) {
    const player = await players.accountOf(id);
    if (player === undefined) return [];
    const profile = jurisdictions.profileFor(player.country);
    const rows = (await limits.activeRows(db, id)).filter((row) => row.type === 'sessionTime');
    const usages = [];
    for (const row of rows) {
      usages.push(
        await limitUsage(context, {
          player,
          profile,
          type: 'sessionTime',
          period: row.period,
          limit: row.amount,
          wanted: 0,
          now: now(),
        }),
      );
    }
    return usages;
  }

  return {
    ...breaks,
    quiz: quiz.quiz,
    submitQuiz: quiz.submit,
    confirmLimit: limits.confirmLimit,

    /** GET /user/v2/active-limits: the limits, what they used, the market's rules, the quiz. */
    async activeLimits(player: RgPlayer): Promise<TActiveLimitsResponse> {
      const profile = jurisdictions.profileFor(player.country);
      if (profile.depositLimits.defaultsMinor !== null) {
        await db.transaction((tx) => ensureDefaultLimits(tx, player, profile, now()));
      }
      const { active, future } = await limits.limitsOf(player);
      return {
        success: true,
        ActiveLimits: active,
        FutureLimits: future,
        Rules: limitRules(profile, player.currency),
        Quiz: await quiz.standing(player.id),
      };
    },

    /** POST /user/v2/limits by the player. */
    setLimit: (
      player: RgPlayer,
      request: { type: LimitType; period: LimitPeriod; amount: number },
    ) => limits.setLimit(player, request, { kind: 'player', id: player.id }, 'set by the player'),

    /** The money policy (DESIGN §10), one of the wallet's policies. */
    policy: (): MoneyPolicy => createLimitsPolicy(context, players),

    /**
     * The deposit limit asked at registration (`form_user_deposit_limit`) becomes a real limit of
     * the market's registration period (with the market's defaults, where it has them).
     */
    async recordRegistrationLimit(playerId: string, amountMinor: number | null): Promise<void> {
      const player = await playerOrNotFound(playerId);
      const profile = jurisdictions.profileFor(player.country);
      await db.transaction(async (tx) => {
        const at = now();
        if (amountMinor !== null) {
          const period = profile.depositLimits.registrationPeriod;
          await insertLimit(
            tx,
            {
              playerId: player.id,
              type: 'deposit',
              period,
              amount: amountMinor,
              setBy: 'player',
              startsAt: at,
              needsConfirmation: false,
              activatedAt: at,
            },
            at,
          );
          await appendAudit(
            tx,
            {
              playerId: player.id,
              actor: { kind: 'player', id: player.id },
              action: 'limit.set',
              before: null,
              after: { type: 'deposit', period, amount: amountMinor },
              reason: 'chosen at registration',
            },
            at,
          );
        }
        await ensureDefaultLimits(tx, player, profile, at);
      });
    },

    /** The activation job's pass: waiting limits whose start came now apply. */
    activateDueLimits: () =>
      limits.activateDueLimits(() => findDueLimits(db, now(), ACTIVATION_BATCH)),

    /**
     * When a player whose time logged in today reached their session-time limit may log in
     * again; null when they may now (the login asks this, DESIGN §10).
     */
    async sessionTimeUsedUntil({ id }: { id: string }): Promise<Date | null> {
      const used = (await sessionTimeUsages(id)).find((usage) => usage.left <= 0);
      return used?.freesAt ?? null;
    },

    /** Minutes the player may still be logged in today under their session-time limits; null: none. */
    async sessionTimeLeftMinutes({ id }: { id: string }): Promise<number | null> {
      const usages = await sessionTimeUsages(id);
      return usages.length === 0 ? null : Math.min(...usages.map((usage) => usage.left));
    },

    /**
     * The session-time job's pass: ends every session of a player whose time logged in today
     * reached their limit; answers how many players it logged out.
     */
    async endSessionsOverTime(): Promise<number> {
      let ended = 0;
      for (const playerId of await findPlayersWithSessionLimits(db)) {
        const player = await players.accountOf(playerId);
        if (player === undefined) continue;
        const profile = jurisdictions.profileFor(player.country);
        const rows = (await limits.activeRows(db, playerId)).filter(
          (row) => row.type === 'sessionTime',
        );
        for (const row of rows) {
          const usage = await limitUsage(context, {
            player,
            profile,
            type: 'sessionTime',
            period: row.period,
            limit: row.amount,
            wanted: 0,
            now: now(),
          });
          if (usage.left <= 0 && (await identity.revokeAllSessions(playerId)) > 0) {
            ended += 1;
            break;
          }
        }
      }
      return ended;
    },

    // --- The operator API ------------------------------------------------------------------------

    /** A player's limits (every row, with its life), breaks, quiz answers and audit trail. */
    async operatorView(playerId: string) {
      await playerOrNotFound(playerId);
      const [history, submissions, audit, restricted] = await Promise.all([
        listLimitHistory(db, playerId),
        listQuizSubmissions(db, playerId),
        listAudit(db, playerId),
        restrictions.restrictionsOf(playerId),
      ]);
      return { history, submissions, audit, restricted, brokenAt: firstBrokenAuditRow(audit) };
    },

    /** An operator's limit: applies at once; the player may lower it, never raise it. */
    async setOperatorLimit(
      playerId: string,
      request: { type: LimitType; period: LimitPeriod; amount: number },
      operatorId: string,
      reason: string,
    ) {
      const player = await playerOrNotFound(playerId);
      return limits.setLimit(player, request, { kind: 'operator', id: operatorId }, reason);
    },

    /**
     * A currency migration, in its transaction (spec 000 §4, DESIGN §4): the player's money limits
     * converted, and the change kept in the audit trail.
     */
    async convertMoneyLimits(
      tx: Database,
      playerId: string,
      currencies: { from: string; to: string },
      convert: (amount: bigint) => bigint,
    ) {
      const converted = await convertMoneyLimits(tx, playerId, convert);
      if (converted.length > 0) {
        await appendAudit(
          tx,
          {
            playerId,
            actor: { kind: 'system', id: 'migrations.currency' },
            action: 'limits.currency-converted',
            before: {
              currency: currencies.from,
              limits: converted.map(({ id, limitType, period, from }) => ({
                id,
                limitType,
                period,
                amount: from,
              })),
            },
            after: {
              currency: currencies.to,
              limits: converted.map(({ id, limitType, period, to }) => ({
                id,
                limitType,
                period,
                amount: to,
              })),
            },
            reason: `currency migration ${currencies.from} to ${currencies.to}`,
          },
          now(),
        );
      }
      return converted;
    },

    /** The amount of the player's active limit of `type` and `period`; null without one. */
    async activeLimitAmount(
      playerId: string,
      type: LimitType,
      period: LimitPeriod,
    ): Promise<number | null> {
      const row = (await findActiveLimits(db, playerId)).find(
        (active) => active.type === type && active.period === period,
      );
      return row?.amount ?? null;
    },

    /**
     * A migration's limit (spec 001 §2 the German LUGAS migration), in the migration's
     * transaction: it applies at once whatever it was before (the limit file already holds the
     * player to it), a waiting change of the same limit is cancelled, and the audit keeps why.
     */
    async applyMigrationLimit(
      tx: Database,
      playerId: string,
      request: { type: LimitType; period: LimitPeriod; amount: number },
      reason: string,
    ): Promise<void> {
      await lockPlayerRg(tx, playerId);
      const at = now();
      const same = (row: { type: LimitType; period: LimitPeriod }) =>
        row.type === request.type && row.period === request.period;
      const before = (await findActiveLimits(tx, playerId)).find(same);
      for (const waiting of (await findFutureLimits(tx, playerId)).filter(same)) {
        await markLimitCancelled(tx, waiting.id, at);
      }
      const row = await insertLimit(
        tx,
        {
          playerId,
          ...request,
          setBy: 'player',
          startsAt: at,
          needsConfirmation: false,
          activatedAt: at,
        },
        at,
      );
      await appendAudit(
        tx,
        {
          playerId,
          actor: { kind: 'system', id: 'migrations.lugas' },
          action: 'limit.set',
          before:
            before === undefined
              ? null
              : { type: before.type, period: before.period, amount: before.amount },
          after: { type: row.type, period: row.period, amount: row.amount },
          reason,
        },
        at,
      );
      await context.events.publish(tx, 'limit.changed', {
        playerId,
        payload: { limitType: row.type, period: row.period, status: 'active' },
      });
    },

    /** Lifts a responsible-gambling trigger block (spec 000 §6), with the operator's reason. */
    async liftRgTriggerBlock(playerId: string, operatorId: string, reason: string) {
      await playerOrNotFound(playerId);
      return db.transaction(async (tx) => {
        const before = await restrictions.restrictionsOf(playerId, tx);
        const after = await restrictions.changeStatuses(
          { playerId, patch: { hasRgTriggerBlock: false }, operatorId, reason },
          tx,
        );
        await appendAudit(
          tx,
          {
            playerId,
            actor: { kind: 'operator', id: operatorId },
            action: 'rg-trigger-block.lifted',
            before: { hasRgTriggerBlock: before.hasRgTriggerBlock },
            after: { hasRgTriggerBlock: after.hasRgTriggerBlock },
            reason,
          },
          now(),
        );
        return after;
      });
    },
  };
}

export type RgService = ReturnType<typeof createRgService>;
