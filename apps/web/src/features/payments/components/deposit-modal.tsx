import { useTranslation } from 'react-i18next';
import { useModals } from '../../../shared/modal/modal-context';
import { ModalDialog } from '../../../shared/modal/modal-dialog';
import { useSession } from '../../../shared/session/session-context';
import { Button } from '../../../shared/ui/button';
import { WalletIcon } from '../../../shared/ui/icons';
import { QuickDepositWidget } from './quick-deposit-widget';
import styles from './payments.module.css';

/**
 * The `deposit` modal (history route `payments`: `/sr/placanja`, `/pe/depositos-y-retiros`): the
 * quick deposit widget, or a way to log in for a visitor who followed a link to it.
 */
export function DepositModal() {
  const { t } = useTranslation();
  const { isLogged } = useSession();
  const modals = useModals();
  return (
    <ModalDialog title={t('deposit_title')} size="md" icon={<WalletIcon />}>
      {isLogged ? (
        <QuickDepositWidget />
      ) : (
        <div className={styles.stack}>
          <p className={styles.muted}>{t('deposit_login_text')}</p>
          <Button size="lg" data-autofocus onClick={() => modals.open('login')}>
            {t('header_login')}
          </Button>
        </div>
      )}
    </ModalDialog>
  );
}
