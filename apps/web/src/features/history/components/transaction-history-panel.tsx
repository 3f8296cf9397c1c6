import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { formatDateTime } from '../../../shared/i18n/format-date-time';
import type { TextKey } from '../../../shared/i18n/text-key';
import { useSession } from '../../../shared/session/session-context';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { TicketIcon } from '../../../shared/ui/icons';
import { Spinner } from '../../../shared/ui/spinner';
import { useTransactionHistory } from '../api/get-transaction-history';
import { DEFAULT_PERIOD, type HistoryPeriod, periodRange } from '../model/history-period';
import styles from './history.module.css';
import { HistoryPager } from './history-pager';
import { PeriodSelector } from './period-selector';

const TYPE_KEYS = {
  deposit: 'transaction_type_deposit',
  withdrawal: 'transaction_type_withdrawal',
} as const;

// Deposits (payment statuses) and withdrawals (withdrawal statuses) share the list.
const STATUS_KEYS: Readonly<Record<string, TextKey>> = {
  pending: 'transaction_status_pending',
  succeeded: 'transaction_status_succeeded',
  failed: 'transaction_status_failed',
  cancelled: 'transaction_status_cancelled',
  approved: 'transaction_status_approved',
  rejected: 'transaction_status_rejected',
};

/**
 * The account panel's transaction-history tab: the player's deposits and withdrawals of a period
 * (GET /user/transaction-history?from&to&page), newest first, a page at a time.
 */
export function TransactionHistoryPanel() {
  const { t } = useTranslation();
  const { locale, languageTag } = useAppConfig();
  const { userId } = useSession();
  const [period, setPeriod] = useState<HistoryPeriod>(DEFAULT_PERIOD);
  const [page, setPage] = useState(1);
  const range = periodRange(period, new Date());
  const history = useTransactionHistory({
    locale,
    userId: userId ?? '',
    query: { ...range, page },
  });
  const titleId = useId();

  function statusLabel(status: string): string {
    const key = Object.hasOwn(STATUS_KEYS, status) ? STATUS_KEYS[status] : undefined;
    return key === undefined ? status : t(key);
  }

  return (
    <div className={styles.panel}>
      <PeriodSelector
        period={period}
        onChange={(next) => {
          setPeriod(next);
          setPage(1);
        }}
      />
      <section className={styles.section} aria-labelledby={titleId} aria-busy={history.isFetching}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {t('history_transactions_title')}
        </h2>
        {history.isPending ? (
          <p className={styles.loading}>
            <Spinner /> {t('loading')}
          </p>
        ) : history.isError ? (
          <ErrorState isCompact titleAs="h3" onRetry={() => void history.refetch()} />
        ) : history.data.items.length === 0 ? (
          <EmptyState
            icon={<TicketIcon />}
            titleAs="h3"
            title={t('history_transactions_empty_title')}
            text={t('history_transactions_empty_text')}
          />
        ) : (
          <>
            <table role="table" className={styles.table}>
              <thead role="rowgroup">
                <tr role="row">
                  <th role="columnheader" scope="col">
                    {t('history_column_date')}
                  </th>
                  <th role="columnheader" scope="col">
                    {t('history_column_type')}
                  </th>
                  <th role="columnheader" scope="col">
                    {t('history_column_method')}
                  </th>
                  <th role="columnheader" scope="col" className={styles.numeric}>
                    {t('history_column_amount')}
                  </th>
                  <th role="columnheader" scope="col">
                    {t('history_column_status')}
                  </th>
                </tr>
              </thead>
              <tbody role="rowgroup">
                {history.data.items.map((item) => (
                  <tr role="row" key={item.id}>
                    <td role="cell" data-label={t('history_column_date')}>
                      <time dateTime={item.createdAt}>
                        {formatDateTime(item.createdAt, languageTag)}
                      </time>
                    </td>
                    <td role="cell" data-label={t('history_column_type')}>
                      {t(TYPE_KEYS[item.type])}
                    </td>
                    <td role="cell" data-label={t('history_column_method')}>
                      {item.method}
                    </td>
                    <td
                      role="cell"
                      data-label={t('history_column_amount')}
                      className={styles.numeric}
                    >
                      {item.formatted}
                    </td>
                    <td role="cell" data-label={t('history_column_status')}>
                      {statusLabel(item.status)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <HistoryPager
              page={history.data.page}
              total={history.data.total}
              pageSize={history.data.pageSize}
              onPage={setPage}
            />
          </>
        )}
      </section>
    </div>
  );
}
