import {
  type TPlayerNotification,
  ZPlayerNotification,
} from '@playfair/contracts/player-notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useAppConfig } from '../config/app-config-context';
import { usePlayerEvents } from '../push/player-events';
import { inboxPagesKey, unreadCountQueryOptions, useUnreadCount } from './get-inbox';
import { showPlayerNotification } from './show-player-notification';

/** Reads a pushed notification; null for anything that is not one. */
export function notificationFromPush(data: unknown): TPlayerNotification | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = ZPlayerNotification.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * DESIGN §3 live push: the player's stream says `notification` with one notification (spec 000
 * §3). It is queued (one at a time, spec 000 §4); one kept in the inbox counts as unread at once,
 * and the inbox pages are read again (the one on screen now, the others when next shown). Mounted
 * once, by the site layout, for a logged-in player; it also reads the unread count when the
 * onload actions did not give it.
 */
export function LiveNotifications({ userId }: { userId: string }) {
  const { locale, languageTag, currency } = useAppConfig();
  const queryClient = useQueryClient();
  useUnreadCount({ locale, userId });

  usePlayerEvents(locale, {
    notification: (data) => {
      const notification = notificationFromPush(data);
      if (notification === null) return;
      showPlayerNotification(notification, {
        queryClient,
        userId,
        reader: { locale, languageTag, currency },
      });
      if (!notification.isKept || notification.isRead) return;
      queryClient.setQueryData(unreadCountQueryOptions({ locale, userId }).queryKey, (unread) =>
        unread === undefined ? undefined : unread + 1,
      );
      void queryClient.invalidateQueries({ queryKey: inboxPagesKey(userId) });
    },
  });
  return null;
}
