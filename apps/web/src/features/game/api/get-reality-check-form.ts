import { type TRealityCheckForm, ZRealityCheckForm } from '@playfair/contracts/game-session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpRequest } from '../../../shared/http/http-client';

/**
 * GET /{locale}/reality-check-form: the interval of the checks, and the intervals the market lets
 * the player choose from (empty: fixed). Choosing is the account's limits area; the check only
 * says which interval is in force.
 */
export function getRealityCheckForm({
  locale,
  signal,
}: {
  locale: string;
  signal?: AbortSignal;
}): Promise<TRealityCheckForm> {
  return httpRequest(`/${encodeURIComponent(locale)}/reality-check-form`, {
    schema: ZRealityCheckForm,
    signal,
  });
}

export function realityCheckFormQueryOptions({
  locale,
  userId,
}: {
  locale: string;
  userId: string;
}) {
  return queryOptions({
    queryKey: ['reality-check-form', userId],
    queryFn: ({ signal }) => getRealityCheckForm({ locale, signal }),
    staleTime: 0,
  });
}

export function useRealityCheckForm(input: Parameters<typeof realityCheckFormQueryOptions>[0]) {
  return useQuery(realityCheckFormQueryOptions(input));
}
