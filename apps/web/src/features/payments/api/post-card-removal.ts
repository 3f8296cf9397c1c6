import { type TCardRemovalResponse, ZCardRemovalAnswer } from '@playfair/contracts/payments';
import type { TCsrfErrorResponse } from '@playfair/contracts/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postWithCsrfRetry } from '../../../shared/http/csrf-retry';
import { csrfTokenFrom } from '../../../shared/http/get-csrf-token';
import { httpRequest } from '../../../shared/http/http-client';
import { readCardRemovalAnswer } from '../model/payment-outcome';
import { quickDepositQueryOptions } from './get-quick-deposit';

/** POST /{locale}/user/card-removal (spec 001 §7), form-encoded `accountId` and the CSRF token. */
export function postCardRemoval({
  locale,
  accountId,
  csrfToken,
}: {
  locale: string;
  accountId: string;
  csrfToken: string;
}): Promise<TCardRemovalResponse | TCsrfErrorResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/user/card-removal`, {
    method: 'POST',
    form: { accountId, csrf_token: csrfToken },
    schema: ZCardRemovalAnswer,
  });
}

export function useCardRemoval({ locale, userId }: { locale: string; userId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (accountId: string) =>
      readCardRemovalAnswer(
        await postWithCsrfRetry({
          send: (csrfToken) => postCardRemoval({ locale, accountId, csrfToken }),
          token: csrfTokenFrom(queryClient),
        }),
      ),
    // spec 001 §2: the methods reload, without the removed card.
    onSuccess: (outcome) =>
      outcome.kind === 'removed'
        ? queryClient.invalidateQueries({
            queryKey: quickDepositQueryOptions({ locale, userId }).queryKey,
          })
        : undefined,
  });
}
