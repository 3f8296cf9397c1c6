import { type TRewardsHistoryResponse, ZRewardsHistoryResponse } from '@playfair/contracts/rewards';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { httpRequest } from '../../../shared/http/http-client';
import { rewardsQueryOptions } from '../../../shared/rewards/get-rewards';

/** GET /{locale}/user/rewards-history?page: bonuses, free spins and cashback, newest first. */
export function getRewardsHistory({
  locale,
  page,
  signal,
}: {
  locale: string;
  page: number;
  signal?: AbortSignal;
}): Promise<TRewardsHistoryResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/user/rewards-history`, {
    schema: ZRewardsHistoryResponse,
    query: { page },
    signal,
  });
}

/**
 * A page of one player's rewards history, keyed below their rewards (shared/rewards): whatever
 * reads the rewards again (a claim, the `rewards` push) reads the history again too.
 */
export function rewardsHistoryQueryOptions({
  locale,
  userId,
  page,
}: {
  locale: string;
  userId: string;
  page: number;
}) {
  return queryOptions({
    queryKey: [...rewardsQueryOptions({ locale, userId }).queryKey, 'history', page],
    queryFn: ({ signal }) => getRewardsHistory({ locale, page, signal }),
    // The page on show stays while the next one loads: the list does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useRewardsHistory(input: Parameters<typeof rewardsHistoryQueryOptions>[0]) {
  return useQuery(rewardsHistoryQueryOptions(input));
}
