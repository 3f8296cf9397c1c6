import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postWithCsrfRetry } from '../../../shared/http/csrf-retry';
import { csrfTokenFrom } from '../../../shared/http/get-csrf-token';
import { httpRequest } from '../../../shared/http/http-client';
import type { RecoveryFields } from '../model/recovery-answer';
import { type TRecoveryAnswer, ZRecoveryAnswer } from './post-forgot-password';

/**
 * POST /{locale}/user/forgot-password/reset (step 2): the step-1 address again, the recovery code
 * and the new password twice.
 */
export function postForgotPasswordReset({
  locale,
  form,
}: {
  locale: string;
  form: RecoveryFields & { csrf_token: string };
}): Promise<TRecoveryAnswer> {
  return httpRequest(`/${encodeURIComponent(locale)}/user/forgot-password/reset`, {
    method: 'POST',
    form,
    schema: ZRecoveryAnswer,
  });
}

export function usePostForgotPasswordReset({ locale }: { locale: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: RecoveryFields) =>
      postWithCsrfRetry({
        send: (csrfToken) =>
          postForgotPasswordReset({ locale, form: { ...fields, csrf_token: csrfToken } }),
        token: csrfTokenFrom(queryClient),
      }),
  });
}
