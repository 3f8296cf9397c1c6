import { canonicalMobile, mobileProblem } from '@playfair/domain/registration-countries';
import {
  EMAIL_MAX_LENGTH,
  isForgotPasswordEmailAcceptable,
  normaliseEmail,
  passwordProblems,
  passwordRuleMessageKey,
} from '@playfair/domain/validation';
import { z } from 'zod';
import { ZCsrfErrorResponse } from './identity';

// Forgot password (spec 001 §3 fields, §4 two steps, §5 rules, §7 answer). DESIGN §5 fixes the paths:
// POST /{locale}/user/forgot-password (step 1) and POST /{locale}/user/forgot-password/reset
// (step 2). Both are form-encoded and answer the same fields. One schema per step, shared by the
// browser and the server; every issue's message is a catalog key.

export const FORGOT_PASSWORD_FIELDS = {
  email: 'form_email',
  // The SMS variant (the forgot-password-sms modal, spec 001 §2) asks for the mobile instead.
  mobile: 'form_mobile',
  mobilePrefix: 'form_mobile_prefix',
  recoveryCode: 'form_recovery_code',
  password: 'form_password',
  passwordRepeat: 'form_password_repeat',
  csrfToken: 'csrf_token',
} as const;

const F = FORGOT_PASSWORD_FIELDS;
type FieldName = (typeof FORGOT_PASSWORD_FIELDS)[keyof typeof FORGOT_PASSWORD_FIELDS];

const FIELD_MAX_LENGTH = 256;

/** A recovery code: six digits, valid 10 minutes, used once. */
export const RECOVERY_CODE_PATTERN = /^\d{6}$/;

const ZRawField = z
  .string({ error: 'validation_invalid' })
  .max(FIELD_MAX_LENGTH, { error: 'validation_too_long' })
  .optional();

type Raw = Partial<Record<FieldName, string | undefined>>;
type Report = (field: FieldName, key: string) => void;

function value(raw: Raw, field: FieldName): string {
  const text = raw[field];
  return typeof text === 'string' ? text.trim() : '';
}

/** A password is taken as typed: spaces count. */
function untrimmed(raw: Raw, field: FieldName): string {
  const text = raw[field];
  return typeof text === 'string' ? text : '';
}

export type RecoveryTarget =
  { channel: 'email'; email: string } | { channel: 'sms'; mobile: string };

function usesSms(raw: Raw): boolean {
  return value(raw, F.mobile) !== '' || value(raw, F.mobilePrefix) !== '';
}

function checkTarget(raw: Raw, report: Report): void {
  if (usesSms(raw)) {
    const prefix = value(raw, F.mobilePrefix);
    const mobile = value(raw, F.mobile);
    if (prefix === '') report(F.mobilePrefix, 'validation_required');
    if (mobile === '') report(F.mobile, 'validation_required');
    const problem = prefix !== '' && mobile !== '' ? mobileProblem(prefix, mobile) : null;
    if (problem !== null) report(F.mobile, `registration_status_${problem}`);
    return;
  }
  const email = value(raw, F.email);
  if (email === '') report(F.email, 'validation_required');
  // spec 001 §5: the email must contain an @ after position 0, else the form's data-error.
  else if (!isForgotPasswordEmailAcceptable(email) || email.length > EMAIL_MAX_LENGTH) {
    report(F.email, 'forgot_password_email_invalid');
  }
}

function readTarget(raw: Raw): RecoveryTarget {
  if (usesSms(raw)) {
    const prefix = value(raw, F.mobilePrefix);
    const mobile = value(raw, F.mobile);
    return { channel: 'sms', mobile: canonicalMobile(prefix, mobile) ?? `${prefix} ${mobile}` };
  }
  return { channel: 'email', email: normaliseEmail(value(raw, F.email)) };
}

function checkCsrf(raw: Raw, report: Report): void {
  if (value(raw, F.csrfToken) === '') report(F.csrfToken, 'validation_required');
}

function refine(checks: readonly ((raw: Raw, report: Report) => void)[]) {
  return (raw: Raw, ctx: z.RefinementCtx) => {
    const report: Report = (field, key) =>
      ctx.addIssue({ code: 'custom', path: [field], message: key });
    for (const check of checks) check(raw, report);
  };
}

const STEP1_FIELDS = [F.email, F.mobile, F.mobilePrefix, F.csrfToken] as const;
const STEP2_FIELDS = [...STEP1_FIELDS, F.recoveryCode, F.password, F.passwordRepeat] as const;

function shape(names: readonly FieldName[]) {
  return Object.fromEntries(names.map((name) => [name, ZRawField])) as Record<
    FieldName,
    typeof ZRawField
  >;
}

/** Step 1: the address (or mobile) to send a recovery code to. */
export function forgotPasswordRequestSchema() {
  return z
    .object(shape(STEP1_FIELDS))
    .superRefine(refine([checkTarget, checkCsrf]))
    .transform((raw) => ({ target: readTarget(raw), csrfToken: value(raw, F.csrfToken) }));
}
export type TForgotPasswordRequest = z.output<ReturnType<typeof forgotPasswordRequestSchema>>;

function checkReset(raw: Raw, report: Report): void {
  const code = value(raw, F.recoveryCode);
  if (code === '') report(F.recoveryCode, 'validation_required');
  else if (!RECOVERY_CODE_PATTERN.test(code)) report(F.recoveryCode, 'recovery_code_invalid');
  const password = untrimmed(raw, F.password);
  if (password === '') report(F.password, 'validation_required');
  else {
    // The server checks again against the account's own email (the SMS variant names none).
    const email = usesSms(raw) ? '' : value(raw, F.email);
    for (const rule of passwordProblems(password, email)) {
      report(F.password, passwordRuleMessageKey(rule));
    }
  }
  // spec 000 §5: the repeat must match the password ('Does not match').
  const repeat = untrimmed(raw, F.passwordRepeat);
  if (repeat === '') report(F.passwordRepeat, 'validation_required');
  else if (repeat !== password) report(F.passwordRepeat, 'validation_match');
}

/** Step 2: the recovery code and the new password (twice). */
export function forgotPasswordResetSchema() {
  return z
    .object(shape(STEP2_FIELDS))
    .superRefine(refine([checkTarget, checkReset, checkCsrf]))
    .transform((raw) => ({
      target: readTarget(raw),
      recoveryCode: value(raw, F.recoveryCode),
      password: untrimmed(raw, F.password),
      csrfToken: value(raw, F.csrfToken),
    }));
}
export type TForgotPasswordReset = z.output<ReturnType<typeof forgotPasswordResetSchema>>;

/**
 * spec 001 §7: both steps answer isValid, errors, message, modal, gtm, gtmError. Step 1 answers the
 * same for a known and an unknown address, so the form cannot tell who has an account.
 */
export const ZForgotPasswordResponse = z.object({
  isValid: z.boolean(),
  errors: z.array(z.object({ field: z.string().optional(), key: z.string(), msg: z.string() })),
  message: z.string(),
  /** The modal to show next: the reset form after step 1, the login after step 2. */
  modal: z.string().nullable(),
  gtm: z.object({ event: z.string() }).nullable(),
  gtmError: z.object({ event: z.string(), error: z.string() }).nullable(),
});
export type TForgotPasswordResponse = z.infer<typeof ZForgotPasswordResponse>;

/** HTTP 200 also answers a stale CSRF token the way the login does: the browser refreshes it and retries. */
export const ZForgotPasswordAnswer = z.union([ZForgotPasswordResponse, ZCsrfErrorResponse]);
export type TForgotPasswordAnswer = z.infer<typeof ZForgotPasswordAnswer>;

export const FORGOT_PASSWORD_MODALS = {
  reset: 'forgot-password-reset',
  login: 'login',
} as const;
