import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { useModalEntry } from '../../../shared/modal/modal-context';
import { ModalDialog } from '../../../shared/modal/modal-dialog';
import { notify } from '../../../shared/notifications/notification-queue';
import { useSession } from '../../../shared/session/session-context';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { Spinner } from '../../../shared/ui/spinner';
import { useMarketingConsents } from '../api/get-marketing-consents';
import { NOTICES_NAMESPACE } from '../text-keys';
import { ConsentsForm } from './consents-form';

/**
 * The marketing consents modal (spec 001 §2): opened on load while the player has never answered
 * (onload action marketingConsentsModal) and by the game's pending-consent error. Its form comes
 * from GET public-api/user/marketing-consents; storing the answer closes it.
 */
export function ConsentsModal() {
  const { t } = useTranslation(NOTICES_NAMESPACE);
  const { locale } = useAppConfig();
  const { userId, endSession } = useSession();
  const { close } = useModalEntry();
  const form = useMarketingConsents({ locale, userId: userId ?? 'visitor' });

  if (userId === null) return null;
  if (form.isPending) {
    return (
      <ModalDialog title={t('loading')} size="sm" isBusy>
        <Spinner />
      </ModalDialog>
    );
  }
  if (form.isError) {
    // spec 001 §8: a non-200 answer or an unreadable one shows the translated generic error.
    return (
      <ModalDialog title={t('generic_error_title')} size="sm">
        <FormAlert>{t('generic_error_msg')}</FormAlert>
        <Button onClick={() => void form.refetch()}>{t('generic_error_title')}</Button>
      </ModalDialog>
    );
  }
  return (
    <ModalDialog title={form.data.title} size="sm">
      <ConsentsForm
        fragment={form.data}
        locale={locale}
        userId={userId}
        source="modal"
        onStored={({ answer }) => {
          notify({ message: answer.message });
          close();
        }}
        onSessionEnded={() => {
          close();
          endSession();
        }}
      />
    </ModalDialog>
  );
}
