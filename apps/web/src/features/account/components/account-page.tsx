import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { ModalLink } from '../../../shared/modal/modal-link';
import { UnreadBadge } from '../../../shared/notifications/unread-badge';
import { OpenModalOnMount } from '../../../shared/modal/open-modal-on-mount';
import { useSession } from '../../../shared/session/session-context';
import { buttonClassName } from '../../../shared/ui/button-class-name';
import { EmptyState } from '../../../shared/ui/empty-state';
import { LockIcon, UserIcon } from '../../../shared/ui/icons';
import { SectionErrorBoundary } from '../../../shared/ui/section-error-boundary';
import {
  type AccountTab,
  type AccountView,
  accountViewOf,
  accountViewSearch,
} from '../model/account-view';
import { AccountStatusNotice } from './account-status-notice';
import { AccountTabBar, accountPanelId, accountTabId } from './account-tab-bar';
import styles from './account.module.css';
import { EmptyPanel, isEmptyTab } from './empty-panels';
import { InboxPanel } from './inbox-panel';
import { SettingsPanel } from './settings-panel';
import { VerificationPanel } from './verification-panel';

/** What the limits section is told: whether the address opened its self-exclusion flow. */
export type AccountLimitsPanelProps = {
  isSelfExclusionOpen: boolean;
  /** The spec 000 §9 duration the address chose (`?selfExclusion=4`). */
  selfExclusionId?: number;
  onSelfExclusionToggle: (isOpen: boolean) => void;
};

/**
 * The sections other features own (balance and withdrawals: payments; the histories, rewards
 * included: history; limits, time-outs and self-exclusion: rg). A feature never imports another,
 * so src/app hands them in.
 */
export type AccountSectionPanels = Readonly<
  Record<
    'balance' | 'gaming-history' | 'transaction-history' | 'rewards-history',
    ComponentType
  > & {
    limits: ComponentType<AccountLimitsPanelProps>;
    /** More of the settings tab owned elsewhere (the marketing preferences), under its own. */
    settingsExtra?: ComponentType;
  }
>;

type AccountPageProps = { panels: AccountSectionPanels };

/**
 * The account panel (spec 000 §2): `/{locale}/account` (`/sr/moj-nalog`, `/pe/cuenta`), its
 * section chosen by `?tab=`. A visitor who is not logged in is asked to log in.
 */
export function AccountPage({ panels }: AccountPageProps) {
  const { t } = useTranslation();
  const { brand } = useAppConfig();
  const { isLogged } = useSession();
  useDocumentTitle(`${t('account_title')} | ${brand.name}`);

  return (
    <article className={styles.page} aria-labelledby="account-title">
      <header className={styles.header}>
        <span className={styles.headerIcon}>
          <UserIcon />
        </span>
        <h1 id="account-title" className={styles.title}>
          {t('account_title')}
        </h1>
      </header>
      {isLogged ? <AccountPanel panels={panels} /> : <LoggedOut />}
    </article>
  );
}

function LoggedOut() {
  const { t } = useTranslation();
  return (
    <>
      <OpenModalOnMount modal="login" />
      <EmptyState
        icon={<LockIcon />}
        title={t('account_logged_out_title')}
        text={t('account_logged_out_text')}
      >
        <ModalLink modal="login" className={buttonClassName({ size: 'lg' })}>
          {t('header_login')}
        </ModalLink>
      </EmptyState>
    </>
  );
}

function AccountPanel({ panels }: AccountPageProps) {
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = accountViewOf(searchParams);

  function show(next: AccountView) {
    setSearchParams(accountViewSearch(next), { preventScrollReset: true });
  }

  return (
    <>
      <SectionErrorBoundary isCompact>
        <AccountStatusNotice locale={locale} userId={userId ?? ''} />
      </SectionErrorBoundary>
      <AccountTabBar
        selected={view.tab}
        onSelect={(tab) => show({ tab, isSelfExclusionOpen: false })}
        inboxBadge={<UnreadBadge className={styles.tabBadge} />}
      />
      <div
        role="tabpanel"
        id={accountPanelId(view.tab)}
        aria-labelledby={accountTabId(view.tab)}
        tabIndex={0}
        className={styles.panel}
      >
        <SectionErrorBoundary isCompact resetKey={view.tab}>
          <TabContent
            tab={view.tab}
            view={view}
            panels={panels}
            onSelfExclusionToggle={(isOpen) =>
              show({
                tab: 'limits',
                isSelfExclusionOpen: isOpen,
                selfExclusionId: isOpen ? view.selfExclusionId : undefined,
              })
            }
          />
        </SectionErrorBoundary>
      </div>
    </>
  );
}

type TabContentProps = AccountPageProps & {
  tab: AccountTab;
  view: AccountView;
  onSelfExclusionToggle: (isOpen: boolean) => void;
};

function TabContent({ tab, view, panels, onSelfExclusionToggle }: TabContentProps) {
  if (isEmptyTab(tab)) return <EmptyPanel tab={tab} />;
  switch (tab) {
    case 'balance':
    case 'gaming-history':
    case 'transaction-history':
    case 'rewards-history': {
      const Panel = panels[tab];
      return <Panel />;
    }
    case 'settings': {
      const Extra = panels.settingsExtra;
      return (
        <>
          <SettingsPanel />
          {Extra === undefined ? null : (
            <Suspense fallback={null}>
              <Extra />
            </Suspense>
          )}
        </>
      );
    }
    case 'verification':
      return <VerificationPanel />;
    case 'inbox':
      // Its texts (the inbox namespace) load when the tab first opens.
      return (
        <Suspense fallback={null}>
          <InboxPanel />
        </Suspense>
      );
    case 'limits': {
      const Panel = panels.limits;
      return (
        <Panel
          isSelfExclusionOpen={view.isSelfExclusionOpen}
          selfExclusionId={view.selfExclusionId}
          onSelfExclusionToggle={onSelfExclusionToggle}
        />
      );
    }
  }
}
