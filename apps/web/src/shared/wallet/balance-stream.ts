import { type TWalletResponse, ZWalletResponse } from '@playfair/contracts/wallet';
import { useQueryClient } from '@tanstack/react-query';
import { usePlayerEvents } from '../push/player-events';
import { walletQueryOptions } from './get-wallet';

// DESIGN §3 live push: the player's event stream (shared/push) says the balance whenever money
// moves outside this page — a deposit confirmed by the provider, a round settled in another tab.

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
  usePlayerEvents(locale, {
    balance: (data) => {
      const wallet = balanceFromPush(data);
      if (wallet !== null) {
        queryClient.setQueryData(walletQueryOptions({ locale, userId }).queryKey, wallet);
      }
    },
  });
}
