import {
  type TChangeEmailRequest,
  ZSettingsChangeAnswer,
  type TSettingsChangeAnswer,
} from '@playfair/contracts/account-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postWithCsrfRetry } from '../../../shared/http/csrf-retry';
import { csrfTokenFrom } from '../../../shared/http/get-csrf-token';
import { httpRequest } from '../../../shared/http/http-client';
import { readSettingsAnswer } from '../model/settings-answer';
import { userStatusQueryOptions } from '../../../shared/account/get-user-status';

/** POST /{locale}/user/settings/email (form-encoded; needs the session and its CSRF token). */
export function postChangeEmail({
  locale,
  form,
}: {
  locale: string;
  form: TChangeEmailRequest;
}): Promise<TSettingsChangeAnswer> {
  return httpRequest(`/${encodeURIComponent(locale)}/user/settings/email`, {
    method: 'POST',
    form,
    schema: ZSettingsChangeAnswer,
  });
}

export function useChangeEmail({ locale, userId }: { locale: string; userId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    // The account's status is read again for the changed account (other sessions were ended).
    onSuccess: (outcome) =>
      outcome.kind === 'changed'
        ? queryClient.invalidateQueries({
            queryKey: userStatusQueryOptions({ locale, userId }).queryKey,
          })
        : undefined,
    mutationFn: async (fields: Omit<TChangeEmailRequest, 'csrf_token'>) =>
      readSettingsAnswer(
        await postWithCsrfRetry({
          send: (csrfToken) =>
            postChangeEmail({ locale, form: { ...fields, csrf_token: csrfToken } }),
          token: csrfTokenFrom(queryClient),
        }),
      ),
  });
}
