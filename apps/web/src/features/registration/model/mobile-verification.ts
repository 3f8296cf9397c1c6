import type { TValidateMobileResponse, TVerifySmsResponse } from '@playfair/contracts/registration';
import { normaliseMobile } from '@playfair/domain/validation';
import { registrationStatusTextKey, type RegistrationStatusTextKey } from '../text-keys';

/** A message to show: a catalog key, or a text the server already translated. */
export type RegistrationMessage = { key: RegistrationStatusTextKey } | { text: string };

/**
 * The mobile-validation step of section 1 (spec 001 §4), for one prefix and number: a change of
 * either starts it over.
 */
export type MobileVerification =
  | { status: 'idle' }
  | { status: 'validating'; number: string }
  /** Valid, and no SMS step applies (TOBIQUE, email verification, the SMS feature off). */
  | { status: 'verified'; number: string }
  /** Status 103: the code is on its way; the code field shows. */
  | { status: 'sms-sent'; number: string; message: RegistrationMessage }
  /** Refused, or the SMS could not be sent: the button is enabled again. */
  | { status: 'failed'; number: string; message: RegistrationMessage };

export const MOBILE_IDLE: MobileVerification = { status: 'idle' };

/** The number a verification belongs to: the prefix and the number without spaces. */
export function mobileIdentity(prefix: string, mobile: string): string {
  return `${prefix.trim()} ${normaliseMobile(mobile)}`;
}

/** The verification of the number now in the form (another number's counts for nothing). */
export function currentVerification(
  verification: MobileVerification,
  number: string,
): MobileVerification {
  return verification.status === 'idle' || verification.number === number
    ? verification
    : MOBILE_IDLE;
}

export function isMobileVerified(verification: MobileVerification): boolean {
  return verification.status === 'verified' || verification.status === 'sms-sent';
}

/** The button is off while a call runs and once it succeeded; 1337 and every failure re-enable it. */
export function canRequestVerification(verification: MobileVerification): boolean {
  return verification.status === 'idle' || verification.status === 'failed';
}

const GENERIC: RegistrationMessage = { key: 'registration_status_44' };

/** validate-mobile refused the number: its status message when the catalogs have one. */
export function mobileRefusalMessage(answer: TValidateMobileResponse): RegistrationMessage {
  const first = answer.Errors[0];
  if (first === undefined) return GENERIC;
  const key = registrationStatusTextKey(first.ErrorCodeID);
  if (key !== null) return { key };
  return first.Message.trim() === '' ? GENERIC : { text: first.Message };
}

/** spec 001 §4 / §7 verify-sms: 103 sent (forward), 1337 too many (retry), 9999 its message. */
export function afterSms(answer: TVerifySmsResponse, number: string): MobileVerification {
  switch (answer.status) {
    case 103:
      return { status: 'sms-sent', number, message: { key: 'registration_status_103' } };
    case 1337:
      return { status: 'failed', number, message: { key: 'registration_status_1337' } };
    case 9999:
      return {
        status: 'failed',
        number,
        message: answer.message.trim() === '' ? GENERIC : { text: answer.message },
      };
  }
}

/** No answer (offline, a 5xx): status 44, "also on network failure" (spec 001 §8). */
export function unansweredVerification(number: string): MobileVerification {
  return { status: 'failed', number, message: GENERIC };
}
