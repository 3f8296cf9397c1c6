import {
  registrationSection1Schema,
  registrationSection2Schema,
  registrationSection3Schema,
  type RegistrationFormContext,
  type RegistrationSection,
} from '@playfair/contracts/registration';
import { contractResolver } from '../../../shared/forms/contract-resolver';
import { REGISTRATION_STATUS_TEXT_KEYS, REGISTRATION_VALIDATION_TEXT_KEYS } from '../text-keys';
import type { RegistrationValues } from './registration-values';

/** The keys the registration schemas report issues with (a status, or a validation text). */
const REGISTRATION_ISSUE_KEYS = [
  ...REGISTRATION_STATUS_TEXT_KEYS,
  ...REGISTRATION_VALIDATION_TEXT_KEYS,
] as const;

function sectionSchema(section: RegistrationSection, context: RegistrationFormContext) {
  switch (section) {
    case 1:
      return registrationSection1Schema(context);
    case 2:
      return registrationSection2Schema(context);
    case 3:
      return registrationSection3Schema(context);
  }
}

/**
 * The registration form's resolver for the section on screen (spec 001 §4: Continue looks at the
 * visible section): the contract's schema of that section, whose checks are the very ones the
 * server runs over the whole post (`registrationFormSchema`). Never a rule of the browser's own.
 */
export function registrationResolver(
  context: RegistrationFormContext,
  section: RegistrationSection,
) {
  return contractResolver<RegistrationValues>(sectionSchema(section, context), {
    keys: REGISTRATION_ISSUE_KEYS,
  });
}
