import type { TGamingHistoryItem } from '@playfair/contracts/gaming';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { formatDateTime } from '../../../shared/i18n/format-date-time';
import { useSession } from '../../../shared/session/session-context';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { HistoryIcon } from '../../../shared/ui/icons';
import { Spinner } from '../../../shared/ui/spinner';
import { useGamingHistory } from '../api/get-gaming-history';
import { GAMING_SUMMARY_DAYS, useGamingPeriod } from '../api/get-gaming-period';
import styles from './history.module.css';
import { HistoryPager } from './history-pager';

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
  const titleId = useId();

  return (
    <section className={styles.section} aria-labelledby={titleId} aria-busy={rounds.isFetching}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('history_rounds_title')}
      </h2>
      {rounds.isPending ? (
        <p className={styles.loading}>
          <Spinner /> {t('loading')}
        </p>
      ) : rounds.isError ? (
        <ErrorState isCompact titleAs="h3" onRetry={() => void rounds.refetch()} />
      ) : rounds.data.items.length === 0 ? (
        <EmptyState
          icon={<HistoryIcon />}
          titleAs="h3"
          title={t('account_gaming_history_empty_title')}
          text={t('account_gaming_history_empty_text')}
        />
      ) : (
        <>
          <table role="table" className={styles.table}>
            <thead role="rowgroup">
              <tr role="row">
                <th role="columnheader" scope="col">
                  {t('history_column_game')}
                </th>
                <th role="columnheader" scope="col">
                  {t('history_column_time')}
                </th>
                <th role="columnheader" scope="col" className={styles.numeric}>
                  {t('history_column_bet')}
                </th>
                <th role="columnheader" scope="col" className={styles.numeric}>
                  {t('history_column_win')}
                </th>
                <th role="columnheader" scope="col">
                  {t('history_column_status')}
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {rounds.data.items.map((round) => (
                <tr role="row" key={round.roundId}>
                  <td role="cell" data-label={t('history_column_game')}>
                    {round.gameName}
                  </td>
                  <td role="cell" data-label={t('history_column_time')}>
                    <time dateTime={round.startedAt}>
                      {formatDateTime(round.startedAt, languageTag)}
                    </time>
                  </td>
                  <td role="cell" data-label={t('history_column_bet')} className={styles.numeric}>
                    {round.betFormatted}
                  </td>
                  <td role="cell" data-label={t('history_column_win')} className={styles.numeric}>
                    {round.winFormatted}
                  </td>
                  <td role="cell" data-label={t('history_column_status')}>
                    {t(ROUND_STATUS_KEYS[round.status])}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <HistoryPager
            page={rounds.data.page}
            total={rounds.data.total}
            pageSize={rounds.data.pageSize}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}
