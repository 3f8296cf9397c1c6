import {
  REGISTRATION_FIELDS as F,
  REGISTRATION_SECTION_FIELDS,
  type RegistrationFieldName,
  type RegistrationFormContext,
  type TRegistrationFormInput,
} from '@playfair/contracts/registration';
import {
  REGISTRATION_CALLING_CODES,
  registrationCountryByIso,
} from '@playfair/domain/registration-countries';
import { normaliseMobile } from '@playfair/domain/validation';

/** The fields the player fills in, section by section (spec 001 §3). */
export const REGISTRATION_FORM_FIELDS = [
  ...REGISTRATION_SECTION_FIELDS[1],
  ...REGISTRATION_SECTION_FIELDS[2],
  ...REGISTRATION_SECTION_FIELDS[3],
] as const;

export type RegistrationFormField = (typeof REGISTRATION_FORM_FIELDS)[number];

export type RegistrationValues = Readonly<Record<RegistrationFormField, string>>;

/** What the hidden consent flags hold (spec 001 §3): 1 when ticked, 0 when not. */
export const FLAG_ON = '1';
export const FLAG_OFF = '0';

export function flagOf(isChecked: boolean): string {
  return isChecked ? FLAG_ON : FLAG_OFF;
}

/**
 * A new form: the visitor's calling code and country chosen for them (they may change both), the
 * consent flags explicitly 0.
 */
export function initialRegistrationValues(context: RegistrationFormContext): RegistrationValues {
  const home = registrationCountryByIso(context.country);
  const isHomeAllowed = home !== undefined && context.allowedCountryIds.includes(home.id);
  const onlyCountry =
    context.allowedCountryIds.length === 1 ? String(context.allowedCountryIds[0]) : '';
  const empty = Object.fromEntries(REGISTRATION_FORM_FIELDS.map((name) => [name, ''])) as Record<
    RegistrationFormField,
    string
  >;
  return {
    ...empty,
    [F.mobilePrefix]: home?.callingCode ?? REGISTRATION_CALLING_CODES[0] ?? '',
    [F.country]: isHomeAllowed ? String(home.id) : onlyCountry,
    [F.marketingConsent]: FLAG_OFF,
    [F.groupMarketingConsent]: FLAG_OFF,
    [F.termsConsented]: FLAG_OFF,
    [F.privacyConsented]: FLAG_OFF,
  };
}

/** Any partial form (a test case, a stored draft) as a complete one; missing fields are empty. */
export function completeValues(input: TRegistrationFormInput): RegistrationValues {
  return Object.fromEntries(
    REGISTRATION_FORM_FIELDS.map((name) => [name, input[name] ?? '']),
  ) as Record<RegistrationFormField, string>;
}

export function isRegistrationFormField(
  name: RegistrationFieldName,
): name is RegistrationFormField {
  return (REGISTRATION_FORM_FIELDS as readonly string[]).includes(name);
}

/**
 * The posted form (spec 001 §7 "serialized form"): every field by its form name, the mobile with
 * its spaces stripped (spec 001 §5), plus the CSRF token.
 */
export function registrationFormBody(
  values: RegistrationValues,
  csrfToken: string,
): Record<RegistrationFieldName, string> {
  return {
    ...values,
    [F.mobile]: normaliseMobile(values[F.mobile]),
    [F.deviceFingerprint]: '',
    [F.csrfToken]: csrfToken,
  };
}
