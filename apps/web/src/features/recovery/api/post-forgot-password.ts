import { ZCsrfErrorResponse } from '@playfair/contracts/identity';
import { ZForgotPasswordResponse } from '@playfair/contracts/recovery';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { postWithCsrfRetry } from '../../../shared/http/csrf-retry';
import { csrfTokenFrom } from '../../../shared/http/get-csrf-token';
import { httpRequest } from '../../../shared/http/http-client';
import type { RecoveryFields } from '../model/recovery-answer';

/** Both steps answer spec 001 §7's fields, or csrf-error when the form's token is stale. */
export const ZRecoveryAnswer = z.union([ZForgotPasswordResponse, ZCsrfErrorResponse]);
export type TRecoveryAnswer = z.infer<typeof ZRecoveryAnswer>;

/** POST /{locale}/user/forgot-password (step 1: form_email, or form_mobile_prefix + form_mobile). */
export function postForgotPassword({
  locale,
  form,
}: {
  locale: string;
  form: RecoveryFields & { csrf_token: string };
}): Promise<TRecoveryAnswer> {
  return httpRequest(`/${encodeURIComponent(locale)}/user/forgot-password`, {
    method: 'POST',
    form,
    schema: ZRecoveryAnswer,
  });
}

export function usePostForgotPassword({ locale }: { locale: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: RecoveryFields) =>
      postWithCsrfRetry({
        send: (csrfToken) =>
          postForgotPassword({ locale, form: { ...fields, csrf_token: csrfToken } }),
        token: csrfTokenFrom(queryClient),
      }),
  });
}
