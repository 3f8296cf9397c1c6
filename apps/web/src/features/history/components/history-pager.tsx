import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../shared/ui/icons';
import { pageCount } from '../model/history-period';
import styles from './history.module.css';

type HistoryPagerProps = {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
};

/** Previous and next page of a history list, and where the player is (announced on change). */
export function HistoryPager({ page, total, pageSize, onPage }: HistoryPagerProps) {
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('history_pager_label')}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon className={styles.pagerIcon} />
        {t('history_previous_page')}
      </Button>
      <p className={styles.pageOf} aria-live="polite">
        {t('history_page_of', { step: page, total: pages })}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('history_next_page')}
        <ChevronRightIcon className={styles.pagerIcon} />
      </Button>
    </nav>
  );
}
