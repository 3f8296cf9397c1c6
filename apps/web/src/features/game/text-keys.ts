import { ERROR_CODES } from '@playfair/domain/error-codes';

/** Catalog keys the game feature renders; src/app/text-keys.ts adds them to the texts it loads. */
export const GAME_TEXT_KEYS = [
  'game_back_to_casino',
  'game_back_to_live_casino',
  'game_loading',
  'game_play_for_fun',
  'game_play_for_real',
  'game_login_for_real',
  'game_mode_demo',
  'game_session_label',
  'game_session_rounds',
  'game_session_bet',
  'game_session_win',
  'game_fullscreen',
  'game_login_required_title',
  'game_login_required_text',
  'game_unavailable_title',
  'game_unavailable_text',
  'game_demo_unavailable_text',
  'game_maintenance_text',
  'game_offline_text',
  'game_real_play_blocked_title',
  'game_block_details',
  'game_block_unverified_text',
  'game_block_pep_text',
  'game_block_kyc_text',
  'game_block_gameplay_text',
  'game_block_scan_verification_text',
  'game_rg_trigger_block_text',
  'game_kyc_required_text',
  'game_hard_reality_check_text',
  'game_licence_notice',
  'game_flash_warning_title',
  'game_flash_warning_text',
  'source_of_wealth_required',
  'additional_verification_required',
  'generic_error_title',
  'generic_error_msg',
  'header_login',
  'header_register',
  'loading',
  // The free spins on this game (DESIGN §11).
  'rewards_free_spins_banner',
] as const;

/**
 * The feature's own namespace: the texts of play itself (the session bar, the checks around a real
 * game, the live stats), loaded when a game first launches, not with the shell. A key it lacks
 * resolves from the common namespace (GAME_TEXT_KEYS above).
 */
export const IN_PLAY_NAMESPACE = 'in-play';

/**
 * The error model's keys for the refusals of play (domain error-codes.ts): an active session's
 * `Error` (spec 001 §8) may name one, and shows translated.
 */
export const IN_PLAY_ERROR_KEYS = [
  ERROR_CODES.MULTIPLE_GAME_SESSIONS_ACTIVE.messageKey,
  ERROR_CODES.GAME_SESSION_LIMITS_REQUIRED.messageKey,
  ERROR_CODES.GAME_SESSION_LIMITS_LOCKED.messageKey,
  ERROR_CODES.GAME_SESSION_TIME_REACHED.messageKey,
  ERROR_CODES.NET_LOSS_LIMIT_REACHED.messageKey,
  ERROR_CODES.REALITY_CHECK_DUE.messageKey,
  ERROR_CODES.HARD_REALITY_CHECK_ACTIVE.messageKey,
  ERROR_CODES.REALITY_CHECK_COOLDOWN.messageKey,
  ERROR_CODES.STAKE_ABOVE_CAP.messageKey,
] as const;

/** Catalog keys of the in-play namespace. */
export const IN_PLAY_TEXT_KEYS = [
  // spec 001 §8 pending-consent: the game waits for the consents modal.
  'game_consents_needed_title',
  'game_consents_needed_text',
  'game_consents_needed_open',
  // The session bar under every game (spec 001 §9 session clock).
  'game_session_net',
  'game_session_time',
  'game_back_to_lobby',
  // One game, one window (spec 001 §3 / §4).
  'game_window_multiple_title',
  'game_window_multiple_text',
  'game_window_question_title',
  'game_window_question_text',
  'game_window_question_yes',
  'game_window_question_no',
  'game_window_closed_elsewhere',
  // The check screen and its limits (spec 001 §3 / §4 / §6 gamelimits).
  'game_limits_form_label',
  'game_limits_choose',
  'game_limits_SessionDuration',
  'game_limits_NetLoss',
  'game_limits_submit',
  'game_limits_submit_hint',
  'game_limits_current_title',
  'game_limits_current_text',
  'game_limits_duration_value',
  'game_limits_ends_at',
  'game_limits_continue',
  // The reality check (spec 001 §4, spec 000 §9).
  'game_rc_title',
  'game_rc_elapsed',
  'game_rc_period',
  'game_rc_bets',
  'game_rc_stake',
  'game_rc_wins',
  'game_rc_net',
  'game_rc_interval_chosen',
  'game_rc_interval_fixed',
  'game_rc_paused',
  'game_rc_continue',
  'game_rc_leave',
  'game_rc_history',
  // The hard reality check (spec 001 §4 / §6 / §9).
  'game_hard_rc_title',
  'game_hard_rc_body',
  'game_hard_rc_confirm',
  'game_hard_rc_cooldown_label',
  'game_hard_rc_cooldown_left',
  'game_hard_rc_cooldown_over',
  'game_hard_rc_continue',
  'game_hard_rc_logout',
  'game_hard_rc_no_time_text',
  'game_hard_rc_auto_logout_label',
  'game_hard_rc_auto_logout_left',
  // The net-loss limit and the session's time (spec 001 §4 / §8 / §9).
  'net_loss_limit_almost',
  // net_loss_limit_reached is one of IN_PLAY_ERROR_KEYS.
  'game_net_loss_reached_title',
  'game_session_time_title',
  'game_session_time_text',
  'game_notice_dismiss',
  // The live stats (spec 001 §6 show-live-stats).
  'game_stats_label',
  'game_stats_balance',
  'game_stats_time',
  'game_stats_stakes',
  'game_stats_wins',
  'game_stats_net',
  'game_stats_rg_link',
  ...IN_PLAY_ERROR_KEYS,
] as const;
