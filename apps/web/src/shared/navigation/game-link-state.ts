// How a game page was reached (spec 001 §6): a visitor who opens a game without demo play from the
// lobby is asked to play for real (the play-for-real modal), one who follows a direct link to the
// game page is asked to log in. The lobby and the search overlay pass this state with the link
// (`<Link to={tile.url} state={gameLinkState('lobby')}>`); anything else counts as a direct link.

const GAME_LINK_STATE_KEY = 'gameOpenedFrom';

export const GAME_OPENED_FROM = ['lobby', 'link'] as const;
export type GameOpenedFrom = (typeof GAME_OPENED_FROM)[number];

/** The router state a link to a game page carries. */
export function gameLinkState(from: GameOpenedFrom): Readonly<Record<string, GameOpenedFrom>> {
  return { [GAME_LINK_STATE_KEY]: from };
}

/** Where the game page was opened from, read from `location.state`; a direct link without one. */
export function gameOpenedFrom(locationState: unknown): GameOpenedFrom {
  if (typeof locationState !== 'object' || locationState === null) return 'link';
  const value = (locationState as Record<string, unknown>)[GAME_LINK_STATE_KEY];
  return value === 'lobby' ? 'lobby' : 'link';
}
