// One error model (DESIGN §5): a stable code, an HTTP status and a translation key for the player.
// The numeric ids are the spec's (spec 001 §8 "Error codes"); platform codes the spec leaves out
// have no numeric id.

export type ErrorDefinition = {
  /** The spec's numeric code, answered as `codeId`; null where the spec gives none. */
  id: number | null;
  status: number;
  /** Catalog key of the message shown to the player. */
  messageKey: string;
};

export const ERROR_CODES = {
  USER_NOT_FOUND: { id: 1, status: 404, messageKey: 'error_user_not_found' },
  GAME_NOT_FOUND: { id: 2, status: 404, messageKey: 'error_game_not_found' },
  INVALID_GAME_CATEGORY: { id: 14, status: 404, messageKey: 'error_invalid_game_category' },
  MISSING_AUTHENTICATION_TOKEN: {
    id: 22,
    status: 401,
    messageKey: 'error_missing_authentication_token',
  },
  EMAIL_NOT_VERIFIED: { id: 24, status: 403, messageKey: 'error_email_not_verified' },
  USERNAME_ALREADY_EXISTS: { id: 41, status: 409, messageKey: 'error_username_already_exists' },
  EMAIL_ALREADY_EXISTS: { id: 42, status: 409, messageKey: 'registration_status_42' },
  INTERNAL_SERVER_ERROR: { id: 44, status: 500, messageKey: 'generic_error_msg' },
  VALIDATION_ERROR: { id: 108, status: 400, messageKey: 'error_validation' },
  EMAIL_IS_INVALID: { id: 111, status: 400, messageKey: 'registration_status_111' },
  // Registration refusals beyond spec 001 §8 (DESIGN §10), numbered after its 2000 and 2001: the
  // person is on their market's national self-exclusion register, or on our own exclusion list.
  NATIONAL_REGISTER_EXCLUDED: { id: 2002, status: 403, messageKey: 'registration_status_2002' },
  EXCLUDED_PERSON: { id: 2003, status: 403, messageKey: 'registration_status_2003' },
  // spec 000 §4: a body containing this code logs the player out and shows the session-expired modal.
  INVALID_AUTHENTICATION_TOKEN: { id: null, status: 401, messageKey: 'error_session_expired' },
  NOT_FOUND: { id: null, status: 404, messageKey: 'error_not_found' },
  UNSUPPORTED_LOCALE: { id: null, status: 404, messageKey: 'error_not_found' },
  MALFORMED_BODY: { id: null, status: 400, messageKey: 'error_malformed_body' },
  // The router's refusals of a path (bad percent-encoding; a parameter longer than it reads).
  MALFORMED_URL: { id: null, status: 400, messageKey: 'error_malformed_body' },
  URI_TOO_LONG: { id: null, status: 414, messageKey: 'error_malformed_body' },
  PAYLOAD_TOO_LARGE: { id: null, status: 413, messageKey: 'error_payload_too_large' },
  UNSUPPORTED_MEDIA_TYPE: { id: null, status: 415, messageKey: 'error_unsupported_media_type' },
  XHR_MARKER_REQUIRED: { id: null, status: 403, messageKey: 'error_forbidden' },
  METHOD_NOT_ALLOWED: { id: null, status: 405, messageKey: 'error_not_found' },
  RATE_LIMITED: { id: null, status: 429, messageKey: 'error_rate_limited' },
  SERVICE_UNAVAILABLE: { id: null, status: 503, messageKey: 'error_service_unavailable' },
  // The wallet's policy check (DESIGN §4): refusals before money moves.
  ACCOUNT_BLOCKED: { id: null, status: 403, messageKey: 'error_account_blocked' },
  SELF_EXCLUDED: { id: null, status: 403, messageKey: 'error_self_excluded' },
  TIMED_OUT: { id: null, status: 403, messageKey: 'error_timed_out' },
  GAMEPLAY_BLOCKED: { id: null, status: 403, messageKey: 'error_gameplay_blocked' },
  INSUFFICIENT_FUNDS: { id: null, status: 402, messageKey: 'error_insufficient_funds' },
  // The provider API (packages/contracts/src/provider-api.ts).
  PROVIDER_UNKNOWN: { id: null, status: 401, messageKey: 'error_provider_unknown' },
  PROVIDER_SIGNATURE_INVALID: { id: null, status: 401, messageKey: 'error_provider_signature' },
  PROVIDER_TOKEN_INVALID: { id: null, status: 401, messageKey: 'error_provider_token' },
  CURRENCY_MISMATCH: { id: null, status: 400, messageKey: 'error_currency_mismatch' },
  TRANSACTION_CONFLICT: { id: null, status: 409, messageKey: 'error_transaction_conflict' },
  TRANSACTION_NOT_FOUND: { id: null, status: 404, messageKey: 'error_transaction_not_found' },
  TRANSACTION_ROLLED_BACK: { id: null, status: 409, messageKey: 'error_transaction_rolled_back' },
  ROLLBACK_NOT_ALLOWED: { id: null, status: 409, messageKey: 'error_rollback_not_allowed' },
  ROUND_CLOSED: { id: null, status: 409, messageKey: 'error_round_closed' },
  // Payments and withdrawals.
  PAYMENT_METHOD_UNKNOWN: { id: null, status: 404, messageKey: 'error_payment_method_unknown' },
  PAYMENT_AMOUNT_TOO_LOW: { id: null, status: 400, messageKey: 'error_payment_amount_too_low' },
  PAYMENT_AMOUNT_TOO_HIGH: { id: null, status: 400, messageKey: 'error_payment_amount_too_high' },
  PAYMENT_DECLINED: { id: null, status: 402, messageKey: 'error_payment_declined' },
  PAYMENT_CARD_FUNDS: { id: null, status: 402, messageKey: 'error_payment_card_funds' },
  PAYMENT_TIMEOUT: { id: null, status: 504, messageKey: 'error_payment_timeout' },
  CARD_NOT_FOUND: { id: null, status: 404, messageKey: 'error_card_not_found' },
  WITHDRAWAL_NOT_PENDING: { id: null, status: 409, messageKey: 'error_withdrawal_not_pending' },
  OPERATOR_UNAUTHORIZED: { id: null, status: 401, messageKey: 'error_operator_unauthorized' },
  WEBHOOK_SIGNATURE_INVALID: { id: null, status: 401, messageKey: 'error_webhook_signature' },
  // The lobby's favourites (spec 000 §6: hidden in live casino; a bounded list per player).
  // Responsible gambling (DESIGN §10; spec 001 §5 / §8: limit_same_value, rg_active_cool_down).
  LIMIT_SAME_VALUE: { id: null, status: 409, messageKey: 'limit_same_value' },
  LIMIT_COOL_DOWN: { id: null, status: 409, messageKey: 'rg_active_cool_down' },
  LIMIT_QUIZ_REQUIRED: { id: null, status: 403, messageKey: 'rg_quiz_required' },
  LIMIT_ABOVE_MAXIMUM: { id: null, status: 400, messageKey: 'rg_limit_above_maximum' },
  LIMIT_OPERATOR_SET: { id: null, status: 403, messageKey: 'rg_limit_operator' },
  LIMIT_NOT_OFFERED: { id: null, status: 400, messageKey: 'rg_limit_not_offered' },
  LIMIT_NOTHING_TO_CONFIRM: { id: null, status: 404, messageKey: 'rg_limit_nothing_to_confirm' },
  LIMIT_NOT_YET_CONFIRMABLE: { id: null, status: 409, messageKey: 'rg_limit_not_yet_confirmable' },
  DEPOSIT_LIMIT_REQUIRED: { id: null, status: 403, messageKey: 'rg_deposit_limit_required' },
  DEPOSIT_LIMIT_REACHED: { id: null, status: 403, messageKey: 'rg_deposit_limit_reached' },
  LOSS_LIMIT_REACHED: { id: null, status: 403, messageKey: 'rg_loss_limit_reached' },
  WAGER_LIMIT_REACHED: { id: null, status: 403, messageKey: 'rg_wager_limit_reached' },
  SESSION_TIME_LIMIT_REACHED: { id: null, status: 403, messageKey: 'rg_session_time_reached' },
  QUIZ_NOT_FOUND: { id: null, status: 404, messageKey: 'error_not_found' },
  QUIZ_SELECT_ALL: { id: null, status: 400, messageKey: 'quiz_select_all' },
  QUIZ_LOCKED: { id: null, status: 403, messageKey: 'quiz_locked' },
  BREAK_NOT_OFFERED: { id: null, status: 400, messageKey: 'rg_break_not_offered' },
  BREAK_CANNOT_SHORTEN: { id: null, status: 409, messageKey: 'rg_break_cannot_shorten' },
  PANIC_BUTTON_NOT_OFFERED: { id: null, status: 403, messageKey: 'rg_panic_not_offered' },
  PASSWORD_INCORRECT: { id: null, status: 403, messageKey: 'rg_password_incorrect' },
  // Responsible gambling in play (packages/contracts/src/game-session.ts): refusals of a launch,
  // of the check screen's limits, and of a stake at the debit.
  MULTIPLE_GAME_SESSIONS_ACTIVE: {
    id: null,
    status: 409,
    messageKey: 'game_session_multiple_active',
  },
  GAME_SESSION_LIMITS_REQUIRED: {
    id: null,
    status: 403,
    messageKey: 'game_session_limits_required',
  },
  GAME_SESSION_LIMITS_LOCKED: { id: null, status: 409, messageKey: 'game_session_limits_locked' },
  GAME_SESSION_OPTION_UNKNOWN: { id: null, status: 400, messageKey: 'game_session_choose_option' },
  GAME_SESSION_TIME_REACHED: { id: null, status: 403, messageKey: 'game_session_time_reached' },
  NET_LOSS_LIMIT_REACHED: { id: null, status: 403, messageKey: 'net_loss_limit_reached' },
  REALITY_CHECK_DUE: { id: null, status: 403, messageKey: 'reality_check_due' },
  HARD_REALITY_CHECK_ACTIVE: { id: null, status: 403, messageKey: 'hard_reality_check_active' },
  REALITY_CHECK_COOLDOWN: { id: null, status: 409, messageKey: 'reality_check_cooldown_running' },
  REALITY_CHECK_CHOICE_NOT_OFFERED: {
    id: null,
    status: 400,
    messageKey: 'reality_check_choice_not_offered',
  },
  STAKE_ABOVE_CAP: { id: null, status: 403, messageKey: 'stake_above_cap' },
  // Rewards (DESIGN §11).
  OFFER_NOT_FOUND: { id: null, status: 404, messageKey: 'rewards_offer_not_found' },
  OFFER_ALREADY_CLAIMED: { id: null, status: 409, messageKey: 'rewards_offer_already_claimed' },
  OFFER_NOT_ELIGIBLE: { id: null, status: 403, messageKey: 'rewards_offer_not_eligible' },
  BONUS_ALREADY_RUNNING: { id: null, status: 409, messageKey: 'rewards_bonus_already_running' },
  BONUS_MAX_BET_EXCEEDED: { id: null, status: 403, messageKey: 'rewards_bonus_max_bet' },
  BONUS_FORFEIT_UNCONFIRMED: { id: null, status: 409, messageKey: 'rewards_forfeit_unconfirmed' },
  CAMPAIGN_NOT_FOUND: { id: null, status: 404, messageKey: 'error_not_found' },
  CAMPAIGN_ENDED: { id: null, status: 409, messageKey: 'rewards_campaign_ended' },
  FREE_ROUNDS_NOT_FOUND: { id: null, status: 404, messageKey: 'rewards_free_rounds_not_found' },
  FREE_ROUNDS_USED: { id: null, status: 409, messageKey: 'rewards_free_rounds_used' },
  FAVOURITES_LIMIT_REACHED: { id: null, status: 400, messageKey: 'error_favourites_limit' },
  FAVOURITES_LIVE_GAME: { id: null, status: 400, messageKey: 'error_favourites_live_game' },
  // Verification documents (issue "Market flows"): refused uploads and decisions.
  DOCUMENT_KIND_UNKNOWN: { id: null, status: 400, messageKey: 'kyc_document_error_kind' },
  DOCUMENT_EMPTY: { id: null, status: 400, messageKey: 'kyc_document_error_empty' },
  DOCUMENT_TOO_LARGE: { id: null, status: 413, messageKey: 'kyc_document_error_too_large' },
  DOCUMENT_TYPE_NOT_ALLOWED: { id: null, status: 415, messageKey: 'kyc_document_error_type' },
  DOCUMENT_NOT_FOUND: { id: null, status: 404, messageKey: 'error_not_found' },
  DOCUMENT_ALREADY_DECIDED: { id: null, status: 409, messageKey: 'kyc_document_error_decided' },
  // Migrations (spec 001 §2): a player's migration comes before real play; a call of a migration
  // the player does not await is refused.
  MIGRATION_REQUIRED: { id: null, status: 403, messageKey: 'migration_required' },
  MIGRATION_NOT_AWAITED: { id: null, status: 403, messageKey: 'migration_not_awaited' },
  // spec 000 §4: kuna is staked and deposited no more; the account moves to the euro first.
  CURRENCY_MIGRATION_REQUIRED: {
    id: null,
    status: 403,
    messageKey: 'euro_migration_required',
  },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_CODES, value);
}

/**
 * Registration status codes (spec 001 §8), answered as `status` by the registration calls.
 * Each has the catalog key `registration_status_<code>`.
 */
export const REGISTRATION_STATUS = {
  EMAIL_EXISTS: 42,
  SOMETHING_WENT_WRONG: 44,
  MOBILE_PREFIX_INVALID: 101,
  SMS_CODE_INVALID: 102,
  SMS_SENT: 103,
  ACCOUNT_NOT_CREATED_106: 106,
  EMAIL_INVALID: 111,
  MOBILE_ALREADY_REGISTERED: 114,
  MOBILE_PREFIX_INVALID_116: 116,
  MOBILE_INVALID_CONTACT_SUPPORT: 118,
  TOO_MANY_RESENDS_145: 145,
  EMAIL_PROVIDER_BLOCKED: 146,
  TOO_MANY_RESENDS: 1337,
  ACCOUNT_NOT_CREATED: 2000,
  REGION_BLOCKED: 2001,
  // Ours, beyond spec 001 §8 (see ERROR_CODES).
  NATIONAL_REGISTER_EXCLUDED: 2002,
  EXCLUDED_PERSON: 2003,
} as const;

export type RegistrationStatus = (typeof REGISTRATION_STATUS)[keyof typeof REGISTRATION_STATUS];

export function registrationStatusMessageKey(status: RegistrationStatus): string {
  return `registration_status_${status}`;
}
