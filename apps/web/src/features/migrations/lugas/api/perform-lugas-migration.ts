import { ZCsrfErrorResponse, type TCsrfErrorResponse } from '@playfair/contracts/identity';
import {
  type TLugasMigrationResponse,
  ZLugasMigrationResponse,
} from '@playfair/contracts/lugas-migration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { isApiError } from '../../../../shared/http/api-error';
import { postWithCsrfRetry } from '../../../../shared/http/csrf-retry';
import type { FormFields } from '../../../../shared/http/form-body';
import { csrfTokenFrom } from '../../../../shared/http/get-csrf-token';
import { httpRequest } from '../../../../shared/http/http-client';
import { lugasUserDataQueryOptions } from './get-lugas-user-data';

const ZAnswer = z.union([ZLugasMigrationResponse, ZCsrfErrorResponse]);

export type LugasMigrationOutcome =
  | { kind: 'answered'; answer: TLugasMigrationResponse }
  /** spec 000 §4: the csrf retries ran out; the session-expired modal takes over. */
  | { kind: 'session-expired' };

/**
 * POST /public-api/user/perform-lugas-migration (spec 001 §7), the form's fields and the session's
 * CSRF token. A refusal (400 'Validation error.', 409 the limit file's) carries the same answer
 * shape as a success; it is read from the error's body.
 */
export async function postLugasMigration({
  locale,
  fields,
  csrfToken,
}: {
  locale: string;
  fields: FormFields;
  csrfToken: string;
}): Promise<TLugasMigrationResponse | TCsrfErrorResponse> {
  try {
    return await httpRequest(
      `/${encodeURIComponent(locale)}/public-api/user/perform-lugas-migration`,
      { method: 'POST', form: { ...fields, csrf_token: csrfToken }, schema: ZAnswer },
    );
  } catch (error) {
    const refused = isApiError(error) ? ZLugasMigrationResponse.safeParse(error.body) : undefined;
    if (refused?.success === true) return refused.data;
    throw error;
  }
}

export function usePerformLugasMigration({
  locale,
  userId,
}: {
  locale: string;
  userId: string | null;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: FormFields): Promise<LugasMigrationOutcome> => {
      const outcome = await postWithCsrfRetry({
        send: (csrfToken) => postLugasMigration({ locale, fields, csrfToken }),
        token: csrfTokenFrom(queryClient),
      });
      return outcome.kind === 'csrf-exhausted'
        ? { kind: 'session-expired' }
        : { kind: 'answered', answer: outcome.answer };
    },
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: lugasUserDataQueryOptions({ locale, userId }).queryKey,
      }),
  });
}
