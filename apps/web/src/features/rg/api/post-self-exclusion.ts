import { type TCsrfErrorResponse, ZCsrfErrorResponse } from '@playfair/contracts/identity';
import {
  type TBreakResponse,
  type TSelfExclusionRequest,
  ZBreakResponse,
} from '@playfair/contracts/rg';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { postWithCsrfRetry } from '../../../shared/http/csrf-retry';
import { csrfTokenFrom } from '../../../shared/http/get-csrf-token';
import { httpRequest } from '../../../shared/http/http-client';
import { readRgAnswer } from '../model/rg-outcome';

const ZBreakAnswer = z.union([ZBreakResponse, ZCsrfErrorResponse]);

/**
 * POST /{locale}/user/self-exclusion (form: duration = a spec 000 §9 id, password, csrf_token): a
 * time-out or a self-exclusion, by the id. On success every session of the player has ended.
 */
export function postSelfExclusion({
  locale,
  form,
}: {
  locale: string;
  form: TSelfExclusionRequest;
}): Promise<TBreakResponse | TCsrfErrorResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/user/self-exclusion`, {
    method: 'POST',
    form,
    schema: ZBreakAnswer,
  });
}

export function useSelfExclusion({ locale }: { locale: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: Omit<TSelfExclusionRequest, 'csrf_token'>) =>
      readRgAnswer(
        await postWithCsrfRetry({
          send: (csrfToken) =>
            postSelfExclusion({ locale, form: { ...fields, csrf_token: csrfToken } }),
          token: csrfTokenFrom(queryClient),
        }),
      ),
  });
}
