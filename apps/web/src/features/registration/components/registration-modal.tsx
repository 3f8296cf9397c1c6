import { useTranslation } from 'react-i18next';
import { useModalEntry } from '../../../shared/modal/modal-context';
import { ModalDialog } from '../../../shared/modal/modal-dialog';
import { BANK_ID_ORDER_PARAM } from '../model/registration-entry';
import { RegistrationStart } from './registration-start';

/**
 * spec 001 §2: the registration modal (layer 4, spec 001 §9), loaded from
 * GET /{locale}/user/register. The manager gives it its dialog, focus trap and close button; its
 * params may carry an approved bank-ID order (BANK_ID_ORDER_PARAM).
 */
export function RegistrationModal() {
  const { t } = useTranslation();
  const { entry } = useModalEntry();
  const bankIdOrder = entry.params?.[BANK_ID_ORDER_PARAM];
  return (
    <ModalDialog title={t('registration_title')} size="lg">
      <RegistrationStart place="modal" headingLevel={3} bankIdOrder={bankIdOrder} />
    </ModalDialog>
  );
}
