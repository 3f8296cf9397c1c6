import type { TRewardHistoryItem } from '@playfair/contracts/rewards';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { formatDateTime } from '../../../shared/i18n/format-date-time';
import { useSession } from '../../../shared/session/session-context';
import { GiftIcon } from '../../../shared/ui/icons';
import { useRewardsHistory } from '../api/get-rewards-history';
import { REWARD_HISTORY_TYPE_KEYS } from '../model/reward-history-labels';
import styles from './history.module.css';
import { type HistoryColumn, HistoryList } from './history-list';

/**
 * The account panel's rewards-history tab (spec 000 §2 `?tab=rewards-history`): the player's
 * bonuses granted, turned into cash, expired or forfeited, free spins and their wins, and cashback
 * (GET /user/rewards-history?page), newest first, a page at a time.
 */
export function RewardsHistoryPanel() {
  const { t } = useTranslation();
  const { locale, languageTag } = useAppConfig();
  const { userId } = useSession();
  const [page, setPage] = useState(1);
  const history = useRewardsHistory({ locale, userId: userId ?? '', page });

  function amountOf(item: TRewardHistoryItem): string {
    if (item.formatted !== null) return item.formatted;
    return item.rounds === null ? '' : t('rewards_history_rounds', { count: item.rounds });
  }

  const columns: readonly HistoryColumn<TRewardHistoryItem>[] = [
    {
      labelKey: 'history_column_date',
      render: (item) => <time dateTime={item.at}>{formatDateTime(item.at, languageTag)}</time>,
    },
    { labelKey: 'history_column_type', render: (item) => t(REWARD_HISTORY_TYPE_KEYS[item.type]) },
    { labelKey: 'rewards_history_column_reward', render: (item) => item.title },
    { labelKey: 'history_column_amount', isNumeric: true, render: amountOf },
  ];

  return (
    <div className={styles.panel}>
      <HistoryList
        titleKey="rewards_history_title"
        query={history}
        columns={columns}
        rowKey={(item) => item.id}
        empty={{
          icon: <GiftIcon />,
          titleKey: 'account_rewards_empty_title',
          textKey: 'account_rewards_empty_text',
        }}
        onPage={setPage}
      />
    </div>
  );
}
