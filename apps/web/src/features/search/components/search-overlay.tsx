import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { useModalEntry } from '../../../shared/modal/modal-context';
import { useSession } from '../../../shared/session/session-context';
import { useAllGames } from '../api/get-all-games';
import { useSearchIndex } from '../hooks/use-search-index';
import { isShowingResults, searchResults } from '../model/results';
import {
  DEFAULT_SEARCH_VIEW,
  isSearchView,
  type SearchFilter,
  type SearchView,
  searchVertical,
  visibleViews,
} from '../model/search-views';
import { FilterChips } from './filter-chips';
import { SearchForm, type SearchFormValues } from './search-form';
import { SearchResults } from './search-results';
import styles from './search.module.css';
import { ViewPanel } from './view-panel';
import { ViewTabs } from './view-tabs';
import { gameLinkState } from '../../../shared/navigation/game-link-state';

/**
 * The lobby search overlay (spec 000 §2, spec 001 §2/§5). One character loads the vertical's list;
 * from two (or with a filter on) the overlay shows results instead of the chosen view. Enter opens
 * the first result.
 */
export function SearchOverlay() {
  const { locale } = useAppConfig();
  const { isLogged, userId } = useSession();
  const { entry } = useModalEntry();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const vertical = searchVertical(entry.params?.vertical, pathname);
  const views = visibleViews({ isLogged, vertical });

  const form = useForm<SearchFormValues>({ defaultValues: { query: '' } });
  const query = useWatch({ control: form.control, name: 'query' });
  const [filters, setFilters] = useState<readonly SearchFilter[]>([]);
  const [chosenView, setChosenView] = useState<SearchView>(() => {
    const requested = entry.params?.view;
    return isSearchView(requested) ? requested : DEFAULT_SEARCH_VIEW;
  });
  // A view this viewer does not have (favourites after the session ended) falls back.
  const view = views.includes(chosenView) ? chosenView : DEFAULT_SEARCH_VIEW;

  // spec 001 §5: the first character loads the list; a filter needs it too.
  const allGames = useAllGames(
    { locale, vertical, userId },
    { isEnabled: query.trim() !== '' || filters.length > 0 },
  );
  const index = useSearchIndex(allGames.data);
  const isResults = isShowingResults(query, filters);
  const results = isResults ? searchResults(index, query, filters) : [];

  function handleSubmit() {
    const first = results[0];
    // As its tile's link does: the game view decides real or fun play (a visitor's is for fun).
    if (first !== undefined) void navigate(first.url, { state: gameLinkState('lobby') });
  }

  function handleFilterToggle(filter: SearchFilter) {
    setFilters((current) =>
      current.includes(filter) ? current.filter((on) => on !== filter) : [...current, filter],
    );
  }

  function browse(next: SearchView) {
    form.setValue('query', '');
    setFilters([]);
    setChosenView(next);
  }

  return (
    <div className={styles.overlay}>
      <SearchForm form={form} onSubmit={handleSubmit} />
      <FilterChips filters={filters} onToggle={handleFilterToggle} />
      <ViewTabs views={views} view={isResults ? null : view} onSelect={browse} />
      {isResults ? (
        <SearchResults
          query={query}
          filters={filters}
          results={results}
          list={allGames}
          onBrowseAz={() => browse('az')}
        />
      ) : (
        <ViewPanel view={view} vertical={vertical} />
      )}
    </div>
  );
}
