import type { EventBus } from '../../platform/events/events';
import type { InboxService, NotificationInput } from './inbox';

// The players' news that other modules announce as facts, told as notifications (decision 011):
// bonus and cashback events from rewards, and limits taking effect from rg. Races and prize draws
// write theirs in their own transactions (promotions).

/** What a rewards change tells the player, or nothing (wagering progress is not news). */
export function rewardsNews(payload: {
  currency: string;
  what: string;
  amountMinor?: string;
  minRounds?: number;
  minCashbackMinor?: string;
}): NotificationInput | undefined {
  const amount =
    payload.amountMinor === undefined
      ? {}
      : { currency: payload.currency, amountMinor: BigInt(payload.amountMinor) };
  switch (payload.what) {
    case 'offer-opened':
      return { eventType: 'bonus_offer', key: 'notification_bonus_offer', link: 'rewards' };
    case 'cashback-offer-opened':
      return {
        eventType: 'cashback_offer',
        key: 'notification_cashback_offer',
        link: 'rewards',
        ...amount,
        ...(payload.minRounds === undefined ? {} : { minRounds: payload.minRounds }),
        ...(payload.minCashbackMinor === undefined
          ? {}
          : { minCashbackMinor: BigInt(payload.minCashbackMinor) }),
      };
    case 'bonus-granted':
      return {
        eventType: 'bonus_granted',
        key: 'notification_bonus_granted',
        link: 'rewards',
        ...amount,
      };
    case 'bonus-converted':
      return {
        eventType: 'bonus_converted',
        key: 'notification_bonus_converted',
        link: 'rewards',
        ...amount,
      };
    case 'bonus-expired':
    case 'bonus-forfeited':
      return { eventType: 'bonus_ended', key: 'notification_bonus_ended', link: 'rewards' };
    case 'free-rounds-granted':
      return { eventType: 'free_spins', key: 'notification_free_spins', link: 'rewards' };
    default:
      return undefined;
  }
}

export function subscribeNews(
  events: Pick<EventBus, 'subscribe'>,
  inbox: Pick<InboxService, 'notify'>,
): void {
  events.subscribe('notifications.rewards-news', ['rewards.changed'], async (fact, tx) => {
    if (fact.playerId === null) return;
    const news = rewardsNews(fact.payload);
    if (news !== undefined) await inbox.notify(tx, fact.playerId, news);
  });
  events.subscribe('notifications.limit-news', ['limit.changed'], async (fact, tx) => {
    if (fact.playerId === null || fact.payload.status !== 'active') return;
    await inbox.notify(tx, fact.playerId, {
      eventType: 'limit_active',
      key: 'notification_limit_active',
      link: 'limits',
    });
  });
}
