import { type TGamingPeriodResponse, ZGamingPeriodResponse } from '@playfair/contracts/gaming';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpRequest } from '../../../shared/http/http-client';

/** spec 000 §7: the gaming history summary covers the last 30 days. */
export const GAMING_SUMMARY_DAYS = 30;

/** GET /{locale}/user/get-gaming-history-period/{days}: rounds, bets, wins and the net result. */
export function getGamingPeriod({
  locale,
  days,
  signal,
}: {
  locale: string;
  days: number;
  signal?: AbortSignal;
}): Promise<TGamingPeriodResponse> {
  return httpRequest(
    `/${encodeURIComponent(locale)}/user/get-gaming-history-period/${encodeURIComponent(days)}`,
    { schema: ZGamingPeriodResponse, signal },
  );
}

export function gamingPeriodQueryOptions({
  locale,
  userId,
  days,
}: {
  locale: string;
  userId: string;
  days: number;
}) {
  return queryOptions({
    queryKey: ['gaming-period', userId, days],
    queryFn: ({ signal }) => getGamingPeriod({ locale, days, signal }),
  });
}

export function useGamingPeriod(input: Parameters<typeof gamingPeriodQueryOptions>[0]) {
  return useQuery(gamingPeriodQueryOptions(input));
}
