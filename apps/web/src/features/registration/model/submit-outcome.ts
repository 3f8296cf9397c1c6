import type { TRegistrationFailure, TRegistrationSuccess } from '@playfair/contracts/registration';

/** What the player sees after an accepted submit (spec 001 §4); a refusal shows `failureMessage`. */
export type SubmitOutcome =
  /** A redirect in the answer: a full page load to it. */
  | { kind: 'redirect'; url: string }
  /** emailVerification true: the fourth section. */
  | { kind: 'email-verification' }
  /** Registered and logged in, with nowhere named to go: the page loads again for the session. */
  | { kind: 'reload' };

/**
 * spec 001 §8: status 2000 shows its own message; any other failure the translated generic error
 * followed by the server's messages, joined.
 */
export type FailureMessage =
  { key: 'registration_status_2000' } | { key: 'generic_error_msg'; details: string };

/** The status the spec gives its own message. */
export const OWN_MESSAGE_STATUS = 2000;

export function outcomeOfSuccess(answer: TRegistrationSuccess): SubmitOutcome {
  if (answer.redirect !== null && answer.redirect !== '') {
    return { kind: 'redirect', url: answer.redirect };
  }
  if (answer.emailVerification) return { kind: 'email-verification' };
  return { kind: 'reload' };
}

export function failureMessage(failure: TRegistrationFailure): FailureMessage {
  if (failure.status === OWN_MESSAGE_STATUS) return { key: 'registration_status_2000' };
  return {
    key: 'generic_error_msg',
    details: failure.errors
      .map((error) => error.msg.trim())
      .filter((msg) => msg !== '')
      .join(' '),
  };
}

/** No answer at all (offline, a 5xx): the generic error alone. */
export const UNANSWERED_FAILURE: FailureMessage = { key: 'generic_error_msg', details: '' };
