/** The casino games page's own namespace: loaded when the page first renders. */
export const CASINO_GAMES_NAMESPACE = 'casino-games';

export const CASINO_GAMES_TEXT_KEYS = [
  'casino_games_title',
  'casino_games_intro',
  'casino_games_count',
  'casino_games_letters',
  'casino_games_empty',
  'loading',
] as const;
