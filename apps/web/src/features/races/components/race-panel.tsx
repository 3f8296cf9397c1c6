import { RACES_NAMESPACE } from '../text-keys';
import type { TRace, TRacesPush } from '@playfair/contracts/races';
import { RACE_PANEL_WIDTH_PX } from '@playfair/domain/constants';
import { webPagePath } from '@playfair/contracts/web-pages';
import { useQueryClient } from '@tanstack/react-query';
import {
  type CSSProperties,
  useCallback,
  useEffect,
  useId,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { notify } from '../../../shared/notifications/notification-queue';
import { RACES_QUERY_ROOT, racesQueryOptions, useRaces } from '../../../shared/races/get-races';
import { RaceTimeLeft } from '../../../shared/races/race-time-left';
import { useRacesStream } from '../../../shared/races/races-stream';
import { useSession } from '../../../shared/session/session-context';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../shared/ui/icons';
import { isGameOutsideJoinedRaces, justStartedSinceMs, panelRace } from '../model/panel-race';
import { createRacePanelTimers, type RacePanelTimers } from '../model/race-panel-timers';
import { RaceLeaderboard } from './race-leaderboard';
import { RaceOptIn } from './race-opt-in';
import { RaceStats } from './race-stats';
import styles from './race-panel.module.css';

/** How many leaderboard rows the panel shows (the player's own row comes on top of them). */
const PANEL_BOARD_ROWS = 5;

const PANEL_STYLE = { '--race-panel-width': `${RACE_PANEL_WIDTH_PX}px` } as CSSProperties;

/**
 * spec 001 §2 / §9: the race side panel of the game view (`race-panel`, `data-open`),
 * RACE_PANEL_WIDTH_PX wide beside the game, over it on a narrow screen, opened and closed by its
 * toggle (`race-panel-toggle`). It shows the race this game counts for (else the player's running
 * race): its time left, the player's standing as the `race` push moves it, the leaderboard's top
 * and the opt-in; it opens itself 5 s after a race starts, and shows the player's result for 25 s,
 * 5 s after a race they were in ends (model/race-panel-timers.ts).
 */
export function RacePanel({ gameId }: { gameId: string }) {
  const { t } = useTranslation(RACES_NAMESPACE);
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const races = useRaces({ locale, userId });
  const [timers] = useState(createRacePanelTimers);
  useEffect(() => timers.dispose, [timers]);
  const { isOpen, finishedRaceId } = useSyncExternalStore(timers.subscribe, timers.snapshot);
  const bodyId = useId();

  // The races were read (first read, an opt-in, a push): the timers and the once-per-view notice
  // follow what the server said, which only a read brings.
  const { data } = races;
  useEffect(() => {
    if (data === undefined) return;
    timers.racesRead(
      {
        sinceStartMs: justStartedSinceMs(data, gameId, Date.now()),
        isGameOutside: isGameOutsideJoinedRaces(data, gameId),
      },
      () => notify({ message: t('race_game_not_ok') }),
    );
  }, [data, gameId, timers, t]);

  const race = data === undefined ? null : panelRace(data, gameId, finishedRaceId);
  return (
    <>
      {userId === null ? null : <PanelPush timers={timers} />}
      {race === null ? null : (
        <aside
          className={styles.panel}
          style={PANEL_STYLE}
          aria-label={t('race_panel_title')}
          data-testid="race-panel"
          data-open={isOpen ? 'true' : 'false'}
          data-race-panel={isOpen ? 'open' : 'closed'}
        >
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={isOpen}
            aria-controls={bodyId}
            aria-label={isOpen ? t('race_panel_close') : t('race_panel_open')}
            data-testid="race-panel-toggle"
            onClick={timers.toggle}
          >
            {isOpen ? (
              <ChevronRightIcon aria-hidden="true" />
            ) : (
              <ChevronLeftIcon aria-hidden="true" />
            )}
            <span className={styles.toggleText}>{t('race_panel_title')}</span>
          </button>
          <div id={bodyId} className={styles.body} hidden={!isOpen}>
            {isOpen ? (
              <PanelBody race={race} isFinishShown={race.raceId === finishedRaceId} />
            ) : null}
          </div>
        </aside>
      )}
    </>
  );
}

function PanelBody({ race, isFinishShown }: { race: TRace; isFinishShown: boolean }) {
  const { t } = useTranslation(RACES_NAMESPACE);
  const { locale } = useAppConfig();
  return (
    <>
      <header className={styles.header}>
        <p className={styles.kicker}>{t('race_panel_title')}</p>
        <h2 className={styles.name}>{race.name}</h2>
        {race.status === 'finished' ? null : (
          <RaceTimeLeft race={race} className={styles.timeLeft} />
        )}
      </header>
      {isFinishShown ? <FinishDisplay race={race} /> : null}
      <RaceStats race={race} />
      <RaceOptIn race={race} size="md" />
      <section className={styles.section} aria-label={t('race_leaderboard_title')}>
        <h3 className={styles.sectionTitle}>{t('race_leaderboard_title')}</h3>
        <RaceLeaderboard rows={race.leaderboard} limit={PANEL_BOARD_ROWS} isCompact />
      </section>
      <Link to={webPagePath(locale, 'races')} className={styles.more}>
        {t('race_see_all')}
      </Link>
    </>
  );
}

/** spec 001 §4: the player's place and prize in a race that has just ended (`race-finish`). */
function FinishDisplay({ race }: { race: TRace }) {
  const { t } = useTranslation(RACES_NAMESPACE);
  return (
    <section className={styles.finish} data-testid="race-finish" role="status">
      <h3 className={styles.finishTitle}>{t('race_finish_title')}</h3>
      <p>
        {race.ownPosition === null
          ? t('race_finish_no_position')
          : t('race_finish_position', { position: race.ownPosition })}
      </p>
      {race.ownPrize === null ? null : (
        <p className={styles.prize}>{t('race_finish_prize', { prize: race.ownPrize })}</p>
      )}
    </section>
  );
}

/**
 * The player's stream (it needs the session): `race` moves their standing in the cache; `races`
 * reads the races again, opens the panel 5 s after a start, and after the end of a race the
 * player was in waits 5 s before reading (the result comes with that read).
 */
function PanelPush({ timers }: { timers: RacePanelTimers }) {
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: [RACES_QUERY_ROOT] }),
    [queryClient],
  );
  function handleRaces(push: TRacesPush) {
    switch (push.status) {
      case 'running':
        void refresh();
        timers.raceStarted();
        return;
      case 'finished': {
        const cached = queryClient.getQueryData(racesQueryOptions({ locale, userId }).queryKey);
        const wasIn = cached?.some((race) => race.raceId === push.raceId && race.optin) ?? false;
        if (wasIn) timers.raceFinished(push.raceId, refresh);
        else void refresh();
        return;
      }
    }
  }
  useRacesStream({ locale, onRaces: handleRaces });
  return null;
}
