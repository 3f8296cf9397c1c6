import type { TRace } from '@playfair/contracts/races';
import { RACE_SUMMARY_ROWS } from '@playfair/contracts/races';
import { gamePagePath } from '@playfair/contracts/web-pages';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { formatDateTime } from '../../../shared/i18n/format-date-time';
import { RACES_QUERY_ROOT } from '../../../shared/races/get-races';
import { raceClockTarget } from '../../../shared/races/race-order';
import { useSession } from '../../../shared/session/session-context';
import { useRace } from '../api/get-race';
import { RACES_NAMESPACE } from '../text-keys';
import { RaceCountdown } from './race-countdown';
import { RaceLeaderboard } from './race-leaderboard';
import { RaceOptIn } from './race-opt-in';
import { RaceStats } from './race-stats';
import styles from './races.module.css';

const STATUS_KEYS = {
  running: 'race_status_running',
  upcoming: 'race_status_upcoming',
  finished: 'race_status_finished',
} as const satisfies Record<TRace['status'], string>;

/** spec 001 §2 "Races page": one race as a card (`race-card`, `data-status`). */
export function RaceCard({ race }: { race: TRace }) {
  const { t } = useTranslation(RACES_NAMESPACE);
  const queryClient = useQueryClient();
  const titleId = `race-${race.id}-title`;
  const isOver = race.status === 'finished';

  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      data-testid="race-card"
      data-status={race.status}
    >
      <div className={styles.banner}>
        <div className={styles.bannerText}>
          <span className={styles.badge} data-status={race.status}>
            {t(STATUS_KEYS[race.status])}
          </span>
          <h2 id={titleId} className={styles.raceName}>
            {race.name}
          </h2>
          <RaceTime race={race} />
          <p className={styles.muted}>{t('races_entrants', { count: race.entrants })}</p>
        </div>
        {isOver ? null : (
          <RaceCountdown
            key={raceClockTarget(race)}
            target={raceClockTarget(race)}
            label={race.status === 'upcoming' ? t('race_starts_in') : t('race_ends_in')}
            // A start or an end changes every race's state: all are read again.
            onEnd={() => void queryClient.invalidateQueries({ queryKey: [RACES_QUERY_ROOT] })}
          />
        )}
      </div>
      <div className={styles.body}>
        <div className={styles.main}>
          <RaceOptIn race={race} />
          <RaceStats race={race} />
          <Board race={race} />
        </div>
        <RaceDetails race={race} />
      </div>
    </article>
  );
}

function RaceTime({ race }: { race: TRace }) {
  const { t } = useTranslation(RACES_NAMESPACE);
  const { languageTag } = useAppConfig();
  switch (race.status) {
    case 'upcoming':
      return (
        <p className={styles.muted}>
          {t('races_starts_at', { date: formatDateTime(race.starts_at, languageTag) })}
        </p>
      );
    case 'running':
      return (
        <p className={styles.muted}>
          {t('races_ends_at', { date: formatDateTime(race.ends_at, languageTag) })}
        </p>
      );
    case 'finished':
      return (
        <p className={styles.muted}>
          {t('races_ended_at', { date: formatDateTime(race.ends_at, languageTag) })}
        </p>
      );
  }
}

/**
 * The top RACE_SUMMARY_ROWS from get-races, and on request the full board (get-race, asked for
 * only then); the reader's own row either way.
 */
function Board({ race }: { race: TRace }) {
  const { t } = useTranslation(RACES_NAMESPACE);
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const [isFull, setIsFull] = useState(false);
  const full = useRace({ locale, userId, raceId: race.raceId }, { isEnabled: isFull });
  const rows = isFull && full.data !== undefined ? full.data.leaderboard : race.leaderboard;
  const hasMore = race.entrants > RACE_SUMMARY_ROWS;
  return (
    <section className={styles.section} aria-labelledby={`race-${race.id}-board`}>
      <h3 id={`race-${race.id}-board`} className={styles.sectionTitle}>
        {t('race_leaderboard_title')}
      </h3>
      <RaceLeaderboard rows={rows} limit={isFull ? undefined : RACE_SUMMARY_ROWS} />
      {hasMore ? (
        <button
          type="button"
          className={styles.textButton}
          aria-expanded={isFull}
          onClick={() => setIsFull((open) => !open)}
        >
          {isFull ? t('races_show_top_board') : t('races_show_full_board')}
        </button>
      ) : null}
    </section>
  );
}

/** Prizes by position, the minimum stake, the points rule and the race's games. */
function RaceDetails({ race }: { race: TRace }) {
  const { t } = useTranslation(RACES_NAMESPACE);
  const { locale, languageTag } = useAppConfig();
  const prizes = [...race.prizes].sort((a, b) => a.position - b.position);
  return (
    <div className={styles.details}>
      <section className={styles.section} aria-labelledby={`race-${race.id}-prizes`}>
        <h3 id={`race-${race.id}-prizes`} className={styles.sectionTitle}>
          {t('races_prizes_title')}
        </h3>
        <ol className={styles.prizeList}>
          {prizes.map((prize) => (
            <li key={prize.position} className={styles.prizeRow} data-testid="race-prize-row">
              <span className={styles.prizePosition}>#{prize.position}</span>
              <span className={styles.prizeName}>{prize.item_translation}</span>
            </li>
          ))}
        </ol>
      </section>
      <ul className={styles.rules}>
        {race.minStakeFormatted === null ? null : (
          <li>{t('races_min_stake', { amount: race.minStakeFormatted })}</li>
        )}
        <li>
          {t('races_points_rule', {
            multiplier: race.pointsRule.multiplier,
            cap: new Intl.NumberFormat(languageTag).format(race.pointsRule.cap),
          })}
        </li>
      </ul>
      {race.games.length === 0 ? null : (
        <section className={styles.section} aria-labelledby={`race-${race.id}-games`}>
          <h3 id={`race-${race.id}-games`} className={styles.sectionTitle}>
            {t('races_games_title')}
          </h3>
          <ul className={styles.games}>
            {race.games.map((game) => (
              <li key={game.id}>
                <Link to={gamePagePath(locale, game.slug)} className={styles.gameLink}>
                  {game.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
