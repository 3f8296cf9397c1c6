import type { TCsrfErrorResponse } from '@playfair/contracts/identity';
import { type TWithdrawalResponse, ZWithdrawalAnswer } from '@playfair/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postWithCsrfRetry } from '../../../shared/http/csrf-retry';
import { csrfTokenFrom } from '../../../shared/http/get-csrf-token';
import { httpRequest } from '../../../shared/http/http-client';
import { refreshAfterWithdrawal, type WithdrawalOutcome } from './post-withdrawal';

/**
 * POST /{locale}/user/withdrawals/{id}/cancel (form: the CSRF token only): the cancelled
 * withdrawal. One that is no longer pending is refused with the error model.
 */
export function postCancelWithdrawal({
  locale,
  withdrawalId,
  csrfToken,
}: {
  locale: string;
  withdrawalId: string;
  csrfToken: string;
}): Promise<TWithdrawalResponse | TCsrfErrorResponse> {
  return httpRequest(
    `/${encodeURIComponent(locale)}/user/withdrawals/${encodeURIComponent(withdrawalId)}/cancel`,
    { method: 'POST', form: { csrf_token: csrfToken }, schema: ZWithdrawalAnswer },
  );
}

export function useCancelWithdrawal(input: { locale: string; userId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (withdrawalId: string): Promise<WithdrawalOutcome> => {
      const outcome = await postWithCsrfRetry({
        send: (csrfToken) =>
          postCancelWithdrawal({ locale: input.locale, withdrawalId, csrfToken }),
        token: csrfTokenFrom(queryClient),
      });
      return outcome.kind === 'csrf-exhausted'
        ? { kind: 'session-expired' }
        : { kind: 'done', withdrawal: outcome.answer.withdrawal };
    },
    // Whatever came of it (a refusal means it was decided meanwhile), the list is read again.
    onSettled: () => refreshAfterWithdrawal(queryClient, input),
  });
}
