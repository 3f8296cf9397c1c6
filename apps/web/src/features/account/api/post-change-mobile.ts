import {
  type TChangeMobileRequest,
  ZSettingsChangeAnswer,
  type TSettingsChangeAnswer,
} from '@playfair/contracts/account-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postWithCsrfRetry } from '../../../shared/http/csrf-retry';
import { csrfTokenFrom } from '../../../shared/http/get-csrf-token';
import { httpRequest } from '../../../shared/http/http-client';
import { readSettingsAnswer } from '../model/settings-answer';

/** POST /{locale}/user/settings/mobile (form-encoded; needs the session and its CSRF token). */
export function postChangeMobile({
  locale,
  form,
}: {
  locale: string;
  form: TChangeMobileRequest;
}): Promise<TSettingsChangeAnswer> {
  return httpRequest(`/${encodeURIComponent(locale)}/user/settings/mobile`, {
    method: 'POST',
    form,
    schema: ZSettingsChangeAnswer,
  });
}

export function useChangeMobile({ locale }: { locale: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: Omit<TChangeMobileRequest, 'csrf_token'>) =>
      readSettingsAnswer(
        await postWithCsrfRetry({
          send: (csrfToken) =>
            postChangeMobile({ locale, form: { ...fields, csrf_token: csrfToken } }),
          token: csrfTokenFrom(queryClient),
        }),
      ),
  });
}
