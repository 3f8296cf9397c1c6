import { resolveFeatures } from '@playfair/domain/feature-flags';
import { profileForCountry } from '@playfair/domain/jurisdictions';
import {
  REGISTRATION_FIELDS as F,
  registrationRulesFor,
  type RegistrationFieldName,
  type RegistrationFormContext,
  type TRegistrationFormInput,
} from './registration';

// ONE table of registration cases, run through the shared schema by the contracts unit test and
// through POST /{locale}/user/register by the server's API test (apps/server/test/registration-
// cases.test.ts). A case names the visitor's market; its context comes from the seeded jurisdiction
// profiles and the demo brand's default feature flags, which is what the server reads too.
//
// The server test fills in what only it can know: a real CSRF token and, where the SMS step
// applies, the code it sent. Each valid case uses its own email and mobile, so every one of them
// can create a player on the same database.

/** The day every case is judged on (the server test pins its clock to it). */
export const REGISTRATION_CASES_TODAY = new Date('2026-06-15T12:00:00.000Z');

export const REGISTRATION_CASE_MARKETS = ['GB', 'DE', 'PE', 'CA', 'NZ', 'MT'] as const;
export type RegistrationCaseMarket = (typeof REGISTRATION_CASE_MARKETS)[number];

/** The context of a visitor from `market` on the English site. */
export function registrationCaseContext(market: RegistrationCaseMarket): RegistrationFormContext {
  const features = resolveFeatures({}, market);
  return {
    ...registrationRulesFor({
      profile: profileForCountry(market),
      features,
      country: market,
      profileCodeFor: (iso) => profileForCountry(iso).code,
    }),
    locale: 'en',
    today: REGISTRATION_CASES_TODAY,
  };
}

const COMMON: TRegistrationFormInput = {
  [F.password]: 'Correct-Horse7',
  [F.mobileVerificationCode]: '123456',
  [F.dobDay]: '15',
  [F.dobMonth]: '6',
  [F.dobYear]: '1990',
  [F.sex]: 'F',
  [F.marketingConsent]: '0',
  [F.groupMarketingConsent]: '0',
  [F.termsConsented]: '1',
  [F.privacyConsented]: '1',
  [F.deviceFingerprint]: 'fp-3f9a1c',
  [F.csrfToken]: 'replaced-by-the-server-test',
};

const BASE: Record<RegistrationCaseMarket, TRegistrationFormInput> = {
  GB: {
    ...COMMON,
    [F.email]: 'gb.base@example.com',
    [F.mobilePrefix]: '+44',
    [F.mobile]: '7700 900100',
    [F.country]: '16',
    [F.postalCode]: 'SW1A 1AA',
  },
  DE: {
    ...COMMON,
    [F.email]: 'de.base@example.com',
    [F.mobilePrefix]: '+49',
    [F.mobile]: '0151 23456100',
    [F.country]: '83',
    [F.postalCode]: '10115',
    [F.state]: 'BE',
    [F.city]: 'Berlin',
    [F.depositLimit]: '1000',
  },
  PE: {
    ...COMMON,
    [F.email]: 'pe.base@example.com',
    [F.mobilePrefix]: '+51',
    [F.mobile]: '912 345 100',
    [F.country]: '11',
    [F.postalCode]: '15074',
    [F.identityDocumentType]: 'DNI',
    [F.identityDocumentNumber]: '45678912',
    [F.district]: '150122',
    [F.department]: '15',
  },
  CA: {
    ...COMMON,
    [F.email]: 'ca.base@example.com',
    [F.mobilePrefix]: '+1',
    [F.mobile]: '604 555 0100',
    [F.country]: '40',
    [F.postalCode]: 'V6B 1A1',
  },
  NZ: {
    ...COMMON,
    [F.email]: 'nz.base@example.com',
    [F.mobilePrefix]: '+64',
    [F.mobile]: '21 123 4100',
    [F.country]: '9',
    [F.postalCode]: '6011',
  },
  MT: {
    ...COMMON,
    [F.email]: 'mt.base@example.com',
    [F.mobilePrefix]: '+356',
    [F.mobile]: '7912 3100',
    [F.country]: '7',
    [F.postalCode]: 'VLT 1117',
  },
};

export type RegistrationCase = {
  name: string;
  market: RegistrationCaseMarket;
  /** Changes to the market's valid form. */
  input?: TRegistrationFormInput;
  /** Fields left out of the form altogether. */
  omit?: readonly RegistrationFieldName[];
  expected: { isValid: true } | { isValid: false; field: RegistrationFieldName; key: string };
};

/** The form a case posts: the market's valid form with the case's changes. */
export function registrationCaseInput(testCase: RegistrationCase): TRegistrationFormInput {
  const input: TRegistrationFormInput = { ...BASE[testCase.market], ...testCase.input };
  for (const field of testCase.omit ?? []) delete input[field];
  return input;
}

const VALID = { isValid: true } as const;
const invalid = (field: RegistrationFieldName, key: string) =>
  ({ isValid: false, field, key }) as const;

export const REGISTRATION_CASES: readonly RegistrationCase[] = [
  // --- valid, one per market (each with its own email and mobile) -----------------------------
  {
    name: 'GB: a complete form',
    market: 'GB',
    input: { [F.email]: 'gb.valid@example.com', [F.mobile]: '07700 900101' },
    expected: VALID,
  },
  {
    name: 'GB: exactly 18 today',
    market: 'GB',
    input: {
      [F.email]: 'gb.eighteen@example.com',
      [F.mobile]: '7700 900102',
      [F.dobDay]: '15',
      [F.dobMonth]: '06',
      [F.dobYear]: '2008',
    },
    expected: VALID,
  },
  {
    name: 'GB: a provider only New Zealand blocks',
    market: 'GB',
    input: { [F.email]: 'gb.temp@mailinator.com', [F.mobile]: '7700 900103' },
    expected: VALID,
  },
  {
    name: 'DE: state, city and deposit limit',
    market: 'DE',
    input: { [F.email]: 'de.valid@example.com', [F.mobile]: '0151 23456101' },
    expected: VALID,
  },
  {
    name: 'PE: DNI with district and its department',
    market: 'PE',
    input: { [F.email]: 'pe.valid@example.com', [F.mobile]: '912 345 101' },
    expected: VALID,
  },
  {
    name: 'PE: CE of 9 digits',
    market: 'PE',
    input: {
      [F.email]: 'pe.ce@example.com',
      [F.mobile]: '912 345 102',
      [F.identityDocumentType]: 'CE',
      [F.identityDocumentNumber]: '001234567',
      [F.district]: '040103',
      [F.department]: '04',
    },
    expected: VALID,
  },
  {
    name: 'CA: British Columbia, no SMS code under TOBIQUE',
    market: 'CA',
    input: { [F.email]: 'ca.valid@example.com', [F.mobile]: '604 555 0101' },
    omit: [F.mobileVerificationCode],
    expected: VALID,
  },
  {
    name: 'NZ: an ordinary provider',
    market: 'NZ',
    input: { [F.email]: 'nz.valid@example.com', [F.mobile]: '21 123 4101' },
    expected: VALID,
  },
  {
    name: 'International site: a Finnish resident',
    market: 'MT',
    input: {
      [F.email]: 'fi.valid@example.com',
      [F.mobilePrefix]: '+358',
      [F.mobile]: '040 123 4101',
      [F.country]: '3',
      [F.postalCode]: '00100',
    },
    expected: VALID,
  },

  // --- section 1: email, password, mobile ------------------------------------------------------
  {
    name: 'email missing',
    market: 'GB',
    omit: [F.email],
    expected: invalid(F.email, 'validation_required'),
  },
  {
    name: 'email without @',
    market: 'GB',
    input: { [F.email]: 'not-an-email' },
    expected: invalid(F.email, 'registration_status_111'),
  },
  {
    name: 'email with a one-letter top-level domain',
    market: 'GB',
    input: { [F.email]: 'player@example.c' },
    expected: invalid(F.email, 'registration_status_111'),
  },
  {
    name: 'NZ: a blocked provider',
    market: 'NZ',
    input: { [F.email]: 'someone@mailinator.com' },
    expected: invalid(F.email, 'registration_status_146'),
  },
  {
    name: 'password too short',
    market: 'GB',
    input: { [F.password]: 'Sh0rt!' },
    expected: invalid(F.password, 'validation_password_length'),
  },
  {
    name: 'password too long',
    market: 'GB',
    input: { [F.password]: 'Aa1!'.repeat(7) },
    expected: invalid(F.password, 'validation_password_length'),
  },
  {
    name: 'password without a digit',
    market: 'GB',
    input: { [F.password]: 'Correct-Horse' },
    expected: invalid(F.password, 'validation_password_digit'),
  },
  {
    name: 'password without a symbol',
    market: 'GB',
    input: { [F.password]: 'CorrectHorse7' },
    expected: invalid(F.password, 'validation_password_symbol'),
  },
  {
    name: 'password without upper case',
    market: 'GB',
    input: { [F.password]: 'correct-horse7' },
    expected: invalid(F.password, 'validation_password_upper'),
  },
  {
    name: 'password without lower case',
    market: 'GB',
    input: { [F.password]: 'CORRECT-HORSE7' },
    expected: invalid(F.password, 'validation_password_lower'),
  },
  {
    name: 'password equal to the part before the @',
    market: 'GB',
    input: { [F.email]: 'Secret#Pass1@example.com', [F.password]: 'sECRET#pASS1' },
    expected: invalid(F.password, 'validation_password_not_email'),
  },
  {
    name: 'mobile with letters',
    market: 'GB',
    input: { [F.mobile]: '77OO 9OO1O1' },
    expected: invalid(F.mobile, 'registration_status_101'),
  },
  {
    name: 'prefix no calling code we take',
    market: 'GB',
    input: { [F.mobilePrefix]: '+999' },
    expected: invalid(F.mobile, 'registration_status_116'),
  },
  {
    name: 'a landline',
    market: 'GB',
    input: { [F.mobile]: '020 7946 0000' },
    expected: invalid(F.mobile, 'registration_status_118'),
  },
  {
    name: 'mobile missing',
    market: 'GB',
    omit: [F.mobile],
    expected: invalid(F.mobile, 'validation_required'),
  },
  {
    name: 'SMS code missing where the SMS step applies',
    market: 'GB',
    omit: [F.mobileVerificationCode],
    expected: invalid(F.mobileVerificationCode, 'validation_required'),
  },
  {
    name: 'SMS code of the wrong shape',
    market: 'GB',
    input: { [F.mobileVerificationCode]: '12ab56' },
    expected: invalid(F.mobileVerificationCode, 'registration_status_102'),
  },

  // --- section 2: age, country, postal code, state, Peru ---------------------------------------
  {
    name: 'one day short of 18',
    market: 'GB',
    input: { [F.dobDay]: '16', [F.dobMonth]: '6', [F.dobYear]: '2008' },
    expected: invalid(F.dobDay, 'validation_age'),
  },
  {
    name: '31 February',
    market: 'GB',
    input: { [F.dobDay]: '31', [F.dobMonth]: '2', [F.dobYear]: '1990' },
    expected: invalid(F.dobDay, 'validation_date_of_birth'),
  },
  {
    name: 'year of birth missing',
    market: 'GB',
    omit: [F.dobYear],
    expected: invalid(F.dobYear, 'validation_required'),
  },
  {
    name: 'a country of another jurisdiction',
    market: 'GB',
    input: { [F.country]: '83', [F.postalCode]: '10115' },
    expected: invalid(F.country, 'validation_country'),
  },
  {
    name: 'a country value that is no id',
    market: 'GB',
    input: { [F.country]: 'GB' },
    expected: invalid(F.country, 'validation_country'),
  },
  {
    name: 'a postcode of the wrong format',
    market: 'GB',
    input: { [F.postalCode]: '12345' },
    expected: invalid(F.postalCode, 'validation_postal_code'),
  },
  {
    name: 'CA: an Ontario postal code',
    market: 'CA',
    input: { [F.postalCode]: 'M5V 3L9' },
    expected: invalid(F.postalCode, 'registration_status_2001'),
  },
  {
    name: 'DE: a 4-digit postcode',
    market: 'DE',
    input: { [F.postalCode]: '1011' },
    expected: invalid(F.postalCode, 'validation_postal_code'),
  },
  {
    name: 'DE: state missing',
    market: 'DE',
    omit: [F.state],
    expected: invalid(F.state, 'validation_state_required'),
  },
  {
    name: 'DE: a state that is none of the 16',
    market: 'DE',
    input: { [F.state]: 'XX' },
    expected: invalid(F.state, 'validation_state_required'),
  },
  {
    name: 'DE: city missing',
    market: 'DE',
    omit: [F.city],
    expected: invalid(F.city, 'validation_required'),
  },
  {
    name: 'DE: a city name of digits',
    market: 'DE',
    input: { [F.city]: '12345' },
    expected: invalid(F.city, 'validation_city'),
  },
  {
    name: 'PE: a DNI of 7 digits',
    market: 'PE',
    input: { [F.identityDocumentNumber]: '1234567' },
    expected: invalid(F.identityDocumentNumber, 'validation_dni'),
  },
  {
    name: 'PE: a CE of 8 digits',
    market: 'PE',
    input: { [F.identityDocumentType]: 'CE', [F.identityDocumentNumber]: '12345678' },
    expected: invalid(F.identityDocumentNumber, 'validation_ce'),
  },
  {
    name: 'PE: a document type that is neither DNI nor CE',
    market: 'PE',
    input: { [F.identityDocumentType]: 'PASSPORT' },
    expected: invalid(F.identityDocumentType, 'validation_document_type'),
  },
  {
    name: 'PE: district missing',
    market: 'PE',
    omit: [F.district],
    expected: invalid(F.district, 'validation_required'),
  },
  {
    name: 'PE: a department that is not the district’s',
    market: 'PE',
    input: { [F.department]: '04' },
    expected: invalid(F.department, 'validation_department'),
  },

  // --- section 3: consents, deposit limit -------------------------------------------------------
  {
    name: 'terms not accepted',
    market: 'GB',
    omit: [F.termsConsented],
    expected: invalid(F.termsConsented, 'validation_terms_required'),
  },
  {
    name: 'privacy notice declined',
    market: 'GB',
    input: { [F.privacyConsented]: '0' },
    expected: invalid(F.privacyConsented, 'validation_privacy_required'),
  },
  {
    name: 'a marketing consent that is neither yes nor no',
    market: 'GB',
    input: { [F.marketingConsent]: 'maybe' },
    expected: invalid(F.marketingConsent, 'validation_invalid'),
  },
  {
    name: 'DE: deposit limit missing',
    market: 'DE',
    omit: [F.depositLimit],
    expected: invalid(F.depositLimit, 'validation_required'),
  },
  {
    name: 'DE: a deposit limit with decimals',
    market: 'DE',
    input: { [F.depositLimit]: '12.50' },
    expected: invalid(F.depositLimit, 'validation_deposit_limit'),
  },
  {
    name: 'DE: a negative deposit limit',
    market: 'DE',
    input: { [F.depositLimit]: '-5' },
    expected: invalid(F.depositLimit, 'validation_deposit_limit'),
  },

  // --- hostile and oversized ---------------------------------------------------------------------
  {
    name: 'an oversized field',
    market: 'GB',
    input: { [F.postalCode]: 'A'.repeat(300) },
    expected: invalid(F.postalCode, 'validation_too_long'),
  },
  {
    name: 'markup in the city',
    market: 'DE',
    input: { [F.city]: '<script>alert(1)</script>' },
    expected: invalid(F.city, 'validation_city'),
  },
];
