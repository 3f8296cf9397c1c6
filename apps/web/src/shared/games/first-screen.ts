import { LOBBY_FIRST_SCREEN_ELEMENT_ID } from '@playfair/contracts/page-elements';
import { type TLobbyGamesResponse, ZLobbyFirstScreen } from '@playfair/contracts/lobby';
import { CACHE_TIME_SECONDS, SECOND_MS } from '@playfair/domain/constants';
import type { LobbyGamesInput } from './lobby-games';

export type FirstScreenSource = {
  doc: Document;
  /** When the page was asked for: the inlined answer is as old as the page. */
  pageRequestedAt: number;
  now: number;
};

function browserSource(): FirstScreenSource {
  return { doc: document, pageRequestedAt: performance.timeOrigin, now: Date.now() };
}

function readInlined(element: HTMLElement) {
  try {
    return ZLobbyFirstScreen.safeParse(JSON.parse(element.textContent ?? ''));
  } catch {
    return null;
  }
}

/**
 * The lobby answer the server inlined in the page (its first screen, `ZLobbyFirstScreen`), taken
 * once by the first query for the same vertical, locale, category and player, while it is younger
 * than the lobby's 60 s cache time (spec 000 §9). Any other query, a later one, or an element that
 * does not parse calls the server as usual.
 */
export function takeFirstScreen(
  input: LobbyGamesInput,
  source: FirstScreenSource = browserSource(),
): TLobbyGamesResponse | undefined {
  const element = source.doc.getElementById(LOBBY_FIRST_SCREEN_ELEMENT_ID);
  if (element === null) return undefined;
  const parsed = readInlined(element);
  const isFresh = source.now - source.pageRequestedAt < CACHE_TIME_SECONDS.lobbyGames * SECOND_MS;
  if (parsed === null || !parsed.success || !isFresh) {
    element.remove();
    return undefined;
  }
  const inlined = parsed.data;
  const isSame =
    inlined.vertical === input.vertical &&
    inlined.locale === input.locale &&
    inlined.category === input.category &&
    inlined.userId === input.userId;
  if (!isSame) return undefined;
  element.remove();
  return inlined.answer;
}

/** When the inlined answer was made: the page's request (TanStack Query's `initialDataUpdatedAt`). */
export function firstScreenUpdatedAt(): number {
  return performance.timeOrigin;
}
