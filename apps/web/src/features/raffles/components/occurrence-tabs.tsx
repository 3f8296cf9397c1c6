import type { RaffleOccurrence } from '@playfair/contracts/raffles';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RAFFLES_NAMESPACE } from '../text-keys';
import styles from './raffles.module.css';

const TAB_KEYS = {
  daily: 'raffle_tab_daily',
  monthly: 'raffle_tab_monthly',
} as const satisfies Record<RaffleOccurrence, string>;

type OccurrenceTabsProps = {
  idPrefix: string;
  tabs: readonly RaffleOccurrence[];
  active: RaffleOccurrence;
  label: string;
  onSelect: (occurrence: RaffleOccurrence) => void;
  /** The active tab's panel. */
  children: ReactNode;
};

/** Daily and monthly tabs (WAI-ARIA tabs: arrows move between them) over the active panel. */
export function OccurrenceTabs({
  idPrefix,
  tabs,
  active,
  label,
  onSelect,
  children,
}: OccurrenceTabsProps) {
  const { t } = useTranslation(RAFFLES_NAMESPACE);
  const listRef = useRef<HTMLDivElement>(null);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = tabs[(tabs.indexOf(active) + step + tabs.length) % tabs.length] ?? active;
    onSelect(next);
    listRef.current?.querySelector<HTMLElement>(`#${idPrefix}-tab-${next}`)?.focus();
  }

  return (
    <div className={styles.tabbed}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className={styles.tabs}
        onKeyDown={handleKeyDown}
      >
        {tabs.map((occurrence) => {
          const isActive = occurrence === active;
          return (
            <button
              key={occurrence}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${occurrence}`}
              aria-selected={isActive}
              aria-controls={`${idPrefix}-panel`}
              tabIndex={isActive ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(occurrence)}
            >
              {t(TAB_KEYS[occurrence])}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${idPrefix}-panel`}
        aria-labelledby={`${idPrefix}-tab-${active}`}
        data-occurrence={active}
      >
        {children}
      </div>
    </div>
  );
}
