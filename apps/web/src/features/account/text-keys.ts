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

/** The verification tab's documents and the annual KYC modal: their own namespace. */
export const KYC_NAMESPACE = 'kyc';

/** Catalog keys of the kyc namespace (a key it lacks resolves from the common namespace). */
export const KYC_TEXT_KEYS = [
  'kyc_documents_title',
  'kyc_documents_intro',
  'kyc_upload_title',
  'kyc_upload_kind_label',
  'kyc_document_kind_identity',
  'kyc_document_kind_address',
  'kyc_document_kind_source_of_wealth',
  'kyc_document_kind_identity_hint',
  'kyc_document_kind_address_hint',
  'kyc_document_kind_source_of_wealth_hint',
  'kyc_upload_file_label',
  'kyc_upload_choose_file',
  'kyc_upload_no_file',
  'kyc_upload_accepted',
  'kyc_upload_submit',
  'kyc_upload_uploading',
  'kyc_upload_error_choose_kind',
  'kyc_upload_error_choose_file',
  'kyc_upload_error_generic',
  'kyc_document_error_type',
  'kyc_document_error_too_large',
  'kyc_document_error_empty',
  'kyc_list_title',
  'kyc_list_empty_title',
  'kyc_list_empty_text',
  'kyc_status_pending',
  'kyc_status_approved',
  'kyc_status_rejected',
  'kyc_rejection_reason',
  'kyc_upload_again',
  'kyc_uploaded_label',
  'annual_kyc_title',
  'annual_kyc_error_generic',
  'annual_kyc_error_user_details',
  'annual_kyc_error_monthly_limit',
  'annual_kyc_error_fields',
  'annual_kyc_saving',
] as const;
