import { ZCsrfErrorResponse } from '@playfair/contracts/identity';
import { type AnnualKycField, ZAnnualKycSubmitResponse } from '@playfair/contracts/kyc';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postWithCsrfRetry } from '../../../shared/http/csrf-retry';
import { csrfTokenFrom } from '../../../shared/http/get-csrf-token';
import { httpRequest } from '../../../shared/http/http-client';
import { type AnnualKycOutcome, annualKycOutcomeOf } from '../model/annual-kyc-answer';

export type AnnualKycAnswers = Record<AnnualKycField, string>;

/** POST /public-api/user/perform-annual-kyc (spec 001 §7): FormData with the session's CSRF token. */
export function postPerformAnnualKyc({
  answers,
  csrfToken,
}: {
  answers: AnnualKycAnswers;
  csrfToken: string;
}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(answers)) body.append(name, value);
  body.append('csrf_token', csrfToken);
  return httpRequest('/public-api/user/perform-annual-kyc', {
    method: 'POST',
    multipart: body,
    schema: ZAnnualKycSubmitResponse.or(ZCsrfErrorResponse),
  });
}

export function usePerformAnnualKyc() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answers: AnnualKycAnswers): Promise<AnnualKycOutcome> => {
      const outcome = await postWithCsrfRetry({
        send: (csrfToken) => postPerformAnnualKyc({ answers, csrfToken }),
        token: csrfTokenFrom(queryClient),
      });
      return outcome.kind === 'csrf-exhausted'
        ? { kind: 'session-ended' }
        : annualKycOutcomeOf(outcome.answer);
    },
  });
}
