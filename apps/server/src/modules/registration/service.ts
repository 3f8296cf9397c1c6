import type { Database } from '../../platform/db/client';
import { createContactChecks, type ContactChecks } from './contact-checks';
import { createRegistrationContext, type RegistrationDependencies, type Visitor } from './context';
import { createRegistering, type Registering } from './register';
import { createRegistrationPath, type RegistrationPath } from './registration-path';
import { clearGroupMarketingConsent, insertRegistrationStart } from './repo';
import { createVerificationCodes, type VerificationCodes } from './verification-codes';

// The registration module's face to the rest of the server. Each concern has its own file (the
// way a visitor registers, the submission, the contact checks, the one-time codes); this one
// assembles the service and names what other modules use.

export type {
  RefusalHttpStatus,
  RegistrationDependencies,
  RegistrationIssue,
  RegistrationOutcome,
  Visitor,
} from './context';
export type { FormDescription } from './registration-path';
export { departmentOf, isKnownDistrict } from './subdivisions';
export {
  SMS_CODE_LIFETIME_MS,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_SENDS_PER_HOUR,
  type SmsSendOutcome,
} from './verification-codes';

export type RegistrationService = RegistrationPath &
  Registering &
  ContactChecks &
  VerificationCodes & {
    recordRegistrationStart(visitor: Visitor): Promise<void>;
    /**
     * Withdraws the group marketing consent given at registration (a self-exclusion), in the
     * caller's transaction when given.
     */
    withdrawGroupMarketingConsent(playerId: string, tx?: Database): Promise<void>;
  };

export function createRegistrationService(
  dependencies: RegistrationDependencies,
): RegistrationService {
  const context = createRegistrationContext(dependencies);
  const { db, now } = context;
  const { useSmsCode, sendSmsCode, verifyEmail } = createVerificationCodes(context);

  return {
    ...createRegistrationPath(context),
    ...createRegistering(context, { useSmsCode }),
    ...createContactChecks(context),
    sendSmsCode,
    verifyEmail,

    async recordRegistrationStart(visitor) {
      await insertRegistrationStart(db, visitor, now());
    },

    async withdrawGroupMarketingConsent(playerId, tx) {
      await clearGroupMarketingConsent(tx ?? db, playerId);
    },
  };
}
