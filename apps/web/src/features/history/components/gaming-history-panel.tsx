import type { TGamingHistoryItem } from '@playfair/contracts/gaming';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { formatDateTime } from '../../../shared/i18n/format-date-time';
import { useSession } from '../../../shared/session/session-context';
import { ErrorState } from '../../../shared/ui/error-state';
import { HistoryIcon } from '../../../shared/ui/icons';
import { Spinner } from '../../../shared/ui/spinner';
import { useGamingHistory } from '../api/get-gaming-history';
import { GAMING_SUMMARY_DAYS, useGamingPeriod } from '../api/get-gaming-period';
import styles from './history.module.css';
import { withEuroEquivalent } from '../model/euro-equivalent';
import { type HistoryColumn, HistoryList } from './history-list';

const ROUND_STATUS_KEYS = {
  open: 'round_status_open',
  completed: 'round_status_completed',
  cancelled: 'round_status_cancelled',
} as const satisfies Record<TGamingHistoryItem['status'], `round_status_${string}`>;

/**
 * The account panel's gaming-history tab: the last 30 days in figures
 * (GET /user/get-gaming-history-period/30), then every round, a page at a time
 * (GET /user/gaming-history).
 */
export function GamingHistoryPanel() {
  return (
    <div className={styles.panel}>
      <GamingSummary />
      <RoundList />
    </div>
  );
}

function GamingSummary() {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const summary = useGamingPeriod({ locale, userId: userId ?? '', days: GAMING_SUMMARY_DAYS });
  const titleId = useId();

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {/* spec 000 §7: the summary is of 30 days (GAMING_SUMMARY_DAYS). */}
        {t('history_period_30')}
      </h2>
      {summary.isPending ? (
        <p className={styles.loading}>
          <Spinner /> {t('loading')}
        </p>
      ) : summary.isError ? (
        <ErrorState isCompact titleAs="h3" onRetry={() => void summary.refetch()} />
      ) : (
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt>{t('gaming_summary_rounds')}</dt>
            <dd>{summary.data.data.rounds}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{t('gaming_summary_bets')}</dt>
            <dd>{summary.data.data.betFormatted}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{t('gaming_summary_wins')}</dt>
            <dd>{summary.data.data.winFormatted}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{t('gaming_summary_net')}</dt>
            <dd data-negative={summary.data.data.netMinor.startsWith('-') ? 'true' : undefined}>
              {summary.data.data.netFormatted}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}

function RoundList() {
  const { t } = useTranslation();
  const { locale, languageTag } = useAppConfig();
  const { userId } = useSession();
  const [page, setPage] = useState(1);
  const rounds = useGamingHistory({ locale, userId: userId ?? '', page });
  const columns: readonly HistoryColumn<TGamingHistoryItem>[] = [
    { labelKey: 'history_column_game', render: (round) => round.gameName },
    {
      labelKey: 'history_column_time',
      render: (round) => (
        <time dateTime={round.startedAt}>{formatDateTime(round.startedAt, languageTag)}</time>
      ),
    },
    {
      labelKey: 'history_column_bet',
      isNumeric: true,
      render: (round) => withEuroEquivalent(round.betFormatted, round.betMinor, round.currency),
    },
    {
      labelKey: 'history_column_win',
      isNumeric: true,
      render: (round) => withEuroEquivalent(round.winFormatted, round.winMinor, round.currency),
    },
    {
      labelKey: 'history_column_status',
      render: (round) => t(ROUND_STATUS_KEYS[round.status]),
    },
  ];

  return (
    <HistoryList
      titleKey="history_rounds_title"
      query={rounds}
      columns={columns}
      rowKey={(round) => round.roundId}
      empty={{
        icon: <HistoryIcon />,
        titleKey: 'account_gaming_history_empty_title',
        textKey: 'account_gaming_history_empty_text',
      }}
      onPage={setPage}
    />
  );
}
