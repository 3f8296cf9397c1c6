import { type TSessionStats, ZSessionDetailsResponse } from '@playfair/contracts/game-session';
import { ZCsrfErrorResponse } from '@playfair/contracts/identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { postWithCsrfRetry } from '../../../shared/http/csrf-retry';
import { csrfTokenFrom } from '../../../shared/http/get-csrf-token';
import { httpRequest } from '../../../shared/http/http-client';

const ZDetailsAnswer = z.union([ZSessionDetailsResponse, ZCsrfErrorResponse]);

/**
 * POST /{locale}/game/session/details (form: GameId, csrf_token): the session running at the game,
 * with its figures and limits (spec 001 §3), or null when none runs. The page asks it when a game
 * starts (a reload too), so the figures and the limits survive one.
 */
export async function postSessionDetails({
  locale,
  gameId,
  token,
}: {
  locale: string;
  gameId: string;
  token: (isRefresh: boolean) => Promise<string>;
}): Promise<TSessionStats | null> {
  const outcome = await postWithCsrfRetry({
    send: (csrfToken) =>
      httpRequest(`/${encodeURIComponent(locale)}/game/session/details`, {
        method: 'POST',
        form: { GameId: gameId, csrf_token: csrfToken },
        schema: ZDetailsAnswer,
      }),
    token,
  });
  return outcome.kind === 'answer' ? outcome.answer.data.session : null;
}

/** Asked once per launch (`launch` counts them): a new launch reads the figures again. */
export function sessionDetailsQueryOptions({
  locale,
  userId,
  gameId,
  launch,
}: {
  locale: string;
  userId: string;
  gameId: string;
  launch: number;
}) {
  return queryOptions({
    queryKey: ['game-session-details', userId, gameId, launch],
    queryFn: ({ client }) => postSessionDetails({ locale, gameId, token: csrfTokenFrom(client) }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

export function useSessionDetails(
  input: Parameters<typeof sessionDetailsQueryOptions>[0] & { isEnabled: boolean },
) {
  const { isEnabled, ...options } = input;
  return useQuery({ ...sessionDetailsQueryOptions(options), enabled: isEnabled });
}
