import { type TWinnerEntry, ZRaffleWinnersResponse } from '@playfair/contracts/raffles';
import { CACHE_TIME_SECONDS, SECOND_MS } from '@playfair/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpRequest } from '../../../shared/http/http-client';
import { RAFFLES_QUERY_ROOT } from './get-current-raffles';

/**
 * GET /{locale}/get-raffle-winners/{raffleId}: the winners by position, names masked by the
 * server (spec 000 §5). `success: false` is only logged (spec 000 §8).
 */
export async function getRaffleWinners({
  locale,
  raffleId,
  signal,
}: {
  locale: string;
  raffleId: string;
  signal?: AbortSignal;
}): Promise<TWinnerEntry[]> {
  const answer = await httpRequest(
    `/${encodeURIComponent(locale)}/get-raffle-winners/${encodeURIComponent(raffleId)}`,
    { schema: ZRaffleWinnersResponse, signal },
  );
  if (!answer.success) {
    console.warn(`get-raffle-winners/${raffleId}: unsuccessful`);
    return [];
  }
  return [...answer.raffleWinners].sort((a, b) => a.position - b.position);
}

export function raffleWinnersQueryOptions(input: { locale: string; raffleId: string }) {
  return queryOptions({
    queryKey: [RAFFLES_QUERY_ROOT, 'winners', input.locale, input.raffleId],
    queryFn: ({ signal }) => getRaffleWinners({ ...input, signal }),
    // spec 000 §7: an hour, but only once the list has its winners.
    staleTime: (query) =>
      (query.state.data?.length ?? 0) > 0 ? CACHE_TIME_SECONDS.winners * SECOND_MS : 0,
  });
}

export function useRaffleWinners(input: { locale: string; raffleId: string }) {
  return useQuery(raffleWinnersQueryOptions(input));
}
