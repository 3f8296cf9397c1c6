/** Catalog keys the game tile renders; src/app/text-keys.ts adds them to the texts it loads. */
export const GAME_TILE_TEXT_KEYS = [
  'game_tile_play_for_fun',
  'game_tile_play_for_fun_label',
  'game_tile_favourite_label',
  'game_tile_exclusive',
  'game_tile_promoted',
  'game_tile_maintenance',
  'game_tile_offline',
  'generic_error_msg',
] as const;
