import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { useModalEntry } from '../../../shared/modal/modal-context';
import { ModalDialog } from '../../../shared/modal/modal-dialog';
import { UserIcon } from '../../../shared/ui/icons';
import { isBankIdFollowUp, isBankIdLogin } from '../model/bank-id-login';
import { BankIdLogin } from './bank-id-login';
import { LoginForm } from './login-form';

/**
 * spec 000 §2 "Modals used here": the login modal. spec 001 §2: under the SGA authority players
 * log in with bank ID, which identifies the person at every login; the email and password form is
 * not offered there. The same panel shows what came of a bank-ID order collected elsewhere.
 */
export function LoginModal() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const { entry } = useModalEntry();
  const isBankId = isBankIdLogin(config) || isBankIdFollowUp(entry.params);
  return (
    <ModalDialog title={t('login_title')} size="sm" icon={<UserIcon />}>
      {isBankId ? <BankIdLogin /> : <LoginForm />}
    </ModalDialog>
  );
}
