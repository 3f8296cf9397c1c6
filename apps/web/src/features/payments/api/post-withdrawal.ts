import type { TCsrfErrorResponse } from '@playfair/contracts/identity';
import {
  type TWithdrawalResponse,
  ZWithdrawalAnswer,
  type ZWithdrawalRequest,
} from '@playfair/contracts/payments';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { isApiError } from '../../../shared/http/api-error';
import { postWithCsrfRetry } from '../../../shared/http/csrf-retry';
import { csrfTokenFrom } from '../../../shared/http/get-csrf-token';
import { httpRequest } from '../../../shared/http/http-client';
import { rewardsQueryOptions } from '../../../shared/rewards/get-rewards';
import { walletQueryOptions } from '../../../shared/wallet/get-wallet';
import { withdrawalsQueryOptions } from './get-withdrawals';

export type TWithdrawalRequest = z.infer<typeof ZWithdrawalRequest>;

export type WithdrawalOutcome =
  { kind: 'done'; withdrawal: TWithdrawalResponse['withdrawal'] } | { kind: 'session-expired' };

/**
 * POST /{locale}/user/withdrawals (form: amount as typed, method, bank, idempotency_key,
 * confirm_bonus_forfeit while a bonus runs, CSRF token). A refusal (too much, no such method) is the error model: an ApiError with the text.
 */
export function postWithdrawal({
  locale,
  form,
}: {
  locale: string;
  form: TWithdrawalRequest;
}): Promise<TWithdrawalResponse | TCsrfErrorResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/user/withdrawals`, {
    method: 'POST',
    form,
    schema: ZWithdrawalAnswer,
  });
}

/**
 * After a withdrawal is asked for or cancelled: the balance, the list and the rewards are read
 * again (a withdrawal while a bonus runs forfeits it).
 */
export function refreshAfterWithdrawal(
  queryClient: QueryClient,
  input: { locale: string; userId: string },
): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: walletQueryOptions(input).queryKey }),
    queryClient.invalidateQueries({ queryKey: withdrawalsQueryOptions(input).queryKey }),
    queryClient.invalidateQueries({ queryKey: rewardsQueryOptions(input).queryKey }),
  ]);
}

/**
 * spec 000 §1: the server refuses a withdrawal that does not confirm the forfeit of a running
 * bonus. The page did not know of the bonus (it started meanwhile): read the rewards and the
 * wallet again, so the form asks for the confirmation.
 */
function isForfeitUnconfirmed(error: unknown): boolean {
  return isApiError(error) && error.code === 'BONUS_FORFEIT_UNCONFIRMED';
}

export function useRequestWithdrawal(input: { locale: string; userId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      fields: Omit<TWithdrawalRequest, 'csrf_token'>,
    ): Promise<WithdrawalOutcome> => {
      const outcome = await postWithCsrfRetry({
        send: (csrfToken) =>
          postWithdrawal({ locale: input.locale, form: { ...fields, csrf_token: csrfToken } }),
        token: csrfTokenFrom(queryClient),
      });
      return outcome.kind === 'csrf-exhausted'
        ? { kind: 'session-expired' }
        : { kind: 'done', withdrawal: outcome.answer.withdrawal };
    },
    onSuccess: () => refreshAfterWithdrawal(queryClient, input),
    onError: (error) =>
      isForfeitUnconfirmed(error) ? refreshAfterWithdrawal(queryClient, input) : undefined,
  });
}
