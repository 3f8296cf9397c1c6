import { isFilteringQuery, SEARCH_MIN_QUERY_LENGTH } from '@playfair/domain/search';
import { type FormEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, SearchIcon } from '../../../shared/ui/icons';
import styles from './search.module.css';

type SearchFormProps = {
  query: string;
  onQueryChange: (query: string) => void;
  /** Enter: open the first result. */
  onSubmit: () => void;
};

/** The search field with its clear button; focused when the overlay opens (data-autofocus). */
export function SearchForm({ query, onQueryChange, onSubmit }: SearchFormProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  // spec 001 §5: one character loads the list but does not filter yet.
  const isTooShort = query.trim() !== '' && !isFilteringQuery(query);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  function handleClear() {
    onQueryChange('');
    inputRef.current?.focus();
  }

  return (
    <form role="search" className={styles.form} onSubmit={handleSubmit}>
      <div className={styles.field}>
        <SearchIcon className={styles.fieldIcon} />
        <input
          ref={inputRef}
          type="search"
          className={styles.input}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          aria-label={t('search_input_label')}
          aria-describedby={isTooShort ? hintId : undefined}
          placeholder={t('search_input_placeholder')}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          data-autofocus
        />
        {query === '' ? null : (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('search_clear')}
            onClick={handleClear}
          >
            <CloseIcon />
          </button>
        )}
      </div>
      {isTooShort ? (
        <p id={hintId} className={styles.hint}>
          {t('search_min_chars', { count: SEARCH_MIN_QUERY_LENGTH })}
        </p>
      ) : null}
    </form>
  );
}
