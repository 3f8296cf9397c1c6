import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TAB_LABEL_KEYS, ACCOUNT_TABS, type AccountTab } from '../model/account-view';
import styles from './account.module.css';

export function accountTabId(tab: AccountTab): string {
  return `account-tab-${tab}`;
}

export function accountPanelId(tab: AccountTab): string {
  return `account-panel-${tab}`;
}

type AccountTabBarProps = {
  selected: AccountTab;
  onSelect: (tab: AccountTab) => void;
  /** Shown after the inbox tab's label: its unread count. */
  inboxBadge?: ReactNode;
};

/**
 * The WAI-ARIA tabs pattern: one tab in the Tab order, the arrow keys, Home and End move between
 * tabs and show them (the query string follows, so each tab has an address).
 */
export function AccountTabBar({ selected, onSelect, inboxBadge }: AccountTabBarProps) {
  const { t } = useTranslation();
  const tabRefs = useRef(new Map<AccountTab, HTMLButtonElement>());

  // On a narrow screen the bar scrolls sideways: the selected tab (one opened by its address, say)
  // is brought into view, without moving the page itself.
  useEffect(() => {
    tabRefs.current.get(selected)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);

  function select(tab: AccountTab) {
    onSelect(tab);
    tabRefs.current.get(tab)?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = ACCOUNT_TABS.indexOf(selected);
    const last = ACCOUNT_TABS.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(ACCOUNT_TABS[target]!);
  }

  return (
    <div
      role="tablist"
      aria-label={t('account_tabs_label')}
      className={styles.tabs}
      onKeyDown={handleKeyDown}
    >
      {ACCOUNT_TABS.map((tab) => {
        const isSelected = tab === selected;
        return (
          <button
            key={tab}
            ref={(element) => {
              if (element === null) tabRefs.current.delete(tab);
              else tabRefs.current.set(tab, element);
            }}
            type="button"
            role="tab"
            id={accountTabId(tab)}
            aria-selected={isSelected}
            aria-controls={isSelected ? accountPanelId(tab) : undefined}
            tabIndex={isSelected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(tab)}
          >
            {t(ACCOUNT_TAB_LABEL_KEYS[tab])}
            {tab === 'inbox' ? inboxBadge : null}
          </button>
        );
      })}
    </div>
  );
}
