import { ZSurveyResponse } from '@playfair/contracts/consents';
import { ZCsrfErrorResponse } from '@playfair/contracts/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postWithCsrfRetry } from '../../../shared/http/csrf-retry';
import { csrfTokenFrom } from '../../../shared/http/get-csrf-token';
import { httpRequest } from '../../../shared/http/http-client';

/** A score and a comment, or `dismissed: '1'` when the player closed it (spec 001 §2). */
type SurveyForm = { score: string; comment: string } | { dismissed: '1' };

/**
 * POST /{locale}/user/survey (spec 001 §2 delighted): the score 0–10 and an optional comment, or
 * that the player closed it (so it is not offered again soon).
 */
export function postSurvey({
  locale,
  form,
}: {
  locale: string;
  form: SurveyForm & { csrf_token: string };
}) {
  return httpRequest(`/${encodeURIComponent(locale)}/user/survey`, {
    method: 'POST',
    form,
    schema: ZSurveyResponse.or(ZCsrfErrorResponse),
  });
}

export function useSendSurvey({ locale }: { locale: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: SurveyForm) => {
      const outcome = await postWithCsrfRetry({
        send: (csrfToken) => postSurvey({ locale, form: { ...form, csrf_token: csrfToken } }),
        token: csrfTokenFrom(queryClient),
      });
      return outcome.kind === 'answer';
    },
  });
}
