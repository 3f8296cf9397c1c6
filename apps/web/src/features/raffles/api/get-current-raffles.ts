import { type TRaffle, ZCurrentRafflesResponse } from '@playfair/contracts/raffles';
import { CACHE_TIME_SECONDS, SECOND_MS } from '@playfair/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpRequest } from '../../../shared/http/http-client';

/** Every raffle query's key starts with this: a countdown reaching zero refetches them all. */
export const RAFFLES_QUERY_ROOT = 'raffles';

/** GET /{locale}/get-current-raffles-all-data: the draws running now, daily and monthly. */
export async function getCurrentRaffles({
  locale,
  signal,
}: {
  locale: string;
  signal?: AbortSignal;
}): Promise<TRaffle[]> {
  const answer = await httpRequest(`/${encodeURIComponent(locale)}/get-current-raffles-all-data`, {
    schema: ZCurrentRafflesResponse,
    signal,
  });
  return answer.currentRaffles;
}

export function currentRafflesQueryOptions({ locale }: { locale: string }) {
  return queryOptions({
    queryKey: [RAFFLES_QUERY_ROOT, 'current', locale],
    queryFn: ({ signal }) => getCurrentRaffles({ locale, signal }),
    staleTime: CACHE_TIME_SECONDS.allRaffles * SECOND_MS,
  });
}

export function useCurrentRaffles(input: { locale: string }) {
  return useQuery(currentRafflesQueryOptions(input));
}
