import { ZWithdrawalListResponse } from '@playfair/contracts/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { httpRequest } from '../../../shared/http/http-client';

export type TWithdrawalList = z.infer<typeof ZWithdrawalListResponse>;

/** GET /{locale}/user/withdrawals: the player's withdrawals, newest first. */
export function getWithdrawals({
  locale,
  signal,
}: {
  locale: string;
  signal?: AbortSignal;
}): Promise<TWithdrawalList> {
  return httpRequest(`/${encodeURIComponent(locale)}/user/withdrawals`, {
    schema: ZWithdrawalListResponse,
    signal,
  });
}

export function withdrawalsQueryOptions({ locale, userId }: { locale: string; userId: string }) {
  return queryOptions({
    queryKey: ['withdrawals', userId],
    queryFn: ({ signal }) => getWithdrawals({ locale, signal }),
  });
}

export function useWithdrawals(input: { locale: string; userId: string }) {
  return useQuery(withdrawalsQueryOptions(input));
}
