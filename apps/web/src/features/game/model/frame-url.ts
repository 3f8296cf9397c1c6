import { IGC_GAME_URL_FALSE } from '@playfair/contracts/games';

export type GameUrl =
  /** The iframe's address and its origin: the only origin whose messages the page reads. */
  | { kind: 'url'; url: string; origin: string }
  /** spec 001 §7: the text `false`: this game cannot be opened in this mode for this player. */
  | { kind: 'unavailable' };

/**
 * The answer of GET /igc-game-url/{gameId}: a web address (absolute, or relative to the site) or
 * `false`. Anything else (an answer that is no http(s) address) counts as unavailable: the frame
 * never loads `javascript:` or the like.
 */
export function readGameUrl(text: string, base: string): GameUrl {
  const answer = text.trim();
  if (answer === '' || answer === IGC_GAME_URL_FALSE) return { kind: 'unavailable' };
  try {
    const url = new URL(answer, base);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'unavailable' };
    return { kind: 'url', url: url.href, origin: url.origin };
  } catch {
    return { kind: 'unavailable' };
  }
}
