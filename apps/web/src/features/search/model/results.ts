import type { TGameTile } from '@playfair/contracts/lobby';
import { isFilteringQuery, type SearchIndex, searchGames } from '@playfair/domain/search';
import { type SearchFilter, withFilters } from './search-views';

/**
 * Whether the overlay shows results rather than a view: from two characters (spec 001 §5: the
 * overlay search starts at 2 or more), or as soon as a filter chip is on.
 */
export function isShowingResults(query: string, filters: readonly SearchFilter[]): boolean {
  return isFilteringQuery(query) || filters.length > 0;
}

/** The games the query and the filters find, best first (domain/search orders them). */
export function searchResults(
  index: SearchIndex<TGameTile>,
  query: string,
  filters: readonly SearchFilter[],
): readonly TGameTile[] {
  return withFilters(searchGames(index, query), filters);
}
