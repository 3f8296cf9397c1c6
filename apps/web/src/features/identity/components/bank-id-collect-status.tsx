import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../shared/ui/spinner';
import styles from './bank-id-collect-status.module.css';

/** While the result of a bank-ID order is collected: the page under it stays usable. */
export function BankIdCollectStatus() {
  const { t } = useTranslation();
  return (
    <p className={styles.status} role="status">
      <Spinner />
      {t('bankid_collecting')}
    </p>
  );
}
