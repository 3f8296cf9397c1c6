import {
  GERMANY_COUNTRY_ID,
  REGISTRATION_CALLING_CODES,
  REGISTRATION_COUNTRIES,
} from '@playfair/domain/registration-countries';
import { IDENTITY_DOCUMENT_TYPES } from '@playfair/domain/validation';
import {
  REGISTRATION_FIELDS as F,
  REGISTRATION_SECTION_PROGRESS,
  type TRegistrationFieldDescription,
  type TRegistrationRules,
} from '@playfair/contracts/registration';

// The form GET /{locale}/user/register describes: spec 001 §2 sections, with the fields the
// visitor's jurisdiction asks for (DESIGN §8). Labels come from the catalogs on the web; options
// carry English names only where the browser translates them itself (countries, via Intl).

export const DE_STATES_PATH = '/assets/data/de_states.json';
export const DE_CITIES_PATH = '/assets/data/de_cities.json';

/** Oldest year of birth offered: 100 years back. */
const OLDEST_AGE_OFFERED = 100;

function numbers(from: number, to: number): { value: string; label: string }[] {
  const step = from <= to ? 1 : -1;
  const answer = [];
  for (let n = from; step > 0 ? n <= to : n >= to; n += step) {
    answer.push({ value: String(n), label: String(n) });
  }
  return answer;
}

function field(
  name: string,
  type: TRegistrationFieldDescription['type'],
  isRequired: boolean,
  extra: Partial<Pick<TRegistrationFieldDescription, 'options' | 'source'>> = {},
): TRegistrationFieldDescription {
  return { name, type, isRequired, ...extra };
}

export function describeSections(rules: TRegistrationRules, today: Date) {
  const requires = (extra: string) => rules.requiredFields.includes(extra);
  const youngestYear = today.getUTCFullYear() - rules.minimumAge;
  const countries = REGISTRATION_COUNTRIES.filter((country) =>
    rules.allowedCountryIds.includes(country.id),
  );
  const isGermany = countries.some((country) => country.id === GERMANY_COUNTRY_ID);

  const section1 = [
    field(F.email, 'email', true),
    field(F.password, 'password', true),
    field(F.mobilePrefix, 'select', true, {
      options: REGISTRATION_CALLING_CODES.map((code) => ({ value: code, label: code })),
    }),
    field(F.mobile, 'tel', true),
    ...(rules.smsRequired ? [field(F.mobileVerificationCode, 'text', true)] : []),
  ];
  const section2 = [
    field(F.dobDay, 'select', true, { options: numbers(1, 31) }),
    field(F.dobMonth, 'select', true, { options: numbers(1, 12) }),
    field(F.dobYear, 'select', true, {
      options: numbers(youngestYear, today.getUTCFullYear() - OLDEST_AGE_OFFERED),
    }),
    field(F.sex, 'select', false, {
      options: [
        { value: 'F', label: 'F' },
        { value: 'M', label: 'M' },
      ],
    }),
    field(F.country, 'select', true, {
      options: countries.map((country) => ({ value: String(country.id), label: country.name })),
    }),
    field(F.postalCode, 'text', true),
    ...(requires('state') ? [field(F.state, 'select', true, { source: DE_STATES_PATH })] : []),
    field(F.city, 'text', requires('city'), isGermany ? { source: DE_CITIES_PATH } : {}),
    ...(requires('identityDocumentType')
      ? [
          field(F.identityDocumentType, 'select', true, {
            options: IDENTITY_DOCUMENT_TYPES.map((type) => ({ value: type, label: type })),
          }),
          field(F.identityDocumentNumber, 'text', true),
        ]
      : []),
    ...(requires('district')
      ? [field(F.district, 'select', true, { source: '/get-subdivisions/district/PE' })]
      : []),
    ...(requires('department')
      ? [field(F.department, 'select', true, { source: '/get-subdivisions/department/{district}' })]
      : []),
  ];
  const section3 = [
    field(F.marketingConsent, 'checkbox', false),
    field(F.groupMarketingConsent, 'checkbox', false),
    field(F.termsConsented, 'hidden', true),
    field(F.privacyConsented, 'hidden', true),
    ...(requires('depositLimit') ? [field(F.depositLimit, 'number', true)] : []),
  ];
  return [
    { id: 1 as const, progressPercent: REGISTRATION_SECTION_PROGRESS[1], fields: section1 },
    { id: 2 as const, progressPercent: REGISTRATION_SECTION_PROGRESS[2], fields: section2 },
    { id: 3 as const, progressPercent: REGISTRATION_SECTION_PROGRESS[3], fields: section3 },
  ];
}
