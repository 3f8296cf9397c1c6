import { type TGamingHistoryResponse, ZGamingHistoryResponse } from '@playfair/contracts/gaming';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { httpRequest } from '../../../shared/http/http-client';

/** GET /{locale}/user/gaming-history?page (DESIGN §5): the player's game rounds, newest first. */
export function getGamingHistory({
  locale,
  page,
  signal,
}: {
  locale: string;
  page: number;
  signal?: AbortSignal;
}): Promise<TGamingHistoryResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/user/gaming-history`, {
    schema: ZGamingHistoryResponse,
    query: { page },
    signal,
  });
}

export function gamingHistoryQueryOptions({
  locale,
  userId,
  page,
}: {
  locale: string;
  userId: string;
  page: number;
}) {
  return queryOptions({
    queryKey: ['gaming-history', userId, page],
    queryFn: ({ signal }) => getGamingHistory({ locale, page, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useGamingHistory(input: Parameters<typeof gamingHistoryQueryOptions>[0]) {
  return useQuery(gamingHistoryQueryOptions(input));
}
