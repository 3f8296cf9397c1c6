import { type TWalletResponse, ZWalletResponse } from '@playfair/contracts/wallet';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { walletQueryOptions } from './get-wallet';

// DESIGN §3 live push: the server's event stream for the logged-in player (GET
// /{locale}/user/events, Server-Sent Events) says the balance whenever money moves outside this
// page — a deposit confirmed by the provider, a round settled in another tab. The browser's
// EventSource reconnects by itself and sends the last id it saw, so nothing is missed.

/** The stream's address for a locale. */
export function eventStreamUrl(locale: string): string {
  return `/${encodeURIComponent(locale)}/user/events`;
}

/** Reads a pushed balance; null for anything that is not one. */
export function balanceFromPush(data: unknown): TWalletResponse | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = ZWalletResponse.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps the shared wallet query at the balance the server pushes, while the player is here. */
export function useBalanceStream({ locale, userId }: { locale: string; userId: string }): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Browsers without EventSource keep the refetch on focus.
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(eventStreamUrl(locale));
    const { queryKey } = walletQueryOptions({ locale, userId });
    source.addEventListener('balance', (event) => {
      const wallet = balanceFromPush((event as MessageEvent).data);
      if (wallet !== null) queryClient.setQueryData(queryKey, wallet);
    });
    return () => source.close();
  }, [locale, userId, queryClient]);
}
