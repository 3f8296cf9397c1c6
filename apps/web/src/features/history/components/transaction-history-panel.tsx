import type { TTransactionHistoryResponse } from '@playfair/contracts/payments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { formatDateTime } from '../../../shared/i18n/format-date-time';
import type { TextKey } from '../../../shared/i18n/text-key';
import { useSession } from '../../../shared/session/session-context';
import { TicketIcon } from '../../../shared/ui/icons';
import { useTransactionHistory } from '../api/get-transaction-history';
import { DEFAULT_PERIOD, type HistoryPeriod, periodRange } from '../model/history-period';
import styles from './history.module.css';
import { withEuroEquivalent } from '../model/euro-equivalent';
import { type HistoryColumn, HistoryList } from './history-list';
import { PeriodSelector } from './period-selector';

type TransactionItem = TTransactionHistoryResponse['items'][number];

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

  function statusLabel(status: string): string {
    const key = Object.hasOwn(STATUS_KEYS, status) ? STATUS_KEYS[status] : undefined;
    return key === undefined ? status : t(key);
  }

  const columns: readonly HistoryColumn<TransactionItem>[] = [
    {
      labelKey: 'history_column_date',
      render: (item) => (
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, languageTag)}</time>
      ),
    },
    { labelKey: 'history_column_type', render: (item) => t(TYPE_KEYS[item.type]) },
    { labelKey: 'history_column_method', render: (item) => item.method },
    {
      labelKey: 'history_column_amount',
      isNumeric: true,
      render: (item) => withEuroEquivalent(item.formatted, item.amountMinor, item.currency),
    },
    { labelKey: 'history_column_status', render: (item) => statusLabel(item.status) },
  ];

  return (
    <div className={styles.panel}>
      <PeriodSelector
        period={period}
        onChange={(next) => {
          setPeriod(next);
          setPage(1);
        }}
      />
      <HistoryList
        titleKey="history_transactions_title"
        query={history}
        columns={columns}
        rowKey={(item) => item.id}
        empty={{
          icon: <TicketIcon />,
          titleKey: 'history_transactions_empty_title',
          textKey: 'history_transactions_empty_text',
        }}
        onPage={setPage}
      />
    </div>
  );
}
