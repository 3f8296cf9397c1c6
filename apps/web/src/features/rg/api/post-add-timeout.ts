import { type TCsrfErrorResponse, ZCsrfErrorResponse } from '@playfair/contracts/identity';
import { type TBreakResponse, ZBreakResponse } from '@playfair/contracts/rg';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { postWithCsrfRetry } from '../../../shared/http/csrf-retry';
import { csrfTokenFrom } from '../../../shared/http/get-csrf-token';
import { httpRequest } from '../../../shared/http/http-client';
import { readRgAnswer } from '../model/rg-outcome';

const ZBreakAnswer = z.union([ZBreakResponse, ZCsrfErrorResponse]);

/**
 * POST /{locale}/user/add-timeout (spec 001 §7, the panic button: only the CSRF token): 24 hours
 * without play at once (GlüStV §6i); every session of the player ends.
 */
export function postAddTimeout({
  locale,
  csrfToken,
}: {
  locale: string;
  csrfToken: string;
}): Promise<TBreakResponse | TCsrfErrorResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/user/add-timeout`, {
    method: 'POST',
    form: { csrf_token: csrfToken },
    schema: ZBreakAnswer,
  });
}

export function useAddTimeout({ locale }: { locale: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      readRgAnswer(
        await postWithCsrfRetry({
          send: (csrfToken) => postAddTimeout({ locale, csrfToken }),
          token: csrfTokenFrom(queryClient),
        }),
      ),
  });
}
