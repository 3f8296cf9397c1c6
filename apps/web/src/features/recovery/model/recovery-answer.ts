import { FORGOT_PASSWORD_FIELDS, type TForgotPasswordResponse } from '@playfair/contracts/recovery';
import type { CsrfRetryOutcome } from '../../../shared/http/csrf-retry';

type FieldName = (typeof FORGOT_PASSWORD_FIELDS)[keyof typeof FORGOT_PASSWORD_FIELDS];

/** The form fields a step posts, by their contract names (`form_email`, `form_recovery_code`). */
export type RecoveryFields = Partial<Record<Exclude<FieldName, 'csrf_token'>, string>>;

/** Where the player asked the code to go: step 2 posts it again. */
export type RecoveryTarget =
  { channel: 'email'; email: string } | { channel: 'sms'; prefix: string; mobile: string };

export function targetFields(target: RecoveryTarget): RecoveryFields {
  const F = FORGOT_PASSWORD_FIELDS;
  return target.channel === 'email'
    ? { [F.email]: target.email }
    : { [F.mobilePrefix]: target.prefix, [F.mobile]: target.mobile };
}

export type StepOutcome =
  | { kind: 'accepted'; message: string; nextModal: string | null }
  /** The server refused: its texts, by field where it named one. */
  | { kind: 'refused'; message: string | null; fieldErrors: Readonly<Record<string, string>> }
  | { kind: 'session-expired' };

/** spec 001 §7: isValid, errors, message, modal (gtm is the tag manager's). */
export function readRecoveryAnswer(
  outcome: CsrfRetryOutcome<TForgotPasswordResponse>,
): StepOutcome {
  if (outcome.kind === 'csrf-exhausted') return { kind: 'session-expired' };
  const { answer } = outcome;
  if (answer.isValid) {
    return { kind: 'accepted', message: answer.message, nextModal: answer.modal };
  }
  const fieldErrors: Record<string, string> = {};
  const general: string[] = [];
  for (const error of answer.errors) {
    if (error.field === undefined || error.field in fieldErrors) general.push(error.msg);
    else fieldErrors[error.field] = error.msg;
  }
  const message = answer.message !== '' ? answer.message : (general[0] ?? null);
  return { kind: 'refused', message, fieldErrors };
}
