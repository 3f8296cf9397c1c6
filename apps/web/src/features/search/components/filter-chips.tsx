import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../../shared/i18n/text-key';
import { SEARCH_FILTERS, type SearchFilter } from '../model/search-views';
import styles from './search.module.css';

const FILTER_LABEL_KEYS = {
  roulette: 'search_filter_roulette',
  blackjack: 'search_filter_blackjack',
  gameshows: 'search_filter_gameshows',
  baccarat: 'search_filter_baccarat',
} as const satisfies Record<SearchFilter, TextKey>;

type FilterChipsProps = {
  filters: readonly SearchFilter[];
  onToggle: (filter: SearchFilter) => void;
};

/** spec 000 §2: the roulette, blackjack, game show and baccarat filters, each a toggle. */
export function FilterChips({ filters, onToggle }: FilterChipsProps) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('search_filters_label')} className={styles.chips}>
      {SEARCH_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          className={styles.chip}
          aria-pressed={filters.includes(filter)}
          onClick={() => onToggle(filter)}
        >
          {t(FILTER_LABEL_KEYS[filter])}
        </button>
      ))}
    </div>
  );
}
