import type { TCsrfErrorResponse } from '@playfair/contracts/identity';
import {
  type TVerifyEmailRequest,
  type TVerifyEmailResponse,
  ZVerifyEmailAnswer,
  ZVerifyEmailResponse,
} from '@playfair/contracts/registration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../shared/http/api-error';
import { csrfTokenQueryOptions } from '../../../shared/http/get-csrf-token';
import { postWithCsrfRetry } from '../../../shared/http/csrf-retry';
import { httpRequest } from '../../../shared/http/http-client';

/**
 * POST /{locale}/user/register/verify-email (form {email, code, csrf_token}): the fourth section's
 * code. A wrong code answers 400 with the same { success, redirect, message }.
 */
export async function verifyEmail(
  locale: string,
  request: TVerifyEmailRequest,
): Promise<TVerifyEmailResponse | TCsrfErrorResponse> {
  try {
    return await httpRequest(`/${locale}/user/register/verify-email`, {
      schema: ZVerifyEmailAnswer,
      form: request,
    });
  } catch (error) {
    const refusal = isApiError(error) ? ZVerifyEmailResponse.safeParse(error.body) : undefined;
    if (refusal?.success) return refusal.data;
    throw error;
  }
}

export function useVerifyEmail(locale: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, code }: { email: string; code: string }) => {
      const outcome = await postWithCsrfRetry({
        send: (token) => verifyEmail(locale, { email, code, csrf_token: token }),
        token: (isRefresh) =>
          queryClient.fetchQuery({
            ...csrfTokenQueryOptions(),
            ...(isRefresh ? { staleTime: 0 } : {}),
          }),
      });
      if (outcome.kind === 'csrf-exhausted') throw new Error('The CSRF token was refused');
      return outcome.answer;
    },
  });
}
