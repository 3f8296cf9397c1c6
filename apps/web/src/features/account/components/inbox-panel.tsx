import type { TPlayerNotification } from '@playfair/contracts/player-notifications';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { formatDateTime } from '../../../shared/i18n/format-date-time';
import { useInbox, useUnreadCount } from '../../../shared/notifications/get-inbox';
import { notificationLinkPath } from '../../../shared/notifications/notification-link';
import {
  type NotificationReader,
  playerNotificationText,
} from '../../../shared/notifications/player-notification-text';
import { useMarkNotificationsRead } from '../../../shared/notifications/post-notifications-read';
import { useSession } from '../../../shared/session/session-context';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { InboxIcon } from '../../../shared/ui/icons';
import { Pager } from '../../../shared/ui/pager';
import { Spinner } from '../../../shared/ui/spinner';
import styles from './inbox.module.css';
import { INBOX_NAMESPACE } from '../text-keys';

/**
 * The account panel's inbox tab (spec 001 §2 account sections, `?tab=inbox`): the notifications
 * the server kept for the player (GET /user/notifications?page), newest first, a page at a time,
 * the unread ones marked.
 *
 * Showing a page marks its unread notifications read (POST /user/notifications/read with their
 * ids): the player has them in front of them, and the unread badge drops at once. The marks stay
 * on screen for this visit, so the player still sees what was new; the page shows them read when
 * next opened. "Mark all as read" marks every page (all=1) and clears the marks at once.
 */
export function InboxPanel() {
  const { t } = useTranslation(INBOX_NAMESPACE);
  const { locale, languageTag, currency } = useAppConfig();
  const userId = useSession().userId ?? '';
  const [page, setPage] = useState(1);
  const titleId = useId();
  const inbox = useInbox({ locale, userId, page });
  const { data: unread = 0 } = useUnreadCount({ locale, userId });
  const markRead = useMarkNotificationsRead({ locale, userId });
  const markedIds = useRef(new Set<string>());
  const reader: NotificationReader = { locale, languageTag, currency };

  const shown = inbox.isPlaceholderData ? undefined : inbox.data?.notifications;
  const { mutate } = markRead;
  // Keeps the server in step with what is on screen (an external system), once per notification.
  useEffect(() => {
    const ids = (shown ?? [])
      .filter((notification) => !notification.isRead && !markedIds.current.has(notification.id))
      .map((notification) => notification.id);
    if (ids.length === 0) return;
    for (const id of ids) markedIds.current.add(id);
    mutate({ ids, isRefreshingPages: false });
  }, [shown, mutate]);

  const hasUnreadShown = inbox.data?.notifications.some((each) => !each.isRead) ?? false;

  return (
    <section className={styles.section} aria-labelledby={titleId} aria-busy={inbox.isFetching}>
      <div className={styles.heading}>
        <h2 id={titleId} className={styles.title}>
          {t('inbox_title')}
        </h2>
        <Button
          variant="secondary"
          size="sm"
          data-testid="inbox-mark-all-read"
          disabled={(unread === 0 && !hasUnreadShown) || markRead.isPending}
          onClick={() => markRead.mutate({ all: true, isRefreshingPages: true })}
        >
          {t('inbox_mark_all_read')}
        </Button>
      </div>
      {inbox.isPending ? (
        <p className={styles.loading}>
          <Spinner /> {t('loading')}
        </p>
      ) : inbox.isError ? (
        <ErrorState isCompact titleAs="h3" onRetry={() => void inbox.refetch()} />
      ) : inbox.data.notifications.length === 0 ? (
        <EmptyState
          icon={<InboxIcon />}
          titleAs="h3"
          title={t('account_inbox_empty_title')}
          text={t('account_inbox_empty_text')}
        />
      ) : (
        <>
          <ul className={styles.list} data-testid="inbox-list">
            {inbox.data.notifications.map((notification) => (
              <InboxItem key={notification.id} notification={notification} reader={reader} />
            ))}
          </ul>
          <Pager page={inbox.data.page} pages={inbox.data.pages} onPage={setPage} />
        </>
      )}
    </section>
  );
}

type InboxItemProps = { notification: TPlayerNotification; reader: NotificationReader };

function InboxItem({ notification, reader }: InboxItemProps) {
  const { t } = useTranslation(INBOX_NAMESPACE);
  const text = playerNotificationText(notification, reader);
  const isUnread = !notification.isRead;
  // The inbox itself is no place to go from the inbox.
  const link =
    notification.link === null || notification.link === 'inbox'
      ? null
      : notificationLinkPath(notification.link, reader.locale);
  return (
    <li className={styles.item} data-testid="inbox-item" data-unread={isUnread}>
      <span className={styles.dot} aria-hidden="true" />
      <div className={styles.body}>
        {isUnread ? <span className={styles.visuallyHidden}>{t('inbox_unread')}</span> : null}
        <p className={styles.text}>
          {link === null ? (
            text
          ) : (
            <Link to={link} className={styles.link}>
              {text}
            </Link>
          )}
        </p>
        <time className={styles.time} dateTime={notification.createdAt}>
          {formatDateTime(notification.createdAt, reader.languageTag)}
        </time>
      </div>
    </li>
  );
}
