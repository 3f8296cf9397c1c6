import type { GameTag, LobbyVertical, TGameTile } from '@playfair/contracts/lobby';
import { webPagePath } from '@playfair/contracts/web-pages';

/** spec 000 §2 / spec 001 §2: the overlay's views, in tab order. */
export const SEARCH_VIEWS = [
  'categories',
  'az',
  'providers',
  'favourites',
  'jackpots',
  'table-games',
  'live-casino',
  'races',
] as const;
export type SearchView = (typeof SEARCH_VIEWS)[number];

export const DEFAULT_SEARCH_VIEW: SearchView = 'categories';

export function isSearchView(value: unknown): value is SearchView {
  return typeof value === 'string' && (SEARCH_VIEWS as readonly string[]).includes(value);
}

/** spec 000 §2 / spec 001 §2: the filters, toggled on the games' tags. */
export const SEARCH_FILTERS = [
  'roulette',
  'blackjack',
  'gameshows',
  'baccarat',
] as const satisfies readonly GameTag[];
export type SearchFilter = (typeof SEARCH_FILTERS)[number];

/**
 * The views a viewer has. spec 000 §6: favourites are a player's, and hidden in live casino.
 */
export function visibleViews({
  isLogged,
  vertical,
}: {
  isLogged: boolean;
  vertical: LobbyVertical;
}): readonly SearchView[] {
  const hasFavourites = isLogged && vertical === 'casino';
  return SEARCH_VIEWS.filter((view) => view !== 'favourites' || hasFavourites);
}

/**
 * Which all-games list a view lists from: the overlay's vertical for A-Z and providers, the
 * casino's for its own kinds of games (table games, jackpots, favourites), the live list for live
 * casino; categories and races read the lobby's rows instead.
 */
export function allGamesListOf(view: SearchView, vertical: LobbyVertical): LobbyVertical | null {
  switch (view) {
    case 'az':
    case 'providers':
      return vertical;
    case 'favourites':
    case 'jackpots':
    case 'table-games':
      return 'casino';
    case 'live-casino':
      return 'live';
    case 'categories':
    case 'races':
      return null;
  }
}

/** Whether a game has one of `filters` (any of them: the chips add up). No filter keeps all. */
export function withFilters<TGame extends Pick<TGameTile, 'tags'>>(
  games: readonly TGame[],
  filters: readonly SearchFilter[],
): readonly TGame[] {
  if (filters.length === 0) return games;
  return games.filter((game) =>
    game.tags.some((tag) => (filters as readonly string[]).includes(tag)),
  );
}

/** The lobby the overlay searches: the one named by whoever opened it, else the page's. */
export function searchVertical(param: string | undefined, pathname: string): LobbyVertical {
  if (param === 'casino' || param === 'live') return param;
  const [, , page] = pathname.split('/');
  return page === 'live-casino' ? 'live' : 'casino';
}

/** A category's page in its lobby: the base URL plus the category's name (spec 000 §2). */
export function categoryPath(locale: string, vertical: LobbyVertical, slug: string): string {
  return `${webPagePath(locale, vertical === 'live' ? 'liveCasino' : 'casino')}/${slug}`;
}

/** The lobby a game belongs to (the tile's `vertical`). */
export function verticalOfGame(game: Pick<TGameTile, 'isLive'>): LobbyVertical {
  return game.isLive ? 'live' : 'casino';
}
