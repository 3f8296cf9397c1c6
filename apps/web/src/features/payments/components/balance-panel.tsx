import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { ModalLink } from '../../../shared/modal/modal-link';
import { useRewards } from '../../../shared/rewards/get-rewards';
import { useSession } from '../../../shared/session/session-context';
import { buttonClassName } from '../../../shared/ui/button-class-name';
import { ErrorState } from '../../../shared/ui/error-state';
import { FormAlert } from '../../../shared/ui/form-alert';
import { GiftIcon } from '../../../shared/ui/icons';
import { Spinner } from '../../../shared/ui/spinner';
import { useWallet } from '../../../shared/wallet/get-wallet';
import { useQuickDeposit } from '../api/get-quick-deposit';
import { forfeitableBonus } from '../model/bonus-forfeit';
import { DepositButton } from './deposit-button';
import styles from './payments.module.css';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalList } from './withdrawal-list';

/**
 * The account panel's balance tab: the cash balance (the header's wallet query) and the bonus
 * money apart from it, the way to the rewards and to deposit, a withdrawal request and the list of
 * withdrawals, where a pending one can be cancelled.
 */
export function BalancePanel() {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const wallet = useWallet({ locale, userId: userId ?? '' });
  const balanceTitleId = useId();
  const withdrawTitleId = useId();
  const listTitleId = useId();

  return (
    <div className={styles.panel}>
      <section className={`${styles.card} ${styles.balanceCard}`} aria-labelledby={balanceTitleId}>
        <div className={styles.balance}>
          <h2 id={balanceTitleId} className={styles.cardTitle}>
            {t('balance_title')}
          </h2>
          {wallet.isPending ? (
            <Spinner />
          ) : wallet.isError ? (
            <ErrorState isCompact titleAs="h3" onRetry={() => void wallet.refetch()} />
          ) : (
            <>
              <p className={styles.balanceAmount}>{wallet.data.formatted}</p>
              {BigInt(wallet.data.bonusMinor) > 0n ? (
                <p className={styles.bonusAmount} data-testid="balance-bonus">
                  <GiftIcon />
                  <span className={styles.bonusLabel}>{t('rewards_bonus_label')}</span>{' '}
                  <span>{wallet.data.bonusFormatted}</span>
                </p>
              ) : null}
            </>
          )}
        </div>
        <div className={styles.balanceActions}>
          <ModalLink modal="rewards" className={buttonClassName({ variant: 'secondary' })}>
            <GiftIcon className={styles.buttonIcon} />
            {t('rewards_open')}
          </ModalLink>
          <DepositButton size="md" />
        </div>
      </section>

      <section className={styles.card} aria-labelledby={withdrawTitleId}>
        <h2 id={withdrawTitleId} className={styles.cardTitle}>
          {t('withdraw_title')}
        </h2>
        <WithdrawSection wallet={wallet.data} />
      </section>

      <section className={styles.card} aria-labelledby={listTitleId}>
        <h2 id={listTitleId} className={styles.cardTitle}>
          {t('withdrawals_title')}
        </h2>
        <WithdrawalList />
      </section>
    </div>
  );
}

function WithdrawSection({ wallet }: { wallet: Parameters<typeof WithdrawForm>[0]['wallet'] }) {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const quickDeposit = useQuickDeposit({ locale, userId: userId ?? '' });
  // spec 000 §1: a running bonus is forfeited by a withdrawal; the form warns while one runs.
  const rewards = useRewards({ locale, userId: userId ?? '' });
  const forfeit = forfeitableBonus({ rewards: rewards.data, wallet });
  // A new key after each request remounts the form, so it starts clean.
  const [done, setDone] = useState<{ count: number; message: string | null }>({
    count: 0,
    message: null,
  });

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
  return (
    <div className={styles.stack}>
      {done.message === null ? null : <FormAlert tone="success">{done.message}</FormAlert>}
      <WithdrawForm
        key={done.count}
        quickDeposit={quickDeposit.data}
        wallet={wallet}
        forfeit={forfeit}
        onRequested={(message) => setDone(({ count }) => ({ count: count + 1, message }))}
      />
    </div>
  );
}
