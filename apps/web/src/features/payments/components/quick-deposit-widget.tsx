import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { useSession } from '../../../shared/session/session-context';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { ChevronLeftIcon, ChevronRightIcon, WalletIcon } from '../../../shared/ui/icons';
import { Spinner } from '../../../shared/ui/spinner';
import { useQuickDeposit } from '../api/get-quick-deposit';
import { orderMethods, shownIndex, stepIndex } from '../model/method-paging';
import { DepositMethodForm, type StartedPayment } from './deposit-method-form';
import { DepositProgress } from './deposit-progress';
import styles from './payments.module.css';

/**
 * spec 001 §2 "Quick deposit widget with several forms paged next/previous (wraps around)": one
 * form per method of GET /user/qdu — saved cards first, then a new card, then a bank transfer —
 * with previous and next buttons that go round, and where the player is among them.
 */
export function QuickDepositWidget() {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const quickDeposit = useQuickDeposit({ locale, userId: userId ?? '' });
  const [shownId, setShownId] = useState<string | null>(null);
  const [payment, setPayment] = useState<StartedPayment | null>(null);

  if (quickDeposit.isPending) {
    return (
      <p className={styles.loading}>
        <Spinner /> {t('loading')}
      </p>
    );
  }
  if (quickDeposit.isError) {
    return <ErrorState isCompact titleAs="h3" onRetry={() => void quickDeposit.refetch()} />;
  }
  if (payment !== null) {
    return <DepositProgress payment={payment} onAgain={() => setPayment(null)} />;
  }

  const methods = orderMethods(quickDeposit.data.methods);
  if (methods.length === 0) {
    return (
      <EmptyState
        icon={<WalletIcon />}
        titleAs="h3"
        title={t('deposit_no_methods_title')}
        text={t('deposit_no_methods_text')}
      />
    );
  }

  const index = shownIndex(methods, shownId);
  const method = methods[index]!;
  const hasPaging = methods.length > 1;

  function page(step: 1 | -1) {
    setShownId(methods[stepIndex(index, methods.length, step)]!.id);
  }

  return (
    <div className={styles.widget}>
      <div className={styles.pager}>
        {hasPaging ? (
          <button
            type="button"
            className={styles.pagerButton}
            aria-label={t('deposit_previous_method')}
            onClick={() => page(-1)}
          >
            <ChevronLeftIcon />
          </button>
        ) : null}
        <div className={styles.pagerText} aria-live="polite">
          <h3 className={styles.methodTitle}>{method.label}</h3>
          {hasPaging ? (
            <p className={styles.muted}>
              {t('deposit_method_position', { step: index + 1, total: methods.length })}
            </p>
          ) : null}
        </div>
        {hasPaging ? (
          <button
            type="button"
            className={styles.pagerButton}
            aria-label={t('deposit_next_method')}
            onClick={() => page(1)}
          >
            <ChevronRightIcon />
          </button>
        ) : null}
      </div>
      {hasPaging ? (
        <ol className={styles.dots} aria-hidden="true">
          {methods.map((item, itemIndex) => (
            <li key={item.id} className={itemIndex === index ? styles.dotCurrent : styles.dot} />
          ))}
        </ol>
      ) : null}
      {/* A new key per method: each form starts clean, with its own attempt. */}
      <DepositMethodForm
        key={method.id}
        method={method}
        data={quickDeposit.data.data}
        onStarted={(started) => {
          setPayment(started);
          // spec: a service step (the bank's approval) opens in a new window; the widget waits.
          if (started.serviceUrl !== null) {
            window.open(started.serviceUrl, '_blank', 'noopener,noreferrer');
          }
        }}
      />
    </div>
  );
}
