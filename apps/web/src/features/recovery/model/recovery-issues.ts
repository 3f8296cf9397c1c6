import {
  type FORGOT_PASSWORD_FIELDS,
  forgotPasswordRequestSchema,
  forgotPasswordResetSchema,
} from '@playfair/contracts/recovery';
import type { TextKey } from '../../../shared/i18n/text-key';

// The browser checks each field with the contract's own form schema (CONVENTIONS: one schema per
// form, shared by client and server), so it shows the same catalog key the server would answer.

const REQUEST_SCHEMA = forgotPasswordRequestSchema();
const RESET_SCHEMA = forgotPasswordResetSchema();

/**
 * Every key those schemas report for a field the player fills in. (No `satisfies TextKey[]` here:
 * the app's text keys are built from this list; `issueOf` checks the keys where it returns them.)
 */
export const RECOVERY_ISSUE_KEYS = [
  'validation_required',
  'validation_invalid',
  'validation_too_long',
  'forgot_password_email_invalid',
  'recovery_code_invalid',
  'registration_status_101',
  'registration_status_116',
  'registration_status_118',
  'validation_password_length',
  'validation_password_digit',
  'validation_password_symbol',
  'validation_password_upper',
  'validation_password_lower',
  'validation_password_not_email',
  'validation_password_repeat',
] as const;

type RecoveryIssueKey = (typeof RECOVERY_ISSUE_KEYS)[number];

function isRecoveryIssueKey(key: string): key is RecoveryIssueKey {
  return (RECOVERY_ISSUE_KEYS as readonly string[]).includes(key);
}

type Field = (typeof FORGOT_PASSWORD_FIELDS)[keyof typeof FORGOT_PASSWORD_FIELDS];

function issueOf(
  schema: typeof REQUEST_SCHEMA | typeof RESET_SCHEMA,
  raw: Readonly<Record<string, string>>,
  field: Field,
): TextKey | null {
  const result = schema.safeParse(raw);
  if (result.success) return null;
  const issue = result.error.issues.find((candidate) => candidate.path[0] === field);
  if (issue === undefined) return null;
  // A key this build has no text for still marks the field; the player reads the general one.
  return isRecoveryIssueKey(issue.message) ? issue.message : 'validation_invalid';
}

/** Step 1's problem with `field`, given every field of the form. */
export function requestIssue(raw: Readonly<Record<string, string>>, field: Field): TextKey | null {
  return issueOf(REQUEST_SCHEMA, raw, field);
}

/** Step 2's problem with `field`. */
export function resetIssue(raw: Readonly<Record<string, string>>, field: Field): TextKey | null {
  return issueOf(RESET_SCHEMA, raw, field);
}
