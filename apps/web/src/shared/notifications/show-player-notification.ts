import type { TPlayerNotification } from '@playfair/contracts/player-notifications';
import type { QueryClient } from '@tanstack/react-query';
import { notificationLinkPath } from './notification-link';
import { notify } from './notification-queue';
import { markNotificationSeen } from './post-notifications-seen';
import { type NotificationReader, playerNotificationText } from './player-notification-text';

export type PlayerNotificationContext = {
  queryClient: QueryClient;
  userId: string;
  reader: NotificationReader;
};

// A notification may reach the page twice (an onload action and the push of the same one): it
// shows once per page load.
const queuedIds = new Set<string>();

/**
 * Queues a server notification (spec 000 §3, §4: one at a time) with its own time on screen and
 * where it leads; when it comes on screen the server is told it was seen, once.
 */
export function showPlayerNotification(
  notification: TPlayerNotification,
  { queryClient, userId, reader }: PlayerNotificationContext,
): void {
  if (queuedIds.has(notification.id)) return;
  queuedIds.add(notification.id);
  const { locale } = reader;
  notify({
    message: playerNotificationText(notification, reader),
    timeout: notification.timeout,
    ...(notification.link === null
      ? {}
      : { link: notificationLinkPath(notification.link, locale) }),
    onShow: () => void markNotificationSeen(queryClient, { locale, userId, id: notification.id }),
  });
}
