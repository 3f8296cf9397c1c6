import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../../shared/i18n/text-key';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { pageCount } from '../model/history-period';
import { Pager } from '../../../shared/ui/pager';
import { Spinner } from '../../../shared/ui/spinner';
import styles from './history.module.css';

/** One column of a history list: its heading, and what each row shows in it. */
export type HistoryColumn<Item> = {
  labelKey: TextKey;
  isNumeric?: boolean;
  render: (item: Item) => ReactNode;
};

/** A page of a history call as its query hook answers it. */
type HistoryPageQuery<Item> = UseQueryResult<{
  items: Item[];
  page: number;
  total: number;
  pageSize: number;
}>;

type HistoryListProps<Item> = {
  titleKey: TextKey;
  query: HistoryPageQuery<Item>;
  columns: readonly HistoryColumn<Item>[];
  rowKey: (item: Item) => string;
  empty: { icon: ReactNode; titleKey: TextKey; textKey: TextKey };
  onPage: (page: number) => void;
};

/**
 * A titled, paged history list of the account panel: loading, a retry on error, an empty state,
 * or a table whose cells carry their column's label (the rows become label–value cards on a
 * narrow screen), then the pager.
 */
export function HistoryList<Item>({
  titleKey,
  query,
  columns,
  rowKey,
  empty,
  onPage,
}: HistoryListProps<Item>) {
  const { t } = useTranslation();
  const titleId = useId();

  return (
    <section className={styles.section} aria-labelledby={titleId} aria-busy={query.isFetching}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t(titleKey)}
      </h2>
      {query.isPending ? (
        <p className={styles.loading}>
          <Spinner /> {t('loading')}
        </p>
      ) : query.isError ? (
        <ErrorState isCompact titleAs="h3" onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          icon={empty.icon}
          titleAs="h3"
          title={t(empty.titleKey)}
          text={t(empty.textKey)}
        />
      ) : (
        <>
          <table role="table" className={styles.table}>
            <thead role="rowgroup">
              <tr role="row">
                {columns.map((column) => (
                  <th
                    key={column.labelKey}
                    role="columnheader"
                    scope="col"
                    className={column.isNumeric ? styles.numeric : undefined}
                  >
                    {t(column.labelKey)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {query.data.items.map((item) => (
                <tr role="row" key={rowKey(item)}>
                  {columns.map((column) => (
                    <td
                      key={column.labelKey}
                      role="cell"
                      data-label={t(column.labelKey)}
                      className={column.isNumeric ? styles.numeric : undefined}
                    >
                      {column.render(item)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            page={query.data.page}
            pages={pageCount(query.data.total, query.data.pageSize)}
            onPage={onPage}
          />
        </>
      )}
    </section>
  );
}
