import { LOBBY_HOME_CATEGORY } from '@playfair/contracts/lobby';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { useSession } from '../../../shared/session/session-context';
import { useLobbyGames } from '../../../shared/games/lobby-games';
import { EmptyView } from './empty-view';
import { GameGrid } from './game-grid';
import { QueryState } from './query-state';

/** The games of the running races: the casino lobby's races row (spec 000 §3 tag `races`). */
export function RacesView() {
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const rows = useLobbyGames({
    locale,
    vertical: 'casino',
    userId,
    category: LOBBY_HOME_CATEGORY,
  });
  return (
    <QueryState query={rows}>
      {(answer) => {
        const races = answer.response.categoryGamesList.find((row) => row.tag === 'races');
        return races === undefined || races.games.length === 0 ? (
          <EmptyView titleKey="search_races_empty_title" textKey="search_races_empty_text" />
        ) : (
          <GameGrid games={races.games} />
        );
      }}
    </QueryState>
  );
}
