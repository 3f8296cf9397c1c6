import { randomUUID } from 'node:crypto';
import { HOUR_MS, MINUTE_MS } from '@playfair/domain/constants';
import type { Locale } from '@playfair/domain/locales';
import { passwordProblems, passwordRuleMessageKey } from '@playfair/domain/validation';
import type { RecoveryTarget } from '@playfair/contracts/recovery';
import type { Database } from '../../platform/db/client';
import type { IdentityService } from '../identity/service';
import {
  createOneTimeCode,
  hashOneTimeCode,
  isOneTimeCodeMatch,
  type NotificationsService,
} from '../notifications/service';
import type { RegistrationService } from '../registration/service';
import {
  consumeRecoveryCode,
  countRecoveryAttempt,
  countRecoveryCodesSince,
  lockRecipient,
  findLiveRecoveryCodes,
  insertRecoveryCode,
  restoreRecoveryCode,
} from './repo';

/** A recovery code lives 10 minutes and is used once. */
export const RECOVERY_CODE_LIFETIME_MS = 10 * MINUTE_MS;
/** Wrong tries a code takes before it is dead. */
export const RECOVERY_CODE_MAX_ATTEMPTS = 5;
/** Codes one address or number is sent per hour; more requests get the same answer and no code. */
export const RECOVERY_SENDS_PER_HOUR = 3;

export type ResetOutcome =
  { kind: 'changed' } | { kind: 'invalid-code' } | { kind: 'weak-password'; keys: string[] };

export type RecoveryService = {
  /**
   * Step 1: sends a code when the address or number belongs to a player and has not had too many.
   * Resolves the same way either way: the caller must not learn which.
   */
  requestCode(target: RecoveryTarget, locale: Locale): Promise<void>;
  /** Step 2: checks the code, changes the password (which logs out every session), uses the code. */
  reset(
    target: RecoveryTarget,
    code: string,
    password: string,
    locale: Locale,
  ): Promise<ResetOutcome>;
};

export type RecoveryDependencies = {
  db: Database;
  registration: Pick<RegistrationService, 'findPlayerByContact'>;
  identity: Pick<IdentityService, 'changePassword'>;
  notifications: Pick<NotificationsService, 'send'>;
  now?: () => Date;
};

function recipientOf(target: RecoveryTarget): string {
  return target.channel === 'email' ? target.email : target.mobile;
}

export function createRecoveryService({
  db,
  registration,
  identity,
  notifications,
  now = () => new Date(),
}: RecoveryDependencies): RecoveryService {
  function contactOf(target: RecoveryTarget) {
    return registration.findPlayerByContact(
      target.channel === 'email' ? { email: target.email } : { mobile: target.mobile },
    );
  }

  return {
    async requestCode(target, locale) {
      const id = randomUUID();
      const code = createOneTimeCode();
      // Hashed whether or not it is kept, so a known and an unknown address cost the same work.
      const codeHash = hashOneTimeCode(id, code);
      const contact = await contactOf(target);
      if (contact === null) return;
      const at = now();
      const recipient = recipientOf(target);
      // Counted and written under one lock per recipient: requests racing each other (they run
      // after their answers, side by side) cannot all see room for one more code.
      const isKept = await db.transaction(async (tx) => {
        await lockRecipient(tx, recipient);
        const recent = await countRecoveryCodesSince(
          tx,
          recipient,
          new Date(at.getTime() - HOUR_MS),
        );
        if (recent >= RECOVERY_SENDS_PER_HOUR) return false;
        await insertRecoveryCode(
          tx,
          {
            id,
            playerId: contact.playerId,
            channel: target.channel,
            recipient,
            codeHash,
            expiresAt: new Date(at.getTime() + RECOVERY_CODE_LIFETIME_MS),
          },
          at,
        );
        return true;
      });
      if (!isKept) return;
      await notifications.send({
        template: target.channel === 'email' ? 'recoveryEmail' : 'recoverySms',
        recipient,
        locale,
        values: { code, minutes: RECOVERY_CODE_LIFETIME_MS / MINUTE_MS },
      });
    },

    async reset(target, code, password, locale) {
      const contact = await contactOf(target);
      if (contact === null) return { kind: 'invalid-code' };
      const live = await findLiveRecoveryCodes(
        db,
        contact.playerId,
        recipientOf(target),
        now(),
        RECOVERY_CODE_MAX_ATTEMPTS,
      );
      const match = live.find((row) => isOneTimeCodeMatch(row.id, code, row.codeHash));
      if (match === undefined) {
        await countRecoveryAttempt(
          db,
          live.map((row) => row.id),
        );
        return { kind: 'invalid-code' };
      }
      // spec 001 §5: not the account's own email nor the part before its @ (the SMS variant's
      // form names no email, so the browser could not check this).
      const problems = passwordProblems(password, contact.email);
      if (problems.length > 0) {
        return { kind: 'weak-password', keys: problems.map(passwordRuleMessageKey) };
      }
      if (!(await consumeRecoveryCode(db, match.id, now()))) return { kind: 'invalid-code' };
      try {
        await identity.changePassword(contact.playerId, password);
      } catch (error) {
        await restoreRecoveryCode(db, match.id);
        throw error;
      }
      await notifications.send({
        template: 'passwordChanged',
        recipient: contact.email,
        locale,
        values: {},
      });
      return { kind: 'changed' };
    },
  };
}
