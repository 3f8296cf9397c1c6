/** Real money, or play for fun (`?mode=demo` of the launch call and of the page). */
export type GameMode = 'real' | 'demo';

export const GAME_MODE_PARAM = 'mode';
export const DEMO_MODE = 'demo';

/**
 * spec 001 §6: a visitor plays for fun only; a logged-in player plays for real unless the page
 * asks for fun play (`/{locale}/game/{slug}?mode=demo`).
 */
export function gameModeOf({
  isLogged,
  search,
}: {
  isLogged: boolean;
  search: URLSearchParams;
}): GameMode {
  if (!isLogged) return 'demo';
  return search.get(GAME_MODE_PARAM) === DEMO_MODE ? 'demo' : 'real';
}
