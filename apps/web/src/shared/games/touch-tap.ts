import { DOUBLE_TAP_MS } from '@playfair/domain/constants';

// A tile on a touch screen (spec 001 §9 "double tap detection 800 ms"): the first tap shows the
// tile's actions instead of leaving the page, a second tap within 800 ms favourites the game, and
// a later tap opens it. Mouse and keyboard open the game at once.

export type TouchTapOutcome = 'reveal' | 'favourite' | 'open';

export type TouchTapState = {
  /** The actions are showing (a first tap was made). */
  isRevealed: boolean;
  /** When the previous tap was, in ms (any monotonic clock); null before the first. */
  lastTapAt: number | null;
};

export function isDoubleTap(lastTapAt: number | null, now: number): boolean {
  return lastTapAt !== null && now - lastTapAt <= DOUBLE_TAP_MS;
}

export function touchTapOutcome(
  state: TouchTapState,
  now: number,
  canFavourite: boolean,
): TouchTapOutcome {
  if (isDoubleTap(state.lastTapAt, now)) return canFavourite ? 'favourite' : 'open';
  return state.isRevealed ? 'open' : 'reveal';
}
