import { webPagePath } from '@playfair/contracts/web-pages';
import { Navigate, useLocation } from 'react-router';
import {
  AccountPage,
  type AccountSectionPanels,
} from '../../features/account/components/account-page';
import { GamingHistoryPanel } from '../../features/history/components/gaming-history-panel';
import { TransactionHistoryPanel } from '../../features/history/components/transaction-history-panel';
import { BalancePanel } from '../../features/payments/components/balance-panel';
import { useAppConfig } from '../../shared/config/app-config-context';
import { historyRoutePath, historyRouteSlug } from '../../shared/modal/history-routes';
import { SAFER_GAMBLING_SECTION_IDS } from './safer-gambling-sections';

/** The account sections other features own. */
const ACCOUNT_SECTION_PANELS: AccountSectionPanels = {
  balance: BalancePanel,
  'gaming-history': GamingHistoryPanel,
  'transaction-history': TransactionHistoryPanel,
};

/**
 * `/{locale}/account`, `/sr/moj-nalog`, `/pe/cuenta`, `/no/konto` (spec 000 §2, spec 001 §2): the
 * account panel under the locale's own slug; another locale's slug goes to this one's.
 */
export function AccountRoute() {
  const { locale } = useAppConfig();
  const { pathname, search } = useLocation();
  const saferGamblingPath = webPagePath(locale, 'saferGambling');

  if (pathname.split('/')[2] !== historyRouteSlug('account', locale)) {
    return <Navigate replace to={{ pathname: historyRoutePath('account', locale), search }} />;
  }
  return (
    <AccountPage
      panels={ACCOUNT_SECTION_PANELS}
      saferGamblingLinks={{
        limits: { pathname: saferGamblingPath, hash: `#${SAFER_GAMBLING_SECTION_IDS.limits}` },
        selfExclusion: {
          pathname: saferGamblingPath,
          hash: `#${SAFER_GAMBLING_SECTION_IDS.selfExclusion}`,
        },
      }}
    />
  );
}
