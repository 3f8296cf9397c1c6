import { type TGetGamesResponse, ZGetGamesResponse } from '@playfair/contracts/lobby';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAME_LISTS_QUERY_ROOT } from '../../../shared/games/game-lists';
import { httpRequest } from '../../../shared/http/http-client';

/** The get-games category that holds the player's favourites (spec 000 §7). */
const FAVOURITES_CATEGORY = 'favourites';

/** GET /{locale}/get-games/favourites (spec 000 §7, needs a session): the player's favourites. */
export function getFavouriteGames({
  locale,
  signal,
}: {
  locale: string;
  signal?: AbortSignal;
}): Promise<TGetGamesResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/get-games/${FAVOURITES_CATEGORY}`, {
    schema: ZGetGamesResponse,
    signal,
  });
}

/**
 * One player's favourites. Always asked again when the view opens (staleTime 0): the player may
 * have marked one in the lobby a moment ago; under the game-lists root, so a toggle on a tile
 * reads them again.
 */
export function favouriteGamesQueryOptions({ locale, userId }: { locale: string; userId: string }) {
  return queryOptions({
    queryKey: [GAME_LISTS_QUERY_ROOT, 'favourites', locale, userId],
    queryFn: ({ signal }) => getFavouriteGames({ locale, signal }),
    staleTime: 0,
  });
}

export function useFavouriteGames(
  input: { locale: string; userId: string | null },
  { isEnabled }: { isEnabled: boolean },
) {
  return useQuery({
    ...favouriteGamesQueryOptions({ locale: input.locale, userId: input.userId ?? '' }),
    enabled: isEnabled && input.userId !== null,
  });
}
