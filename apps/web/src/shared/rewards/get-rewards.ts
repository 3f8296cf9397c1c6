import { type TRewardsResponse, ZRewardsResponse } from '@playfair/contracts/rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpRequest } from '../http/http-client';

// The player's rewards are read by the rewards modal (features/rewards), the withdrawal form's
// bonus forfeit warning (features/payments) and the game view's free-spins banner (features/game).
// Features never import each other, so the one query they share lives here; the account's
// rewards history keys its pages below this query's key, so invalidating this key refreshes both.

const REWARDS_STALE_TIME_MS = 30_000;

/** GET /{locale}/user/rewards (needs a session): offers to claim, running bonuses, free rounds. */
export function getRewards({
  locale,
  signal,
}: {
  locale: string;
  signal?: AbortSignal;
}): Promise<TRewardsResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/user/rewards`, {
    schema: ZRewardsResponse,
    signal,
  });
}

/** One player's rewards. A claim, a withdrawal and the `rewards` push invalidate this key. */
export function rewardsQueryOptions({ locale, userId }: { locale: string; userId: string }) {
  return queryOptions({
    queryKey: ['rewards', userId],
    queryFn: ({ signal }) => getRewards({ locale, signal }),
    staleTime: REWARDS_STALE_TIME_MS,
  });
}

export function useRewards(input: { locale: string; userId: string }) {
  return useQuery(rewardsQueryOptions(input));
}
