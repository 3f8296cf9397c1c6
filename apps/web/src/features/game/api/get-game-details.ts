import { type TGameDetails, ZGameDetailsResponse } from '@playfair/contracts/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../shared/http/api-error';
import { httpRequest } from '../../../shared/http/http-client';

/** GET /{locale}/games/{slug}: the game, or null when the catalogue has none of that slug (404). */
export async function getGameDetails({
  locale,
  slug,
  signal,
}: {
  locale: string;
  slug: string;
  signal?: AbortSignal;
}): Promise<TGameDetails | null> {
  try {
    const answer = await httpRequest(
      `/${encodeURIComponent(locale)}/games/${encodeURIComponent(slug)}`,
      { schema: ZGameDetailsResponse, signal },
    );
    return answer.game;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function gameDetailsQueryOptions({ locale, slug }: { locale: string; slug: string }) {
  return queryOptions({
    queryKey: ['game', locale, slug],
    queryFn: ({ signal }) => getGameDetails({ locale, slug, signal }),
  });
}

export function useGameDetails(input: { locale: string; slug: string }) {
  return useQuery(gameDetailsQueryOptions(input));
}
