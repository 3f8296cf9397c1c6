import {
  type TDepositAnswer,
  type TDepositRequest,
  ZDepositAnswer,
} from '@playfair/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postWithCsrfRetry } from '../../../shared/http/csrf-retry';
import { csrfTokenFrom } from '../../../shared/http/get-csrf-token';
import { httpRequest } from '../../../shared/http/http-client';
import { readDepositAnswer } from '../model/payment-outcome';
import { quickDepositQueryOptions } from './get-quick-deposit';

/**
 * POST /{locale}/user/payment-deposit/{id}?qd=1 (spec 001 §7), form-encoded with the idempotency
 * key of the attempt and the CSRF token.
 */
export function postDeposit({
  locale,
  methodId,
  form,
}: {
  locale: string;
  methodId: string;
  form: TDepositRequest;
}): Promise<TDepositAnswer> {
  return httpRequest(
    `/${encodeURIComponent(locale)}/user/payment-deposit/${encodeURIComponent(methodId)}`,
    { method: 'POST', query: { qd: 1 }, form, schema: ZDepositAnswer },
  );
}

export type DepositInput = { methodId: string; fields: Omit<TDepositRequest, 'csrf_token'> };

export function useDeposit({ locale, userId }: { locale: string; userId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ methodId, fields }: DepositInput) =>
      readDepositAnswer(
        await postWithCsrfRetry({
          send: (csrfToken) =>
            postDeposit({ locale, methodId, form: { ...fields, csrf_token: csrfToken } }),
          token: csrfTokenFrom(queryClient),
        }),
      ),
    // A new card may have been saved with the deposit: the saved cards are read again.
    onSuccess: (outcome, { fields }) =>
      outcome.kind === 'started' && fields.save_card !== undefined
        ? queryClient.invalidateQueries({
            queryKey: quickDepositQueryOptions({ locale, userId }).queryKey,
          })
        : undefined,
  });
}
