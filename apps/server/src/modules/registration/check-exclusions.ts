import { ERROR_CODES } from '@playfair/domain/error-codes';
import { NATIONAL_REGISTER_NAMES } from '@playfair/domain/national-registers';
import type { TRegistrationForm } from '@playfair/contracts/registration';
import {
  refused,
  type RegistrationContext,
  type RegistrationOutcome,
  type Visitor,
} from './context';

// DESIGN §10, issue "Responsible gambling I": a person whose self-exclusion with us still runs
// cannot register again with the same email, mobile or national id, and a person on their
// market's national self-exclusion register cannot register at all. Asked after the form passed
// and before its email, mobile or SMS code are taken.

const { EXCLUDED_PERSON, NATIONAL_REGISTER_EXCLUDED } = ERROR_CODES;

export function createExclusionCheck({ registers }: RegistrationContext) {
  /** The refusal of an excluded person; null when the person may register. */
  async function checkExclusions(
    visitor: Visitor,
    form: TRegistrationForm,
    person: { dateOfBirth: string; personalNumber: string | null },
  ): Promise<RegistrationOutcome | null> {
    const nationalIds = [person.personalNumber, form.identityDocument?.number ?? null].filter(
      (id): id is string => id !== null,
    );
    const exclusion = await registers.exclusionAtRegistration({
      // The visitor's market and the declared country's: a person is asked about in both.
      markets: [visitor.country, form.countryIso],
      country: form.countryIso,
      email: form.email,
      mobile: form.mobile.canonical,
      dateOfBirth: person.dateOfBirth,
      nationalIds,
    });
    switch (exclusion.kind) {
      case 'clear':
        return null;
      case 'excluded-person':
        return refused(EXCLUDED_PERSON.status, EXCLUDED_PERSON.id, [
          { key: EXCLUDED_PERSON.messageKey },
        ]);
      case 'nationally-excluded':
        return refused(NATIONAL_REGISTER_EXCLUDED.status, NATIONAL_REGISTER_EXCLUDED.id, [
          {
            key: NATIONAL_REGISTER_EXCLUDED.messageKey,
            params: { register: NATIONAL_REGISTER_NAMES[exclusion.register] },
          },
        ]);
    }
  }

  return { checkExclusions };
}
