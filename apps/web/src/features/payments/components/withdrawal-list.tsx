import type { TWithdrawal } from '@playfair/contracts/payments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { errorText } from '../../../shared/http/error-text';
import { formatDateTime } from '../../../shared/i18n/format-date-time';
import { useModals } from '../../../shared/modal/modal-context';
import { useSession } from '../../../shared/session/session-context';
import { Button } from '../../../shared/ui/button';
import { ErrorState } from '../../../shared/ui/error-state';
import { FormAlert } from '../../../shared/ui/form-alert';
import { Spinner } from '../../../shared/ui/spinner';
import { useWithdrawals } from '../api/get-withdrawals';
import { useCancelWithdrawal } from '../api/post-cancel-withdrawal';
import { isCancellable } from '../model/withdrawal-form';
import styles from './payments.module.css';

const STATUS_KEYS = {
  pending: 'transaction_status_pending',
  approved: 'transaction_status_approved',
  rejected: 'transaction_status_rejected',
  cancelled: 'transaction_status_cancelled',
} as const satisfies Record<TWithdrawal['status'], `transaction_status_${string}`>;

type Feedback = { tone: 'success' | 'error'; text: string } | null;

/**
 * The player's withdrawals (GET /user/withdrawals), newest first; a pending one can be cancelled
 * (POST /user/withdrawals/{id}/cancel), which puts the money back in the balance.
 */
export function WithdrawalList() {
  const { t } = useTranslation();
  const { locale, languageTag } = useAppConfig();
  const { userId } = useSession();
  const modals = useModals();
  const withdrawals = useWithdrawals({ locale, userId: userId ?? '' });
  const cancel = useCancelWithdrawal({ locale, userId: userId ?? '' });
  const [feedback, setFeedback] = useState<Feedback>(null);

  function handleCancel(withdrawal: TWithdrawal) {
    if (cancel.isPending) return;
    setFeedback(null);
    cancel.mutate(withdrawal.id, {
      onSuccess: (outcome) => {
        if (outcome.kind === 'session-expired') {
          modals.open('session-expired');
          return;
        }
        setFeedback({
          tone: 'success',
          text: t('withdrawal_cancelled', { amount: outcome.withdrawal.formatted }),
        });
      },
      onError: (error) => setFeedback({ tone: 'error', text: errorText(error, t) }),
    });
  }

  if (withdrawals.isPending) {
    return (
      <p className={styles.loading}>
        <Spinner /> {t('loading')}
      </p>
    );
  }
  if (withdrawals.isError) {
    return <ErrorState isCompact titleAs="h3" onRetry={() => void withdrawals.refetch()} />;
  }

  return (
    <div className={styles.stack}>
      {feedback === null ? null : <FormAlert tone={feedback.tone}>{feedback.text}</FormAlert>}
      {withdrawals.data.items.length === 0 ? (
        <p className={styles.muted}>{t('withdrawals_empty')}</p>
      ) : (
        <ul className={styles.withdrawals}>
          {withdrawals.data.items.map((withdrawal) => (
            <li key={withdrawal.id} className={styles.withdrawal}>
              <div className={styles.withdrawalMain}>
                <span className={styles.withdrawalAmount}>{withdrawal.formatted}</span>
                <span className={styles.statusChip} data-status={withdrawal.status}>
                  {t(STATUS_KEYS[withdrawal.status])}
                </span>
              </div>
              <div className={styles.withdrawalMeta}>
                <span>{withdrawal.method}</span>
                <time dateTime={withdrawal.createdAt}>
                  {formatDateTime(withdrawal.createdAt, languageTag)}
                </time>
              </div>
              {isCancellable(withdrawal.status) ? (
                <Button
                  variant="secondary"
                  size="sm"
                  className={styles.withdrawalAction}
                  disabled={cancel.isPending}
                  aria-label={t('withdrawal_cancel_label', { amount: withdrawal.formatted })}
                  onClick={() => handleCancel(withdrawal)}
                >
                  {cancel.isPending && cancel.variables === withdrawal.id ? <Spinner /> : null}
                  {t('withdrawal_cancel')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
