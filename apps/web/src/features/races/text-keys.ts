/**
 * The races page's own namespace: its texts load when the page first renders, not with the shell.
 * A key it lacks resolves from the common namespace.
 */
export const RACES_NAMESPACE = 'races';

/**
 * Catalog keys in the common namespace: the time left of a race, which the lobby's race widget and
 * the search overlay's races view show on the first screen.
 */
export const RACES_COMMON_TEXT_KEYS = [
  'race_ends_in',
  'race_starts_in',
  'race_starts_at',
  'race_time_left',
] as const;

/**
 * Catalog keys of the races namespace: the races page and the game view's race panel, which loads
 * them when it first renders (beside the game, it shows once they are here).
 */
export const RACES_TEXT_KEYS = [
  'loading',
  'opt_in_success',
  'opt_in_fail',
  'race_game_not_ok',
  'race_status_running',
  'race_status_upcoming',
  'race_status_finished',
  'race_opt_in',
  'race_opted_in',
  'race_login_needed',
  'race_leaderboard_title',
  'race_leaderboard_empty',
  'race_col_position',
  'race_col_player',
  'race_col_points',
  'race_you',
  'race_stats_title',
  'race_stat_spins',
  'race_stat_wins',
  'race_stat_losses',
  'race_stat_points',
  'race_stat_last_points',
  'race_position',
  'race_panel_title',
  'race_panel_open',
  'race_panel_close',
  'race_finish_title',
  'race_finish_position',
  'race_finish_no_position',
  'race_finish_prize',
  'race_see_all',
  'races_title',
  'races_intro',
  'races_empty_title',
  'races_empty_text',
  'races_ends_at',
  'races_starts_at',
  'races_ended_at',
  'races_unit_days',
  'races_unit_hours',
  'races_unit_minutes',
  'races_unit_seconds',
  'races_prizes_title',
  'races_min_stake',
  'races_points_rule',
  'races_games_title',
  'races_entrants',
  'races_show_full_board',
  'races_show_top_board',
] as const;
