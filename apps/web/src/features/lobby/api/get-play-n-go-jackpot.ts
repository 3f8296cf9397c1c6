import {
  type PLAY_N_GO_JACKPOT_CURRENCIES,
  type TPlayNGoJackpotResponse,
  ZPlayNGoJackpotResponse,
} from '@playfair/contracts/lobby';
import { CACHE_TIME_SECONDS, SECOND_MS } from '@playfair/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpRequest } from '../../../shared/http/http-client';

type PlayNGoCurrency = (typeof PLAY_N_GO_JACKPOT_CURRENCIES)[number];

/** GET /{locale}/jackpots/play-n-go/EUR or /RSD (spec 001 §7): the counter's one amount. */
export function getPlayNGoJackpot({
  locale,
  currency,
  signal,
}: {
  locale: string;
  currency: PlayNGoCurrency;
  signal?: AbortSignal;
}): Promise<TPlayNGoJackpotResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/jackpots/play-n-go/${currency}`, {
    schema: ZPlayNGoJackpotResponse,
    signal,
  });
}

/** Jackpot errors are only logged (spec 000 §8): the counter simply does not show. */
export function playNGoJackpotQueryOptions({
  locale,
  currency,
}: {
  locale: string;
  currency: PlayNGoCurrency;
}) {
  return queryOptions({
    queryKey: ['jackpots', 'play-n-go', locale, currency],
    queryFn: async ({ signal }) => {
      try {
        return await getPlayNGoJackpot({ locale, currency, signal });
      } catch (error) {
        console.error('The jackpot counter could not be loaded', error);
        throw error;
      }
    },
    staleTime: CACHE_TIME_SECONDS.lobbyGames * SECOND_MS,
    retry: false,
  });
}

export function usePlayNGoJackpot(input: { locale: string; currency: PlayNGoCurrency | null }) {
  return useQuery({
    ...playNGoJackpotQueryOptions({ locale: input.locale, currency: input.currency ?? 'EUR' }),
    enabled: input.currency !== null,
  });
}
