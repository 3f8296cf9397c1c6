import { isFilteringQuery, SEARCH_MIN_QUERY_LENGTH } from '@playfair/domain/search';
import { useId } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CloseIcon, SearchIcon } from '../../../shared/ui/icons';
import styles from './search.module.css';

/** What the search form holds: the query, matched as typed (nothing to refuse, no call to make). */
export type SearchFormValues = { query: string };

type SearchFormProps = {
  /** The overlay's form: it reads the query to show results as the player types. */
  form: UseFormReturn<SearchFormValues>;
  /** Enter: open the first result. */
  onSubmit: () => void;
};

/** The search field with its clear button; focused when the overlay opens (data-autofocus). */
export function SearchForm({ form, onSubmit }: SearchFormProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const query = useWatch({ control: form.control, name: 'query' });
  // spec 001 §5: one character loads the list but does not filter yet.
  const isTooShort = query.trim() !== '' && !isFilteringQuery(query);

  function handleClear() {
    form.setValue('query', '');
    form.setFocus('query');
  }

  return (
    <form role="search" className={styles.form} onSubmit={form.handleSubmit(() => onSubmit())}>
      <div className={styles.field}>
        <SearchIcon className={styles.fieldIcon} />
        <input
          type="search"
          className={styles.input}
          {...form.register('query')}
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
