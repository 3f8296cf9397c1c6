import { LIMIT_DURATION_IDS, DAY_MS, type LimitPeriod } from '@playfair/domain/constants';
import type { JurisdictionProfile } from '@playfair/domain/jurisdictions';
import {
  calendarPeriodBounds,
  decideLimitChange,
  LIMIT_TYPE_IDS,
  LIMIT_TYPES,
  type LimitRefusal,
  type LimitType,
} from '@playfair/domain/rg-limits';
import type { TActiveLimitItem, TFutureLimitItem, TLimitRules } from '@playfair/contracts/rg';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { appendAudit, type AuditActor } from './audit';
import type { RgContext } from './context';
import { ensureDefaultLimits } from './defaults';
import {
  findActiveLimits,
  findFutureLimits,
  insertLimit,
  lockPlayerRg,
  markLimitActivated,
  markLimitCancelled,
  markLimitConfirmed,
  type LimitRow,
} from './repo';
import { limitUsage, type RgPlayer } from './usage';

/** Session time is counted per day (the issue: "time logged in per day"). */
export const SESSION_TIME_PERIODS: readonly LimitPeriod[] = ['daily'];

/** The limit types and periods a market takes. */
export function periodsFor(profile: JurisdictionProfile, type: LimitType): readonly LimitPeriod[] {
  return type === 'sessionTime' ? SESSION_TIME_PERIODS : profile.depositLimits.periods;
}

/** An amount as the player reads it: "600.00" in the currency's units, whole minutes for time. */
export function amountText(type: LimitType, amount: number): string {
  return type === 'sessionTime' ? String(amount) : (amount / 100).toFixed(2);
}

function limitItem(row: LimitRow): Omit<TFutureLimitItem, 'NeedsConfirmation'> {
  return {
    LimitType: LIMIT_TYPE_IDS[row.type],
    Duration: LIMIT_DURATION_IDS[row.period],
    Amount: amountText(row.type, row.amount),
    StartDate: (row.activatedAt ?? row.startsAt).toISOString(),
    SetBy: row.setBy,
  };
}

export function futureItem(row: LimitRow): TFutureLimitItem {
  return {
    ...limitItem(row),
    StartDate: row.startsAt.toISOString(),
    NeedsConfirmation: row.needsConfirmation,
  };
}

export function limitRules(profile: JurisdictionProfile, currency: string): TLimitRules {
  const max = profile.depositLimits.maxMinor ?? {};
  return {
    currency,
    limitTypes: LIMIT_TYPES.map((type) => LIMIT_TYPE_IDS[type]),
    durations: profile.depositLimits.periods.map((period) => LIMIT_DURATION_IDS[period]),
    sessionTimeDurations: SESSION_TIME_PERIODS.map((period) => LIMIT_DURATION_IDS[period]),
    isDepositLimitRequired: profile.depositLimits.isRequired,
    depositLimitMax: Object.fromEntries(
      Object.entries(max).map(([period, amount]) => [
        String(LIMIT_DURATION_IDS[period as LimitPeriod]),
        amountText('deposit', amount),
      ]),
    ),
    raiseCoolingOffHours: profile.limitRaise.coolingOffHours,
    isRaiseQuizRequired: profile.limitRaise.isQuizRequired,
    isRaiseConfirmationRequired: profile.limitRaise.needsConfirmation,
    isRaiseAfterPeriodEnd: profile.limitRaise.notBeforePeriodEnds,
    periodCounting: profile.limitPeriods.counting,
    timeOutIds: [...profile.breaks.timeOutIds],
    selfExclusionIds: [...profile.breaks.selfExclusionIds],
    hasPanicButton: profile.hasPanicButton,
  };
}

/** The refusal of a limit change as the error model answers it (spec 001 §5 / §8). */
function refusalError(type: LimitType, refusal: LimitRefusal, now: Date): AppError {
  switch (refusal.kind) {
    case 'same-value':
      return new AppError('LIMIT_SAME_VALUE');
    case 'cool-down':
      return new AppError('LIMIT_COOL_DOWN', {
        params: {
          date: refusal.until.getTime(),
          days: Math.max(1, Math.ceil((refusal.until.getTime() - now.getTime()) / DAY_MS)),
        },
      });
    case 'quiz-required':
      return new AppError('LIMIT_QUIZ_REQUIRED');
    case 'above-maximum':
      return new AppError('LIMIT_ABOVE_MAXIMUM', {
        params: { amount: amountText(type, refusal.maximum) },
      });
    case 'operator-limit':
      return new AppError('LIMIT_OPERATOR_SET', {
        params: { amount: amountText(type, refusal.maximum) },
      });
  }
}

/** Is the `quizId` quiz passed and still counting for this player (see quiz-service.ts)? */
export type QuizCheck = (tx: Database, playerId: string) => Promise<boolean>;

export function createLimits(context: RgContext, isQuizPassed: QuizCheck) {
  const { db, events, jurisdictions, now } = context;

  function key(row: Pick<LimitRow, 'type' | 'period'>) {
    return `${row.type}:${row.period}`;
  }

  async function publishChange(
    tx: Database,
    row: LimitRow,
    status: 'active' | 'future' | 'cancelled',
  ) {
    await events.publish(tx, 'limit.changed', {
      playerId: row.playerId,
      payload: { limitType: row.type, period: row.period, status },
    });
  }

  /** Applies a waiting limit now (its start came, or the player confirmed it after it). */
  async function activate(tx: Database, row: LimitRow, actor: AuditActor, at: Date) {
    if (!(await markLimitActivated(tx, row.id, at))) return false;
    const before = (await findActiveLimits(tx, row.playerId)).find(
      (active) => key(active) === key(row) && active.id !== row.id,
    );
    await appendAudit(
      tx,
      {
        playerId: row.playerId,
        actor,
        action: 'limit.activated',
        before: before === undefined ? null : limitItem(before),
        after: limitItem({ ...row, activatedAt: at }),
        reason: actor.kind === 'player' ? 'confirmed by the player' : 'its start time came',
      },
      at,
    );
    await publishChange(tx, row, 'active');
    return true;
  }

  return {
    /** Every active and future limit, with what the current periods used of each. */
    async limitsOf(player: RgPlayer) {
      const at = now();
      const profile = jurisdictions.profileFor(player.country);
      const [active, future] = await Promise.all([
        findActiveLimits(db, player.id),
        findFutureLimits(db, player.id),
      ]);
      const activeItems: TActiveLimitItem[] = [];
      for (const row of active) {
        const usage = await limitUsage(context, {
          player,
          profile,
          type: row.type,
          period: row.period,
          limit: row.amount,
          wanted: 0,
          now: at,
        });
        activeItems.push({
          ...limitItem(row),
          Used: amountText(row.type, usage.used),
          Left: amountText(row.type, usage.left),
          ResetsAt:
            profile.limitPeriods.counting === 'calendar'
              ? calendarPeriodBounds(
                  at,
                  row.period,
                  profile.limitPeriods.timeZone,
                ).end.toISOString()
              : null,
        });
      }
      return { profile, active: activeItems, future: future.map(futureItem) };
    },

    /** The active limits of the player, read in the caller's transaction (the money policy). */
    activeRows: (tx: Database, playerId: string) => findActiveLimits(tx, playerId),

    /**
     * Sets a limit as spec 001 §4 and the market's profile say: new or lower at once, the same
     * value or a waiting change refused, a raise after the quiz / cooling-off / period end.
     */
    async setLimit(
      player: RgPlayer,
      request: { type: LimitType; period: LimitPeriod; amount: number },
      actor: AuditActor,
      reason: string,
    ): Promise<{ status: 'active' | 'future'; row: LimitRow }> {
      const profile = jurisdictions.profileFor(player.country);
      if (!periodsFor(profile, request.type).includes(request.period)) {
        throw new AppError('LIMIT_NOT_OFFERED');
      }
      return db.transaction(async (tx) => {
        await lockPlayerRg(tx, player.id);
        const at = now();
        // A market's defaults are the limits a player starts from: a change is measured against them.
        const active = (await ensureDefaultLimits(tx, player, profile, at)).find(
          (row) => key(row) === key(request),
        );
        const future = (await findFutureLimits(tx, player.id)).find(
          (row) => key(row) === key(request),
        );
        const by = actor.kind === 'operator' ? 'operator' : 'player';
        const change = decideLimitChange({
          profile,
          ...request,
          active,
          future,
          by,
          isQuizPassed:
            profile.limitRaise.isQuizRequired && by === 'player'
              ? await isQuizPassed(tx, player.id)
              : false,
          now: at,
        });
        if (change.kind === 'refuse') throw refusalError(request.type, change.refusal, at);
        if (by === 'operator' && future !== undefined) await markLimitCancelled(tx, future.id, at);
        const isNow = change.kind === 'apply-now';
        const row = await insertLimit(
          tx,
          {
            playerId: player.id,
            ...request,
            setBy: by,
            startsAt: isNow ? at : change.startsAt,
            needsConfirmation: isNow ? false : change.needsConfirmation,
            activatedAt: isNow ? at : null,
          },
          at,
        );
        await appendAudit(
          tx,
          {
            playerId: player.id,
            actor,
            action: isNow ? 'limit.set' : 'limit.requested',
            before: active === undefined ? null : limitItem(active),
            after: isNow ? limitItem(row) : futureItem(row),
            reason,
          },
          at,
        );
        await publishChange(tx, row, isNow ? 'active' : 'future');
        return { status: isNow ? 'active' : 'future', row };
      });
    },

    /** GB: the player takes or declines a raised limit whose wait is over. */
    async confirmLimit(
      player: RgPlayer,
      request: { type: LimitType; period: LimitPeriod; accept: boolean },
    ): Promise<{ status: 'active' | 'future'; row: LimitRow }> {
      return db.transaction(async (tx) => {
        await lockPlayerRg(tx, player.id);
        const at = now();
        const future = (await findFutureLimits(tx, player.id)).find(
          (row) => key(row) === key(request) && row.needsConfirmation,
        );
        if (future === undefined) throw new AppError('LIMIT_NOTHING_TO_CONFIRM');
        const actor: AuditActor = { kind: 'player', id: player.id };
        if (!request.accept) {
          await markLimitCancelled(tx, future.id, at);
          await appendAudit(
            tx,
            {
              playerId: player.id,
              actor,
              action: 'limit.declined',
              before: futureItem(future),
              after: null,
              reason: 'declined by the player',
            },
            at,
          );
          await publishChange(tx, future, 'cancelled');
          const active = (await findActiveLimits(tx, player.id)).find(
            (row) => key(row) === key(request),
          );
          return { status: 'active', row: active ?? future };
        }
        if (future.startsAt > at) {
          throw new AppError('LIMIT_NOT_YET_CONFIRMABLE', {
            params: { date: future.startsAt.getTime() },
          });
        }
        await markLimitConfirmed(tx, future.id, at);
        await activate(tx, future, actor, at);
        return { status: 'active', row: { ...future, confirmedAt: at, activatedAt: at } };
      });
    },

    /**
     * The job's pass: applies every waiting limit whose start came (and that needs no more
     * confirmation); answers how many. Each in its own transaction under the player's lock.
     */
    async activateDueLimits(due: () => Promise<LimitRow[]>): Promise<number> {
      let activated = 0;
      for (const row of await due()) {
        const done = await db.transaction(async (tx) => {
          await lockPlayerRg(tx, row.playerId);
          return activate(tx, row, { kind: 'system', id: 'rg.activate-limits' }, now());
        });
        if (done) activated += 1;
      }
      return activated;
    },
  };
}

export type Limits = ReturnType<typeof createLimits>;
