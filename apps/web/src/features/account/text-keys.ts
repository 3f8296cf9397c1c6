import { ACCOUNT_TAB_LABEL_KEYS } from './model/account-view';
import { SETTINGS_ISSUE_KEYS } from './model/settings-answer';

/** Catalog keys the account feature renders; src/app/text-keys.ts adds them to the texts it loads. */
export const ACCOUNT_TEXT_KEYS = [
  'account_title',
  'account_tabs_label',
  ...Object.values(ACCOUNT_TAB_LABEL_KEYS),
  'account_logged_out_title',
  'account_logged_out_text',
  'header_login',
  'account_betting_history_empty_title',
  'account_betting_history_empty_text',
  'history_pager_label',
  'history_previous_page',
  'history_next_page',
  'history_page_of',
  'account_settings_player_id',
  'account_settings_language',
  'account_settings_currency',
  'account_settings_country',
  'account_settings_language_hint',
  'account_settings_email_title',
  'account_settings_mobile_title',
  'account_settings_current_password',
  'account_settings_new_email',
  'account_settings_new_mobile_prefix',
  'account_settings_new_mobile',
  'account_settings_save',
  ...SETTINGS_ISSUE_KEYS,
  'account_verification_verified_title',
  'account_verification_verified_text',
  'account_verification_needed_title',
  'account_verification_needed_text',
  'loading',
] as const;

/** The inbox tab's own namespace: its texts load when the tab first renders. */
export const INBOX_NAMESPACE = 'inbox';

/** Catalog keys of the inbox namespace (a key it lacks resolves from the common namespace). */
export const INBOX_TEXT_KEYS = [
  'inbox_title',
  'inbox_mark_all_read',
  'inbox_unread',
  'account_inbox_empty_title',
  'account_inbox_empty_text',
] as const;
