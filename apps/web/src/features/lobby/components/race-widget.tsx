import { RACE_WIDGET_MAX_RACES } from '@playfair/domain/constants';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { formatDateTime } from '../../../shared/i18n/format-date-time';
import styles from './jackpots.module.css';

/** What the race widget needs of a race; the races work fills it. */
export type RaceSummary = {
  id: string;
  name: string;
  /** ISO 8601. */
  endsAt: string;
  /** The prize as the player reads it ("€500 in cash"). */
  prize: string;
};

type RaceWidgetProps = { races: readonly RaceSummary[] };

/**
 * The race widget of the casino home (spec 000 §9: at most 5 races). With no races, or with the
 * races feature off, it renders nothing.
 */
export function RaceWidget({ races }: RaceWidgetProps) {
  const { t } = useTranslation();
  const { lobby, languageTag } = useAppConfig();
  const shown = races.slice(0, RACE_WIDGET_MAX_RACES);
  if (!lobby.races || shown.length === 0) return null;
  return (
    <section className={styles.races} aria-labelledby="lobby-races-title">
      <h2 id="lobby-races-title" className={styles.bannerTitle}>
        {t('lobby_races_title')}
      </h2>
      <ul className={styles.raceList}>
        {shown.map((race) => (
          <li key={race.id} className={styles.race}>
            <span className={styles.raceName}>{race.name}</span>
            <span className={styles.racePrize}>{race.prize}</span>
            <span className={styles.raceEnds}>
              {t('lobby_race_ends', { date: formatDateTime(race.endsAt, languageTag) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
