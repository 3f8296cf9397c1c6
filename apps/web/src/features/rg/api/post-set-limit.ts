import { type TCsrfErrorResponse, ZCsrfErrorResponse } from '@playfair/contracts/identity';
import {
  type TSetLimitRequest,
  type TSetLimitResponse,
  ZSetLimitResponse,
} from '@playfair/contracts/rg';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { postWithCsrfRetry } from '../../../shared/http/csrf-retry';
import { csrfTokenFrom } from '../../../shared/http/get-csrf-token';
import { httpRequest } from '../../../shared/http/http-client';
import { readRgAnswer } from '../model/rg-outcome';
import { activeLimitsQueryOptions } from './get-active-limits';

/** What the post answers with HTTP 200: the change, or csrf-error (spec 000 §4: refresh, retry). */
const ZSetLimitAnswer = z.union([ZSetLimitResponse, ZCsrfErrorResponse]);

/**
 * POST /{locale}/user/v2/limits (form: LimitType, Duration, Amount, csrf_token). A refusal (the
 * same value, a change already waiting, the quiz first, above the market's ceiling) is the error
 * model: an ApiError with the server's text and code.
 */
export function postSetLimit({
  locale,
  form,
}: {
  locale: string;
  form: TSetLimitRequest;
}): Promise<TSetLimitResponse | TCsrfErrorResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/user/v2/limits`, {
    method: 'POST',
    form,
    schema: ZSetLimitAnswer,
  });
}

export function useSetLimit({ locale, userId }: { locale: string; userId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: Omit<TSetLimitRequest, 'csrf_token'>) =>
      readRgAnswer(
        await postWithCsrfRetry({
          send: (csrfToken) => postSetLimit({ locale, form: { ...fields, csrf_token: csrfToken } }),
          token: csrfTokenFrom(queryClient),
        }),
      ),
    onSuccess: (outcome) =>
      outcome.kind === 'done'
        ? queryClient.invalidateQueries({
            queryKey: activeLimitsQueryOptions({ locale, userId }).queryKey,
          })
        : undefined,
  });
}
