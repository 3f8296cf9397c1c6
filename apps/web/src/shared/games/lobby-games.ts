import {
  type LobbyVertical,
  type TLobbyGamesResponse,
  ZLobbyGamesResponse,
} from '@playfair/contracts/lobby';
import { CACHE_TIME_SECONDS, SECOND_MS } from '@playfair/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAME_LISTS_QUERY_ROOT } from './game-lists';
import { httpRequest } from '../http/http-client';
import { firstScreenUpdatedAt, takeFirstScreen } from './first-screen';

export type LobbyGamesInput = {
  vertical: LobbyVertical;
  locale: string;
  /** The player's id (null for a visitor): favourites and the player's own rows are theirs. */
  userId: string | null;
  /** A category slug, or `home` for every row (20 games each). */
  category: string;
};

const VERTICAL_PATHS = {
  casino: 'all/casino/getLobbyGames',
  live: 'all/live/casino/getLobbyGames',
} as const satisfies Record<LobbyVertical, string>;

/**
 * GET /{locale}/all/casino/getLobbyGames/{category} or /all/live/casino/getLobbyGames/{category}
 * (spec 000 §7): the rows of the home view or one category's full list, and the view's SEO page.
 */
export function getLobbyGames({
  vertical,
  locale,
  category,
  signal,
}: Omit<LobbyGamesInput, 'userId'> & { signal?: AbortSignal }): Promise<TLobbyGamesResponse> {
  const path = `/${encodeURIComponent(locale)}/${VERTICAL_PATHS[vertical]}/${encodeURIComponent(category)}`;
  // A player's answer carries their favourites, so the server marks it `private, no-cache`: the
  // read after a toggle is never the browser's stale copy. This query's 60 s cache spares the server.
  return httpRequest(path, { schema: ZLobbyGamesResponse, signal });
}

/**
 * spec 000 §7 / §9: lobby games are cached 60 s. A favourite toggle updates them by the root key.
 * The page's first view starts from the answer the server inlined in it (`takeFirstScreen`).
 */
export function lobbyGamesQueryOptions(input: LobbyGamesInput) {
  const { vertical, locale, userId, category } = input;
  return queryOptions({
    queryKey: [GAME_LISTS_QUERY_ROOT, 'lobby', vertical, locale, userId ?? 'logged-out', category],
    queryFn: ({ signal }) =>
      getLobbyGames({
        vertical,
        locale,
        category,
        signal,
      }),
    staleTime: CACHE_TIME_SECONDS.lobbyGames * SECOND_MS,
    initialData: () => takeFirstScreen(input),
    initialDataUpdatedAt: firstScreenUpdatedAt,
  });
}

export function useLobbyGames(input: LobbyGamesInput) {
  return useQuery(lobbyGamesQueryOptions(input));
}
