import type {
  TActiveLimitItem,
  TActiveLimitsResponse,
  TFutureLimitItem,
  TLimitRules,
  TQuizStanding,
} from '@playfair/contracts/rg';
import { DAY_MS, HOUR_MS } from '@playfair/domain/constants';
import { LIMIT_TYPE_IDS, LIMIT_TYPES, type LimitType } from '@playfair/domain/rg-limits';
import { isHigherAmount } from './limit-amount';

/** One limit type's limits: what applies now and what waits to apply, shortest period first. */
export type LimitGroup = {
  type: LimitType;
  active: readonly TActiveLimitItem[];
  future: readonly TFutureLimitItem[];
};

const byDuration = (a: { Duration: number }, b: { Duration: number }) => a.Duration - b.Duration;

/** The player's limits by type, in the order of spec 001 §3 (deposit first); types with none left out. */
export function limitGroups(
  answer: Pick<TActiveLimitsResponse, 'ActiveLimits' | 'FutureLimits'>,
): LimitGroup[] {
  return LIMIT_TYPES.map((type) => ({
    type,
    active: answer.ActiveLimits.filter((item) => item.LimitType === LIMIT_TYPE_IDS[type]).sort(
      byDuration,
    ),
    future: answer.FutureLimits.filter((item) => item.LimitType === LIMIT_TYPE_IDS[type]).sort(
      byDuration,
    ),
  })).filter((group) => group.active.length > 0 || group.future.length > 0);
}

/** SE, DE, ES: a deposit needs a deposit limit, and the player has none yet (nor one waiting). */
export function isDepositLimitMissing(
  answer: Pick<TActiveLimitsResponse, 'ActiveLimits' | 'FutureLimits' | 'Rules'>,
): boolean {
  const isDeposit = (item: { LimitType: number }) => item.LimitType === LIMIT_TYPE_IDS.deposit;
  return (
    answer.Rules.isDepositLimitRequired &&
    !answer.ActiveLimits.some(isDeposit) &&
    !answer.FutureLimits.some(isDeposit)
  );
}

type LimitKey = { LimitType: number; Duration: number };

function sameLimit(a: LimitKey, b: LimitKey): boolean {
  return a.LimitType === b.LimitType && a.Duration === b.Duration;
}

export function activeLimitOf(
  answer: Pick<TActiveLimitsResponse, 'ActiveLimits'>,
  key: LimitKey,
): TActiveLimitItem | undefined {
  return answer.ActiveLimits.find((item) => sameLimit(item, key));
}

export function futureLimitOf(
  answer: Pick<TActiveLimitsResponse, 'FutureLimits'>,
  key: LimitKey,
): TFutureLimitItem | undefined {
  return answer.FutureLimits.find((item) => sameLimit(item, key));
}

/**
 * spec 001 §4 "Deposit limit", §6 change-deposit-quiz: the quiz comes before a raise where the
 * market asks for it and the player has not passed it. A new or lower limit, or one the server
 * refuses anyway (a change already waiting: rg_active_cool_down), goes straight to the server.
 */
export function isQuizFirst(input: {
  answer: Pick<TActiveLimitsResponse, 'ActiveLimits' | 'FutureLimits'>;
  rules: Pick<TLimitRules, 'isRaiseQuizRequired'>;
  quiz: Pick<TQuizStanding, 'isPassed'>;
  change: LimitKey & { Amount: string };
}): boolean {
  const { answer, rules, quiz, change } = input;
  if (!rules.isRaiseQuizRequired || quiz.isPassed) return false;
  if (futureLimitOf(answer, change) !== undefined) return false;
  const active = activeLimitOf(answer, change);
  return active !== undefined && isHigherAmount(change.Amount, active.Amount);
}

/** The periods a limit type takes: session time has its own (counted per day). */
export function durationsFor(
  rules: Pick<TLimitRules, 'durations' | 'sessionTimeDurations'>,
  typeId: number,
): TLimitRules['durations'] {
  return typeId === LIMIT_TYPE_IDS.sessionTime ? rules.sessionTimeDurations : rules.durations;
}

/** Whether a failed quiz still waits out its 7 days (spec 001 §5) at `nowMs`. */
export function quizLockedUntil(quiz: Pick<TQuizStanding, 'retryAt'>, nowMs: number): Date | null {
  if (quiz.retryAt === null) return null;
  const retryAt = new Date(quiz.retryAt);
  return Number.isNaN(retryAt.getTime()) || retryAt.getTime() <= nowMs ? null : retryAt;
}

/** The same, now: for the moment the player asks for the quiz. */
export function quizLockedUntilNow(quiz: Pick<TQuizStanding, 'retryAt'>): Date | null {
  return quizLockedUntil(quiz, Date.now());
}

/** A sentence of the market's raise rule, with the values it names. */
export type RaiseRuleLine =
  | { key: 'rg_raise_rule_lower' }
  | { key: 'rg_raise_rule_now' }
  | { key: 'rg_raise_rule_wait_days'; values: { days: number } }
  | { key: 'rg_raise_rule_wait_hours'; values: { hours: number } }
  | { key: 'rg_raise_rule_period_end' }
  | { key: 'rg_raise_rule_quiz' }
  | { key: 'rg_raise_rule_confirm' };

const HOURS_PER_DAY = DAY_MS / HOUR_MS;

/** How the player's market treats a new, lower or higher limit (from the answer's Rules). */
export function raiseRuleLines(
  rules: Pick<
    TLimitRules,
    | 'raiseCoolingOffHours'
    | 'isRaiseQuizRequired'
    | 'isRaiseConfirmationRequired'
    | 'isRaiseAfterPeriodEnd'
  >,
): RaiseRuleLine[] {
  const hours = rules.raiseCoolingOffHours;
  const lines: RaiseRuleLine[] = [{ key: 'rg_raise_rule_lower' }];
  if (rules.isRaiseQuizRequired) lines.push({ key: 'rg_raise_rule_quiz' });
  if (hours > 0 && hours % HOURS_PER_DAY === 0) {
    lines.push({ key: 'rg_raise_rule_wait_days', values: { days: hours / HOURS_PER_DAY } });
  } else if (hours > 0) {
    lines.push({ key: 'rg_raise_rule_wait_hours', values: { hours } });
  } else if (!rules.isRaiseAfterPeriodEnd) {
    lines.push({ key: 'rg_raise_rule_now' });
  }
  if (rules.isRaiseAfterPeriodEnd) lines.push({ key: 'rg_raise_rule_period_end' });
  if (rules.isRaiseConfirmationRequired) lines.push({ key: 'rg_raise_rule_confirm' });
  return lines;
}

/** The raise-rule keys, for the feature's text list. */
export const RAISE_RULE_KEYS = [
  'rg_raise_rule_lower',
  'rg_raise_rule_now',
  'rg_raise_rule_wait_days',
  'rg_raise_rule_wait_hours',
  'rg_raise_rule_period_end',
  'rg_raise_rule_quiz',
  'rg_raise_rule_confirm',
] as const satisfies readonly RaiseRuleLine['key'][];
