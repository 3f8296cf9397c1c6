import { z } from 'zod';

/**
 * Marketing consents (spec 001 §2 "marketing consents", §5, §7):
 *   GET  /public-api/user/marketing-consents        → { success, data: { html } }
 *   POST /public-api/user/store-marketing-consents  → { success, data: { redirect, completed },
 *                                                      message, errors } (perform-annual-kyc's shape)
 * Both for the logged-in player only; the POST is form-encoded with the session's CSRF token.
 */

/** The channels a player answers for, each on its own. */
export const MARKETING_CONSENT_CHANNELS = ['email', 'sms', 'phone', 'post'] as const;
export type TMarketingConsentChannel = (typeof MARKETING_CONSENT_CHANNELS)[number];

export function isMarketingConsentChannel(value: unknown): value is TMarketingConsentChannel {
  return (
    typeof value === 'string' && (MARKETING_CONSENT_CHANNELS as readonly string[]).includes(value)
  );
}

/** Where a change was made: the consents modal on load, or the account's settings tab. */
export const CONSENT_SOURCES = ['modal', 'account'] as const;
export type TConsentSource = (typeof CONSENT_SOURCES)[number];

export const ZMarketingConsentsResponse = z.object({
  success: z.literal(true),
  data: z.object({ html: z.string() }),
});
export type TMarketingConsentsResponse = z.infer<typeof ZMarketingConsentsResponse>;

/**
 * The form: `channels` lists the ticked channels (comma-separated; empty when none is), `none` is
 * '1' when the player ticked 'none'. Exactly one of the two says something.
 */
export const ZStoreMarketingConsentsRequest = z.object({
  channels: z.string().max(200).optional(),
  none: z.enum(['1', '0']).optional(),
  source: z.enum(CONSENT_SOURCES).optional(),
  csrf_token: z.string().max(200).optional(),
});
export type TStoreMarketingConsentsRequest = z.infer<typeof ZStoreMarketingConsentsRequest>;

/** The form field a refusal names when no box is ticked (the fragment's form). */
export const CONSENTS_FORM_FIELD = 'consents';

export const ZStoreMarketingConsentsResponse = z.object({
  success: z.boolean(),
  data: z.object({ redirect: z.string().nullable(), completed: z.boolean() }),
  message: z.string(),
  /** Field name to its message; empty on success. */
  errors: z.record(z.string(), z.string()),
});
export type TStoreMarketingConsentsResponse = z.infer<typeof ZStoreMarketingConsentsResponse>;

/**
 * The fragment data.html carries (rendered escaped by the server, read as data by the web): a form
 * `[data-consents-form]` with a title `h2`, an intro `p`, one checkbox per choice marked
 * `data-consent` (`all`, `none`, or the channel), its label text in the `label`, and a submit button.
 * The form's `data-error` is the text shown when no box is ticked.
 */
export const CONSENTS_FRAGMENT_ATTRIBUTES = {
  form: 'data-consents-form',
  choice: 'data-consent',
  error: 'data-error',
} as const;

/** The onload action (spec 001 §2) that opens the consents modal while they are pending. */
export const MARKETING_CONSENTS_ONLOAD_ACTION = 'marketingConsentsModal';

/**
 * The satisfaction survey (spec 001 §2 onload action delighted, §9 sample 0.03, not for es and hr):
 * POST /{locale}/user/survey, form-encoded with the CSRF token: a 0–10 score and an optional
 * comment, or dismissed=1 when the player closed it. Answers { success: true }.
 */
export const SURVEY_SCORE_MAX = 10;
export const SURVEY_COMMENT_MAX_LENGTH = 1000;

export const ZSurveyRequest = z
  .object({
    score: z
      .string()
      .regex(/^(10|[0-9])$/)
      .transform(Number)
      .optional(),
    comment: z.string().max(SURVEY_COMMENT_MAX_LENGTH).optional(),
    /** '1': the player closed the survey without a score ("Not now"); it counts as offered. */
    dismissed: z.literal('1').optional(),
    csrf_token: z.string().max(200).optional(),
  })
  .refine((body) => (body.score === undefined) === (body.dismissed === '1'), {
    message: 'a score, or dismissed=1',
  });

export const ZSurveyResponse = z.object({ success: z.literal(true) });
export type TSurveyResponse = z.infer<typeof ZSurveyResponse>;

/** The onload action (spec 001 §2) that offers the survey. */
export const SURVEY_ONLOAD_ACTION = 'delighted';
