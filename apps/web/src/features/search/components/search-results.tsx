import type { TAllGamesResponse, TGameTile } from '@playfair/contracts/lobby';
import { searchResultsCount } from '@playfair/domain/constants';
import { isFilteringQuery, normaliseSearchText } from '@playfair/domain/search';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { useSettledWidth } from '../hooks/use-settled-width';
import type { SearchFilter } from '../model/search-views';
import { GameGrid } from './game-grid';
import { QueryState } from './query-state';
import { SearchIcon } from '../../../shared/ui/icons';
import styles from './search.module.css';

type SearchResultsProps = {
  query: string;
  filters: readonly SearchFilter[];
  results: readonly TGameTile[];
  /** The all-games call the results come from (loading, failed). */
  list: UseQueryResult<TAllGamesResponse>;
  onBrowseAz: () => void;
};

/**
 * spec 001 §9: 9 results on desktop, 12 on mobile (under 1149 px); show-more expands to 18 and 20.
 * A new query or filter starts collapsed again.
 */
export function SearchResults({ query, filters, results, list, onBrowseAz }: SearchResultsProps) {
  const { t } = useTranslation();
  const width = useSettledWidth();
  const searchKey = `${normaliseSearchText(query)}|${filters.join(',')}`;
  const [expandedFor, setExpandedFor] = useState<string | null>(null);
  const isExpanded = expandedFor === searchKey;
  const count = searchResultsCount(width, isExpanded);
  // A single character filters nothing: only the chips made the results empty then.
  const isQuery = isFilteringQuery(query);

  return (
    <section aria-label={t('search_results_label')} className={styles.panel}>
      <QueryState query={list}>
        {() => (
          <>
            {/* Said on every change; with no result the empty state below says it visibly. */}
            <p
              role="status"
              className={results.length === 0 ? styles.visuallyHidden : styles.status}
            >
              {t('search_results_count', { count: results.length })}
            </p>
            {results.length === 0 ? (
              <EmptyState
                icon={<SearchIcon />}
                title={t('search_no_results_title')}
                text={
                  isQuery
                    ? t('search_no_results_text', { label: query.trim() })
                    : t('search_no_results_filters_text')
                }
                titleAs="h3"
              >
                <Button variant="secondary" size="sm" onClick={onBrowseAz}>
                  {t('search_browse_az')}
                </Button>
              </EmptyState>
            ) : (
              <GameGrid games={results.slice(0, count)} />
            )}
            {!isExpanded && results.length > count ? (
              <Button
                variant="secondary"
                size="sm"
                className={styles.more}
                onClick={() => setExpandedFor(searchKey)}
              >
                {t('search_show_more')}
              </Button>
            ) : null}
          </>
        )}
      </QueryState>
    </section>
  );
}
