import { useQueryClient } from '@tanstack/react-query';
import { usePlayerEvents } from '../push/player-events';
import { rewardsQueryOptions } from './get-rewards';

// DESIGN §3 live push: the player's event stream says `rewards` whenever their rewards change
// outside this page (a bonus granted, converted, expired or forfeited, a free round played, a
// cashback offered); its content is not needed, the rewards are read again. A `balance` push
// follows every settled round, which moves a running bonus's wagering: shown rewards are read
// again then too (only queries on screen refetch; the others are marked stale).

/** Keeps the shared rewards query (and the rewards history below its key) current. */
export function useRewardsStream({ locale, userId }: { locale: string; userId: string }): void {
  const queryClient = useQueryClient();
  const refresh = () =>
    void queryClient.invalidateQueries({
      queryKey: rewardsQueryOptions({ locale, userId }).queryKey,
    });
  usePlayerEvents(locale, { rewards: refresh, balance: refresh });
}
