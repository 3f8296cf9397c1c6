import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { useRaces } from '../../../shared/races/get-races';
import { useRacesStream } from '../../../shared/races/races-stream';
import { useSession } from '../../../shared/session/session-context';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { ClockIcon } from '../../../shared/ui/icons';
import { Spinner } from '../../../shared/ui/spinner';
import { RACES_NAMESPACE } from '../text-keys';
import { RaceCard } from './race-card';
import styles from './races.module.css';

const STATUS_ORDER = { running: 0, upcoming: 1, finished: 2 } as const;

/**
 * spec 001 §2 "Races page", `/{locale}/races`: the races running, coming within a day and just
 * ended, each with its countdown, opt-in, prizes, rules, games, leaderboard and the player's
 * standing, kept current by the player's stream.
 */
export function RacesPage() {
  const { t } = useTranslation(RACES_NAMESPACE);
  const { locale, brand } = useAppConfig();
  const { userId } = useSession();
  useDocumentTitle(`${t('races_title')} | ${brand.name}`);
  const races = useRaces({ locale, userId });

  function content() {
    if (races.isPending) {
      return (
        <p className={styles.loading} role="status">
          <Spinner /> {t('loading')}
        </p>
      );
    }
    if (races.isError) {
      return <ErrorState isCompact onRetry={() => void races.refetch()} />;
    }
    if (races.data.length === 0) {
      return (
        <div data-testid="races-empty">
          <EmptyState
            icon={<ClockIcon />}
            titleAs="h2"
            title={t('races_empty_title')}
            text={t('races_empty_text')}
          />
        </div>
      );
    }
    const ordered = [...races.data].sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);
    return (
      <div className={styles.cards}>
        {ordered.map((race) => (
          <RaceCard key={race.id} race={race} />
        ))}
      </div>
    );
  }

  return (
    <article className={styles.page} aria-labelledby="races-title">
      <header className={styles.header}>
        <span className={styles.headerIcon}>
          <ClockIcon />
        </span>
        <div className={styles.headerText}>
          <h1 id="races-title" className={styles.title}>
            {t('races_title')}
          </h1>
          <p className={styles.muted}>{t('races_intro')}</p>
        </div>
      </header>
      {userId === null ? null : <RacesPush locale={locale} />}
      {content()}
    </article>
  );
}

/** The player's stream (it needs the session): their standing and the races' starts and ends. */
function RacesPush({ locale }: { locale: string }) {
  useRacesStream({ locale });
  return null;
}
