import type { TWalletResponse } from '@playfair/contracts/wallet';
import type { Database } from '../../platform/db/client';
import type { EventBus } from '../../platform/events/events';
import type { PushHub, PushMessage } from '../../platform/push/hub';
import { walletBody, type WalletService } from './service';

// DESIGN §3 live push: the header's balance follows money that moves outside the page showing it
// (a deposit confirmed by the provider, a round settled in another tab, a withdrawal paid). The
// message carries the same body as GET /user/wallet, so the site puts it straight in its cache.

/** The facts after which a player's cash balance is different. */
export const BALANCE_FACTS = [
  'round.settled',
  'rewards.changed',
  'deposit.confirmed',
  'withdrawal.requested',
  'withdrawal.paid',
] as const;

export const BALANCE_PUSH_EVENT = 'balance';

async function balanceMessage(
  wallet: Pick<WalletService, 'balances'>,
  tx: Database | undefined,
  playerId: string,
  currency: string,
  factId: number,
): Promise<PushMessage> {
  const data: TWalletResponse = walletBody(await wallet.balances(playerId, currency, tx), currency);
  return { id: factId, event: BALANCE_PUSH_EVENT, data };
}

/**
 * Pushes the balance after each fact that changed it. It is read when the fact is delivered, so a
 * late or repeated delivery pushes the newest balance, never an old one.
 */
export function subscribeBalancePush({
  events,
  hub,
  wallet,
}: {
  events: Pick<EventBus, 'subscribe'>;
  hub: Pick<PushHub, 'publish'>;
  wallet: Pick<WalletService, 'balances'>;
}): void {
  events.subscribe('wallet.balance-push', BALANCE_FACTS, async (fact, tx) => {
    if (fact.playerId === null) return;
    const message = await balanceMessage(wallet, tx, fact.playerId, fact.payload.currency, fact.id);
    await hub.publish(fact.playerId, message);
  });
}

/** What a stream reconnecting after `afterId` missed: the balance now, if it changed since. */
export async function replayBalance(
  {
    events,
    wallet,
  }: { events: Pick<EventBus, 'latestPlayerEvent'>; wallet: Pick<WalletService, 'balances'> },
  playerId: string,
  afterId: number,
): Promise<PushMessage[]> {
  if (afterId === 0) return [];
  const latest = await events.latestPlayerEvent(playerId, BALANCE_FACTS, afterId);
  if (latest === undefined) return [];
  return [await balanceMessage(wallet, undefined, playerId, latest.payload.currency, latest.id)];
}
