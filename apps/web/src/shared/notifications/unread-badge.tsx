import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../config/app-config-context';
import { useSession } from '../session/session-context';
import { useUnreadCount } from './get-inbox';
import styles from './unread-badge.module.css';

/** Counts above this show as "99+". */
const MAX_SHOWN_COUNT = 99;

/**
 * The logged-in player's unread inbox count, as a small badge beside what leads to the inbox (the
 * account's inbox tab, the header's account button); nothing while there is none.
 */
export function UnreadBadge({ className }: { className?: string }) {
  const { userId } = useSession();
  if (userId === null) return null;
  return <Badge userId={userId} className={className} />;
}

function Badge({ userId, className }: { userId: string; className?: string }) {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const { data: unread } = useUnreadCount({ locale, userId });
  if (unread === undefined || unread === 0) return null;
  // The space keeps the count a word of its own in the accessible name ("Inbox 3 unread …").
  return (
    <>
      {' '}
      <span
        className={className === undefined ? styles.badge : `${styles.badge} ${className}`}
        data-testid="inbox-unread-count"
      >
        <span aria-hidden="true">{unread > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : unread}</span>
        <span className={styles.visuallyHidden}>{t('inbox_unread_count', { count: unread })}</span>
      </span>
    </>
  );
}
