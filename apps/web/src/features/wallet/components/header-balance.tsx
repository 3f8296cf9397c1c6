import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { historyRoutePath } from '../../../shared/modal/history-routes';
import { useSession } from '../../../shared/session/session-context';
import { WalletIcon } from '../../../shared/ui/icons';
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
  useBalanceStream({ locale, userId });

  if (wallet.isPending) return <span className={styles.skeleton} aria-hidden="true" />;
  // A balance that cannot be read is left out: the header is no place for an error message.
  if (wallet.isError) return null;

  return (
    <Link to={balanceTabPath(locale)} className={styles.chip}>
      <WalletIcon className={styles.icon} />
      <span className={styles.label}>{t('header_balance_label')}</span>{' '}
      <span className={styles.amount}>{wallet.data.formatted}</span>
    </Link>
  );
}

/** The player's cash balance for the header, as the server formats it; nothing for a visitor. */
export function HeaderBalance() {
  const { locale } = useAppConfig();
  const { isLogged, userId } = useSession();
  if (!isLogged || userId === null) return null;
  return <BalanceChip locale={locale} userId={userId} />;
}
