import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../shared/ui/error-state';
import { Spinner } from '../../../shared/ui/spinner';
import styles from './search.module.css';

export function SearchLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className={styles.loading}>
      <Spinner />
      <span>{t('loading')}</span>
    </p>
  );
}

type QueryStateProps<TData> = {
  query: UseQueryResult<TData>;
  children: (data: TData) => ReactNode;
};

/** A call's answer, or while it loads a spinner, or when it fails the generic error and a retry. */
export function QueryState<TData>({ query, children }: QueryStateProps<TData>) {
  if (query.isPending) return <SearchLoading />;
  if (query.isError) {
    return <ErrorState titleAs="h3" isCompact onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
