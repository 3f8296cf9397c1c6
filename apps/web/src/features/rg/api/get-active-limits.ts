import { type TActiveLimitsResponse, ZActiveLimitsResponse } from '@playfair/contracts/rg';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpRequest } from '../../../shared/http/http-client';

/**
 * GET /{locale}/user/v2/active-limits (spec 001 §3 "Limits response"): the player's active and
 * future limits, what their market offers and where they stand with the quiz.
 */
export function getActiveLimits({
  locale,
  signal,
}: {
  locale: string;
  signal?: AbortSignal;
}): Promise<TActiveLimitsResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/user/v2/active-limits`, {
    schema: ZActiveLimitsResponse,
    signal,
  });
}

export function activeLimitsQueryOptions({ locale, userId }: { locale: string; userId: string }) {
  return queryOptions({
    queryKey: ['active-limits', userId],
    queryFn: ({ signal }) => getActiveLimits({ locale, signal }),
  });
}

export function useActiveLimits(input: { locale: string; userId: string }) {
  return useQuery(activeLimitsQueryOptions(input));
}
