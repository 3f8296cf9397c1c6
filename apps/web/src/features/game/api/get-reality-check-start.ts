import { type TRealityCheckStatus, ZRealityCheckStatus } from '@playfair/contracts/game-session';
import { queryOptions } from '@tanstack/react-query';
import { httpRequest } from '../../../shared/http/http-client';

/**
 * GET /{locale}/reality-check/start (changes state: a game opens; the XHR marker is always sent):
 * the server's reality-check clock for this sitting — whether a check is due, and in how long.
 */
export function getRealityCheckStart({ locale }: { locale: string }): Promise<TRealityCheckStatus> {
  return httpRequest(`/${encodeURIComponent(locale)}/reality-check/start`, {
    schema: ZRealityCheckStatus,
  });
}

/**
 * Once per opening of a game (`opening`): not cached for another, never refetched on its own (the
 * page asks GET /reality-check/get when the time runs out). Not aborted when the observer drops
 * away for a moment, as the launch is not (get-game-url.ts).
 */
export function realityCheckStartQueryOptions({
  locale,
  userId,
  opening,
}: {
  locale: string;
  userId: string;
  opening: string;
}) {
  return queryOptions({
    queryKey: ['reality-check-start', userId, opening],
    queryFn: () => getRealityCheckStart({ locale }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
