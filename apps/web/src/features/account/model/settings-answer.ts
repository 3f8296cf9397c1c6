import type { TSettingsChangeResponse } from '@playfair/contracts/account-settings';
import { EMAIL_MAX_LENGTH, ZEmail } from '@playfair/domain/validation';
import { mobileProblem } from '@playfair/domain/registration-countries';
import type { CsrfRetryOutcome } from '../../../shared/http/csrf-retry';

export type SettingsOutcome =
  | { kind: 'changed'; message: string }
  /** The server refused: its texts by field, and one for the form where it named no field. */
  | { kind: 'refused'; fieldErrors: Readonly<Record<string, string>>; formError: string | null }
  /** The csrf retries ran out: the session is gone (spec 000 §4). */
  | { kind: 'session-expired' };

export function readSettingsAnswer(
  outcome: CsrfRetryOutcome<TSettingsChangeResponse>,
): SettingsOutcome {
  if (outcome.kind === 'csrf-exhausted') return { kind: 'session-expired' };
  const { answer } = outcome;
  if (answer.success) return { kind: 'changed', message: answer.message };
  const fieldErrors: Record<string, string> = {};
  let formError: string | null = null;
  for (const error of answer.errors) {
    if (error.field === undefined || error.field in fieldErrors) formError ??= error.msg;
    else fieldErrors[error.field] = error.msg;
  }
  return { kind: 'refused', fieldErrors, formError };
}

/** The keys the browser's own checks name (the server checks the same rules again). */
export const SETTINGS_ISSUE_KEYS = [
  'registration_status_111',
  'registration_status_101',
  'registration_status_116',
  'registration_status_118',
] as const;
type SettingsIssueKey = (typeof SETTINGS_ISSUE_KEYS)[number];

/** The registration's email rule (ZEmail): 111 for an address it refuses. */
export function emailIssue(email: string): SettingsIssueKey | null {
  return email.length <= EMAIL_MAX_LENGTH && ZEmail.safeParse(email).success
    ? null
    : 'registration_status_111';
}

/** The registration's mobile rules: 116, 101 or 118 (spaces do not count, spec 001 §5). */
export function mobileIssue(prefix: string, mobile: string): SettingsIssueKey | null {
  const problem = mobileProblem(prefix, mobile);
  return problem === null ? null : `registration_status_${problem}`;
}
