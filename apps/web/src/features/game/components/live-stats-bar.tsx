import type { TSessionStats } from '@playfair/contracts/game-session';
import { SESSION_CLOCK_INTERVAL_MS } from '@playfair/domain/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { historyRoutePath } from '../../../shared/modal/history-routes';
import { useSession } from '../../../shared/session/session-context';
import { useWallet } from '../../../shared/wallet/get-wallet';
import { useNow } from '../hooks/use-now';
import { type LiveStatsKind, netOf } from '../model/live-stats';
import { formatElapsed, momentMs } from '../model/session-clock';
import { formatSessionAmount } from '../model/wallet-update';
import { IN_PLAY_NAMESPACE } from '../text-keys';
import gameStyles from './game.module.css';
import styles from './in-play.module.css';

type LiveStatsBarProps = {
  kind: Exclude<LiveStatsKind, 'none'>;
  /** ISO: when the sitting started (the reality check's clock). */
  sessionStart: string | null;
  sessionStats: TSessionStats | null;
};

/** spec 001 §2 / §6 show-live-stats: the bar over the session bar, by country. */
export function LiveStatsBar({ kind, sessionStart, sessionStats }: LiveStatsBarProps) {
  const { t } = useTranslation(IN_PLAY_NAMESPACE);
  return (
    <section className={styles.liveStats} aria-label={t('game_stats_label')}>
      {kind === 'balance-and-time' ? (
        <BalanceAndTime sessionStart={sessionStart} />
      ) : (
        <SessionFigures stats={sessionStats} />
      )}
    </section>
  );
}

/** GB: the balance (the header's wallet query) and the sitting's time, every second. */
function BalanceAndTime({ sessionStart }: { sessionStart: string | null }) {
  const { t } = useTranslation(IN_PLAY_NAMESPACE);
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const wallet = useWallet({ locale, userId: userId ?? '' });
  const [openedAt] = useState(() => Date.now());
  const now = useNow(SESSION_CLOCK_INTERVAL_MS.GB);
  const start = momentMs(sessionStart) ?? openedAt;
  return (
    <dl className={gameStyles.figures}>
      <div className={gameStyles.figure}>
        <dt>{t('game_stats_balance')}</dt>
        <dd>{wallet.data?.formatted ?? '—'}</dd>
      </div>
      <div className={gameStyles.figure}>
        <dt>{t('game_stats_time')}</dt>
        <dd>{formatElapsed(now - start, 'seconds')}</dd>
      </div>
    </dl>
  );
}

/**
 * ES: the session's stakes, wins and net (read at a launch, so a reload keeps them, and pushed
 * after each round), and the way to the responsible-gaming limits.
 */
function SessionFigures({ stats }: { stats: TSessionStats | null }) {
  const { t } = useTranslation(IN_PLAY_NAMESPACE);
  const { locale, currency: playerCurrency } = useAppConfig();
  const currency = stats?.currency ?? playerCurrency;
  const bet = BigInt(stats?.bet ?? '0');
  const win = BigInt(stats?.win ?? '0');
  const money = (minor: bigint) => formatSessionAmount(minor, currency) ?? String(minor);
  const limitsPath = `${historyRoutePath('account', locale)}?tab=limits`;
  return (
    <>
      <dl className={gameStyles.figures}>
        <div className={gameStyles.figure}>
          <dt>{t('game_stats_stakes')}</dt>
          <dd>{money(bet)}</dd>
        </div>
        <div className={gameStyles.figure}>
          <dt>{t('game_stats_wins')}</dt>
          <dd>{money(win)}</dd>
        </div>
        <div className={gameStyles.figure}>
          <dt>{t('game_stats_net')}</dt>
          <dd>{money(netOf(bet, win))}</dd>
        </div>
      </dl>
      <Link to={limitsPath} className={styles.liveLink}>
        {t('game_stats_rg_link')}
      </Link>
    </>
  );
}
