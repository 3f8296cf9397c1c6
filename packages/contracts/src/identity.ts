import { EMAIL_MAX_LENGTH } from '@playfair/domain/validation';
import { z } from 'zod';

// Login, session and account-status calls (spec 000 §3 "Login response", §4 "Session", §7 "User,
// login and account"; DESIGN §5 fixes the login path).

/** A CSRF token as the server issues it: 32 random bytes, base64url. */
const ZCsrfToken = z.string().max(128);

/**
 * Longer than the registration rule (spec 001 §5: at most 25) so a password set under an older rule
 * still logs in, and short enough that hashing it costs nothing extra.
 */
export const LOGIN_PASSWORD_MAX_LENGTH = 128;
export const REDIRECT_MAX_LENGTH = 2_048;

/** A same-site path to go to afterwards; anything else is ignored (never an open redirect). */
const ZRedirect = z.string().max(REDIRECT_MAX_LENGTH);

// ---------------------------------------------------------------------------------------------
// GET /public-api/v1/get-form-csrf-token
// ---------------------------------------------------------------------------------------------

export const ZCsrfTokenResponse = z.object({ csrf_token: z.string() });
export type TCsrfTokenResponse = z.infer<typeof ZCsrfTokenResponse>;

/**
 * A form post whose CSRF token is missing or belongs to no live session. Answered with HTTP 200, so
 * the browser's login handler sees it (spec 000 §8: a non-200 answer shows the player nothing); the
 * browser fetches a new token and retries, at most twice (spec 000 §4, §9).
 */
export const ZCsrfErrorResponse = z.object({
  type: z.literal('csrf-error'),
  error: z.string(),
});
export type TCsrfErrorResponse = z.infer<typeof ZCsrfErrorResponse>;

// ---------------------------------------------------------------------------------------------
// POST /{locale}/user/login (form-encoded)
// ---------------------------------------------------------------------------------------------

/**
 * The login form and the post (spec 000 §4): the browser's form checks it before sending, the
 * server validates the post with it. Messages are catalog keys.
 */
export const ZLoginRequest = z.object({
  /** The player's email address (the form calls it username). */
  username: z
    .string()
    .trim()
    .min(1, { error: 'validation_required' })
    .max(EMAIL_MAX_LENGTH, { error: 'validation_too_long' }),
  password: z
    .string()
    .min(1, { error: 'validation_required' })
    .max(LOGIN_PASSWORD_MAX_LENGTH, { error: 'validation_too_long' }),
  /** Missing or stale → a csrf-error answer, not a validation error (spec 000 §4 retries it). */
  csrf_token: ZCsrfToken.optional(),
  redirect: ZRedirect.optional(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** What the tag manager receives after a login: no personal data beyond the player's id. */
export const ZGtmLoginEvent = z.object({
  event: z.literal('login'),
  userId: z.string(),
  country: z.string(),
  currency: z.string(),
});
export type TGtmLoginEvent = z.infer<typeof ZGtmLoginEvent>;

export const ZLoginSuccessResponse = z.object({
  type: z.literal('success'),
  /** The player's id. */
  id: z.string(),
  /** Where the browser goes next: a same-site path. */
  redirect: z.string(),
  error: z.null(),
  gtmError: z.null(),
  gtmLoginEvent: ZGtmLoginEvent,
  /** The Croatian HRK → EUR migration is waiting for this player (spec 000 §4). */
  awaitingMigration: z.boolean(),
  /** The German LUGAS migration is waiting for this player (spec 001 §2). */
  awaitingLugasDeMigration: z.boolean(),
  /** spec 000 §3: the password-reset flag of one migrated brand; no brand here sets it yet. */
  isPasswordResetRequired: z.boolean(),
  /** spec 000 §3: the crash-casino migration success flag; no brand here sets it yet. */
  hasCrashCasinoMigrationSucceeded: z.boolean(),
});

/**
 * Why a login failed, for the tag manager's failed-login event (spec 000 §8): wrong credentials, a
 * running self-exclusion or time-out (DESIGN §10), or the market's national self-exclusion register.
 */
export const LOGIN_FAILURE_REASONS = [
  'invalid_credentials',
  'self_excluded',
  'timed_out',
  'national_register',
  'session_time',
] as const;

export const ZLoginFailureResponse = z.object({
  type: z.literal('error'),
  /** One translated text, the same for an unknown account and a wrong password. */
  error: z.string(),
  gtmError: z.enum(LOGIN_FAILURE_REASONS),
});

/** HTTP 200 in all three cases; a throttled login answers 429 RATE_LIMITED (ZErrorResponse). */
export const ZLoginResponse = z.discriminatedUnion('type', [
  ZLoginSuccessResponse,
  ZLoginFailureResponse,
  ZCsrfErrorResponse,
]);
export type TLoginResponse = z.infer<typeof ZLoginResponse>;
export type TLoginSuccessResponse = z.infer<typeof ZLoginSuccessResponse>;
export type TLoginFailureResponse = z.infer<typeof ZLoginFailureResponse>;

// ---------------------------------------------------------------------------------------------
// GET /{locale}/user/logout (state-changing GET: needs the XHR marker)
// ---------------------------------------------------------------------------------------------

export const ZLogoutQuery = z.object({ redirect: ZRedirect.optional() });
export type TLogoutQuery = z.infer<typeof ZLogoutQuery>;

export const ZLogoutResponse = z.object({ success: z.literal(true), redirect: z.string() });
export type TLogoutResponse = z.infer<typeof ZLogoutResponse>;

// ---------------------------------------------------------------------------------------------
// Account status calls (all need a session)
// ---------------------------------------------------------------------------------------------

/** GET /user/accept-login-info, GET /user/setOBtag. */
export const ZSuccessResponse = z.object({ success: z.literal(true) });
export type TSuccessResponse = z.infer<typeof ZSuccessResponse>;

/**
 * GET /get/user-status. 200 `{ success: true }` when all is well; 200 with `error` (a translated
 * text) when the AML status is not '0', which opens the AML modal (spec 000 §7).
 */
export const ZUserStatusResponse = z.union([
  z.object({ success: z.literal(true) }),
  z.object({ success: z.literal(false), error: z.string() }),
]);
export type TUserStatusResponse = z.infer<typeof ZUserStatusResponse>;

/** GET /get/user-status, HTTP 500: the account may not play; the browser navigates (spec 000 §7). */
export const ZUserStatusBlockedResponse = z.object({
  success: z.literal(false),
  redirect: z.string(),
});
export type TUserStatusBlockedResponse = z.infer<typeof ZUserStatusBlockedResponse>;

/** GET /user/kyc/status. '0' means clear (spec 000 §6). */
export const ZKycStatusResponse = z.object({ success: z.literal(true), amlStatus: z.string() });
export type TKycStatusResponse = z.infer<typeof ZKycStatusResponse>;

/** GET /user/kyc-is-user-verified. */
export const ZKycVerifiedResponse = z.object({ isUserKYCVerified: z.boolean() });
export type TKycVerifiedResponse = z.infer<typeof ZKycVerifiedResponse>;

/** GET /user/check-de-migration: merge is true while the LUGAS migration waits. */
export const ZDeMigrationCheckResponse = z.object({ merge: z.boolean() });
export type TDeMigrationCheckResponse = z.infer<typeof ZDeMigrationCheckResponse>;

/** A referral (affiliate) tag: 1 to 64 letters, digits, `_` or `-`. */
export const REFERRAL_TAG_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** GET /user/setOBtag?tag=… (state-changing GET: needs the XHR marker). */
export const ZReferralTagQuery = z.object({ tag: z.string().regex(REFERRAL_TAG_PATTERN) });
export type TReferralTagQuery = z.infer<typeof ZReferralTagQuery>;
