/**
 * Every key the recovery schemas (forgotPasswordRequestSchema, forgotPasswordResetSchema of the
 * contracts) report for a field the player fills in: the forms' resolver shows these, and the app
 * loads their texts. (No `satisfies TextKey[]` here: the app's text keys are built from this list.)
 */
export const RECOVERY_ISSUE_KEYS = [
  'validation_required',
  'validation_invalid',
  'validation_too_long',
  'validation_match',
  'forgot_password_email_invalid',
  'recovery_code_invalid',
  'registration_status_101',
  'registration_status_116',
  'registration_status_118',
  'validation_password_length',
  'validation_password_digit',
  'validation_password_symbol',
  'validation_password_upper',
  'validation_password_lower',
  'validation_password_not_email',
] as const;
