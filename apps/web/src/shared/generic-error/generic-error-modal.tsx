import { webPagePath } from '@playfair/contracts/web-pages';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppConfig } from '../config/app-config-context';
import { useModalEntry } from '../modal/modal-context';
import { ModalDialog } from '../modal/modal-dialog';
import { Button } from '../ui/button';
import { AlertIcon } from '../ui/icons';
import styles from './generic-error-modal.module.css';

/** The modal's params: the text to show instead of generic_error_msg, and where closing goes. */
export const GENERIC_ERROR_PARAMS = {
  /** A message already in the player's language (the server's, or a translated error key). */
  message: 'message',
  /** 'lobby': closing it goes to the casino lobby (spec 001 §8, a failed game-session call). */
  redirect: 'redirect',
} as const;

/**
 * The generic error modal (spec 001 §8): title generic_error_title, text generic_error_msg, or the
 * message it is opened with. Opened by the onload action genericModal, the bank-ID return's error
 * and the game view's failed session calls; with `redirect: 'lobby'` closing it goes to the lobby.
 */
export function GenericErrorModal() {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const { entry, close } = useModalEntry();
  const navigate = useNavigate();
  const message = entry.params?.[GENERIC_ERROR_PARAMS.message];
  const isToLobby = entry.params?.[GENERIC_ERROR_PARAMS.redirect] === 'lobby';

  function handleClose() {
    close();
    if (isToLobby) void navigate(webPagePath(locale, 'casino'));
  }

  return (
    <ModalDialog title={t('generic_error_title')} size="sm" icon={<AlertIcon />}>
      <p className={styles.text} role="alert">
        {message === undefined || message === '' ? t('generic_error_msg') : message}
      </p>
      <Button size="lg" className={styles.button} onClick={handleClose} data-autofocus>
        {t('modal_close')}
      </Button>
    </ModalDialog>
  );
}
