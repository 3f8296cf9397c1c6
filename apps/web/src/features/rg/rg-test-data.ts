import type { TRealityCheckForm } from '@playfair/contracts/game-session';
import type {
  TActiveLimitItem,
  TActiveLimitsResponse,
  TFutureLimitItem,
  TLimitRules,
  TQuizResponse,
} from '@playfair/contracts/rg';
import { type FakeHandler, stubServer } from '../../test/fake-server';

// Answers of the responsible-gambling calls as the contracts shape them, for the feature's tests.

export const PLAYER = { logged: true, userId: '42' } as const;

export function createRules(overrides: Partial<TLimitRules> = {}): TLimitRules {
  return {
    currency: 'EUR',
    limitTypes: [1, 2, 3, 4],
    durations: [1, 2, 3],
    sessionTimeDurations: [1],
    isDepositLimitRequired: false,
    depositLimitMax: {},
    raiseCoolingOffHours: 24,
    isRaiseQuizRequired: false,
    isRaiseConfirmationRequired: false,
    isRaiseAfterPeriodEnd: false,
    periodCounting: 'rolling',
    timeOutIds: [1, 29, 2, 3, 30],
    selfExclusionIds: [4, 5, 26, 27, 28, 6],
    hasPanicButton: false,
    ...overrides,
  };
}

export function createActiveLimit(overrides: Partial<TActiveLimitItem> = {}): TActiveLimitItem {
  return {
    LimitType: 1,
    Duration: 1,
    Amount: '500.00',
    StartDate: '2026-01-01T09:00:00.000Z',
    SetBy: 'player',
    Used: '0.00',
    Left: '500.00',
    ResetsAt: null,
    ...overrides,
  };
}

export function createFutureLimit(overrides: Partial<TFutureLimitItem> = {}): TFutureLimitItem {
  return {
    LimitType: 1,
    Duration: 1,
    Amount: '800.00',
    StartDate: '2026-01-08T09:00:00.000Z',
    SetBy: 'player',
    NeedsConfirmation: false,
    ...overrides,
  };
}

export function createLimitsAnswer(
  overrides: Partial<TActiveLimitsResponse> = {},
): TActiveLimitsResponse {
  return {
    success: true,
    ActiveLimits: [],
    FutureLimits: [],
    Rules: createRules(),
    Quiz: { quizId: 3, isPassed: false, retryAt: null },
    ...overrides,
  };
}

/** Two questions, given out of order (the form orders them by OrderNumber). */
export const QUIZ: TQuizResponse = {
  success: true,
  QuizId: 3,
  QuizName: 'Safer play quiz',
  Questions: [
    {
      Id: 12,
      OrderNumber: 2,
      QuestionValue: 'What do you do after a loss?',
      Answers: [
        { Id: 121, AnswerValue: 'Play on to win it back' },
        { Id: 122, AnswerValue: 'Stop and take a break' },
      ],
    },
    {
      Id: 11,
      OrderNumber: 1,
      QuestionValue: 'What is gambling for?',
      Answers: [
        { Id: 111, AnswerValue: 'Fun' },
        { Id: 112, AnswerValue: 'Income' },
      ],
    },
  ],
};

/** A market with a fixed reality check interval (no choices), unless told otherwise. */
export function createRealityCheckForm(
  overrides: Partial<TRealityCheckForm> = {},
): TRealityCheckForm {
  return { success: true, intervalMinutes: 60, choices: [], ...overrides };
}

/** The calls of the account page around the limits tab, each answer overridable. */
export function stubRgServer(
  limits: TActiveLimitsResponse,
  overrides: Record<string, FakeHandler> = {},
) {
  let tokens = 0;
  return stubServer({
    'GET /en/get/user-status': () => ({ body: { success: true } }),
    'GET /public-api/v1/get-form-csrf-token': () => {
      tokens += 1;
      return { body: { csrf_token: `csrf-${tokens}` } };
    },
    'GET /en/user/v2/active-limits': () => ({ body: limits }),
    'GET /en/reality-check-form': () => ({ body: createRealityCheckForm() }),
    ...overrides,
  });
}
