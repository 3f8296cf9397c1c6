import type { CsrfRetryOutcome } from '../../../shared/http/csrf-retry';
import { isApiError } from '../../../shared/http/api-error';

export type RgOutcome<TAnswer> =
  | { kind: 'done'; answer: TAnswer }
  /** The csrf retries ran out: the session is gone (spec 000 §4: the session-expired modal). */
  | { kind: 'session-expired' };

export function readRgAnswer<TAnswer>(outcome: CsrfRetryOutcome<TAnswer>): RgOutcome<TAnswer> {
  return outcome.kind === 'csrf-exhausted'
    ? { kind: 'session-expired' }
    : { kind: 'done', answer: outcome.answer };
}

/** The error model's codes the player site acts on (the text itself is the server's). */
export const RG_ERROR_CODES = {
  quizRequired: 'LIMIT_QUIZ_REQUIRED',
  /** A time-out or self-exclusion's password: its text goes under the field. */
  passwordIncorrect: 'PASSWORD_INCORRECT',
} as const;

export function hasErrorCode(error: unknown, code: string): boolean {
  return isApiError(error) && error.code === code;
}
