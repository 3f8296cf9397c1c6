import { useTranslation } from 'react-i18next';
import { useModalEntry, useModals } from '../../../shared/modal/modal-context';
import { ModalDialog } from '../../../shared/modal/modal-dialog';
import { Button } from '../../../shared/ui/button';
import { ClockIcon } from '../../../shared/ui/icons';
import styles from './auth-forms.module.css';

/**
 * spec 000 §4: the session ended on the server. The page already shows the logged-out state (the
 * opener ends the session); this says why and offers to log in again.
 */
export function SessionExpiredModal() {
  const { t } = useTranslation();
  const modals = useModals();
  const { close } = useModalEntry();

  return (
    <ModalDialog title={t('session_expired_title')} size="sm" icon={<ClockIcon />}>
      <p className={styles.text}>{t('error_session_expired')}</p>
      <div className={styles.actions}>
        <Button size="lg" onClick={() => modals.open('login')} data-autofocus>
          {t('session_expired_login')}
        </Button>
        <Button variant="ghost" onClick={close}>
          {t('session_expired_dismiss')}
        </Button>
      </div>
    </ModalDialog>
  );
}
