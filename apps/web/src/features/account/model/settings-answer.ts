import type { TSettingsChangeResponse } from '@playfair/contracts/account-settings';
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

/** The keys the settings forms' schemas (ZChangeEmailForm, ZChangeMobileForm) may report. */
export const SETTINGS_ISSUE_KEYS = [
  'validation_required',
  'validation_too_long',
  'registration_status_111',
  'registration_status_101',
  'registration_status_116',
  'registration_status_118',
] as const;
