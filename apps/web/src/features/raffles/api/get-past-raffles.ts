import {
  type RaffleOccurrence,
  type TRaffle,
  ZAllRafflesResponse,
} from '@playfair/contracts/raffles';
import { CACHE_TIME_SECONDS, PAST_DRAWS_FETCHED, SECOND_MS } from '@playfair/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpRequest } from '../../../shared/http/http-client';
import { RAFFLES_QUERY_ROOT } from './get-current-raffles';

/**
 * GET /{locale}/get-all-raffles/{type}/{count}: the last drawn draws of a type, newest first
 * (spec 000 §9: 7 daily, 6 monthly). `success: false` is only logged (spec 000 §8).
 */
export async function getPastRaffles({
  locale,
  occurrence,
  signal,
}: {
  locale: string;
  occurrence: RaffleOccurrence;
  signal?: AbortSignal;
}): Promise<TRaffle[]> {
  const count = PAST_DRAWS_FETCHED[occurrence];
  const answer = await httpRequest(
    `/${encodeURIComponent(locale)}/get-all-raffles/${occurrence}/${count}`,
    { schema: ZAllRafflesResponse, signal },
  );
  if (!answer.success) {
    console.warn(`get-all-raffles/${occurrence}: unsuccessful`);
    return [];
  }
  return answer.raffles;
}

export function pastRafflesQueryOptions(input: { locale: string; occurrence: RaffleOccurrence }) {
  return queryOptions({
    queryKey: [RAFFLES_QUERY_ROOT, 'past', input.locale, input.occurrence],
    queryFn: ({ signal }) => getPastRaffles({ ...input, signal }),
    staleTime: CACHE_TIME_SECONDS.allRaffles * SECOND_MS,
  });
}

export function usePastRaffles(input: { locale: string; occurrence: RaffleOccurrence }) {
  return useQuery(pastRafflesQueryOptions(input));
}
