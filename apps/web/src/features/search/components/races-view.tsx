import { LOBBY_HOME_CATEGORY, type TGameTile } from '@playfair/contracts/lobby';
import type { TRace } from '@playfair/contracts/races';
import { webPagePath } from '@playfair/contracts/web-pages';
import { Link } from 'react-router';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { useLobbyGames } from '../../../shared/games/lobby-games';
import { useRaces } from '../../../shared/races/get-races';
import { runningThenUpcoming } from '../../../shared/races/race-order';
import { RaceTimeLeft } from '../../../shared/races/race-time-left';
import { useSession } from '../../../shared/session/session-context';
import { EmptyView } from './empty-view';
import { GameGrid } from './game-grid';
import { QueryState } from './query-state';
import styles from './races-view.module.css';

/** The lobby's games by id (a game in several rows once). */
function gamesById(rows: readonly { games: readonly TGameTile[] }[]): Map<string, TGameTile> {
  return new Map(rows.flatMap((row) => row.games.map((game) => [game.id, game] as const)));
}

/** A race's games among the lobby's, in the race's order (spec 001 §3 game_whitelist). */
function raceGames(race: TRace, games: ReadonlyMap<string, TGameTile>): TGameTile[] {
  return race.game_whitelist.flatMap((id) => {
    const game = games.get(id);
    return game === undefined ? [] : [game];
  });
}

/**
 * The races still to play for (running, then coming), each with its time left, a link to the
 * races page and the games that count for it, as the lobby's tiles.
 */
export function RacesView() {
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const races = useRaces({ locale, userId });
  const rows = useLobbyGames({
    locale,
    vertical: 'casino',
    userId,
    category: LOBBY_HOME_CATEGORY,
  });
  return (
    <QueryState query={races}>
      {(listed) => {
        const open = runningThenUpcoming(listed);
        if (open.length === 0) {
          return (
            <EmptyView titleKey="search_races_empty_title" textKey="search_races_empty_text" />
          );
        }
        return (
          <QueryState query={rows}>
            {(answer) => {
              const games = gamesById(answer.response.categoryGamesList);
              return (
                <div className={styles.races}>
                  {open.map((race) => (
                    <RaceGames key={race.id} race={race} games={raceGames(race, games)} />
                  ))}
                </div>
              );
            }}
          </QueryState>
        );
      }}
    </QueryState>
  );
}

function RaceGames({ race, games }: { race: TRace; games: readonly TGameTile[] }) {
  const { locale } = useAppConfig();
  const titleId = `search-race-${race.id}`;
  return (
    <section className={styles.race} aria-labelledby={titleId} data-testid="search-race">
      <header className={styles.header}>
        <h3 id={titleId} className={styles.name}>
          <Link to={webPagePath(locale, 'races')} className={styles.link}>
            {race.name}
          </Link>
        </h3>
        <RaceTimeLeft race={race} className={styles.timeLeft} />
      </header>
      {games.length === 0 ? null : <GameGrid games={games} />}
    </section>
  );
}
