import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../shared/ui/icons';
import styles from './lobby.module.css';

/** The last tile of a row (spec 000 §9): to the whole category. */
export function ShowMoreTile({ to, total }: { to: string; total: number }) {
  const { t } = useTranslation();
  return (
    <div role="listitem" className={styles.showMore}>
      <Link to={to} className={styles.showMoreLink}>
        <ArrowRightIcon className={styles.showMoreIcon} />
        <span className={styles.showMoreText}>{t('lobby_show_more')}</span>
        <span className={styles.showMoreCount}>{t('lobby_games_count', { count: total })}</span>
      </Link>
    </div>
  );
}
