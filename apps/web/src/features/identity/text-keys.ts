/** The keys the login form's schema (ZLoginRequest) may report under a field. */
export const LOGIN_ISSUE_KEYS = ['validation_required', 'validation_too_long'] as const;

/** Catalog keys the auth feature renders; src/app/text-keys.ts adds them to the texts it loads. */
export const AUTH_TEXT_KEYS = [
  'login_title',
  'login_email_label',
  'login_password_label',
  'login_submit',
  'login_error_required',
  ...LOGIN_ISSUE_KEYS,
  'login_forgot_password',
  'login_bank_id_text',
  'login_bank_id_button',
  'bankid_pending',
  'bankid_collecting',
  'session_expired_title',
  'error_session_expired',
  'session_expired_login',
  'session_expired_dismiss',
  'login_info_title',
  'login_info_last_login',
  'login_info_text',
  'login_info_accept',
  'brand_redirection_title',
  'brand_redirection_text',
  'brand_redirection_continue',
  'header_logout',
] as const;
