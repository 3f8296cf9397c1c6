import { type TCsrfErrorResponse, ZCsrfErrorResponse } from '@playfair/contracts/identity';
import {
  type TConfirmLimitRequest,
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

const ZConfirmLimitAnswer = z.union([ZSetLimitResponse, ZCsrfErrorResponse]);

/**
 * POST /{locale}/user/v2/limits/confirm (form: LimitType, Duration, Confirm yes|no, csrf_token):
 * after the cooling-off a raised limit applies only once the player takes it (GB); before that
 * the server answers LIMIT_NOT_YET_CONFIRMABLE.
 */
export function postConfirmLimit({
  locale,
  form,
}: {
  locale: string;
  form: TConfirmLimitRequest;
}): Promise<TSetLimitResponse | TCsrfErrorResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/user/v2/limits/confirm`, {
    method: 'POST',
    form,
    schema: ZConfirmLimitAnswer,
  });
}

export function useConfirmLimit({ locale, userId }: { locale: string; userId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: Omit<TConfirmLimitRequest, 'csrf_token'>) =>
      readRgAnswer(
        await postWithCsrfRetry({
          send: (csrfToken) =>
            postConfirmLimit({ locale, form: { ...fields, csrf_token: csrfToken } }),
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
