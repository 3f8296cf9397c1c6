import { LIMIT_DURATION_IDS } from '@playfair/domain/constants';
import { LIMIT_TYPE_IDS } from '@playfair/domain/rg-limits';
import { z } from 'zod';

// Responsible gambling I (DESIGN §10, spec 000 §7, spec 001 §3 / §4 / §5 / §7): the player's limits,
// the responsible-gaming quiz, time-outs, self-exclusion and the panic button. Forms are
// form-encoded and carry the CSRF token; the quiz's answers are JSON (spec 001 §3 "Answer payload").
//
//   GET  /{locale}/user/v2/active-limits      → ZActiveLimitsResponse
//   POST /{locale}/user/v2/limits             (ZSetLimitRequest) → ZSetLimitResponse
//   POST /{locale}/user/v2/limits/confirm     (ZConfirmLimitRequest) → ZSetLimitResponse
//   POST /{locale}/rg/quiz/get                (ZQuizGetRequest) → ZQuizResponse
//   POST /{locale}/rg/quiz/submit             (ZQuizSubmitRequest, JSON) → ZQuizSubmitResponse
//   POST /{locale}/user/self-exclusion        (ZSelfExclusionRequest) → ZBreakResponse
//   POST /{locale}/user/add-timeout           (panic button, no fields) → ZBreakResponse

const ids = <T extends Record<string, number>>(table: T) =>
  Object.values(table) as [T[keyof T], ...T[keyof T][]];

/** spec 001 §3 LimitType: 1 deposit, 2 loss, 3 wager, 4 session time. */
export const ZLimitTypeId = z.union(ids(LIMIT_TYPE_IDS).map((id) => z.literal(id)));
/** spec 001 §3 Duration: 1 day, 2 week, 3 month. */
export const ZLimitDurationId = z.union(ids(LIMIT_DURATION_IDS).map((id) => z.literal(id)));

/** A form field holding a small integer id, as a form posts it ("1"). */
const ZFormId = z.union([z.string().max(4), z.number()]).transform((value, ctx) => {
  const id = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(id) || (typeof value === 'string' && !/^\d{1,4}$/.test(value))) {
    ctx.addIssue({ code: 'custom', message: 'validation_invalid' });
    return z.NEVER;
  }
  return id;
});

const ZCsrfToken = z.string().max(128).optional();

/**
 * One limit as the player sees it (spec 001 §3 "Limits response"). `Amount` is a decimal string in
 * the player's currency ("600.00") for money limits, whole minutes ("90") for session time.
 */
export const ZLimitItem = z.object({
  LimitType: ZLimitTypeId,
  Duration: ZLimitDurationId,
  Amount: z.string(),
  /** ISO 8601: when it started (active) or starts (future). */
  StartDate: z.string(),
  /** Who set it: an operator's limit may be lowered by the player, not raised. */
  SetBy: z.enum(['player', 'operator', 'system']),
});
export type TLimitItem = z.infer<typeof ZLimitItem>;

/** An active limit with what the current period has used of it. */
export const ZActiveLimitItem = ZLimitItem.extend({
  /** Used in the current period, in the same unit as `Amount`. */
  Used: z.string(),
  /** Still allowed in the current period (never below zero). */
  Left: z.string(),
  /** ISO 8601: when the current period ends (calendar) or its oldest use leaves it (rolling). */
  ResetsAt: z.string().nullable(),
});
export type TActiveLimitItem = z.infer<typeof ZActiveLimitItem>;

/** A future limit: a raise waiting for its start (and, in some markets, the player's word). */
export const ZFutureLimitItem = ZLimitItem.extend({
  /** After StartDate the player confirms it (GB) before it applies. */
  NeedsConfirmation: z.boolean(),
});
export type TFutureLimitItem = z.infer<typeof ZFutureLimitItem>;

/** What the player's market offers, so the panel shows only what the server takes. */
export const ZLimitRules = z.object({
  currency: z.string(),
  limitTypes: z.array(ZLimitTypeId),
  durations: z.array(ZLimitDurationId),
  /** Session time is counted per day: the durations a session-time limit takes. */
  sessionTimeDurations: z.array(ZLimitDurationId),
  /** A deposit needs a deposit limit first (SE, DE, ES). */
  isDepositLimitRequired: z.boolean(),
  /** The highest deposit limit per duration id, as a decimal string; absent: no ceiling. */
  depositLimitMax: z.record(z.string(), z.string()),
  raiseCoolingOffHours: z.number().int(),
  isRaiseQuizRequired: z.boolean(),
  isRaiseConfirmationRequired: z.boolean(),
  isRaiseAfterPeriodEnd: z.boolean(),
  periodCounting: z.enum(['rolling', 'calendar']),
  /** spec 000 §9 duration ids the player may choose: breaks and self-exclusions. */
  timeOutIds: z.array(z.number().int()),
  selfExclusionIds: z.array(z.number().int()),
  hasPanicButton: z.boolean(),
});
export type TLimitRules = z.infer<typeof ZLimitRules>;

/** The quiz's standing for this player (spec 001 §4 / §5). */
export const ZQuizStanding = z.object({
  quizId: z.number().int(),
  /** Passed and still counting for a raise. */
  isPassed: z.boolean(),
  /** ISO 8601: a failed quiz may be taken again from then (7 days later); null: now. */
  retryAt: z.string().nullable(),
});
export type TQuizStanding = z.infer<typeof ZQuizStanding>;

export const ZActiveLimitsResponse = z.object({
  success: z.literal(true),
  ActiveLimits: z.array(ZActiveLimitItem),
  FutureLimits: z.array(ZFutureLimitItem),
  Rules: ZLimitRules,
  Quiz: ZQuizStanding,
});
export type TActiveLimitsResponse = z.infer<typeof ZActiveLimitsResponse>;

/** Amount as typed: "250", "250.5", "250,50"; minutes for session time. */
export const ZLimitAmount = z
  .string()
  .trim()
  .max(16, { error: 'validation_too_long' })
  .regex(/^\d{1,9}([.,]\d{1,2})?$/, { error: 'validation_limit_amount' });

export const SET_LIMIT_FIELDS = {
  limitType: 'LimitType',
  duration: 'Duration',
  amount: 'Amount',
  csrfToken: 'csrf_token',
} as const;

export const ZSetLimitRequest = z.object({
  LimitType: ZFormId,
  Duration: ZFormId,
  Amount: ZLimitAmount,
  csrf_token: ZCsrfToken,
});
export type TSetLimitRequest = z.input<typeof ZSetLimitRequest>;

export const ZSetLimitResponse = z.object({
  success: z.literal(true),
  /** `active`: applies now; `future`: applies from StartDate (after confirmation if asked). */
  Status: z.enum(['active', 'future']),
  Limit: ZFutureLimitItem,
});
export type TSetLimitResponse = z.infer<typeof ZSetLimitResponse>;

/** GB: after the wait, the player takes (`yes`) or drops (`no`) the raised limit. */
export const ZConfirmLimitRequest = z.object({
  LimitType: ZFormId,
  Duration: ZFormId,
  Confirm: z.enum(['yes', 'no'], { error: 'validation_invalid' }),
  csrf_token: ZCsrfToken,
});
export type TConfirmLimitRequest = z.input<typeof ZConfirmLimitRequest>;

// --- The responsible-gaming quiz (spec 001 §3 "Quiz") --------------------------------------------

export const ZQuizGetRequest = z.object({
  quizId: ZFormId,
  csrf_token: ZCsrfToken,
});

export const ZQuizResponse = z.object({
  success: z.literal(true),
  QuizId: z.number().int(),
  QuizName: z.string(),
  Questions: z.array(
    z.object({
      Id: z.number().int(),
      OrderNumber: z.number().int(),
      QuestionValue: z.string(),
      Answers: z.array(z.object({ Id: z.number().int(), AnswerValue: z.string() })),
    }),
  ),
});
export type TQuizResponse = z.infer<typeof ZQuizResponse>;

export const QUIZ_MAX_QUESTIONS = 50;

export const ZQuizSubmitRequest = z.object({
  quizId: z.number().int().positive().max(9_999),
  questions: z
    .array(
      z.object({
        QuestionId: z.number().int().positive().max(99_999),
        AnswerId: z.number().int().positive().max(99_999),
      }),
    )
    .max(QUIZ_MAX_QUESTIONS),
  csrf_token: ZCsrfToken,
});
export type TQuizSubmitRequest = z.input<typeof ZQuizSubmitRequest>;

export const ZQuizSubmitResponse = z.object({
  success: z.literal(true),
  QuizId: z.number().int(),
  Submissions: z.array(z.object({ IsActive: z.boolean(), IsPassed: z.boolean() })),
  /** ISO 8601: when a failed quiz may be taken again. */
  RetryAt: z.string().nullable(),
});
export type TQuizSubmitResponse = z.infer<typeof ZQuizSubmitResponse>;

// --- Breaks: time-outs, self-exclusion and the panic button ---------------------------------------

export const ZSelfExclusionRequest = z.object({
  duration: ZFormId,
  password: z
    .string()
    .min(1, { error: 'validation_required' })
    .max(128, { error: 'validation_too_long' }),
  csrf_token: ZCsrfToken,
});
export type TSelfExclusionRequest = z.input<typeof ZSelfExclusionRequest>;

export const ZAddTimeoutRequest = z.object({ csrf_token: ZCsrfToken });

/** The break began: every session of the player has ended, this one included. */
export const ZBreakResponse = z.object({
  success: z.literal(true),
  Kind: z.enum(['time-out', 'self-exclusion']),
  /** ISO 8601; null for a permanent self-exclusion. */
  Until: z.string().nullable(),
});
export type TBreakResponse = z.infer<typeof ZBreakResponse>;

// --- The operator API (DESIGN §5 /operator-api/v1/) ---------------------------------------------
//   GET  /operator-api/v1/players/:id/rg                     → ZOperatorRgView
//   POST /operator-api/v1/players/:id/limits                 (JSON ZOperatorLimitRequest)
//   POST /operator-api/v1/players/:id/rg-trigger-block/lift  (JSON ZOperatorReason)

const ZReason = z.string().trim().min(3).max(500);

export const ZOperatorReason = z.object({ reason: ZReason }).strict();

export const ZOperatorLimitRequest = z
  .object({
    LimitType: ZLimitTypeId,
    Duration: ZLimitDurationId,
    Amount: ZLimitAmount,
    reason: ZReason,
  })
  .strict();

const ZIso = z.string();

export const ZOperatorRgView = z.object({
  success: z.literal(true),
  limits: z.array(
    z.object({
      id: z.string(),
      limitType: z.string(),
      period: z.string(),
      amount: z.number(),
      setBy: z.string(),
      startsAt: ZIso,
      needsConfirmation: z.boolean(),
      confirmedAt: ZIso.nullable(),
      activatedAt: ZIso.nullable(),
      cancelledAt: ZIso.nullable(),
      createdAt: ZIso,
    }),
  ),
  breaks: z.object({
    selfExcludedUntil: ZIso.nullable(),
    timedOutUntil: ZIso.nullable(),
    hasRgTriggerBlock: z.boolean(),
  }),
  quizSubmissions: z.array(
    z.object({
      quizId: z.number(),
      isPassed: z.boolean(),
      answers: z.array(z.object({ QuestionId: z.number(), AnswerId: z.number() })),
      createdAt: ZIso,
    }),
  ),
  audit: z.array(
    z.object({
      seq: z.number(),
      actorKind: z.string(),
      actorId: z.string(),
      action: z.string(),
      before: z.unknown(),
      after: z.unknown(),
      reason: z.string(),
      createdAt: ZIso,
      hash: z.string(),
      prevHash: z.string(),
    }),
  ),
  /** The first audit row whose chain link or hash is wrong; null when the trail is whole. */
  auditBrokenAt: z.number().nullable(),
});
export type TOperatorRgView = z.infer<typeof ZOperatorRgView>;

export const ZOperatorLimitResponse = z.object({
  success: z.literal(true),
  Status: z.enum(['active', 'future']),
  Limit: ZFutureLimitItem,
});

export const ZOperatorLiftResponse = z.object({
  success: z.literal(true),
  hasRgTriggerBlock: z.boolean(),
});
