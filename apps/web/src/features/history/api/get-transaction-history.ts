import {
  type TTransactionHistoryResponse,
  ZTransactionHistoryResponse,
} from '@playfair/contracts/payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { httpRequest } from '../../../shared/http/http-client';

export type HistoryPageQuery = { from: string; to: string; page: number };

/** GET /{locale}/user/transaction-history?from&to&page: deposits and withdrawals, paged. */
export function getTransactionHistory({
  locale,
  query,
  signal,
}: {
  locale: string;
  query: HistoryPageQuery;
  signal?: AbortSignal;
}): Promise<TTransactionHistoryResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/user/transaction-history`, {
    schema: ZTransactionHistoryResponse,
    query,
    signal,
  });
}

export function transactionHistoryQueryOptions({
  locale,
  userId,
  query,
}: {
  locale: string;
  userId: string;
  query: HistoryPageQuery;
}) {
  return queryOptions({
    queryKey: ['transaction-history', userId, query.from, query.to, query.page],
    queryFn: ({ signal }) => getTransactionHistory({ locale, query, signal }),
    // The page on show stays while the next one loads: the list does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useTransactionHistory(input: Parameters<typeof transactionHistoryQueryOptions>[0]) {
  return useQuery(transactionHistoryQueryOptions(input));
}
