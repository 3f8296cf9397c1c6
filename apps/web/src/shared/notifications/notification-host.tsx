import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../config/app-config-context';
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
          <p className={styles.text}>{notificationText(current, locale)}</p>
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
