import { type TCsrfErrorResponse, ZCsrfErrorResponse } from '@playfair/contracts/identity';
import {
  type TRealityCheckForm,
  ZRealityCheckForm,
  type ZRealityCheckFormRequest,
} from '@playfair/contracts/game-session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { postWithCsrfRetry } from '../../../shared/http/csrf-retry';
import { csrfTokenFrom } from '../../../shared/http/get-csrf-token';
import { httpRequest } from '../../../shared/http/http-client';
import { readRgAnswer } from '../model/rg-outcome';
import { realityCheckFormQueryOptions } from '../../../shared/reality-check/get-reality-check-form';

export type RealityCheckFormRequest = z.input<typeof ZRealityCheckFormRequest>;

/** What the post answers with HTTP 200: the interval now in force, or csrf-error (spec 000 §4). */
const ZRealityCheckFormAnswer = z.union([ZRealityCheckForm, ZCsrfErrorResponse]);

/**
 * POST /{locale}/reality-check-form (form: interval in minutes, csrf_token): the player's own
 * interval, one of the market's choices. Another is refused with REALITY_CHECK_CHOICE_NOT_OFFERED
 * (400, the error model).
 */
export function postRealityCheckForm({
  locale,
  form,
}: {
  locale: string;
  form: RealityCheckFormRequest;
}): Promise<TRealityCheckForm | TCsrfErrorResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/reality-check-form`, {
    method: 'POST',
    form,
    schema: ZRealityCheckFormAnswer,
  });
}

export function useSetRealityCheckInterval({ locale, userId }: { locale: string; userId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: Omit<RealityCheckFormRequest, 'csrf_token'>) =>
      readRgAnswer(
        await postWithCsrfRetry({
          send: (csrfToken) =>
            postRealityCheckForm({ locale, form: { ...fields, csrf_token: csrfToken } }),
          token: csrfTokenFrom(queryClient),
        }),
      ),
    // The answer is the form as it now stands: no need to read it again.
    onSuccess: (outcome) => {
      if (outcome.kind !== 'done') return;
      queryClient.setQueryData(
        realityCheckFormQueryOptions({ locale, userId }).queryKey,
        outcome.answer,
      );
    },
  });
}
