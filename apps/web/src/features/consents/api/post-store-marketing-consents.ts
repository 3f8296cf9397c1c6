import {
  type TConsentSource,
  type TStoreMarketingConsentsResponse,
  ZStoreMarketingConsentsResponse,
} from '@playfair/contracts/consents';
import { ZCsrfErrorResponse } from '@playfair/contracts/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postWithCsrfRetry } from '../../../shared/http/csrf-retry';
import { csrfTokenFrom } from '../../../shared/http/get-csrf-token';
import { httpRequest } from '../../../shared/http/http-client';
import { marketingConsentsQueryOptions } from './get-marketing-consents';

type StoreForm = { channels: string; none: '1' | '0'; source: TConsentSource };

/**
 * POST /public-api/user/store-marketing-consents (spec 001 §7; form-encoded with the session's CSRF
 * token): success, data.redirect, data.completed, message, errors.
 */
export function postStoreMarketingConsents(form: StoreForm & { csrf_token: string }) {
  return httpRequest('/public-api/user/store-marketing-consents', {
    method: 'POST',
    form,
    schema: ZStoreMarketingConsentsResponse.or(ZCsrfErrorResponse),
  });
}

/** What a submit ends in: stored, refused with field texts, or the session is gone. */
export type StoreOutcome =
  | { kind: 'stored'; answer: TStoreMarketingConsentsResponse }
  | { kind: 'invalid'; message: string; errors: Record<string, string> }
  | { kind: 'session-ended' };

export function useStoreMarketingConsents({ locale, userId }: { locale: string; userId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: StoreForm): Promise<StoreOutcome> => {
      const outcome = await postWithCsrfRetry({
        send: (csrfToken) => postStoreMarketingConsents({ ...form, csrf_token: csrfToken }),
        token: csrfTokenFrom(queryClient),
      });
      if (outcome.kind === 'csrf-exhausted') return { kind: 'session-ended' };
      const { answer } = outcome;
      if (answer.success) return { kind: 'stored', answer };
      return { kind: 'invalid', message: answer.message, errors: answer.errors };
    },
    onSuccess: (outcome) =>
      outcome.kind === 'stored'
        ? queryClient.invalidateQueries({
            queryKey: marketingConsentsQueryOptions({ locale, userId }).queryKey,
          })
        : undefined,
  });
}
