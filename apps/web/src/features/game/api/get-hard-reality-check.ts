import {
  type THardRealityCheckStatus,
  ZHardRealityCheckStatus,
} from '@playfair/contracts/game-session';
import { queryOptions } from '@tanstack/react-query';
import { httpRequest } from '../../../shared/http/http-client';

/**
 * GET /{locale}/public-api/v1/reality-check (spec 001 §4 hard reality check): whether play is
 * blocked now, the cooldown left, the play time left today and when the next check falls due.
 */
export function getHardRealityCheck({
  locale,
  signal,
}: {
  locale: string;
  signal?: AbortSignal;
}): Promise<THardRealityCheckStatus> {
  return httpRequest(`/${encodeURIComponent(locale)}/public-api/v1/reality-check`, {
    schema: ZHardRealityCheckStatus,
    signal,
  });
}

/**
 * Read when a game starts (each launch: `launch`) and when the period runs out (`reading`); the
 * page never polls it.
 */
export function hardRealityCheckQueryOptions({
  locale,
  userId,
  launch,
  reading,
}: {
  locale: string;
  userId: string;
  launch: string;
  reading: number;
}) {
  return queryOptions({
    queryKey: ['hard-reality-check', userId, launch, reading],
    queryFn: ({ signal }) => getHardRealityCheck({ locale, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
