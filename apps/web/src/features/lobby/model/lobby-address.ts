import { LOBBY_HOME_CATEGORY, type LobbyVertical } from '@playfair/contracts/lobby';
import {
  isCategorySlug,
  LOBBY_PAGE_SEGMENTS,
  lobbyCategoryPath,
} from '@playfair/contracts/web-pages';
import { isLobbySort, type LobbySort } from './sort-games';

// spec 000 §2: choosing a category sets the address to the base URL plus the category name, the
// base URL alone for home (contracts/web-pages.ts, DESIGN §6 `/{locale}/casino[/{category}]`). The
// sort and provider filter of a category list (spec 001 §2) live in its query string.

export function lobbyBasePath(locale: string, vertical: LobbyVertical): string {
  return lobbyCategoryPath(locale, vertical, LOBBY_HOME_CATEGORY);
}

const VERTICAL_BY_SEGMENT: ReadonlyMap<string, LobbyVertical> = new Map(
  (Object.entries(LOBBY_PAGE_SEGMENTS) as [LobbyVertical, string][]).map(([vertical, segment]) => [
    segment,
    vertical,
  ]),
);

export type LobbyLocation = { vertical: LobbyVertical; category: string };

/** `/en/casino` → casino home, `/en/live-casino/roulette` → live roulette; null for other pages. */
export function lobbyLocationOf(pathname: string): LobbyLocation | null {
  const [, locale, segment, category, ...rest] = pathname.replace(/\/+$/, '').split('/');
  if (locale === undefined || locale === '' || segment === undefined || rest.length > 0)
    return null;
  const vertical = VERTICAL_BY_SEGMENT.get(segment);
  if (vertical === undefined) return null;
  if (category === undefined) return { vertical, category: LOBBY_HOME_CATEGORY };
  return isCategorySlug(category) ? { vertical, category } : null;
}

export type LobbyQuery = { sort: LobbySort; provider: string | null };

export const DEFAULT_LOBBY_QUERY: LobbyQuery = { sort: 'none', provider: null };

export function readLobbyQuery(search: string | URLSearchParams): LobbyQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sort = params.get('sort');
  const provider = params.get('provider');
  return {
    sort: sort !== null && isLobbySort(sort) ? sort : DEFAULT_LOBBY_QUERY.sort,
    provider: provider === null || provider.trim() === '' ? null : provider,
  };
}

/** `search` with the lobby's parameters set (defaults left out), other parameters kept. */
export function withLobbyQuery(search: string, query: Partial<LobbyQuery>): string {
  const params = new URLSearchParams(search);
  const next = { ...readLobbyQuery(params), ...query };
  if (next.sort === DEFAULT_LOBBY_QUERY.sort) params.delete('sort');
  else params.set('sort', next.sort);
  if (next.provider === null) params.delete('provider');
  else params.set('provider', next.provider);
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
