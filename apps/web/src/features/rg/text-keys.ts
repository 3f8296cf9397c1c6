import { COUNTDOWN_UNIT_KEYS } from './model/countdown';
import { LIMIT_PERIOD_LABEL_KEYS, LIMIT_TYPE_LABEL_KEYS } from './model/limit-labels';
import { RAISE_RULE_KEYS } from './model/limits-view';
import { BREAK_ISSUE_KEYS, LIMIT_ISSUE_KEYS, REALITY_CHECK_ISSUE_KEYS } from './model/text-issues';

/**
 * The feature's own namespace: its texts load when the limits section (or the notice after a
 * break) first renders, not with the shell. A key it lacks resolves from the common namespace.
 */
export const RG_NAMESPACE = 'rg';

/**
 * Keys the shell needs on every page (the panic button bar of a player in a panic-button market)
 * and the issue keys of the feature's form schemas (the shared form feedback reads them from the
 * common namespace); src/app/text-keys.ts adds them to the common texts.
 */
export const RG_COMMON_TEXT_KEYS = [
  'rg_panic_bar_label',
  'rg_panic_slider_label',
  'rg_panic_busy',
  'rg_panic_prompt_title',
  'rg_panic_prompt_text',
  'rg_panic_prompt_dismiss',
  ...LIMIT_ISSUE_KEYS,
  ...BREAK_ISSUE_KEYS,
  ...REALITY_CHECK_ISSUE_KEYS,
] as const;

/** Catalog keys of the rg namespace: what the limits section and the break notice render. */
export const RG_TEXT_KEYS = [
  'loading',
  'generic_error_msg',
  // The limits (spec 001 §3 "Limits response").
  'rg_limits_title',
  'rg_limits_intro',
  'account_limits_learn_more',
  'account_limits_empty_title',
  'rg_limits_empty_text',
  'rg_deposit_limit_required',
  ...Object.values(LIMIT_TYPE_LABEL_KEYS),
  ...Object.values(LIMIT_PERIOD_LABEL_KEYS),
  'rg_limit_title',
  'rg_limit_minutes',
  'rg_limit_by_operator',
  'rg_limit_progress',
  'rg_limit_used_label',
  'rg_limit_left_label',
  'rg_limit_resets',
  'rg_limit_future_badge',
  'rg_future_starts',
  'rg_future_starts_in',
  ...Object.values(COUNTDOWN_UNIT_KEYS),
  'rg_future_needs_confirmation',
  'rg_future_confirm_prompt',
  'rg_future_confirm',
  'rg_future_keep',
  'rg_limit_kept',
  // Setting a limit (spec 001 §4 "Deposit limit").
  'rg_limit_form_title',
  'rg_raise_rule_title',
  ...RAISE_RULE_KEYS,
  'rg_limit_type_label',
  'rg_limit_period_label',
  'rg_limit_amount_label',
  'rg_limit_minutes_label',
  'rg_limit_current',
  'rg_limit_above_maximum',
  'rg_limit_submit',
  'rg_limit_set_active',
  'rg_limit_set_future',
  'rg_limit_set_future_confirm',
  // The quiz (spec 001 §3, §5).
  'rg_quiz_required',
  'rg_quiz_submit',
  'rg_quiz_cancel',
  'rg_quiz_back',
  'rg_quiz_passed',
  'quiz_select_all',
  'quiz_failed',
  'quiz_locked',
  // How often the reality check reminds the player, and their own interval where offered.
  'rg_reality_check_title',
  'rg_reality_check_interval',
  'rg_reality_check_fixed',
  'rg_reality_check_choice_label',
  'rg_reality_check_choice',
  'rg_reality_check_submit',
  'rg_reality_check_saved',
  // Time-outs and self-exclusion (spec 000 §2, §9).
  'rg_breaks_title',
  'rg_breaks_intro',
  'safer_gambling_self_exclusion_title',
  'safer_gambling_self_exclusion_text',
  'account_self_exclusion_read_more',
  'rg_break_not_offered',
  'rg_time_out_label',
  'duration_days',
  'duration_months',
  'duration_permanent',
  'account_settings_current_password',
  'rg_break_continue',
  'rg_break_confirm_title',
  'rg_break_confirm_time_out',
  'rg_break_confirm_exclusion',
  'rg_break_confirm_permanent',
  'rg_break_confirm_time_out_button',
  'rg_break_confirm_exclusion_button',
  'rg_break_back',
  // After a break: logged out, and why (spec 001 §2, §7).
  'rg_break_done_title_time_out',
  'rg_break_done_title_exclusion',
  'rg_break_done_time_out',
  'rg_break_done_exclusion',
  'rg_break_done_exclusion_permanent',
  'rg_break_done_logged_out',
  'rg_break_done_ok',
  'error_timed_out',
  'rg_panic_done_title',
  'rg_panic_done_text',
] as const;
