import { useTranslation } from 'react-i18next';
import { Button } from './button';
import styles from './error-state.module.css';
import { AlertIcon } from './icons';

export type ErrorStateProps = {
  onRetry: () => void;
  /** The heading level that fits where the error shows (h1 for a whole page). */
  titleAs?: 'h1' | 'h2' | 'h3';
  isCompact?: boolean;
};

/** spec 000 §8: the generic error text, with a way to try again. */
export function ErrorState({ onRetry, titleAs: Title = 'h2', isCompact = false }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={isCompact ? `${styles.state} ${styles.compact}` : styles.state}>
      <AlertIcon className={styles.icon} />
      <Title className={styles.title}>{t('generic_error_title')}</Title>
      <p className={styles.message}>{t('generic_error_msg')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('error_retry')}
      </Button>
    </div>
  );
}
