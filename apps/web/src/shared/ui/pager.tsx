import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import styles from './pager.module.css';

type PagerProps = {
  page: number;
  pages: number;
  onPage: (page: number) => void;
};

/**
 * Previous and next page of a list (the history tabs, the inbox), and where the player is
 * (announced on change). Nothing with a single page.
 */
export function Pager({ page, pages, onPage }: PagerProps) {
  const { t } = useTranslation();
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
