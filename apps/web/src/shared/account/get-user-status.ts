import { ZUserStatusBlockedResponse, ZUserStatusResponse } from '@playfair/contracts/identity';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../http/api-error';
import { httpRequest } from '../http/http-client';

export type UserStatus =
  | { kind: 'ok' }
  /** spec 000 §7: a 200 with `error` — the AML / source-of-wealth notice, in the player's language. */
  | { kind: 'notice'; message: string }
  /** spec 000 §7: a 500 with `redirect` — the account may not play; the browser goes there. */
  | { kind: 'blocked'; redirect: string };

/**
 * GET /{locale}/get/user-status (spec 000 §7): read by the account panel's notice and by the game
 * view when the AML check stops real play (the notification's text, spec 000 §8).
 */
export async function getUserStatus({
  locale,
  signal,
}: {
  locale: string;
  signal?: AbortSignal;
}): Promise<UserStatus> {
  try {
    const answer = await httpRequest(`/${encodeURIComponent(locale)}/get/user-status`, {
      schema: ZUserStatusResponse,
      signal,
    });
    return answer.success ? { kind: 'ok' } : { kind: 'notice', message: answer.error };
  } catch (error) {
    const blocked =
      isApiError(error) && error.status === 500
        ? ZUserStatusBlockedResponse.safeParse(error.body)
        : undefined;
    if (blocked?.success) return { kind: 'blocked', redirect: blocked.data.redirect };
    throw error;
  }
}

export function userStatusQueryOptions({ locale, userId }: { locale: string; userId: string }) {
  return queryOptions({
    queryKey: ['user-status', userId],
    queryFn: ({ signal }) => getUserStatus({ locale, signal }),
  });
}

export function useUserStatus(input: { locale: string; userId: string }) {
  return useQuery(userStatusQueryOptions(input));
}
