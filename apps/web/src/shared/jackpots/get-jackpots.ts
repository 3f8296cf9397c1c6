import {
  JACKPOT_CURRENCY_REPLACEMENTS,
  type TJackpot,
  type TJackpotsResponse,
  ZJackpotsResponse,
} from '@playfair/contracts/lobby';
import { CACHE_TIME_SECONDS, SECOND_MS } from '@playfair/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpRequest } from '../http/http-client';

// The jackpot feed is read by the lobby's banner and by the search overlay's jackpots view, which
// live in different features; the one query they share lives here.

/** spec 000 §7: HRK and ISK are asked (and answered) as EUR. */
export function jackpotFeedCurrency(currency: string): string {
  return Object.hasOwn(JACKPOT_CURRENCY_REPLACEMENTS, currency)
    ? JACKPOT_CURRENCY_REPLACEMENTS[currency as keyof typeof JACKPOT_CURRENCY_REPLACEMENTS]
    : currency;
}

/** GET /{locale}/jackpots/{currency} (spec 000 §7): the jackpots, highest amount per game. */
export function getJackpots({
  locale,
  currency,
  signal,
}: {
  locale: string;
  currency: string;
  signal?: AbortSignal;
}): Promise<TJackpotsResponse> {
  const path = `/${encodeURIComponent(locale)}/jackpots/${encodeURIComponent(jackpotFeedCurrency(currency))}`;
  return httpRequest(path, { schema: ZJackpotsResponse, signal });
}

/**
 * `currency` is the app configuration's: the player's own when logged in, the locale's for a
 * visitor (spec 000 §7). A failure is only logged (spec 000 §8) and not retried: the banner simply
 * stays away.
 */
export function jackpotsQueryOptions({ locale, currency }: { locale: string; currency: string }) {
  const feedCurrency = jackpotFeedCurrency(currency);
  return queryOptions({
    queryKey: ['jackpots', locale, feedCurrency],
    queryFn: async ({ signal }) => {
      try {
        return await getJackpots({ locale, currency: feedCurrency, signal });
      } catch (error) {
        console.error('The jackpots could not be loaded', error);
        throw error;
      }
    },
    staleTime: CACHE_TIME_SECONDS.lobbyGames * SECOND_MS,
    retry: false,
  });
}

export function useJackpots(input: { locale: string; currency: string }, isEnabled = true) {
  return useQuery({ ...jackpotsQueryOptions(input), enabled: isEnabled });
}

/** The `count` highest jackpots, highest first. */
export function topJackpots(jackpots: readonly TJackpot[], count: number): TJackpot[] {
  return [...jackpots].sort((a, b) => b.Amount - a.Amount).slice(0, count);
}
