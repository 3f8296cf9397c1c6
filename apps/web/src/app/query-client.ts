import { QueryClient } from '@tanstack/react-query';
import { isRetryableError } from '../shared/http/api-error';

const MAX_QUERY_RETRIES = 2;
const DEFAULT_STALE_TIME_MS = 30_000;
const DEFAULT_GC_TIME_MS = 5 * 60_000;

/**
 * Server state defaults. Each call's queryOptions sets the cache time the spec gives it
 * (CACHE_TIME_SECONDS in @playfair/domain/constants); the default keeps an answer fresh for 30 s,
 * retries only failures that may pass (no answer, 5xx; never a 4xx) and does not refetch on
 * window focus, which would make balances and lobbies flicker on every tab switch.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME_MS,
        gcTime: DEFAULT_GC_TIME_MS,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < MAX_QUERY_RETRIES && isRetryableError(error),
      },
      mutations: { retry: false },
    },
  });
}
