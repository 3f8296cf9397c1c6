import { type TWalletResponse, ZWalletResponse } from '@playfair/contracts/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { httpRequest } from '../http/http-client';

// The balance is read by the header (features/wallet) and changed by deposits, withdrawals and
// game rounds (features/payments, features/game). Features never import each other, so the one
// query they all share lives here: each invalidates or updates it through this queryKey.

const WALLET_STALE_TIME_MS = 30_000;

/** GET /{locale}/user/wallet (needs a session): the cash balance in the player's currency. */
export function getWallet({
  locale,
  signal,
}: {
  locale: string;
  signal?: AbortSignal;
}): Promise<TWalletResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/user/wallet`, {
    schema: ZWalletResponse,
    signal,
  });
}

/**
 * The balance of one player. Deposits and game rounds invalidate it with this queryKey. Unlike the
 * app default it refetches on window focus: a player back from the cashier or a game in another
 * tab expects the new balance, and the old one stays on screen while the new one loads.
 */
export function walletQueryOptions({ locale, userId }: { locale: string; userId: string }) {
  return queryOptions({
    queryKey: ['wallet', userId],
    queryFn: ({ signal }) => getWallet({ locale, signal }),
    staleTime: WALLET_STALE_TIME_MS,
    refetchOnWindowFocus: true,
  });
}

export function useWallet(input: { locale: string; userId: string }) {
  return useQuery(walletQueryOptions(input));
}
