import { type TRealityCheckSummary, ZRealityCheckSummary } from '@playfair/contracts/game-session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpRequest } from '../../../shared/http/http-client';

/**
 * GET /{locale}/reality-check: the check's figures — the position of the last 60 minutes (spec
 * 000 §9) and the minutes of the sitting.
 */
export function getRealityCheckSummary({
  locale,
  signal,
}: {
  locale: string;
  signal?: AbortSignal;
}): Promise<TRealityCheckSummary> {
  return httpRequest(`/${encodeURIComponent(locale)}/reality-check`, {
    schema: ZRealityCheckSummary,
    signal,
  });
}

/** Read fresh for every showing of the check (`showing`), never from an earlier one. */
export function realityCheckSummaryQueryOptions({
  locale,
  userId,
  showing,
}: {
  locale: string;
  userId: string;
  showing: number;
}) {
  return queryOptions({
    queryKey: ['reality-check-summary', userId, showing],
    queryFn: ({ signal }) => getRealityCheckSummary({ locale, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

export function useRealityCheckSummary(
  input: Parameters<typeof realityCheckSummaryQueryOptions>[0],
) {
  return useQuery(realityCheckSummaryQueryOptions(input));
}
