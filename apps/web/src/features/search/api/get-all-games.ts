import {
  type LobbyVertical,
  type TAllGamesResponse,
  ZAllGamesResponse,
} from '@playfair/contracts/lobby';
import { CACHE_TIME_SECONDS, SECOND_MS } from '@playfair/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAME_LISTS_QUERY_ROOT } from '../../../shared/games/game-lists';
import { httpRequest } from '../../../shared/http/http-client';

const ALL_GAMES_PATHS = {
  casino: 'all/casino/games',
  live: 'all/live/casino/games',
} as const satisfies Record<LobbyVertical, string>;

/**
 * GET /{locale}/all/casino/games or /all/live/casino/games (spec 001 §7): the whole vertical, with
 * the search aliases of the caller's locale.
 */
export function getAllGames({
  locale,
  vertical,
  signal,
}: {
  locale: string;
  vertical: LobbyVertical;
  signal?: AbortSignal;
}): Promise<TAllGamesResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/${ALL_GAMES_PATHS[vertical]}`, {
    schema: ZAllGamesResponse,
    signal,
  });
}

type AllGamesInput = { locale: string; vertical: LobbyVertical; userId: string | null };

/**
 * Cached as the lobby's games are (spec 000 §9: 60 s), per player: `favourite` is the caller's.
 * Loaded by the first character typed (spec 001 §5) or by a view that lists games. Under the
 * game-lists root, so a favourite toggled on any tile marks it here too.
 */
export function allGamesQueryOptions({ locale, vertical, userId }: AllGamesInput) {
  return queryOptions({
    queryKey: [GAME_LISTS_QUERY_ROOT, 'all-games', locale, vertical, userId],
    queryFn: ({ signal }) => getAllGames({ locale, vertical, signal }),
    staleTime: CACHE_TIME_SECONDS.lobbyGames * SECOND_MS,
  });
}

export function useAllGames(input: AllGamesInput, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...allGamesQueryOptions(input), enabled: isEnabled });
}
