import type { TAppConfig } from '@playfair/contracts/app-config';
import {
  type TPlayerNotification,
  ZPlayerNotification,
} from '@playfair/contracts/player-notifications';
import type { QueryClient } from '@tanstack/react-query';
import { setUnreadCount } from '../shared/notifications/get-inbox';
import { notificationLinkPath } from '../shared/notifications/notification-link';
import { notify } from '../shared/notifications/notification-queue';
import type { NotificationReader } from '../shared/notifications/player-notification-text';
import { showPlayerNotification } from '../shared/notifications/show-player-notification';

type OnloadAction = TAppConfig['onloadActions'][number];

// spec 001 §2 "Onload actions driven by server configuration" that are not modals (those are in
// onload-modals.ts): the notifications the server has for the player when the page loads.
export type OnloadNotification =
  /** `showNotification` `{ notifications }`: each is queued, one at a time, and told seen. */
  | { kind: 'show'; notification: TPlayerNotification }
  /** `notification` `{ unread }`: the inbox's unread count, so the badge needs no request. */
  | { kind: 'unread'; unread: number }
  /** `races` `{ raceId, name }`: a race has started (once per race per browser session). */
  | { kind: 'race-start'; raceId: string; name: string };

function showActions(params: OnloadAction['params']): OnloadNotification[] {
  const { notifications } = params;
  if (!Array.isArray(notifications)) return [];
  return notifications.flatMap((each: unknown): OnloadNotification[] => {
    const parsed = ZPlayerNotification.safeParse(each);
    return parsed.success ? [{ kind: 'show', notification: parsed.data }] : [];
  });
}

function unreadAction(params: OnloadAction['params']): OnloadNotification[] {
  const { unread } = params;
  return typeof unread === 'number' && Number.isInteger(unread) && unread >= 0
    ? [{ kind: 'unread', unread }]
    : [];
}

function raceStartAction(params: OnloadAction['params']): OnloadNotification[] {
  const { raceId, name } = params;
  const id = typeof raceId === 'number' ? String(raceId) : raceId;
  if (typeof id !== 'string' || id === '' || typeof name !== 'string' || name === '') return [];
  return [{ kind: 'race-start', raceId: id, name }];
}

/**
 * The notifications the server's onload actions ask for, in its order; an action with parameters
 * that are not what it expects is left out, as are the modal ones and any other.
 */
export function onloadNotifications(actions: readonly OnloadAction[]): OnloadNotification[] {
  return actions.flatMap(({ action, params }): OnloadNotification[] => {
    switch (action) {
      case 'showNotification':
        return showActions(params);
      case 'notification':
        return unreadAction(params);
      case 'races':
        return raceStartAction(params);
      default:
        return [];
    }
  });
}

const RACE_START_STORAGE_PREFIX = 'pf.raceStartShown.';

/**
 * Whether the race is still to be announced in this browser session; it counts as announced from
 * now on. Without a
 * usable sessionStorage (a private window may refuse it) the race is announced on every load.
 */
export function isRaceStartNew(storage: Storage | null, raceId: string): boolean {
  if (storage === null) return true;
  const key = `${RACE_START_STORAGE_PREFIX}${raceId}`;
  try {
    if (storage.getItem(key) !== null) return false;
    storage.setItem(key, '1');
    return true;
  } catch {
    return true;
  }
}

export type OnloadNotificationContext = {
  queryClient: QueryClient;
  userId: string;
  reader: NotificationReader;
  /** The race-start text (`notification_race_start`) with the race's name. */
  raceStartText: (name: string) => string;
  storage: Storage | null;
};

/** Queues the onload notifications (spec 000 §4: one at a time) and seeds the unread count. */
export function runOnloadNotifications(
  items: readonly OnloadNotification[],
  context: OnloadNotificationContext,
): void {
  const { queryClient, userId, reader } = context;
  for (const item of items) {
    switch (item.kind) {
      case 'show':
        showPlayerNotification(item.notification, { queryClient, userId, reader });
        break;
      case 'unread':
        setUnreadCount(queryClient, { locale: reader.locale, userId }, item.unread);
        break;
      case 'race-start':
        if (isRaceStartNew(context.storage, item.raceId)) {
          notify({
            message: context.raceStartText(item.name),
            link: notificationLinkPath('races', reader.locale),
          });
        }
        break;
    }
  }
}
