import { type TRaffle, ZNextRafflesResponse } from '@playfair/contracts/raffles';
import { CACHE_TIME_SECONDS, SECOND_MS } from '@playfair/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpRequest } from '../../../shared/http/http-client';
import { RAFFLES_QUERY_ROOT } from './get-current-raffles';

/**
 * GET /{locale}/get-next-raffles: the draws still to start. spec 000 §8: `success: false` is only
 * logged; the page then knows of no next draw.
 */
export async function getNextRaffles({
  locale,
  signal,
}: {
  locale: string;
  signal?: AbortSignal;
}): Promise<TRaffle[]> {
  const answer = await httpRequest(`/${encodeURIComponent(locale)}/get-next-raffles`, {
    schema: ZNextRafflesResponse,
    signal,
  });
  if (!answer.success) {
    console.warn('get-next-raffles:', answer.message);
    return [];
  }
  return answer.raffles;
}

export function nextRafflesQueryOptions({ locale }: { locale: string }) {
  return queryOptions({
    queryKey: [RAFFLES_QUERY_ROOT, 'next', locale],
    queryFn: ({ signal }) => getNextRaffles({ locale, signal }),
    staleTime: CACHE_TIME_SECONDS.allRaffles * SECOND_MS,
  });
}

/** spec 000 §4: asked only when a draw type has no current draw. */
export function useNextRaffles(input: { locale: string; isEnabled: boolean }) {
  return useQuery({ ...nextRafflesQueryOptions(input), enabled: input.isEnabled });
}
