import { ZUserTicketsResponse } from '@playfair/contracts/raffles';
import { CACHE_TIME_SECONDS, SECOND_MS } from '@playfair/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpRequest } from '../../../shared/http/http-client';
import { RAFFLES_QUERY_ROOT } from './get-current-raffles';

/**
 * GET /{locale}/get-user-raffle-tickets/{raffleId}: the player's tickets in a draw, or null when
 * the server says `success: false` (logged only, spec 000 §8).
 */
export async function getUserRaffleTickets({
  locale,
  raffleId,
  signal,
}: {
  locale: string;
  raffleId: string;
  signal?: AbortSignal;
}): Promise<number | null> {
  const answer = await httpRequest(
    `/${encodeURIComponent(locale)}/get-user-raffle-tickets/${encodeURIComponent(raffleId)}`,
    { schema: ZUserTicketsResponse, signal },
  );
  if (!answer.success) {
    console.warn(`get-user-raffle-tickets/${raffleId}:`, answer.message);
    return null;
  }
  return answer.tickets;
}

/** Keyed by the player: a visitor's and a player's answers never share an entry (spec 000 §7). */
export function userRaffleTicketsQueryOptions(input: {
  locale: string;
  userId: string;
  raffleId: string;
}) {
  return queryOptions({
    queryKey: [RAFFLES_QUERY_ROOT, 'tickets', input.userId, input.raffleId],
    queryFn: ({ signal }) =>
      getUserRaffleTickets({ locale: input.locale, raffleId: input.raffleId, signal }),
    staleTime: CACHE_TIME_SECONDS.tickets * SECOND_MS,
  });
}

/** spec 000 §5: no lookup without a user id. */
export function useUserRaffleTickets(input: {
  locale: string;
  userId: string | null;
  raffleId: string | null;
}) {
  const { userId, raffleId } = input;
  return useQuery({
    ...userRaffleTicketsQueryOptions({
      locale: input.locale,
      userId: userId ?? '',
      raffleId: raffleId ?? '',
    }),
    enabled: userId !== null && raffleId !== null,
  });
}
