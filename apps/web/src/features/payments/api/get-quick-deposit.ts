import { type TQuickDepositResponse, ZQuickDepositResponse } from '@playfair/contracts/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpRequest } from '../../../shared/http/http-client';

/** GET /{locale}/user/qdu (spec 001 §7): the quick deposit's methods, presets and banks. */
export function getQuickDeposit({
  locale,
  signal,
}: {
  locale: string;
  signal?: AbortSignal;
}): Promise<TQuickDepositResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/user/qdu`, {
    schema: ZQuickDepositResponse,
    signal,
  });
}

/** One player's methods; a card removal or a card saved with a deposit invalidates them. */
export function quickDepositQueryOptions({ locale, userId }: { locale: string; userId: string }) {
  return queryOptions({
    queryKey: ['quick-deposit', userId],
    queryFn: ({ signal }) => getQuickDeposit({ locale, signal }),
  });
}

export function useQuickDeposit(input: { locale: string; userId: string }) {
  return useQuery(quickDepositQueryOptions(input));
}
