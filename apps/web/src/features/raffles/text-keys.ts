/**
 * The feature's own namespace: its texts load when the prize-draw page first renders, not with
 * the shell. A key it lacks resolves from the common namespace.
 */
export const RAFFLES_NAMESPACE = 'raffles';

/** Catalog keys of the raffles namespace: what the prize-draw page and its winners modal render. */
export const RAFFLES_TEXT_KEYS = [
  'loading',
  'raffle_title',
  'raffle_tabs_label',
  'raffle_tab_daily',
  'raffle_tab_monthly',
  'raffle_ends_at',
  'raffle_starts_at',
  'raffle_upcoming',
  'raffle_ends_in',
  'raffle_starts_in',
  'raffle_unit_days',
  'raffle_unit_hours',
  'raffle_unit_minutes',
  'raffle_unit_seconds',
  'raffle_your_tickets',
  'raffle_tickets',
  'raffle_no_draw_title',
  'raffle_no_draw_text',
  'raffle_prizes_title',
  'raffle_opt_in',
  'raffle_opt_in_failed',
  'raffle_login_needed',
  // The winners modal.
  'raffle_winners',
  'raffle_winners_empty',
  'raffle_draw_of',
  'raffle_leaderboard_empty',
  'raffle_col_position',
  'raffle_col_player',
  'raffle_col_tickets',
  'raffle_col_prize',
  'raffle_show_more',
  'raffle_show_less',
  'raffle_verify',
] as const;
