import { RECOVERY_ISSUE_KEYS } from './model/recovery-issues';

/** Catalog keys the recovery feature renders; src/app/text-keys.ts adds them to the texts it loads. */
export const RECOVERY_TEXT_KEYS = [
  'forgot_password_title',
  'forgot_password_sms_title',
  'forgot_password_step',
  'forgot_password_intro',
  'forgot_password_email_label',
  'forgot_password_submit',
  'forgot_password_use_sms',
  'forgot_password_use_email',
  'forgot_password_back_to_login',
  'forgot_password_sms_intro',
  'forgot_password_mobile_prefix_label',
  'forgot_password_mobile_label',
  'forgot_password_sms_submit',
  'forgot_password_resend',
  'recovery_code_label',
  'recovery_code_hint',
  'new_password_label',
  'new_password_repeat_label',
  'reset_password_submit',
  'reset_password_done',
  'header_login',
  ...RECOVERY_ISSUE_KEYS,
] as const;
