import { type TCsrfErrorResponse, ZCsrfErrorResponse } from '@playfair/contracts/identity';
import {
  type TRegistrationFailure,
  type TRegistrationSuccess,
  ZRegistrationFailure,
  ZRegistrationSuccess,
} from '@playfair/contracts/registration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { isApiError } from '../../../shared/http/api-error';
import { csrfTokenQueryOptions } from '../../../shared/http/get-csrf-token';
import { postWithCsrfRetry } from '../../../shared/http/csrf-retry';
import { httpRequest } from '../../../shared/http/http-client';
import { BANK_ID_ORDER_FIELD } from '../model/registration-entry';
import { registrationFormBody, type RegistrationValues } from '../model/registration-values';

export type RegistrationSubmitAnswer =
  | { kind: 'success'; answer: TRegistrationSuccess }
  | { kind: 'failure'; answer: TRegistrationFailure };

const ZSubmitAnswer = z.union([ZRegistrationSuccess, ZRegistrationFailure, ZCsrfErrorResponse]);

function classify(
  answer: z.infer<typeof ZSubmitAnswer>,
): RegistrationSubmitAnswer | TCsrfErrorResponse {
  if ('type' in answer) return answer;
  if ('registrationGtm' in answer) return { kind: 'success', answer };
  return { kind: 'failure', answer };
}

/**
 * POST to the form's action (spec 001 §7): the serialized form, and the approved bank-ID order
 * when there is one (spec 001 §2, SGA: the server then takes the date of birth from bank ID). A
 * refusal may come with a 4xx status; its body is the same { status, errors } and is read like a
 * 200 one.
 */
export async function postRegistration(
  action: string,
  values: RegistrationValues,
  csrfToken: string,
  bankIdOrder?: string,
): Promise<RegistrationSubmitAnswer | TCsrfErrorResponse> {
  try {
    const answer = await httpRequest(action, {
      schema: ZSubmitAnswer,
      form: { ...registrationFormBody(values, csrfToken), [BANK_ID_ORDER_FIELD]: bankIdOrder },
    });
    return classify(answer);
  } catch (error) {
    const failure = isApiError(error) ? ZRegistrationFailure.safeParse(error.body) : undefined;
    if (failure?.success) return { kind: 'failure', answer: failure.data };
    throw error;
  }
}

export type SubmitRegistrationInput = {
  action: string;
  values: RegistrationValues;
  bankIdOrder?: string;
};

/** Posts the form with the session's CSRF token, refreshing it on a csrf-error (spec 000 §4). */
export function useSubmitRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, values, bankIdOrder }: SubmitRegistrationInput) => {
      const outcome = await postWithCsrfRetry({
        send: (token) => postRegistration(action, values, token, bankIdOrder),
        token: (isRefresh) =>
          queryClient.fetchQuery({
            ...csrfTokenQueryOptions(),
            ...(isRefresh ? { staleTime: 0 } : {}),
          }),
      });
      if (outcome.kind === 'csrf-exhausted') throw new Error('The CSRF token was refused');
      return outcome.answer;
    },
  });
}
