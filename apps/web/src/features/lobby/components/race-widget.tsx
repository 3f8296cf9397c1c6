import type { TRace } from '@playfair/contracts/races';
import { webPagePath } from '@playfair/contracts/web-pages';
import { RACE_WIDGET_MAX_RACES } from '@playfair/domain/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { formatDateTime } from '../../../shared/i18n/format-date-time';
import { useRaces } from '../../../shared/races/get-races';
import { runningThenUpcoming } from '../../../shared/races/race-order';
import { useSession } from '../../../shared/session/session-context';
import styles from './jackpots.module.css';

/** What the race widget needs of a race. */
export type RaceSummary = {
  id: string;
  name: string;
  status: 'running' | 'upcoming';
  /** ISO 8601. */
  startsAt: string;
  /** ISO 8601. */
  endsAt: string;
  /** The first place's prize as the player reads it ("€500 in cash"), if the race has one. */
  prize: string | null;
};

/** The races to show: running first, then the coming ones, at most RACE_WIDGET_MAX_RACES. */
export function raceSummaries(races: readonly TRace[]): RaceSummary[] {
  return runningThenUpcoming(races)
    .slice(0, RACE_WIDGET_MAX_RACES)
    .map((race) => ({
      id: race.id,
      name: race.name,
      status: race.status === 'upcoming' ? 'upcoming' : 'running',
      startsAt: race.starts_at,
      endsAt: race.ends_at,
      prize: race.prizes.find((prize) => prize.position === 1)?.item_translation ?? null,
    }));
}

type RaceWidgetProps = { races: readonly RaceSummary[] };

/**
 * The race widget of the casino home (spec 000 §9: at most 5 races), each race a link to the
 * races page. With no races, or with the races feature off, it renders nothing.
 */
export function RaceWidget({ races }: RaceWidgetProps) {
  const { t } = useTranslation();
  const { lobby, languageTag, locale } = useAppConfig();
  const shown = races.slice(0, RACE_WIDGET_MAX_RACES);
  if (!lobby.races || shown.length === 0) return null;
  return (
    <section className={styles.races} aria-labelledby="lobby-races-title" data-testid="race-widget">
      <h2 id="lobby-races-title" className={styles.bannerTitle}>
        {t('lobby_races_title')}
      </h2>
      <ul className={styles.raceList}>
        {shown.map((race) => (
          <li key={race.id}>
            <Link to={webPagePath(locale, 'races')} className={styles.race}>
              <span className={styles.raceName}>{race.name}</span>
              {race.prize === null ? null : <span className={styles.racePrize}>{race.prize}</span>}
              <span className={styles.raceEnds}>
                {race.status === 'upcoming'
                  ? t('race_starts_at', { date: formatDateTime(race.startsAt, languageTag) })
                  : t('lobby_race_ends', { date: formatDateTime(race.endsAt, languageTag) })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The widget with the races the server lists (asked for only while the feature is on). */
export function LobbyRaceWidget() {
  const { locale, lobby } = useAppConfig();
  const { userId } = useSession();
  const races = useRaces({ locale, userId }, { isEnabled: lobby.races });
  return <RaceWidget races={raceSummaries(races.data ?? [])} />;
}
