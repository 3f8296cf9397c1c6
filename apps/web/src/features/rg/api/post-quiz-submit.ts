import { type TCsrfErrorResponse, ZCsrfErrorResponse } from '@playfair/contracts/identity';
import {
  type TQuizSubmitRequest,
  type TQuizSubmitResponse,
  ZQuizSubmitResponse,
} from '@playfair/contracts/rg';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { postWithCsrfRetry } from '../../../shared/http/csrf-retry';
import { csrfTokenFrom } from '../../../shared/http/get-csrf-token';
import { httpRequest } from '../../../shared/http/http-client';
import { readRgAnswer } from '../model/rg-outcome';
import { activeLimitsQueryOptions } from './get-active-limits';

const ZQuizSubmitAnswer = z.union([ZQuizSubmitResponse, ZCsrfErrorResponse]);

/**
 * POST /{locale}/rg/quiz/submit, JSON (spec 001 §3 "Answer payload": quizId and the questions'
 * QuestionId and AnswerId, with the CSRF token). QUIZ_SELECT_ALL and QUIZ_LOCKED are the error
 * model's.
 */
export function postQuizSubmit({
  locale,
  body,
}: {
  locale: string;
  body: TQuizSubmitRequest;
}): Promise<TQuizSubmitResponse | TCsrfErrorResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/rg/quiz/submit`, {
    method: 'POST',
    json: body,
    schema: ZQuizSubmitAnswer,
  });
}

export function useQuizSubmit({ locale, userId }: { locale: string; userId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: Omit<TQuizSubmitRequest, 'csrf_token'>) =>
      readRgAnswer(
        await postWithCsrfRetry({
          send: (csrfToken) =>
            postQuizSubmit({ locale, body: { ...fields, csrf_token: csrfToken } }),
          token: csrfTokenFrom(queryClient),
        }),
      ),
    // The quiz's standing (passed, or the date of the next try) is part of the limits answer.
    onSuccess: (outcome) =>
      outcome.kind === 'done'
        ? queryClient.invalidateQueries({
            queryKey: activeLimitsQueryOptions({ locale, userId }).queryKey,
          })
        : undefined,
  });
}
