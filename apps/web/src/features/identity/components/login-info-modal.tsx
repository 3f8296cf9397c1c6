import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { errorText } from '../../../shared/http/error-text';
import { useModalEntry } from '../../../shared/modal/modal-context';
import { ModalDialog } from '../../../shared/modal/modal-dialog';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { ShieldIcon } from '../../../shared/ui/icons';
import { Spinner } from '../../../shared/ui/spinner';
import { useAcceptLoginInfo } from '../api/accept-login-info';
import styles from './auth-forms.module.css';

/** `lastLogin` (ISO 8601) in the player's language, or null when absent or unreadable. */
function formatLastLogin(value: string | undefined, languageTag: string): string | null {
  if (value === undefined) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(languageTag, { dateStyle: 'long', timeStyle: 'short' }).format(
    date,
  );
}

/**
 * The login-info popup (spec 000 §2, §5): when the account was last used, for the player to
 * check. It stays until accepted; the acceptance is sent to the server (GET /user/accept-login-info).
 * Opened by the server's onload action with `{ name: 'login-info', lastLogin }`.
 */
export function LoginInfoModal() {
  const { t } = useTranslation();
  const { locale, languageTag } = useAppConfig();
  const { entry, close } = useModalEntry();
  const accept = useAcceptLoginInfo({ locale });
  const lastLogin = formatLastLogin(entry.params?.lastLogin, languageTag);

  function handleAccept() {
    if (accept.isPending) return;
    accept.mutate(undefined, { onSuccess: close });
  }

  return (
    <ModalDialog title={t('login_info_title')} size="sm" icon={<ShieldIcon />}>
      {lastLogin === null ? null : (
        <p className={styles.meta}>{t('login_info_last_login', { date: lastLogin })}</p>
      )}
      <p className={styles.text}>{t('login_info_text')}</p>
      {accept.isError ? <FormAlert>{errorText(accept.error, t)}</FormAlert> : null}
      <Button size="lg" onClick={handleAccept} disabled={accept.isPending} data-autofocus>
        {accept.isPending ? <Spinner /> : null}
        {t('login_info_accept')}
      </Button>
    </ModalDialog>
  );
}
