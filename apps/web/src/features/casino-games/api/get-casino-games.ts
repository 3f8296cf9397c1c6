import { type TAllGamesResponse, ZAllGamesResponse } from '@playfair/contracts/lobby';
import { CACHE_TIME_SECONDS, SECOND_MS } from '@playfair/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAME_LISTS_QUERY_ROOT } from '../../../shared/games/game-lists';
import { httpRequest } from '../../../shared/http/http-client';

/** GET /{locale}/all/casino/games (spec 001 §7): every casino game, for the A–Z page. */
export function getCasinoGames({
  locale,
  signal,
}: {
  locale: string;
  signal?: AbortSignal;
}): Promise<TAllGamesResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/all/casino/games`, {
    schema: ZAllGamesResponse,
    signal,
  });
}

/**
 * Cached as the lobby's games are (spec 000 §9: 60 s), per player (`favourite` is theirs); under
 * the game-lists root, so a favourite toggled on a tile marks it here too.
 */
export function casinoGamesQueryOptions({
  locale,
  userId,
}: {
  locale: string;
  userId: string | null;
}) {
  return queryOptions({
    queryKey: [GAME_LISTS_QUERY_ROOT, 'all-games', locale, 'casino', userId],
    queryFn: ({ signal }) => getCasinoGames({ locale, signal }),
    staleTime: CACHE_TIME_SECONDS.lobbyGames * SECOND_MS,
  });
}

export function useCasinoGames(input: { locale: string; userId: string | null }) {
  return useQuery(casinoGamesQueryOptions(input));
}
