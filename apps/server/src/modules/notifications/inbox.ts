import {
  INBOX_PAGE_SIZE,
  type NotificationEventType,
  type NotificationLink,
  type TInboxResponse,
  type TPlayerNotification,
} from '@playfair/contracts/player-notifications';
import { DAY_MS, NOTIFICATION_DURATION_MS } from '@playfair/domain/constants';
import { SUPPORTED_LOCALES, type Locale } from '@playfair/domain/locales';
import type { Database } from '../../platform/db/client';
import type { EventBus } from '../../platform/events/events';
import type { PushHub, PushMessage } from '../../platform/push/hub';
import {
  countKept,
  countUnread,
  insertNotification,
  keptNotifications,
  markNotificationsRead,
  markNotificationsSeen,
  notificationsByIds,
  unseenNotifications,
  type NotificationRow,
} from './repo';

// Live notifications and the inbox (spec 000 §3 Notification, DESIGN §11, decision 011). A module
// tells a player something by `notify` inside the transaction of the news: the row and its
// `notification.created` fact commit with the news or not at all, and the fact's subscriber pushes
// it to the player's open pages (on any process, through the push hub). A page that reconnects gets
// what it missed from the facts; a player who was away gets the unseen ones as onload actions.

export type { NotificationRow } from './repo';

export type NotificationInput = {
  eventType: NotificationEventType;
  /**
   * The catalog key of the text; `params` fill its {placeholders} other than the site's own, each
   * one text or one per locale (a race's name), falling back to English.
   */
  key: string;
  params?: NotificationParams;
  position?: number;
  currency?: string;
  amountMinor?: bigint;
  minCashbackMinor?: bigint;
  minRounds?: number;
  link?: NotificationLink;
  /** false: pushed only, not kept in the inbox. */
  isKept?: boolean;
  timeoutMs?: number;
};

export type NotificationParams = Readonly<
  Record<string, string | Readonly<Record<string, string>>>
>;

export type InboxDependencies = {
  db: Database;
  events: Pick<EventBus, 'subscribe' | 'publish' | 'playerEventsAfter'>;
  hub: Pick<PushHub, 'publish'>;
  /** The catalog's text of `key` in `locale` (English when it has none), unfilled. */
  text: (locale: Locale, key: string) => string;
  now: () => Date;
};

export const NOTIFICATION_PUSH_EVENT = 'notification';
/** The onload actions show what arrived while the player was away, up to this old and many. */
const ONLOAD_WINDOW_MS = 7 * DAY_MS;
const ONLOAD_MAX = 5;
/** How many missed notifications a reconnecting page is sent. */
const REPLAY_MAX = 20;

/** The placeholders the site fills itself (money and numbers in the reader's formats). */
const SITE_PLACEHOLDERS = new Set(['amount', 'minCashback', 'position', 'minRounds']);

function fill(text: string, params: NotificationParams, locale: Locale): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (SITE_PLACEHOLDERS.has(name) || value === undefined) return whole;
    return typeof value === 'string' ? value : (value[locale] ?? value.en ?? whole);
  });
}

/** spec 000 §3 "message per locale (falls back to en)": English, plus every locale that differs. */
export function messagesOf(
  text: (locale: Locale, key: string) => string,
  key: string,
  params: NotificationParams = {},
): Record<string, string> {
  const english = fill(text('en', key), params, 'en');
  const messages: Record<string, string> = { en: english };
  for (const locale of SUPPORTED_LOCALES) {
    const localised = fill(text(locale, key), params, locale);
    if (localised !== english) messages[locale] = localised;
  }
  return messages;
}

/** Minor units as the notification's `amount`: major units, SEK and NOK in tenths (spec 000 §9). */
export function notificationAmountOf(minor: bigint | null, currency: string | null): number | null {
  if (minor === null || currency === null) return null;
  const factor = currency === 'SEK' || currency === 'NOK' ? 10 : 1;
  return Number(minor) / 100 / factor;
}

export function notificationView(row: NotificationRow): TPlayerNotification {
  return {
    id: String(row.id),
    message: row.message,
    timeout: row.timeoutMs,
    event_type: row.eventType as NotificationEventType,
    position: row.position,
    amount: notificationAmountOf(row.amountMinor, row.currency),
    minCashback: notificationAmountOf(row.minCashbackMinor, row.currency),
    minRounds: row.minRounds,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    isRead: row.readAt !== null,
    isKept: row.isKept,
  };
}

export function createInboxService(deps: InboxDependencies) {
  const { db, events, hub, now } = deps;

  const unreadCount = (playerId: string, tx: Database = db) => countUnread(tx, playerId);

  /** Marks the player's own notifications as shown on screen; answers the unread count. */
  async function markSeen(playerId: string, ids: readonly number[]): Promise<number> {
    await markNotificationsSeen(db, playerId, ids, now());
    return unreadCount(playerId);
  }

  return {
    /** Writes a notification in the caller's transaction; it is pushed once that commits. */
    async notify(tx: Database, playerId: string, input: NotificationInput): Promise<number> {
      const id = await insertNotification(tx, {
        playerId,
        eventType: input.eventType,
        message: messagesOf(deps.text, input.key, input.params),
        timeoutMs: input.timeoutMs ?? NOTIFICATION_DURATION_MS.default,
        position: input.position ?? null,
        currency: input.currency ?? null,
        amountMinor: input.amountMinor ?? null,
        minCashbackMinor: input.minCashbackMinor ?? null,
        minRounds: input.minRounds ?? null,
        link: input.link ?? null,
        isKept: input.isKept ?? true,
        createdAt: now(),
      });
      await events.publish(tx, 'notification.created', {
        playerId,
        payload: { notificationId: String(id) },
      });
      return id;
    },

    subscribe(): void {
      events.subscribe('notifications.push', ['notification.created'], async (fact, tx) => {
        if (fact.playerId === null) return;
        const [row] = await notificationsByIds(tx, [Number(fact.payload.notificationId)]);
        if (row === undefined) return;
        await hub.publish(fact.playerId, {
          id: fact.id,
          event: NOTIFICATION_PUSH_EVENT,
          data: notificationView(row),
        });
      });
    },

    /** What a page reconnecting after fact `afterId` missed: each unseen notification since. */
    async replay(playerId: string, afterId: number): Promise<PushMessage[]> {
      if (afterId === 0) return [];
      const facts = await events.playerEventsAfter(
        playerId,
        ['notification.created'],
        afterId,
        REPLAY_MAX,
      );
      const rows = await notificationsByIds(
        db,
        facts.map((fact) => Number(fact.payload.notificationId)),
      );
      return facts.flatMap((fact) => {
        const row = rows.find((candidate) => String(candidate.id) === fact.payload.notificationId);
        return row === undefined || row.seenAt !== null
          ? []
          : [{ id: fact.id, event: NOTIFICATION_PUSH_EVENT, data: notificationView(row) }];
      });
    },

    /** GET /{locale}/user/notifications: the kept ones, newest first. */
    async inbox(playerId: string, page: number): Promise<TInboxResponse> {
      const count = await countKept(db, playerId);
      const rows = await keptNotifications(
        db,
        playerId,
        INBOX_PAGE_SIZE,
        (page - 1) * INBOX_PAGE_SIZE,
      );
      return {
        success: true,
        notifications: rows.map(notificationView),
        unread: await unreadCount(playerId),
        page,
        pages: Math.ceil(count / INBOX_PAGE_SIZE),
      };
    },

    unreadCount,

    /** Marks the player's own notifications read (all of them without ids); answers the unread. */
    async markRead(playerId: string, ids: readonly number[] | 'all'): Promise<number> {
      await markNotificationsRead(db, playerId, ids, now());
      return unreadCount(playerId);
    },

    markSeen,

    /**
     * The onload actions of a player's news (spec 001 §2): on a lobby page, `rewards` for an offer
     * they have not seen (marked seen as the modal opens; a game, an account page or a form is
     * never covered by it, and the offer waits for the lobby); `showNotification` with the other
     * unseen ones of the last week (the site marks each seen as it shows it); `notification` with
     * the unread count.
     */
    async onloadActions(
      playerId: string,
      { isLobby }: { isLobby: boolean },
    ): Promise<{ action: string; params: Record<string, unknown> }[]> {
      const since = new Date(now().getTime() - ONLOAD_WINDOW_MS);
      const unseen = await unseenNotifications(db, playerId, since, ONLOAD_MAX);
      const actions: { action: string; params: Record<string, unknown> }[] = [];
      const offers = unseen.filter(
        (row) => row.eventType === 'bonus_offer' || row.eventType === 'cashback_offer',
      );
      if (offers.length > 0 && isLobby) {
        await markSeen(
          playerId,
          offers.map((row) => row.id),
        );
        actions.push({ action: 'rewards', params: {} });
      }
      const shown = unseen.filter((row) => !offers.includes(row)).reverse();
      if (shown.length > 0) {
        actions.push({
          action: 'showNotification',
          params: { notifications: shown.map(notificationView) },
        });
      }
      const unread = await unreadCount(playerId);
      if (unread > 0) actions.push({ action: 'notification', params: { unread } });
      return actions;
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
