import { RACES_NAMESPACE } from '../text-keys';
import type { TRace } from '@playfair/contracts/races';
import { useTranslation } from 'react-i18next';
import styles from './race-parts.module.css';

/**
 * spec 001 §3 Race stats: the reader's spins, wins, losses, points and the last round's points,
 * with their place (`race-points`, `race-position` for the journeys). Nothing for a reader who
 * takes no part.
 */
export function RaceStats({ race }: { race: TRace }) {
  const { t } = useTranslation(RACES_NAMESPACE);
  const { stats } = race;
  if (stats === null || !race.optin) return null;
  return (
    <section className={styles.stats} aria-label={t('race_stats_title')}>
      <dl className={styles.headline}>
        <div>
          <dt>{t('race_stat_points')}</dt>
          <dd data-testid="race-points">{stats.points}</dd>
        </div>
        <div>
          <dt>{t('race_position')}</dt>
          <dd data-testid="race-position">{race.ownPosition ?? '–'}</dd>
        </div>
      </dl>
      <dl className={styles.figures}>
        <div>
          <dt>{t('race_stat_spins')}</dt>
          <dd>{stats.spins}</dd>
        </div>
        <div>
          <dt>{t('race_stat_wins')}</dt>
          <dd>{stats.wins}</dd>
        </div>
        <div>
          <dt>{t('race_stat_losses')}</dt>
          <dd>{stats.losses}</dd>
        </div>
        <div>
          <dt>{t('race_stat_last_points')}</dt>
          <dd>{stats.currentPoints}</dd>
        </div>
      </dl>
    </section>
  );
}
