import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../../shared/i18n/text-key';
import type { SearchView } from '../model/search-views';
import styles from './search.module.css';

export const VIEW_LABEL_KEYS = {
  categories: 'search_view_categories',
  az: 'search_view_az',
  providers: 'search_view_providers',
  favourites: 'search_view_favourites',
  jackpots: 'search_view_jackpots',
  'table-games': 'search_view_table_games',
  'live-casino': 'search_view_live_casino',
  races: 'search_view_races',
} as const satisfies Record<SearchView, TextKey>;

type ViewTabsProps = {
  views: readonly SearchView[];
  /** The view shown; null while results are shown instead. */
  view: SearchView | null;
  onSelect: (view: SearchView) => void;
};

/**
 * spec 000 §2: the overlay's views. Choosing one leaves the results (the query and filters are
 * cleared) for that view.
 */
export function ViewTabs({ views, view, onSelect }: ViewTabsProps) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('search_views_label')} className={styles.tabs}>
      {views.map((candidate) => (
        <button
          key={candidate}
          type="button"
          className={styles.tab}
          aria-pressed={candidate === view}
          onClick={() => onSelect(candidate)}
        >
          {t(VIEW_LABEL_KEYS[candidate])}
        </button>
      ))}
    </div>
  );
}
