import type { TCsrfErrorResponse } from '@playfair/contracts/identity';
import { type TClaimResponse, ZClaimAnswer } from '@playfair/contracts/rewards';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { postWithCsrfRetry } from '../../../shared/http/csrf-retry';
import { csrfTokenFrom } from '../../../shared/http/get-csrf-token';
import { httpRequest } from '../../../shared/http/http-client';
import { rewardsQueryOptions } from '../../../shared/rewards/get-rewards';
import { walletQueryOptions } from '../../../shared/wallet/get-wallet';

export type ClaimOutcome =
  | { kind: 'claimed'; answer: TClaimResponse }
  /** spec 000 §4: the csrf retries ran out; the session-expired modal takes over. */
  | { kind: 'session-expired' };

/**
 * POST /{locale}/user/rewards/claim/{offerId} (form: the CSRF token). A refusal (no such offer,
 * already claimed, not eligible, a bonus already running) is the error model: an ApiError with
 * the server's text.
 */
export function postClaimOffer({
  locale,
  offerId,
  csrfToken,
}: {
  locale: string;
  offerId: string;
  csrfToken: string;
}): Promise<TClaimResponse | TCsrfErrorResponse> {
  return httpRequest(
    `/${encodeURIComponent(locale)}/user/rewards/claim/${encodeURIComponent(offerId)}`,
    { method: 'POST', form: { csrf_token: csrfToken }, schema: ZClaimAnswer },
  );
}

/**
 * After a claim: the rewards (the offer goes, a bonus or free spins come; the history gains a
 * row) and the wallet (bonus money or cashback) are read again.
 */
function refreshAfterClaim(
  queryClient: QueryClient,
  input: { locale: string; userId: string },
): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: rewardsQueryOptions(input).queryKey }),
    queryClient.invalidateQueries({ queryKey: walletQueryOptions(input).queryKey }),
  ]);
}

/** Claims an offer by its id; pending until the rewards and the wallet are read again. */
export function useClaimOffer(input: { locale: string; userId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (offerId: string): Promise<ClaimOutcome> => {
      const outcome = await postWithCsrfRetry({
        send: (csrfToken) => postClaimOffer({ locale: input.locale, offerId, csrfToken }),
        token: csrfTokenFrom(queryClient),
      });
      return outcome.kind === 'csrf-exhausted'
        ? { kind: 'session-expired' }
        : { kind: 'claimed', answer: outcome.answer };
    },
    onSuccess: (outcome) =>
      outcome.kind === 'claimed' ? refreshAfterClaim(queryClient, input) : undefined,
  });
}
