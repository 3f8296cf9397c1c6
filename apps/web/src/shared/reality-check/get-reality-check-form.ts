import { type TRealityCheckForm, ZRealityCheckForm } from '@playfair/contracts/game-session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpRequest } from '../http/http-client';

/**
 * GET /{locale}/reality-check-form: how often the reality check reminds the player, and the
 * intervals their market lets them choose from (none: the market's interval is fixed). The
 * account's limits tab chooses; the game's check says which interval is in force.
 */
export function getRealityCheckForm({
  locale,
  signal,
}: {
  locale: string;
  signal?: AbortSignal;
}): Promise<TRealityCheckForm> {
  return httpRequest(`/${encodeURIComponent(locale)}/reality-check-form`, {
    schema: ZRealityCheckForm,
    signal,
  });
}

export function realityCheckFormQueryOptions({
  locale,
  userId,
}: {
  locale: string;
  userId: string;
}) {
  return queryOptions({
    queryKey: ['reality-check-form', locale, userId],
    queryFn: ({ signal }) => getRealityCheckForm({ locale, signal }),
  });
}

/**
 * `isReadOnShow`: asked again each time a component showing it mounts (the game's check, whose
 * interval the limits tab may have changed meanwhile).
 */
export function useRealityCheckForm(input: {
  locale: string;
  userId: string;
  isReadOnShow?: boolean;
}) {
  return useQuery({
    ...realityCheckFormQueryOptions(input),
    ...(input.isReadOnShow === true ? { staleTime: 0 } : {}),
  });
}
