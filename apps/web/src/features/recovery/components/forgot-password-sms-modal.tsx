import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../../shared/modal/modal-dialog';
import { KeyIcon } from '../../../shared/ui/icons';
import { RecoveryFlow } from './recovery-flow';

/** spec 001 §2 "forgot-password-sms": the same flow, the code sent to the player's mobile. */
export function ForgotPasswordSmsModal() {
  const { t } = useTranslation();
  return (
    <ModalDialog title={t('forgot_password_sms_title')} size="sm" icon={<KeyIcon />}>
      <RecoveryFlow channel="sms" />
    </ModalDialog>
  );
}
