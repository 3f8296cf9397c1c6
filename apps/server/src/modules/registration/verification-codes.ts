import { randomUUID } from 'node:crypto';
import { HOUR_MS, MINUTE_MS } from '@playfair/domain/constants';
import { canonicalMobile, mobileProblem } from '@playfair/domain/registration-countries';
import { normaliseEmail } from '@playfair/domain/validation';
import { createOneTimeCode, hashOneTimeCode, isOneTimeCodeMatch } from '../notifications/service';
import type { RegistrationContext, Visitor } from './context';
import {
  consumeSmsCode,
  countEmailVerificationAttempt,
  countSmsCodeAttempt,
  countSmsCodesSince,
  findEmailVerification,
  findLiveSmsCodes,
  findTakenContacts,
  insertSmsCode,
  markEmailVerified,
} from './repo';

// A registration's one-time codes: the SMS code sent to the mobile and used up by the submission,
// and the emailed code that confirms the address.

/** A registration code lives 10 minutes and is used once. */
export const SMS_CODE_LIFETIME_MS = 10 * MINUTE_MS;
/** Wrong tries a code takes before it is dead (a new one must be sent). */
export const SMS_CODE_MAX_ATTEMPTS = 5;
/** Codes one number may be sent per hour: the fourth is refused with 1337 (spec 001 §8). */
export const SMS_SENDS_PER_HOUR = 3;

export type SmsSendOutcome = { status: 103 } | { status: 1337 } | { status: 9999; key: string };

export type VerificationCodes = {
  sendSmsCode(visitor: Visitor, prefix: string, mobile: string): Promise<SmsSendOutcome>;
  /** Confirms an email address with the code mailed at registration; the player's id, or null. */
  verifyEmail(email: string, code: string): Promise<string | null>;
};

/** What the submission needs of the SMS codes (reserve-contacts.ts). */
export type SmsCodeCheck = {
  useSmsCode(mobile: string, code: string): Promise<string | null>;
};

export function createVerificationCodes({
  db,
  notifications,
  now,
  staleBefore,
}: RegistrationContext): VerificationCodes & SmsCodeCheck {
  /** Checks the SMS code against the number's live codes and uses it up; its id, or null. */
  async function useSmsCode(mobile: string, code: string): Promise<string | null> {
    const live = await findLiveSmsCodes(db, mobile, now(), SMS_CODE_MAX_ATTEMPTS);
    const match = live.find((row) => isOneTimeCodeMatch(row.id, code, row.codeHash));
    if (match === undefined) {
      await countSmsCodeAttempt(
        db,
        live.map((row) => row.id),
      );
      return null;
    }
    return (await consumeSmsCode(db, match.id, now())) ? match.id : null;
  }

  return {
    useSmsCode,

    async sendSmsCode(visitor, prefix, mobile) {
      const problem = mobileProblem(prefix, mobile);
      if (problem !== null) return { status: 9999, key: `registration_status_${problem}` };
      const canonical = canonicalMobile(prefix, mobile) ?? '';
      const taken = await findTakenContacts(db, null, canonical, staleBefore());
      if (taken.isMobileTaken) return { status: 9999, key: 'registration_status_114' };
      const at = now();
      const sent = await countSmsCodesSince(db, canonical, new Date(at.getTime() - HOUR_MS));
      if (sent >= SMS_SENDS_PER_HOUR) return { status: 1337 };
      const id = randomUUID();
      const code = createOneTimeCode();
      await insertSmsCode(
        db,
        {
          id,
          mobile: canonical,
          codeHash: hashOneTimeCode(id, code),
          expiresAt: new Date(at.getTime() + SMS_CODE_LIFETIME_MS),
        },
        at,
      );
      await notifications.send({
        template: 'registrationSmsCode',
        recipient: canonical,
        locale: visitor.locale,
        values: { code, minutes: SMS_CODE_LIFETIME_MS / MINUTE_MS },
      });
      return { status: 103 };
    },

    async verifyEmail(email, code) {
      const row = await findEmailVerification(db, normaliseEmail(email));
      const isLive =
        row?.playerId != null &&
        row.hash !== null &&
        row.verifiedAt === null &&
        row.expiresAt !== null &&
        row.expiresAt.getTime() > now().getTime() &&
        row.attempts < SMS_CODE_MAX_ATTEMPTS;
      if (row === undefined || !isLive || row.hash === null) return null;
      if (!isOneTimeCodeMatch(row.id, code, row.hash)) {
        await countEmailVerificationAttempt(db, row.id);
        return null;
      }
      return (await markEmailVerified(db, row.id, now())) ? row.playerId : null;
    },
  };
}
