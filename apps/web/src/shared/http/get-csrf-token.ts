import { ZCsrfTokenResponse } from '@playfair/contracts/identity';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { httpRequest } from './http-client';

/** GET /public-api/v1/get-form-csrf-token (spec 000 §7, global path): the session's form token. */
export async function getCsrfToken({ signal }: { signal?: AbortSignal } = {}): Promise<string> {
  const { csrf_token: token } = await httpRequest('/public-api/v1/get-form-csrf-token', {
    schema: ZCsrfTokenResponse,
    signal,
  });
  return token;
}

/**
 * The token belongs to the browser's session, which only a page load changes (login and logout
 * end in one), so a fetched token stays good until a form answers csrf-error; then the form asks
 * again with `staleTime: 0` (see `postWithCsrfRetry`).
 */
export function csrfTokenQueryOptions() {
  return queryOptions({
    queryKey: ['csrf-token'],
    queryFn: ({ signal }) => getCsrfToken({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The token a form posts with: the cached one, or (after a csrf-error) a fresh one from the
 * server. For `postWithCsrfRetry`.
 */
export function csrfTokenFrom(queryClient: QueryClient): (isRefresh: boolean) => Promise<string> {
  return (isRefresh) =>
    queryClient.fetchQuery({ ...csrfTokenQueryOptions(), ...(isRefresh ? { staleTime: 0 } : {}) });
}
