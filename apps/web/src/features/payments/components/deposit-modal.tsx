import { useTranslation } from 'react-i18next';
import { useModals } from '../../../shared/modal/modal-context';
import { ModalDialog } from '../../../shared/modal/modal-dialog';
import { useSession } from '../../../shared/session/session-context';
import { Button } from '../../../shared/ui/button';
import { ShieldIcon, WalletIcon } from '../../../shared/ui/icons';
import { PAYMENT_NOTICES_NAMESPACE } from '../text-keys';
import { QuickDepositWidget } from './quick-deposit-widget';
import styles from './payments.module.css';

/**
 * The `deposit` modal (history route `payments`: `/sr/placanja`, `/pe/depositos-y-retiros`): the
 * quick deposit widget, or a way to log in for a visitor who followed a link to it.
 */
export function DepositModal() {
  const { t } = useTranslation();
  const notices = useTranslation(PAYMENT_NOTICES_NAMESPACE, { useSuspense: false });
  const { isLogged } = useSession();
  const modals = useModals();
  return (
    <ModalDialog title={t('deposit_title')} size="md" icon={<WalletIcon />}>
      {isLogged ? (
        <>
          <QuickDepositWidget />
          {/* spec 000 §1 funds-protection notice: where the player's money is held. */}
          {notices.ready ? (
            <p className={`${styles.fundsNote} ${styles.fundsNoteAfter}`}>
              <ShieldIcon className={styles.fundsIcon} aria-hidden="true" />
              <span>{notices.t('funds_protection_notice')}</span>
            </p>
          ) : null}
        </>
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
