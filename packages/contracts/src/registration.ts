import type { FeatureName } from '@playfair/domain/feature-flags';
import type { ExtraRegistrationField, JurisdictionProfile } from '@playfair/domain/jurisdictions';
import {
  canonicalMobile,
  DEFAULT_BLOCKED_REGIONS,
  departmentOfDistrict,
  isGermanStateBlocked,
  isGermanStateCode,
  isPostalCodeFormatValid,
  isPostalCodeRegionBlocked,
  mobileProblem,
  nationalMobileNumber,
  normaliseCallingCode,
  normalisePostalCode,
  REGISTRATION_COUNTRIES,
  registrationCountryById,
  type GermanStateCode,
} from '@playfair/domain/registration-countries';
import {
  dateOfBirth,
  IDENTITY_DOCUMENT_TYPES,
  isEmailProviderBlocked,
  isIdentityDocumentNumberValid,
  isOldEnough,
  passwordProblems,
  passwordRuleMessageKey,
  ZEmail,
  type DateOfBirth,
  type IdentityDocumentType,
} from '@playfair/domain/validation';
import { z } from 'zod';
import { ZCsrfErrorResponse } from './identity';

// spec 001 §3 registration form: ONE schema for the browser and the server (CONVENTIONS
// "Contracts and validation"). Fields keep their form names; every issue's message is a catalog
// key, so both sides show the same text. Sections follow spec 001 §2/§4 so the browser can
// validate the visible one.

export const REGISTRATION_FIELDS = {
  email: 'form_user_email',
  password: 'form_user_password',
  mobilePrefix: 'form_user_mobile_prefix',
  mobile: 'form_user_mobile',
  mobileVerificationCode: 'form_user_mobile_verification_code',
  dobDay: 'form_user_dob_day',
  dobMonth: 'form_user_dob_month',
  dobYear: 'form_user_dob_year',
  sex: 'form_user_sex',
  country: 'form_user_country',
  postalCode: 'form_user_postal_code',
  state: 'form_user_state',
  city: 'form_user_city',
  district: 'form_user_district',
  department: 'form_user_department',
  identityDocumentType: 'form_IdentityDocumentType',
  identityDocumentNumber: 'form_IdentityDocumentNumber',
  marketingConsent: 'form_user_marketing_consent',
  groupMarketingConsent: 'form_user_group_marketing_consent',
  // The hidden "consented" flags (spec 001 §3): set to 1 by the browser when the player ticks the
  // terms and the privacy notice; named as the German migration form names its own (spec 001 §3).
  termsConsented: 'form_user_terms_and_conditions_consented',
  privacyConsented: 'form_user_privacy_and_cookie_notice_consented',
  depositLimit: 'form_user_deposit_limit',
  deviceFingerprint: 'form[device_fingerprint]',
  csrfToken: 'csrf_token',
} as const;

export type RegistrationFieldName = (typeof REGISTRATION_FIELDS)[keyof typeof REGISTRATION_FIELDS];

const F = REGISTRATION_FIELDS;

export const REGISTRATION_SECTION_FIELDS = {
  1: [F.email, F.password, F.mobilePrefix, F.mobile, F.mobileVerificationCode],
  2: [
    F.dobDay,
    F.dobMonth,
    F.dobYear,
    F.sex,
    F.country,
    F.postalCode,
    F.state,
    F.city,
    F.district,
    F.department,
    F.identityDocumentType,
    F.identityDocumentNumber,
  ],
  3: [
    F.marketingConsent,
    F.groupMarketingConsent,
    F.termsConsented,
    F.privacyConsented,
    F.depositLimit,
  ],
} as const satisfies Record<1 | 2 | 3, readonly RegistrationFieldName[]>;

export type RegistrationSection = keyof typeof REGISTRATION_SECTION_FIELDS;

/** spec 001 §2: the progress bar of the first three sections. */
export const REGISTRATION_SECTION_PROGRESS = { 1: 50, 2: 75, 3: 100 } as const;

/** Longest value any registration field takes; anything longer is refused as too long. */
export const REGISTRATION_FIELD_MAX_LENGTH = 256;
export const CITY_MAX_LENGTH = 100;
/** Highest deposit limit the form takes, in whole currency units. */
export const DEPOSIT_LIMIT_MAX = 1_000_000;

/** Extra fields that belong to Peru's MINCETUR flow (spec 001 §4): asked only with that feature on. */
const MINCETUR_FIELDS: readonly ExtraRegistrationField[] = [
  'identityDocumentType',
  'identityDocumentNumber',
  'district',
  'department',
];

/**
 * What the form needs to know about the visitor's jurisdiction and features: answered by
 * GET /{locale}/user/register, so the browser builds the very schema the server checks with.
 */
export const ZRegistrationRules = z.object({
  authority: z.string(),
  minimumAge: z.number().int().positive(),
  requiredFields: z.array(z.string()),
  hasEmailProviderBlocklist: z.boolean(),
  /** The visitor's country (ISO 3166-1 alpha-2). */
  country: z.string(),
  /** form_user_country values the visitor may choose: the countries of the same jurisdiction. */
  allowedCountryIds: z.array(z.number().int()),
  emailVerification: z.boolean(),
  smsRequired: z.boolean(),
});
export type TRegistrationRules = z.infer<typeof ZRegistrationRules>;

export type RegistrationFormContext = TRegistrationRules & {
  locale: string;
  /** The date ages are counted on (the server's clock; the browser's own date). */
  today: Date;
};

type RulesSource = {
  profile: Pick<
    JurisdictionProfile,
    | 'code'
    | 'authority'
    | 'minimumAge'
    | 'registrationFields'
    | 'hasEmailProviderBlocklist'
    | 'isSmsVerificationRequired'
  >;
  features: Readonly<Record<FeatureName, boolean>>;
  country: string;
  /** The profile code governing a country, to offer only the countries of the same jurisdiction. */
  profileCodeFor: (iso: string) => string;
};

/** The rules of a visitor's registration, from the jurisdiction profile and the brand's features. */
export function registrationRulesFor({
  profile,
  features,
  country,
  profileCodeFor,
}: RulesSource): TRegistrationRules {
  const isMincetur = features.MINCETUR;
  const requiredFields = profile.registrationFields.filter(
    (field) => isMincetur || !MINCETUR_FIELDS.includes(field),
  );
  const emailVerification = features.emailVerification;
  return {
    authority: profile.authority,
    minimumAge: profile.minimumAge,
    requiredFields: [...requiredFields],
    hasEmailProviderBlocklist: profile.hasEmailProviderBlocklist,
    country,
    allowedCountryIds: REGISTRATION_COUNTRIES.filter(
      (candidate) => profileCodeFor(candidate.iso) === profile.code,
    ).map((candidate) => candidate.id),
    emailVerification,
    // spec 001 §4: email verification skips the SMS step; otherwise an SMS is sent when the
    // send-register-verification-sms feature is on; never for TOBIQUE (its profile says so).
    smsRequired:
      profile.isSmsVerificationRequired &&
      features['send-register-verification-sms'] &&
      !emailVerification,
  };
}

// ---------------------------------------------------------------------------------------------
// The schema
// ---------------------------------------------------------------------------------------------

/** Every field reads as text; an array (a repeated name) or anything else is refused. */
const ZRawField = z
  .string({ error: 'validation_invalid' })
  .max(REGISTRATION_FIELD_MAX_LENGTH, { error: 'validation_too_long' })
  .optional();

type Raw = Partial<Record<RegistrationFieldName, string | undefined>>;
type Report = (field: RegistrationFieldName, key: string) => void;

function value(raw: Raw, field: RegistrationFieldName): string {
  const text = raw[field];
  return typeof text === 'string' ? text.trim() : '';
}

/** A password is taken as typed: spaces count. */
function untrimmed(raw: Raw, field: RegistrationFieldName): string {
  const text = raw[field];
  return typeof text === 'string' ? text : '';
}

function isRequired(context: RegistrationFormContext, field: ExtraRegistrationField): boolean {
  return context.requiredFields.includes(field);
}

const CHECKED = new Set(['1', 'on', 'true', 'yes']);
const UNCHECKED = new Set(['', '0', 'off', 'false', 'no']);

/** A checkbox or hidden flag: true, false, or null when it is neither. */
function flag(text: string): boolean | null {
  const lowered = text.toLowerCase();
  if (CHECKED.has(lowered)) return true;
  if (UNCHECKED.has(lowered)) return false;
  return null;
}

const DIGITS = /^\d+$/;
const CITY_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'()/-]*$/u;

function checkSection1(raw: Raw, report: Report, context: RegistrationFormContext): void {
  const email = value(raw, F.email);
  const parsedEmail = ZEmail.safeParse(email);
  if (!parsedEmail.success) {
    report(F.email, parsedEmail.error.issues[0]?.message ?? 'registration_status_111');
  } else if (context.hasEmailProviderBlocklist && isEmailProviderBlocked(parsedEmail.data)) {
    report(F.email, 'registration_status_146');
  }

  const password = untrimmed(raw, F.password);
  if (password === '') report(F.password, 'validation_required');
  else {
    for (const rule of passwordProblems(password, email)) {
      report(F.password, passwordRuleMessageKey(rule));
    }
  }

  const prefix = value(raw, F.mobilePrefix);
  const mobile = value(raw, F.mobile);
  if (prefix === '') report(F.mobilePrefix, 'validation_required');
  if (mobile === '') report(F.mobile, 'validation_required');
  if (prefix !== '' && mobile !== '') {
    const problem = mobileProblem(prefix, mobile);
    if (problem !== null) report(F.mobile, `registration_status_${problem}`);
  }

  if (context.smsRequired) {
    const code = value(raw, F.mobileVerificationCode);
    if (code === '') report(F.mobileVerificationCode, 'validation_required');
    else if (!/^\d{6}$/.test(code)) report(F.mobileVerificationCode, 'registration_status_102');
  }
}

function readDateOfBirth(raw: Raw, report: Report): DateOfBirth | null {
  const parts = [F.dobDay, F.dobMonth, F.dobYear] as const;
  let isComplete = true;
  for (const part of parts) {
    const text = value(raw, part);
    if (text === '') {
      report(part, 'validation_required');
      isComplete = false;
    } else if (!DIGITS.test(text) || text.length > 4) {
      report(part, 'validation_date_of_birth');
      isComplete = false;
    }
  }
  if (!isComplete) return null;
  const birth = {
    day: Number(value(raw, F.dobDay)),
    month: Number(value(raw, F.dobMonth)),
    year: Number(value(raw, F.dobYear)),
  };
  if (dateOfBirth(birth.day, birth.month, birth.year) === null) {
    report(F.dobDay, 'validation_date_of_birth');
    return null;
  }
  return birth;
}

function readCountryId(raw: Raw, report: Report, context: RegistrationFormContext): number | null {
  const text = value(raw, F.country);
  if (text === '') {
    report(F.country, 'validation_required');
    return null;
  }
  const id = DIGITS.test(text) && text.length <= 4 ? Number(text) : Number.NaN;
  if (!context.allowedCountryIds.includes(id)) {
    report(F.country, 'validation_country');
    return null;
  }
  return id;
}

function checkPostalCode(raw: Raw, report: Report, countryId: number | null): void {
  const postcode = value(raw, F.postalCode);
  if (postcode === '') {
    report(F.postalCode, 'validation_required');
    return;
  }
  if (countryId === null) return;
  // spec 001 §5: a blocked region answers 2001; for Canada even before the code is complete.
  if (isPostalCodeRegionBlocked(countryId, postcode, DEFAULT_BLOCKED_REGIONS)) {
    report(F.postalCode, 'registration_status_2001');
  } else if (!isPostalCodeFormatValid(countryId, postcode)) {
    report(F.postalCode, 'validation_postal_code');
  }
}

function checkState(raw: Raw, report: Report, context: RegistrationFormContext): void {
  if (!isRequired(context, 'state')) return;
  const state = value(raw, F.state);
  // spec 001 §5: the German state is required; an empty one is an error.
  if (!isGermanStateCode(state)) report(F.state, 'validation_state_required');
  else if (isGermanStateBlocked(state, DEFAULT_BLOCKED_REGIONS)) {
    report(F.state, 'registration_status_2001');
  }
}

function checkCity(raw: Raw, report: Report, context: RegistrationFormContext): void {
  const city = value(raw, F.city);
  if (city === '') {
    if (isRequired(context, 'city')) report(F.city, 'validation_required');
  } else if (city.length > CITY_MAX_LENGTH) report(F.city, 'validation_too_long');
  else if (!CITY_PATTERN.test(city)) report(F.city, 'validation_city');
}

function checkPeru(raw: Raw, report: Report, context: RegistrationFormContext): void {
  if (isRequired(context, 'identityDocumentType')) {
    const type = value(raw, F.identityDocumentType);
    const number = value(raw, F.identityDocumentNumber);
    if (type === '') report(F.identityDocumentType, 'validation_required');
    else if (!(IDENTITY_DOCUMENT_TYPES as readonly string[]).includes(type)) {
      report(F.identityDocumentType, 'validation_document_type');
    }
    if (number === '') report(F.identityDocumentNumber, 'validation_required');
    else if ((type === 'DNI' || type === 'CE') && !isIdentityDocumentNumberValid(type, number)) {
      // spec 001 §5: DNI exactly 8 digits; CE exactly 9.
      report(F.identityDocumentNumber, type === 'DNI' ? 'validation_dni' : 'validation_ce');
    }
  }
  if (isRequired(context, 'district')) {
    const district = value(raw, F.district);
    if (district === '') report(F.district, 'validation_required');
    else if (departmentOfDistrict(district) === null) report(F.district, 'validation_district');
  }
  if (isRequired(context, 'department')) {
    const department = value(raw, F.department);
    const expected = departmentOfDistrict(value(raw, F.district));
    if (department === '') report(F.department, 'validation_required');
    // spec 001 §4: the district leads to its department; another one is a mistake.
    else if (!/^\d{2}$/.test(department) || (expected !== null && department !== expected)) {
      report(F.department, 'validation_department');
    }
  }
}

function checkSection2(raw: Raw, report: Report, context: RegistrationFormContext): void {
  const birth = readDateOfBirth(raw, report);
  if (birth !== null && !isOldEnough(birth, context.minimumAge, context.today)) {
    report(F.dobDay, 'validation_age');
  }
  const sex = value(raw, F.sex);
  if (sex !== '' && sex !== 'M' && sex !== 'F') report(F.sex, 'validation_invalid');
  const countryId = readCountryId(raw, report, context);
  checkPostalCode(raw, report, countryId);
  checkState(raw, report, context);
  checkCity(raw, report, context);
  checkPeru(raw, report, context);
}

function readDepositLimit(text: string): number | null {
  if (!DIGITS.test(text) || text.length > 7) return null;
  const amount = Number(text);
  return amount >= 1 && amount <= DEPOSIT_LIMIT_MAX ? amount : null;
}

function checkSection3(raw: Raw, report: Report, context: RegistrationFormContext): void {
  for (const field of [F.marketingConsent, F.groupMarketingConsent]) {
    if (flag(value(raw, field)) === null) report(field, 'validation_invalid');
  }
  if (flag(value(raw, F.termsConsented)) !== true) {
    report(F.termsConsented, 'validation_terms_required');
  }
  if (flag(value(raw, F.privacyConsented)) !== true) {
    report(F.privacyConsented, 'validation_privacy_required');
  }
  const limit = value(raw, F.depositLimit);
  if (limit === '') {
    if (isRequired(context, 'depositLimit')) report(F.depositLimit, 'validation_required');
  } else if (readDepositLimit(limit) === null) report(F.depositLimit, 'validation_deposit_limit');
}

function checkHidden(raw: Raw, report: Report): void {
  if (value(raw, F.csrfToken) === '') report(F.csrfToken, 'validation_required');
}

// ---------------------------------------------------------------------------------------------
// What a valid form reads as
// ---------------------------------------------------------------------------------------------

export type RegistrationSection1 = {
  email: string;
  password: string;
  mobile: { callingCode: string; national: string; canonical: string };
  mobileVerificationCode: string | null;
};

export type RegistrationSection2 = {
  dateOfBirth: DateOfBirth;
  sex: 'M' | 'F' | null;
  countryId: number;
  countryIso: string;
  postalCode: string;
  state: GermanStateCode | null;
  city: string | null;
  district: string | null;
  department: string | null;
  identityDocument: { type: IdentityDocumentType; number: string } | null;
};

export type RegistrationSection3 = {
  consents: { marketing: boolean; groupMarketing: boolean; terms: true; privacy: true };
  /** Whole currency units; null when the jurisdiction asks none and the player gave none. */
  depositLimit: number | null;
};

export type TRegistrationForm = RegistrationSection1 &
  RegistrationSection2 &
  RegistrationSection3 & { deviceFingerprint: string | null; csrfToken: string };

function nullable(text: string): string | null {
  return text === '' ? null : text;
}

function buildSection1(raw: Raw, context: RegistrationFormContext): RegistrationSection1 {
  const prefix = value(raw, F.mobilePrefix);
  const mobile = value(raw, F.mobile);
  const callingCode = normaliseCallingCode(prefix) ?? prefix;
  return {
    email: ZEmail.parse(value(raw, F.email)),
    password: untrimmed(raw, F.password),
    mobile: {
      callingCode,
      national: nationalMobileNumber(mobile),
      canonical: canonicalMobile(prefix, mobile) ?? `${callingCode} ${mobile}`,
    },
    mobileVerificationCode: context.smsRequired ? value(raw, F.mobileVerificationCode) : null,
  };
}

function buildSection2(raw: Raw, context: RegistrationFormContext): RegistrationSection2 {
  const countryId = Number(value(raw, F.country));
  const type = value(raw, F.identityDocumentType);
  const hasDocument =
    isRequired(context, 'identityDocumentType') && (type === 'DNI' || type === 'CE');
  const state = value(raw, F.state);
  return {
    dateOfBirth: {
      day: Number(value(raw, F.dobDay)),
      month: Number(value(raw, F.dobMonth)),
      year: Number(value(raw, F.dobYear)),
    },
    sex: value(raw, F.sex) === 'M' ? 'M' : value(raw, F.sex) === 'F' ? 'F' : null,
    countryId,
    countryIso: registrationCountryById(countryId)?.iso ?? '',
    postalCode: normalisePostalCode(value(raw, F.postalCode)),
    state: isRequired(context, 'state') && isGermanStateCode(state) ? state : null,
    city: nullable(value(raw, F.city)),
    district: isRequired(context, 'district') ? value(raw, F.district) : null,
    department: isRequired(context, 'department') ? value(raw, F.department) : null,
    identityDocument: hasDocument
      ? { type: type as IdentityDocumentType, number: value(raw, F.identityDocumentNumber) }
      : null,
  };
}

function buildSection3(raw: Raw): RegistrationSection3 {
  const limit = value(raw, F.depositLimit);
  return {
    consents: {
      marketing: flag(value(raw, F.marketingConsent)) === true,
      groupMarketing: flag(value(raw, F.groupMarketingConsent)) === true,
      terms: true,
      privacy: true,
    },
    depositLimit: limit === '' ? null : readDepositLimit(limit),
  };
}

function rawShape<const N extends readonly RegistrationFieldName[]>(names: N) {
  return Object.fromEntries(names.map((name) => [name, ZRawField])) as Record<
    N[number],
    typeof ZRawField
  >;
}

function refineWith(
  context: RegistrationFormContext,
  checks: readonly ((raw: Raw, report: Report, context: RegistrationFormContext) => void)[],
) {
  return (raw: Raw, ctx: z.RefinementCtx) => {
    const report: Report = (field, key) =>
      ctx.addIssue({ code: 'custom', path: [field], message: key });
    for (const check of checks) check(raw, report, context);
  };
}

/** Section 1: email, password, mobile and prefix (and the SMS code when the SMS step applies). */
export function registrationSection1Schema(context: RegistrationFormContext) {
  return z
    .object(rawShape(REGISTRATION_SECTION_FIELDS[1]))
    .superRefine(refineWith(context, [checkSection1]))
    .transform((raw) => buildSection1(raw, context));
}

/** Section 2: date of birth and age, country, postal code, state (DE), city, Peru's fields. */
export function registrationSection2Schema(context: RegistrationFormContext) {
  return z
    .object(rawShape(REGISTRATION_SECTION_FIELDS[2]))
    .superRefine(refineWith(context, [checkSection2]))
    .transform((raw) => buildSection2(raw, context));
}

/** Section 3: consents and, where the jurisdiction asks, the deposit limit. */
export function registrationSection3Schema(context: RegistrationFormContext) {
  return z
    .object(rawShape(REGISTRATION_SECTION_FIELDS[3]))
    .superRefine(refineWith(context, [checkSection3]))
    .transform((raw) => buildSection3(raw));
}

const ALL_FIELDS = [
  ...REGISTRATION_SECTION_FIELDS[1],
  ...REGISTRATION_SECTION_FIELDS[2],
  ...REGISTRATION_SECTION_FIELDS[3],
  F.deviceFingerprint,
  F.csrfToken,
] as const;

/** The whole form, as the server checks it on POST /{locale}/user/register. */
export function registrationFormSchema(context: RegistrationFormContext) {
  return z
    .object(rawShape(ALL_FIELDS))
    .superRefine(refineWith(context, [checkSection1, checkSection2, checkSection3, checkHidden]))
    .transform((raw): TRegistrationForm => ({
      ...buildSection1(raw, context),
      ...buildSection2(raw, context),
      ...buildSection3(raw),
      deviceFingerprint: nullable(value(raw, F.deviceFingerprint)),
      csrfToken: value(raw, F.csrfToken),
    }));
}

export type TRegistrationFormInput = Partial<Record<RegistrationFieldName, string>>;

/** The registration status a catalog key stands for (`registration_status_2001` → 2001). */
export function registrationStatusOfKey(key: string): number | null {
  const match = /^registration_status_(\d+)$/.exec(key);
  return match === null ? null : Number(match[1]);
}

// ---------------------------------------------------------------------------------------------
// GET /{locale}/user/register (and /register/email): what the form looks like for this visitor
// ---------------------------------------------------------------------------------------------

export const REGISTRATION_BLOCKED_MODAL = 'registration-country-blocked';

export const ZRegistrationFieldDescription = z.object({
  name: z.string(),
  type: z.enum(['email', 'password', 'tel', 'text', 'number', 'select', 'checkbox', 'hidden']),
  isRequired: z.boolean(),
  /** Choices of a select, value → label (labels in English where the browser translates them). */
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  /** Where the choices or suggestions come from (a data file or the subdivisions call). */
  source: z.string().optional(),
});
export type TRegistrationFieldDescription = z.infer<typeof ZRegistrationFieldDescription>;

export const ZRegistrationFormResponse = z.union([
  z.object({
    isCountryBlocked: z.literal(true),
    modal: z.string(),
    redirect: z.null(),
  }),
  z.object({
    isCountryBlocked: z.literal(false),
    /** spec 001 §2: the static page, the bank-ID flow or the authority's own page. */
    redirect: z.string(),
    reason: z.enum(['registration_static_v3', 'bank-id', 'authority']),
  }),
  z.object({
    isCountryBlocked: z.literal(false),
    redirect: z.null(),
    action: z.string(),
    rules: ZRegistrationRules,
    sections: z.array(
      z.object({
        id: z.union([z.literal(1), z.literal(2), z.literal(3)]),
        progressPercent: z.number(),
        fields: z.array(ZRegistrationFieldDescription),
      }),
    ),
  }),
]);
export type TRegistrationFormResponse = z.infer<typeof ZRegistrationFormResponse>;

// ---------------------------------------------------------------------------------------------
// POST /{locale}/user/register
// ---------------------------------------------------------------------------------------------

export const ZRegistrationSuccess = z.object({
  /** Pushed to the tag manager's data layer (spec 001 §7): no personal data. */
  registrationGtm: z.object({
    event: z.literal('registrationSuccess'),
    userId: z.string(),
    country: z.string(),
  }),
  redirect: z.string().nullable(),
  /** spec 001 §4: true shows the fourth section (check your email). */
  emailVerification: z.boolean(),
});
export type TRegistrationSuccess = z.infer<typeof ZRegistrationSuccess>;

/**
 * HTTP 200: success, or a CSRF token that belongs to no live session (the browser fetches a new one
 * and retries, as the login does). Every refusal is a 4xx (or 500 for status 44) with
 * ZRegistrationFailure.
 */
export const ZRegistrationResponse = z.union([ZRegistrationSuccess, ZCsrfErrorResponse]);
export type TRegistrationResponse = z.infer<typeof ZRegistrationResponse>;

export const ZRegistrationFailure = z.object({
  /** A registration status of spec 001 §8 (42, 102, 2001, …), or 108 for other validation errors. */
  status: z.number().int(),
  errors: z.array(
    z.object({
      /** Translated for the caller's locale. */
      msg: z.string(),
      /** The catalog key of `msg`. */
      key: z.string(),
      /** The form field it belongs to, when it belongs to one. */
      field: z.string().optional(),
    }),
  ),
});
export type TRegistrationFailure = z.infer<typeof ZRegistrationFailure>;

// ---------------------------------------------------------------------------------------------
// POST /public-api/v1/validate/email (JSON)
// ---------------------------------------------------------------------------------------------

export const ZValidateEmailRequest = z.object({
  Email: z.string().max(REGISTRATION_FIELD_MAX_LENGTH),
});
export type TValidateEmailRequest = z.infer<typeof ZValidateEmailRequest>;

export const ZValidateEmailResponse = z.object({
  Success: z.boolean(),
  /** 42 exists, 111 invalid, 146 provider blocked (NZ). */
  errors: z.array(z.object({ ErrorCodeID: z.number().int(), Message: z.string() })),
});
export type TValidateEmailResponse = z.infer<typeof ZValidateEmailResponse>;

// ---------------------------------------------------------------------------------------------
// GET /postcode/validate|check/{countryId}/{postcode}
// ---------------------------------------------------------------------------------------------

export const ZPostcodeParams = z.object({
  countryId: z.string().regex(/^\d{1,4}$/),
  postcode: z.string().min(1).max(16),
});

export const ZPostcodeResponse = z.object({
  /** validate: the code cannot be used (bad format or blocked region); check: blocked region. */
  blocked: z.boolean(),
  /** The code has the country's format. */
  valid: z.boolean(),
  /** The code names a region registration is closed to (status 2001). */
  regionBlocked: z.boolean(),
});
export type TPostcodeResponse = z.infer<typeof ZPostcodeResponse>;

// ---------------------------------------------------------------------------------------------
// POST /validate-mobile (form)
// ---------------------------------------------------------------------------------------------

export const ZValidateMobileRequest = z.object({
  mobile: z.string().max(64),
  prefix: z.string().max(16),
  email: z.string().max(REGISTRATION_FIELD_MAX_LENGTH).optional(),
});
export type TValidateMobileRequest = z.infer<typeof ZValidateMobileRequest>;

export const ZValidateMobileResponse = z.object({
  Success: z.boolean(),
  Errors: z.array(
    z.object({
      /** A stable name of the problem (MOBILE_PREFIX_INVALID, MOBILE_ALREADY_REGISTERED, …). */
      Error: z.string(),
      Message: z.string(),
      ErrorCodeID: z.number().int(),
    }),
  ),
});
export type TValidateMobileResponse = z.infer<typeof ZValidateMobileResponse>;

// ---------------------------------------------------------------------------------------------
// POST /{locale}/verify-sms (form)
// ---------------------------------------------------------------------------------------------

export const ZVerifySmsRequest = z.object({
  user_email: z.string().max(REGISTRATION_FIELD_MAX_LENGTH).optional(),
  user_mobile: z.string().max(64),
  user_mobile_prefix: z.string().max(16),
});
export type TVerifySmsRequest = z.infer<typeof ZVerifySmsRequest>;

export const ZVerifySmsResponse = z.object({
  /** 103 sent, 1337 too many resends, 9999 another problem (see message). */
  status: z.union([z.literal(103), z.literal(1337), z.literal(9999)]),
  message: z.string(),
});
export type TVerifySmsResponse = z.infer<typeof ZVerifySmsResponse>;

// ---------------------------------------------------------------------------------------------
// GET /get-subdivisions/{level}/{parentId}, static data files, registration-start tracking
// ---------------------------------------------------------------------------------------------

export const SUBDIVISION_LEVELS = ['department', 'province', 'district'] as const;

export const ZSubdivisionsParams = z.object({
  level: z.enum(SUBDIVISION_LEVELS),
  /** PE (all departments), or a UBIGEO code: 2 digits department, 4 province, 6 district. */
  parentId: z.string().regex(/^(PE|\d{2}|\d{4}|\d{6})$/),
});

/** Name → value (the UBIGEO code). */
export const ZSubdivisionsResponse = z.record(z.string(), z.string());
export type TSubdivisionsResponse = z.infer<typeof ZSubdivisionsResponse>;

export const ZGermanStatesFile = z.array(z.object({ code: z.string(), name: z.string() }));
export const ZGermanCitiesFile = z.array(z.object({ name: z.string(), state: z.string() }));

export const ZRegistrationStartResponse = z.object({ success: z.literal(true) });

// ---------------------------------------------------------------------------------------------
// POST /{locale}/user/register/verify-email (form; the emailVerification feature's fourth section)
// ---------------------------------------------------------------------------------------------

/** The fourth section's form (the code the player types) and its post. */
export const ZVerifyEmailRequest = z.object({
  email: z.string().max(REGISTRATION_FIELD_MAX_LENGTH),
  code: z
    .string()
    .max(16, { error: 'validation_too_long' })
    .refine((code) => code.trim() !== '', { error: 'validation_required' }),
  csrf_token: z.string().max(128).optional(),
});
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequest>;

export const ZVerifyEmailResponse = z.object({
  success: z.boolean(),
  redirect: z.string().nullable(),
  message: z.string(),
});
export type TVerifyEmailResponse = z.infer<typeof ZVerifyEmailResponse>;

export const ZVerifyEmailAnswer = z.union([ZVerifyEmailResponse, ZCsrfErrorResponse]);
