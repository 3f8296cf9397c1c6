import { ZMarketingConsentsResponse } from '@playfair/contracts/consents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpRequest } from '../../../shared/http/http-client';
import { type ConsentsFragment, readConsentsFragment } from '../model/consents-fragment';

export class UnreadableConsentsError extends Error {
  override readonly name = 'UnreadableConsentsError';
}

/**
 * GET /public-api/user/marketing-consents (spec 001 §7, global path): data.html, the form with the
 * player's answers, read into plain data.
 */
export async function getMarketingConsents({
  signal,
}: { signal?: AbortSignal } = {}): Promise<ConsentsFragment> {
  const { data } = await httpRequest('/public-api/user/marketing-consents', {
    schema: ZMarketingConsentsResponse,
    headers: { Accept: 'application/json' },
    signal,
  });
  const fragment = readConsentsFragment(data.html);
  if (fragment === null) throw new UnreadableConsentsError('The consents form is unreadable');
  return fragment;
}

/** The player's own form (its texts are in their language): keyed by player and locale. */
export function marketingConsentsQueryOptions({
  locale,
  userId,
}: {
  locale: string;
  userId: string;
}) {
  return queryOptions({
    queryKey: ['marketing-consents', locale, userId],
    queryFn: ({ signal }) => getMarketingConsents({ signal }),
    retry: false,
  });
}

export function useMarketingConsents(input: { locale: string; userId: string }) {
  return useQuery(marketingConsentsQueryOptions(input));
}
