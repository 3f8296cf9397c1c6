import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { useSession } from '../../../shared/session/session-context';
import { Button } from '../../../shared/ui/button';
import { buttonClassName } from '../../../shared/ui/button-class-name';
import { FormAlert } from '../../../shared/ui/form-alert';
import { CheckIcon } from '../../../shared/ui/icons';
import { Spinner } from '../../../shared/ui/spinner';
import { usePaymentStatus } from '../api/get-payment-status';
import { formatMinor } from '../model/money';
import type { StartedPayment } from './deposit-method-form';
import styles from './payments.module.css';

type DepositProgressProps = {
  payment: StartedPayment;
  /** Back to the forms, for another deposit or another try. */
  onAgain: () => void;
};

/**
 * A deposit after its post: followed (GET /user/payment/{id}, polled while pending) until the
 * provider decides. With a service step the bank's page is open in another window and the widget
 * says it waits for the bank. When the money has arrived the balance has already been read again
 * (paymentStatusQueryOptions), and the widget says so.
 */
export function DepositProgress({ payment, onAgain }: DepositProgressProps) {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const status = usePaymentStatus({ locale, userId: userId ?? '', paymentId: payment.paymentId });
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form the player was in is gone: focus moves to what replaced it.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const current = status.data;
  const state = current?.status ?? 'pending';
  const amount = current === undefined ? '' : formatMinor(current.amountMinor, current.currency);
  const isWaitingForBank = state === 'pending' && payment.serviceUrl !== null;
  const title = {
    pending: isWaitingForBank ? t('deposit_waiting_bank_title') : t('deposit_pending'),
    succeeded: t('deposit_succeeded_title'),
    failed: t('deposit_failed'),
    cancelled: t('deposit_cancelled'),
  }[state];

  // One heading for every state, so focus stays on it while the state changes; the status line
  // below it is a live region, announced as the payment moves on.
  return (
    <div className={styles.progress}>
      {state === 'pending' ? <Spinner className={styles.progressSpinner} /> : null}
      <h3 ref={headingRef} tabIndex={-1} className={styles.progressTitle}>
        {title}
      </h3>
      <div role="status" className={styles.progressStatus}>
        {state === 'pending' && payment.note !== null ? (
          <p className={styles.muted}>{payment.note}</p>
        ) : null}
        {isWaitingForBank ? <p className={styles.muted}>{t('deposit_waiting_bank_text')}</p> : null}
        {state === 'succeeded' ? (
          <p className={styles.success}>
            <CheckIcon className={styles.successIcon} />
            {t('deposit_succeeded', { amount })}
          </p>
        ) : null}
      </div>
      {state === 'failed' || state === 'cancelled' ? (
        <FormAlert>{current?.message ?? t('deposit_failed_text')}</FormAlert>
      ) : null}
      {isWaitingForBank ? (
        <a
          href={payment.serviceUrl ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClassName({ variant: 'secondary' })}
        >
          {t('deposit_open_bank')}
        </a>
      ) : null}
      {state === 'succeeded' ? (
        <Button variant="secondary" onClick={onAgain}>
          {t('deposit_again')}
        </Button>
      ) : null}
      {state === 'failed' || state === 'cancelled' ? (
        <Button onClick={onAgain}>{t('deposit_try_again')}</Button>
      ) : null}
    </div>
  );
}
