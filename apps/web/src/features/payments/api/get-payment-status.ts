import { type TPaymentStatusResponse, ZPaymentStatusResponse } from '@playfair/contracts/payments';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { httpRequest } from '../../../shared/http/http-client';
import { walletQueryOptions } from '../../../shared/wallet/get-wallet';
import { isFinalPaymentStatus } from '../model/payment-outcome';

/** How often a payment the provider has not decided yet is asked about again. */
export const PAYMENT_STATUS_POLL_MS = 2_000;

/** GET /{locale}/user/payment/{paymentId}: where a deposit stands. */
export function getPaymentStatus({
  locale,
  paymentId,
  signal,
}: {
  locale: string;
  paymentId: string;
  signal?: AbortSignal;
}): Promise<TPaymentStatusResponse> {
  return httpRequest(
    `/${encodeURIComponent(locale)}/user/payment/${encodeURIComponent(paymentId)}`,
    { schema: ZPaymentStatusResponse, signal },
  );
}

type PaymentStatusInput = {
  locale: string;
  userId: string;
  paymentId: string;
  queryClient: QueryClient;
};

/**
 * Polled while pending, then left alone. When the answer says the money arrived, the balance is
 * read again before the answer is shown, so "your balance is updated" is already true in the
 * header when the player reads it.
 */
export function paymentStatusQueryOptions({
  locale,
  userId,
  paymentId,
  queryClient,
}: PaymentStatusInput) {
  return queryOptions({
    queryKey: ['payment', userId, paymentId],
    queryFn: async ({ signal }) => {
      const answer = await getPaymentStatus({ locale, paymentId, signal });
      if (answer.status === 'succeeded') {
        await queryClient.invalidateQueries({
          queryKey: walletQueryOptions({ locale, userId }).queryKey,
        });
      }
      return answer;
    },
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status !== undefined && isFinalPaymentStatus(status) ? false : PAYMENT_STATUS_POLL_MS;
    },
  });
}

export function usePaymentStatus(input: Omit<PaymentStatusInput, 'queryClient'>) {
  const queryClient = useQueryClient();
  return useQuery(paymentStatusQueryOptions({ ...input, queryClient }));
}
