import { mobileProblem } from '@playfair/domain/registration-countries';
import { normaliseMobile, ZEmail } from '@playfair/domain/validation';
import { z } from 'zod';
import { ZCsrfErrorResponse, LOGIN_PASSWORD_MAX_LENGTH } from './identity';

// Account settings (the account panel's settings section): the email and the mobile change only
// after the current password is entered again. Both posts are form-encoded and need a session;
// POST /{locale}/user/settings/email and POST /{locale}/user/settings/mobile.

export const ACCOUNT_SETTINGS_FIELDS = {
  currentPassword: 'current_password',
  newEmail: 'new_email',
  newMobilePrefix: 'new_mobile_prefix',
  newMobile: 'new_mobile',
  csrfToken: 'csrf_token',
} as const;

const F = ACCOUNT_SETTINGS_FIELDS;

/** Long enough for anything a person types; the rules (ZEmail, mobileProblem) are the server's. */
const RAW_FIELD_MAX_LENGTH = 256;
const ZRawField = z.string().max(RAW_FIELD_MAX_LENGTH);
/** Missing or stale → a csrf-error answer, not a validation error (as the login). */
const ZCsrfToken = z.string().max(128).optional();
const ZCurrentPassword = z.string().max(LOGIN_PASSWORD_MAX_LENGTH);

export const ZChangeEmailRequest = z.object({
  [F.currentPassword]: ZCurrentPassword,
  [F.newEmail]: ZRawField,
  [F.csrfToken]: ZCsrfToken,
});
export type TChangeEmailRequest = z.infer<typeof ZChangeEmailRequest>;

export const ZChangeMobileRequest = z.object({
  [F.currentPassword]: ZCurrentPassword,
  [F.newMobilePrefix]: z.string().max(16),
  /** Spaces are allowed as typed; the server strips them (spec 001 §5). */
  [F.newMobile]: ZRawField,
  [F.csrfToken]: ZCsrfToken,
});
export type TChangeMobileRequest = z.infer<typeof ZChangeMobileRequest>;

// The forms (what the player fills in): the browser checks them before sending, the server checks
// the posted form with them and answers their issues as the change's refusal (before it looks at
// the password). The rules are the registration's; every message is a catalog key.

/** The current password as typed (spaces count): required. */
const ZCurrentPasswordField = z
  .string()
  .min(1, { error: 'validation_required' })
  .max(LOGIN_PASSWORD_MAX_LENGTH, { error: 'validation_too_long' });

/** The email form: the new address by the registration's rule (required, else 111). */
export const ZChangeEmailForm = z.object({
  [F.newEmail]: ZEmail,
  [F.currentPassword]: ZCurrentPasswordField,
});
export type TChangeEmailForm = z.input<typeof ZChangeEmailForm>;

/** The mobile form: a calling code, and a number the registration takes for it (116, 101, 118). */
export const ZChangeMobileForm = z
  .object({
    [F.newMobilePrefix]: z.string().max(16),
    [F.newMobile]: ZRawField,
    [F.currentPassword]: ZCurrentPasswordField,
  })
  .superRefine((form, ctx) => {
    const prefix = form[F.newMobilePrefix].trim();
    // spec 001 §5: spaces are stripped from mobile numbers.
    const mobile = normaliseMobile(form[F.newMobile]);
    const report = (field: string, key: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message: key });
    if (prefix === '') report(F.newMobilePrefix, 'validation_required');
    if (mobile === '') report(F.newMobile, 'validation_required');
    const problem = prefix === '' || mobile === '' ? null : mobileProblem(prefix, mobile);
    if (problem !== null) report(F.newMobile, `registration_status_${problem}`);
  });
export type TChangeMobileForm = z.input<typeof ZChangeMobileForm>;

export const ZSettingsChangeError = z.object({
  /** The form field the problem belongs to; none for a problem of the whole form. */
  field: z.string().optional(),
  /** The catalog key (`settings_password_wrong`, `registration_status_42`, …). */
  key: z.string(),
  /** The key's text in the caller's locale. */
  msg: z.string(),
});

/**
 * HTTP 200 for a change made and for one refused by a rule; a locked account (too many wrong
 * passwords, shared with the login throttle) answers 429 RATE_LIMITED, no session 401.
 */
export const ZSettingsChangeResponse = z.discriminatedUnion('success', [
  z.object({ success: z.literal(true), message: z.string() }),
  z.object({ success: z.literal(false), errors: z.array(ZSettingsChangeError).min(1) }),
]);
export type TSettingsChangeResponse = z.infer<typeof ZSettingsChangeResponse>;

/** What the route may answer with HTTP 200: the change's answer, or csrf-error (retried). */
export const ZSettingsChangeAnswer = z.union([ZSettingsChangeResponse, ZCsrfErrorResponse]);
export type TSettingsChangeAnswer = z.infer<typeof ZSettingsChangeAnswer>;
