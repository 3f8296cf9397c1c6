import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { historyRoutePath } from '../../../shared/modal/history-routes';
import { useRewardsStream } from '../../../shared/rewards/rewards-stream';
import { useSession } from '../../../shared/session/session-context';
import { GiftIcon, WalletIcon } from '../../../shared/ui/icons';
import { useBalanceStream } from '../../../shared/wallet/balance-stream';
import { useWallet } from '../../../shared/wallet/get-wallet';
import styles from './header-balance.module.css';

/** The account panel on its balance tab, under the locale's slug (`/pe/cuenta?tab=balance`). */
function balanceTabPath(locale: string): string {
  return `${historyRoutePath('account', locale)}?tab=balance`;
}

function BalanceChip({ locale, userId }: { locale: string; userId: string }) {
  const { t } = useTranslation();
  const wallet = useWallet({ locale, userId });
  // The header is on every page of a logged-in player: it keeps their live data current.
  useBalanceStream({ locale, userId });
  useRewardsStream({ locale, userId });

  if (wallet.isPending) return <span className={styles.skeleton} />;
  // A balance that cannot be read is left out: the header is no place for an error message.
  if (wallet.isError) return null;
  // DESIGN §11: bonus money is kept apart from cash, and shown apart only while there is some.
  const hasBonus = BigInt(wallet.data.bonusMinor) > 0n;

  return (
    <Link to={balanceTabPath(locale)} className={styles.chip}>
      <WalletIcon className={styles.icon} />
      <span className={styles.amounts}>
        <span>
          <span className={styles.label}>{t('header_balance_label')}</span>{' '}
          <span className={styles.amount}>{wallet.data.formatted}</span>
        </span>
        {hasBonus ? (
          <>
            {' '}
            <span className={styles.bonus} data-testid="header-bonus-balance">
              <GiftIcon className={styles.bonusIcon} />
              <span className={styles.label}>{t('rewards_bonus_label')}</span>{' '}
              <span className={styles.amount}>{wallet.data.bonusFormatted}</span>
            </span>
          </>
        ) : null}
      </span>
    </Link>
  );
}

/**
 * The player's cash balance for the header, as the server formats it, and their bonus money
 * beside it when they have some; nothing for a visitor.
 */
export function HeaderBalance() {
  const { locale } = useAppConfig();
  const { isLogged, userId } = useSession();
  if (!isLogged || userId === null) return null;
  return <BalanceChip locale={locale} userId={userId} />;
}
