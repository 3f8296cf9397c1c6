import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../shared/modal/modal-dialog';
import { KeyIcon } from '../../../shared/ui/icons';
import { RecoveryFlow } from './recovery-flow';

/** spec 001 §2 "forgot password": by email. */
export function ForgotPasswordModal() {
  const { t } = useTranslation();
  return (
    <ModalDialog title={t('forgot_password_title')} size="sm" icon={<KeyIcon />}>
      <RecoveryFlow channel="email" />
    </ModalDialog>
  );
}
