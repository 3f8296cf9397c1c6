import {
  ANNUAL_KYC_FIELDS,
  ANNUAL_KYC_MESSAGES,
  type AnnualKycField,
  type TAnnualKycSubmitResponse,
} from '@playfair/contracts/kyc';

/** What a submit ends in (spec 001 §7 / §8). */
export type AnnualKycOutcome =
  | { kind: 'completed'; message: string; redirect: string | null }
  /** 'Validation error.': these fields are marked with their data-error text. */
  | { kind: 'fields'; fields: AnnualKycField[] }
  /** updateUserDetailsError, updateUserMonthlyLimitError or any other refusal. */
  | { kind: 'error'; textKey: AnnualKycErrorKey }
  | { kind: 'session-ended' };

export type AnnualKycErrorKey =
  'annual_kyc_error_user_details' | 'annual_kyc_error_monthly_limit' | 'annual_kyc_error_generic';

export function annualKycOutcomeOf(answer: TAnnualKycSubmitResponse): AnnualKycOutcome {
  if (answer.success && answer.data.completed) {
    return { kind: 'completed', message: answer.message, redirect: answer.data.redirect };
  }
  if (answer.message === ANNUAL_KYC_MESSAGES.validation) {
    const fields = ANNUAL_KYC_FIELDS.filter((field) => field in answer.errors);
    if (fields.length > 0) return { kind: 'fields', fields };
  }
  if (answer.message === ANNUAL_KYC_MESSAGES.userDetails) {
    return { kind: 'error', textKey: 'annual_kyc_error_user_details' };
  }
  if (answer.message === ANNUAL_KYC_MESSAGES.monthlyLimit) {
    return { kind: 'error', textKey: 'annual_kyc_error_monthly_limit' };
  }
  return { kind: 'error', textKey: 'annual_kyc_error_generic' };
}
