import type { TActiveLimitsResponse } from '@playfair/contracts/rg';
import {
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  PANIC_PROMPT_COOKIE_DAYS,
  SECOND_MS,
} from '@playfair/domain/constants';
import { MONEY_SPACE } from '@playfair/domain/money';
import { describe, expect, it } from 'vitest';
import { createRules } from '../rg-test-data';
import { breakNoticeParams, readBreakNotice } from './break-notice';
import { countdownParts } from './countdown';
import { formatLimitMoney, isHigherAmount, usedPercent } from './limit-amount';
import {
  durationsFor,
  isDepositLimitMissing,
  isQuizFirst,
  limitGroups,
  quizLockedUntil,
  raiseRuleLines,
} from './limits-view';
import { hasPanicPromptCookie, panicPromptCookie } from './panic-prompt-cookie';
import { isQuizPassed, orderedQuestions, quizPayload } from './quiz';

const limit = (overrides: Partial<TActiveLimitsResponse['ActiveLimits'][number]> = {}) => ({
  LimitType: 1 as const,
  Duration: 1 as const,
  Amount: '100.00',
  StartDate: '2026-01-01T00:00:00.000Z',
  SetBy: 'player' as const,
  Used: '0.00',
  Left: '100.00',
  ResetsAt: null,
  ...overrides,
});

describe('countdownParts (spec 000 §9)', () => {
  it('splits what is left into days, hours, minutes and seconds, padded to 2 digits', () => {
    const ms = 1 * DAY_MS + 2 * HOUR_MS + 3 * MINUTE_MS + 4 * SECOND_MS + 999;
    expect(countdownParts(ms)).toEqual({ days: '01', hours: '02', minutes: '03', seconds: '04' });
    expect(countdownParts(123 * DAY_MS).days).toBe('123');
  });

  it('reads a moment already past as zero', () => {
    expect(countdownParts(-5_000)).toEqual({
      days: '00',
      hours: '00',
      minutes: '00',
      seconds: '00',
    });
  });
});

describe('limit amounts', () => {
  it('prints money in the currency format of the site', () => {
    expect(formatLimitMoney('1000.00', 'EUR')).toBe('€1,000.00');
    expect(formatLimitMoney('1234.5', 'PLN')).toBe(`1${MONEY_SPACE}234,50${MONEY_SPACE}zł`);
    expect(formatLimitMoney('12.00', 'XYZ')).toBe('12.00 XYZ');
  });

  it('compares amounts exactly and measures how much is used', () => {
    expect(isHigherAmount('100.01', '100.00')).toBe(true);
    expect(isHigherAmount('100', '100.00')).toBe(false);
    expect(isHigherAmount('abc', '1')).toBe(false);
    expect(usedPercent('25.00', '100.00')).toBe(25);
    expect(usedPercent('150.00', '100.00')).toBe(100);
    expect(usedPercent('0', '0')).toBe(0);
  });
});

describe('the limits answer', () => {
  const answer = {
    ActiveLimits: [
      limit({ LimitType: 3, Duration: 3 }),
      limit({ LimitType: 1, Duration: 3 }),
      limit({ LimitType: 1, Duration: 1 }),
    ],
    FutureLimits: [
      { ...limit({ LimitType: 4, Duration: 1, Amount: '90' }), NeedsConfirmation: false },
    ],
  };

  it('groups the limits by type, deposit first, shortest period first', () => {
    expect(
      limitGroups(answer).map((group) => [
        group.type,
        group.active.map((item) => item.Duration),
        group.future.map((item) => item.Duration),
      ]),
    ).toEqual([
      ['deposit', [1, 3], []],
      ['wager', [3], []],
      ['sessionTime', [], [1]],
    ]);
  });

  it('asks for the quiz first only for a raise, in a quiz market, before it is passed', () => {
    const rules = { isRaiseQuizRequired: true };
    const raise = { LimitType: 1, Duration: 1, Amount: '150' };
    expect(isQuizFirst({ answer, rules, quiz: { isPassed: false }, change: raise })).toBe(true);
    expect(isQuizFirst({ answer, rules, quiz: { isPassed: true }, change: raise })).toBe(false);
    expect(
      isQuizFirst({
        answer,
        rules: { isRaiseQuizRequired: false },
        quiz: { isPassed: false },
        change: raise,
      }),
    ).toBe(false);
    const lower = { ...raise, Amount: '50' };
    expect(isQuizFirst({ answer, rules, quiz: { isPassed: false }, change: lower })).toBe(false);
    // No limit yet for loss: a new limit goes ahead directly (spec 001 §4).
    const fresh = { LimitType: 2, Duration: 1, Amount: '500' };
    expect(isQuizFirst({ answer, rules, quiz: { isPassed: false }, change: fresh })).toBe(false);
    // A change already waits: the server's cool-down answer, not the quiz.
    const waiting = { LimitType: 4, Duration: 1, Amount: '120' };
    expect(isQuizFirst({ answer, rules, quiz: { isPassed: false }, change: waiting })).toBe(false);
  });

  it('says when a market that needs a deposit limit has none from the player', () => {
    const rules = createRules({ isDepositLimitRequired: true });
    expect(isDepositLimitMissing({ ActiveLimits: [], FutureLimits: [], Rules: rules })).toBe(true);
    expect(isDepositLimitMissing({ ...answer, Rules: rules })).toBe(false);
    expect(
      isDepositLimitMissing({ ActiveLimits: [], FutureLimits: [], Rules: createRules() }),
    ).toBe(false);
  });

  it('offers session time its own periods', () => {
    expect(durationsFor({ durations: [1, 2, 3], sessionTimeDurations: [1] }, 4)).toEqual([1]);
    expect(durationsFor({ durations: [1, 2, 3], sessionTimeDurations: [1] }, 1)).toEqual([1, 2, 3]);
  });

  it('keeps the quiz locked until its retry date', () => {
    const retryAt = '2026-03-10T12:00:00.000Z';
    expect(quizLockedUntil({ retryAt }, Date.parse(retryAt) - 1)).toEqual(new Date(retryAt));
    expect(quizLockedUntil({ retryAt }, Date.parse(retryAt))).toBeNull();
    expect(quizLockedUntil({ retryAt: null }, 0)).toBeNull();
  });

  it("states the market's raise rule", () => {
    const base = {
      raiseCoolingOffHours: 0,
      isRaiseQuizRequired: false,
      isRaiseConfirmationRequired: false,
      isRaiseAfterPeriodEnd: false,
    };
    expect(raiseRuleLines(base).map((line) => line.key)).toEqual([
      'rg_raise_rule_lower',
      'rg_raise_rule_now',
    ]);
    expect(
      raiseRuleLines({ ...base, raiseCoolingOffHours: 168, isRaiseQuizRequired: true }),
    ).toEqual([
      { key: 'rg_raise_rule_lower' },
      { key: 'rg_raise_rule_quiz' },
      { key: 'rg_raise_rule_wait_days', values: { days: 7 } },
    ]);
    expect(
      raiseRuleLines({
        ...base,
        raiseCoolingOffHours: 36,
        isRaiseAfterPeriodEnd: true,
        isRaiseConfirmationRequired: true,
      }),
    ).toEqual([
      { key: 'rg_raise_rule_lower' },
      { key: 'rg_raise_rule_wait_hours', values: { hours: 36 } },
      { key: 'rg_raise_rule_period_end' },
      { key: 'rg_raise_rule_confirm' },
    ]);
  });
});

describe('the quiz (spec 001 §3, §5)', () => {
  const quiz = {
    Questions: [
      { Id: 20, OrderNumber: 2, QuestionValue: 'B?', Answers: [{ Id: 201, AnswerValue: 'b' }] },
      { Id: 10, OrderNumber: 1, QuestionValue: 'A?', Answers: [{ Id: 101, AnswerValue: 'a' }] },
    ],
  };

  it('orders the questions by OrderNumber', () => {
    expect(orderedQuestions(quiz).map((question) => question.Id)).toEqual([10, 20]);
  });

  it('sends each question with its chosen answer, and nothing while one is unanswered', () => {
    expect(quizPayload(quiz, { q10: '101', q20: '201' })).toEqual({
      kind: 'complete',
      questions: [
        { QuestionId: 10, AnswerId: 101 },
        { QuestionId: 20, AnswerId: 201 },
      ],
    });
    expect(quizPayload(quiz, { q10: '101', q20: '' })).toEqual({
      kind: 'incomplete',
      missing: [20],
    });
    // An answer of another question does not count.
    expect(quizPayload(quiz, { q10: '201', q20: '201' })).toEqual({
      kind: 'incomplete',
      missing: [10],
    });
  });

  it('reads the active submission as the result', () => {
    expect(
      isQuizPassed({
        Submissions: [
          { IsActive: false, IsPassed: true },
          { IsActive: true, IsPassed: false },
        ],
      }),
    ).toBe(false);
    expect(isQuizPassed({ Submissions: [{ IsActive: true, IsPassed: true }] })).toBe(true);
    expect(isQuizPassed({ Submissions: [] })).toBe(false);
  });
});

describe('the panic prompt cookie (spec 001 §3, §9)', () => {
  it('keeps the dismissal time for 60 days, site-wide', () => {
    expect(panicPromptCookie(1_700_000_000_000, { isSecure: true })).toBe(
      `PanicButtonInfo=1700000000000; Max-Age=${PANIC_PROMPT_COOKIE_DAYS * 86_400}; Path=/; SameSite=Lax; Secure`,
    );
    expect(panicPromptCookie(5, { isSecure: false })).not.toContain('Secure');
  });

  it('is found among the other cookies', () => {
    expect(hasPanicPromptCookie('a=1; PanicButtonInfo=1700000000000; b=2')).toBe(true);
    expect(hasPanicPromptCookie('NotPanicButtonInfo=1; a=2')).toBe(false);
    expect(hasPanicPromptCookie('')).toBe(false);
  });
});

describe('the notice after a break', () => {
  it('travels as modal params and back', () => {
    const notice = { kind: 'self-exclusion', until: null, source: 'account' } as const;
    expect(readBreakNotice(breakNoticeParams(notice))).toEqual(notice);
    const panic = { kind: 'time-out', until: '2026-05-02T10:00:00.000Z', source: 'panic' } as const;
    expect(readBreakNotice(breakNoticeParams(panic))).toEqual(panic);
  });

  it('reads params no break wrote as nothing', () => {
    expect(readBreakNotice(undefined)).toBeNull();
    expect(readBreakNotice({ kind: 'holiday', until: '', source: 'panic' })).toBeNull();
    expect(readBreakNotice({ kind: 'time-out', until: 'soon', source: 'panic' })).toBeNull();
  });
});
