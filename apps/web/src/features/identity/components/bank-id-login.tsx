import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { errorText } from '../../../shared/http/error-text';
import { useModalEntry, useModals } from '../../../shared/modal/modal-context';
import { loadPage } from '../../../shared/navigation/page-load';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { Notice } from '../../../shared/ui/notice';
import { Spinner } from '../../../shared/ui/spinner';
import { useStartBankIdLogin } from '../api/start-bank-id-login';
import { BANK_ID_LOGIN_PARAMS, bankIdReturnPath } from '../model/bank-id-login';
import styles from './auth-forms.module.css';

/**
 * spec 001 §2 "Sweden with bank ID enabled uses bank-ID login": a button that starts an order and
 * opens the identity provider's page. Opened after a collect (src/app), it also says what came of
 * it: the server's refusal, or a pending order with a retry of the collect.
 */
export function BankIdLogin() {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const modals = useModals();
  const { entry } = useModalEntry();
  const navigate = useNavigate();
  const start = useStartBankIdLogin({ locale });
  const pendingOrder = entry.params?.[BANK_ID_LOGIN_PARAMS.pendingOrder];
  const collectError = entry.params?.[BANK_ID_LOGIN_PARAMS.error];
  const answer = start.data;
  const isRefused = answer !== undefined && (!answer.success || answer.giiUrl === null);
  const isRedirecting = answer !== undefined && !isRefused;
  const isBusy = start.isPending || isRedirecting;
  // A new attempt replaces what the collect said.
  const startError = isRefused
    ? (answer.error ?? t('generic_error_msg'))
    : start.isError
      ? errorText(start.error, t)
      : null;
  const message = start.isIdle ? (collectError ?? null) : startError;
  const isPendingShown = pendingOrder !== undefined && start.isIdle;

  function handleStart() {
    start.mutate(undefined, {
      onSuccess: ({ success, giiUrl }) => {
        if (success && giiUrl !== null) loadPage(giiUrl);
      },
    });
  }

  function handleRetry() {
    if (pendingOrder === undefined) return;
    // The return address is the one place that collects an order (src/app): going there again
    // closes this modal and collects once more, whatever the answer is this time.
    void navigate(bankIdReturnPath(modals.base, pendingOrder), { replace: true });
  }

  return (
    <div className={styles.form} aria-busy={isBusy}>
      <p className={styles.text}>{t('login_bank_id_text')}</p>
      {isPendingShown ? (
        <Notice>
          <div className={styles.actions}>
            <p role="status">{t('bankid_pending')}</p>
            <Button variant="secondary" onClick={handleRetry} data-autofocus>
              {t('error_retry')}
            </Button>
          </div>
        </Notice>
      ) : null}
      {message === null ? null : <FormAlert>{message}</FormAlert>}
      <Button
        size="lg"
        className={styles.submit}
        onClick={handleStart}
        disabled={isBusy}
        data-autofocus={isPendingShown ? undefined : true}
      >
        {isBusy ? <Spinner /> : null}
        {t('login_bank_id_button')}
      </Button>
    </div>
  );
}
