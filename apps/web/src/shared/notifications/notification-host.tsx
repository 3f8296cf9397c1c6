import { type MouseEvent, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '../config/app-config-context';
import { isPlainClick, useGuardedNavigate } from '../navigation/use-guarded-navigate';
import { CloseIcon } from '../ui/icons';
import styles from './notification-host.module.css';
import { notifications, notificationText } from './notification-queue';

/**
 * Shows the notification in front of the queue (spec 000 §4), in a live region that is always on
 * the page so screen readers announce each new text. Mounted once, by the site layout.
 */
export function NotificationHost() {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const current = useSyncExternalStore(notifications.subscribe, notifications.current, () => null);
  return (
    <div className={styles.host} role="status" aria-label={t('notifications_label')}>
      {current === null ? null : (
        <div key={current.id} className={styles.toast} data-kind={current.kind}>
          <p className={styles.text}>
            {current.link === undefined ? (
              notificationText(current, locale)
            ) : (
              <ToastLink to={current.link} onFollow={() => notifications.dismiss(current.id)}>
                {notificationText(current, locale)}
              </ToastLink>
            )}
          </p>
          <button
            type="button"
            className={styles.dismiss}
            aria-label={t('notification_dismiss')}
            onClick={() => notifications.dismiss(current.id)}
          >
            <CloseIcon />
          </button>
        </div>
      )}
    </div>
  );
}

type ToastLinkProps = { to: string; onFollow: () => void; children: string };

/**
 * The text of a notification that leads somewhere: the whole toast is its link (the dismiss button
 * excepted). The page is left through the navigation hooks (spec 001 §4), as the menu leaves it.
 */
function ToastLink({ to, onFollow, children }: ToastLinkProps) {
  const { navigateGuarded } = useGuardedNavigate();

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onFollow();
    void navigateGuarded(to);
  }

  return (
    <Link to={to} className={styles.link} onClick={handleClick}>
      {children}
    </Link>
  );
}
