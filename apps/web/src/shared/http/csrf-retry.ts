import type { TCsrfErrorResponse } from '@playfair/contracts/identity';
import { CSRF_MAX_RETRIES } from '@playfair/domain/constants';

export type CsrfRetryOutcome<TAnswer> =
  | { kind: 'answer'; answer: Exclude<TAnswer, TCsrfErrorResponse> }
  /** Every attempt answered csrf-error: the session is gone (spec 000 §4: show session-expired). */
  | { kind: 'csrf-exhausted' };

type CsrfRetryInput<TAnswer> = {
  /** Posts the form with the token. */
  send: (csrfToken: string) => Promise<TAnswer | TCsrfErrorResponse>;
  /** The token: the known one when `isRefresh` is false, a fresh one from the server otherwise. */
  token: (isRefresh: boolean) => Promise<string>;
};

function isCsrfError(answer: unknown): answer is TCsrfErrorResponse {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    'type' in answer &&
    (answer as { type: unknown }).type === 'csrf-error'
  );
}

/**
 * spec 000 §4 / §9: a csrf-error answer refreshes the token and posts again, at most
 * CSRF_MAX_RETRIES times; one more csrf-error after that is the caller's session-expired case.
 */
export async function postWithCsrfRetry<TAnswer>({
  send,
  token,
}: CsrfRetryInput<TAnswer>): Promise<CsrfRetryOutcome<TAnswer>> {
  let answer = await send(await token(false));
  for (let retry = 0; isCsrfError(answer) && retry < CSRF_MAX_RETRIES; retry += 1) {
    answer = await send(await token(true));
  }
  if (isCsrfError(answer)) return { kind: 'csrf-exhausted' };
  return { kind: 'answer', answer: answer as Exclude<TAnswer, TCsrfErrorResponse> };
}
