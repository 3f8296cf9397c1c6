import { webPagePath } from '@playfair/contracts/web-pages';
import { Navigate, useLocation } from 'react-router';
import {
  type AccountLimitsPanelProps,
  AccountPage,
  type AccountSectionPanels,
} from '../../features/account/components/account-page';
import { MarketingPreferences } from '../../features/consents/components/marketing-preferences';
import { GamingHistoryPanel } from '../../features/history/components/gaming-history-panel';
import { RewardsHistoryPanel } from '../../features/history/components/rewards-history-panel';
import { TransactionHistoryPanel } from '../../features/history/components/transaction-history-panel';
import { BalancePanel } from '../../features/payments/components/balance-panel';
import { LimitsPanel } from '../../features/rg/components/limits-panel';
import { useAppConfig } from '../../shared/config/app-config-context';
import { historyRoutePath, historyRouteSlug } from '../../shared/modal/history-routes';
import { useBreakLogout } from '../use-break-logout';
import { SAFER_GAMBLING_SECTION_IDS } from './safer-gambling-sections';

/**
 * The limits section (features/rg), with where the safer-gambling page explains limits and
 * self-exclusion, and what a started time-out or self-exclusion does to the page: log it out.
 */
function AccountLimitsPanel(props: AccountLimitsPanelProps) {
  const { locale } = useAppConfig();
  const handleBreakStarted = useBreakLogout('account');
  const saferGamblingPath = webPagePath(locale, 'saferGambling');
  return (
    <LimitsPanel
      {...props}
      saferGamblingLinks={{
        limits: { pathname: saferGamblingPath, hash: `#${SAFER_GAMBLING_SECTION_IDS.limits}` },
        selfExclusion: {
          pathname: saferGamblingPath,
          hash: `#${SAFER_GAMBLING_SECTION_IDS.selfExclusion}`,
        },
      }}
      onBreakStarted={handleBreakStarted}
    />
  );
}

/** The account sections other features own. */
const ACCOUNT_SECTION_PANELS: AccountSectionPanels = {
  balance: BalancePanel,
  'gaming-history': GamingHistoryPanel,
  'transaction-history': TransactionHistoryPanel,
  'rewards-history': RewardsHistoryPanel,
  limits: AccountLimitsPanel,
  // spec 001 §2 marketing consents: changed later from the settings tab.
  settingsExtra: MarketingPreferences,
};

/**
 * `/{locale}/account`, `/sr/moj-nalog`, `/pe/cuenta`, `/no/konto` (spec 000 §2, spec 001 §2): the
 * account panel under the locale's own slug; another locale's slug goes to this one's.
 */
export function AccountRoute() {
  const { locale } = useAppConfig();
  const { pathname, search } = useLocation();

  if (pathname.split('/')[2] !== historyRouteSlug('account', locale)) {
    return <Navigate replace to={{ pathname: historyRoutePath('account', locale), search }} />;
  }
  return <AccountPage panels={ACCOUNT_SECTION_PANELS} />;
}
