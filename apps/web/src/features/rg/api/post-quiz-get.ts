import { type TCsrfErrorResponse, ZCsrfErrorResponse } from '@playfair/contracts/identity';
import { type TQuizResponse, ZQuizResponse } from '@playfair/contracts/rg';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { postWithCsrfRetry } from '../../../shared/http/csrf-retry';
import { csrfTokenFrom } from '../../../shared/http/get-csrf-token';
import { httpRequest } from '../../../shared/http/http-client';
import { readRgAnswer } from '../model/rg-outcome';

const ZQuizAnswer = z.union([ZQuizResponse, ZCsrfErrorResponse]);

/**
 * POST /{locale}/rg/quiz/get (form: quizId, csrf_token; spec 000 §7): the responsible-gaming
 * quiz's questions and answers. A post, so it is sent when the quiz is asked for, not cached.
 */
export function postQuizGet({
  locale,
  quizId,
  csrfToken,
}: {
  locale: string;
  quizId: number;
  csrfToken: string;
}): Promise<TQuizResponse | TCsrfErrorResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/rg/quiz/get`, {
    method: 'POST',
    form: { quizId, csrf_token: csrfToken },
    schema: ZQuizAnswer,
  });
}

export function useQuizGet({ locale }: { locale: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (quizId: number) =>
      readRgAnswer(
        await postWithCsrfRetry({
          send: (csrfToken) => postQuizGet({ locale, quizId, csrfToken }),
          token: csrfTokenFrom(queryClient),
        }),
      ),
  });
}
