import { SHARED_TEXT_KEYS } from '../../shared/i18n/shared-text-keys';

// The catalog keys the registration feature renders; src/app/text-keys.ts adds them to the texts
// it loads from the server's catalogs.

/** spec 001 §8: the server's registration status messages (already in every catalog). */
export const REGISTRATION_STATUS_TEXT_KEYS = [
  'registration_status_42',
  'registration_status_44',
  'registration_status_101',
  'registration_status_102',
  'registration_status_103',
  'registration_status_106',
  'registration_status_111',
  'registration_status_114',
  'registration_status_116',
  'registration_status_118',
  'registration_status_145',
  'registration_status_146',
  'registration_status_1337',
  'registration_status_2000',
  'registration_status_2001',
] as const;

/**
 * The keys the shared registration schema (packages/contracts/src/registration.ts) reports issues
 * with. The server shows the same keys in errors[].msg, so they carry no placeholders. Some are
 * the shared UI kit's too (validation_required, the password rules): those it loads itself.
 */
export const REGISTRATION_VALIDATION_TEXT_KEYS = [
  'validation_required',
  'validation_invalid',
  'validation_too_long',
  'validation_password_length',
  'validation_password_digit',
  'validation_password_symbol',
  'validation_password_upper',
  'validation_password_lower',
  'validation_password_not_email',
  'validation_date_of_birth',
  'validation_age',
  'validation_country',
  'validation_postal_code',
  'validation_state_required',
  'validation_city',
  'validation_document_type',
  'validation_dni',
  'validation_ce',
  'validation_district',
  'validation_department',
  'validation_terms_required',
  'validation_privacy_required',
  'validation_deposit_limit',
] as const;

/** What the registration screens say themselves. */
export const REGISTRATION_UI_TEXT_KEYS = [
  'registration_title',
  'registration_page_intro',
  'registration_progress_label',
  'registration_step_of',
  'registration_section_1_title',
  'registration_section_2_title',
  'registration_section_3_title',
  'registration_back',
  'registration_continue',
  'registration_submit',
  'registration_loading',
  'registration_select_placeholder',
  'registration_optional',
  'registration_email_label',
  'registration_email_checking',
  'registration_password_label',
  'registration_mobile_prefix_label',
  'registration_mobile_label',
  'registration_mobile_validate',
  'registration_mobile_validating',
  'registration_mobile_verified',
  'registration_sms_code_label',
  'registration_dob_legend',
  'registration_dob_hint',
  'registration_dob_day',
  'registration_dob_month',
  'registration_dob_year',
  'registration_sex_label',
  'registration_sex_female',
  'registration_sex_male',
  'registration_country_label',
  'registration_postal_code_label',
  'registration_postal_code_checking',
  'registration_state_label',
  'registration_city_label',
  'registration_city_suggestions',
  'registration_document_type_label',
  'registration_document_type_dni',
  'registration_document_type_ce',
  'registration_document_number_label',
  'registration_document_number_hint',
  'registration_department_label',
  'registration_province_label',
  'registration_district_label',
  'registration_marketing_consent',
  'registration_terms_consent',
  'registration_privacy_consent',
  'registration_deposit_limit_label',
  'registration_deposit_limit_hint',
  'registration_email_verification_title',
  'registration_email_verification_text',
  'registration_email_code_label',
  'registration_email_code_submit',
  'registration_country_blocked_title',
  'registration_country_blocked_text',
  'registration_bank_id_title',
  'registration_bank_id_text',
  'registration_bank_id_button',
  'registration_bank_id_starting',
  'registration_redirecting',
] as const;

const RENDERED_KEYS = [
  ...REGISTRATION_STATUS_TEXT_KEYS,
  ...REGISTRATION_VALIDATION_TEXT_KEYS,
  ...REGISTRATION_UI_TEXT_KEYS,
] as const;

export type RegistrationTextKey = (typeof RENDERED_KEYS)[number];
export type RegistrationStatusTextKey = (typeof REGISTRATION_STATUS_TEXT_KEYS)[number];

const SHARED_KEYS: ReadonlySet<string> = new Set(SHARED_TEXT_KEYS);

/** Every key the feature renders that the shared kit does not load already. */
export const REGISTRATION_TEXT_KEYS: readonly RegistrationTextKey[] = RENDERED_KEYS.filter(
  (key) => !SHARED_KEYS.has(key),
);

const KNOWN_KEYS: ReadonlySet<string> = new Set(RENDERED_KEYS);

export function isRegistrationTextKey(key: string): key is RegistrationTextKey {
  return KNOWN_KEYS.has(key);
}

/** `registration_status_<code>` when the catalogs have a message for that status, else null. */
export function registrationStatusTextKey(code: number): RegistrationStatusTextKey | null {
  const key = `registration_status_${code}`;
  return (REGISTRATION_STATUS_TEXT_KEYS as readonly string[]).includes(key)
    ? (key as RegistrationStatusTextKey)
    : null;
}
