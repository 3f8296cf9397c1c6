import { ZCsrfErrorResponse, type TCsrfErrorResponse } from '@playfair/contracts/identity';
import {
  PE_MIGRATION_PATH,
  type TPeMigrationResponse,
  ZPeMigrationResponse,
} from '@playfair/contracts/pe-migration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { isApiError } from '../../../../shared/http/api-error';
import { postWithCsrfRetry } from '../../../../shared/http/csrf-retry';
import type { FormFields } from '../../../../shared/http/form-body';
import { csrfTokenFrom } from '../../../../shared/http/get-csrf-token';
import { httpRequest } from '../../../../shared/http/http-client';

const ZAnswer = z.union([ZPeMigrationResponse, ZCsrfErrorResponse]);

export type PeMigrationOutcome =
  { kind: 'answered'; answer: TPeMigrationResponse } | { kind: 'session-expired' };

/**
 * POST /{locale}/user/pe-migration (spec 001 §7 "form posted to its own action"). A refusal (400)
 * carries the same answer shape, read from the error's body.
 */
export async function postPeMigration({
  locale,
  fields,
  csrfToken,
}: {
  locale: string;
  fields: FormFields;
  csrfToken: string;
}): Promise<TPeMigrationResponse | TCsrfErrorResponse> {
  try {
    return await httpRequest(`/${encodeURIComponent(locale)}${PE_MIGRATION_PATH}`, {
      method: 'POST',
      form: { ...fields, csrf_token: csrfToken },
      schema: ZAnswer,
    });
  } catch (error) {
    const refused = isApiError(error) ? ZPeMigrationResponse.safeParse(error.body) : undefined;
    if (refused?.success === true) return refused.data;
    throw error;
  }
}

export function useSubmitPeMigration({ locale }: { locale: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: FormFields): Promise<PeMigrationOutcome> => {
      const outcome = await postWithCsrfRetry({
        send: (csrfToken) => postPeMigration({ locale, fields, csrfToken }),
        token: csrfTokenFrom(queryClient),
      });
      return outcome.kind === 'csrf-exhausted'
        ? { kind: 'session-expired' }
        : { kind: 'answered', answer: outcome.answer };
    },
  });
}
