import { ZCsrfErrorResponse, type TCsrfErrorResponse } from '@playfair/contracts/identity';
import {
  PE_MIGRATION_FIELDS as F,
  PE_MIGRATION_MOBILE_CHECK_PATH,
  type TPeMigrationMobileResponse,
  ZPeMigrationMobileResponse,
} from '@playfair/contracts/pe-migration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { postWithCsrfRetry } from '../../../../shared/http/csrf-retry';
import { csrfTokenFrom } from '../../../../shared/http/get-csrf-token';
import { httpRequest } from '../../../../shared/http/http-client';

const ZAnswer = z.union([ZPeMigrationMobileResponse, ZCsrfErrorResponse]);

export type PeMobileCheckOutcome =
  { kind: 'answered'; answer: TPeMigrationMobileResponse } | { kind: 'session-expired' };

/** POST /{locale}/user/pe-migration/validate-mobile (spec 001 §5: checked before the submit). */
export function postPeMobileCheck({
  locale,
  prefix,
  mobile,
  csrfToken,
}: {
  locale: string;
  prefix: string;
  mobile: string;
  csrfToken: string;
}): Promise<TPeMigrationMobileResponse | TCsrfErrorResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}${PE_MIGRATION_MOBILE_CHECK_PATH}`, {
    method: 'POST',
    form: { [F.mobilePrefix]: prefix, [F.mobile]: mobile, csrf_token: csrfToken },
    schema: ZAnswer,
  });
}

export function useValidatePeMobile({ locale }: { locale: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      prefix: string;
      mobile: string;
    }): Promise<PeMobileCheckOutcome> => {
      const outcome = await postWithCsrfRetry({
        send: (csrfToken) => postPeMobileCheck({ locale, ...input, csrfToken }),
        token: csrfTokenFrom(queryClient),
      });
      return outcome.kind === 'csrf-exhausted'
        ? { kind: 'session-expired' }
        : { kind: 'answered', answer: outcome.answer };
    },
  });
}
