import type { GameTag, LobbyVertical } from '@playfair/contracts/lobby';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { useSession } from '../../../shared/session/session-context';
import { useAllGames } from '../api/get-all-games';
import { EmptyView } from './empty-view';
import { GameGrid } from './game-grid';
import { QueryState } from './query-state';

type ListedGamesViewProps = {
  /** Which all-games list: the casino's (table games) or the live one (live casino). */
  list: LobbyVertical;
  /** Only the games with this tag; null for the whole list. */
  tag: GameTag | null;
};

/** The table games or the live casino views: one all-games list, narrowed by a tag. */
export function ListedGamesView({ list, tag }: ListedGamesViewProps) {
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const games = useAllGames({ locale, vertical: list, userId }, { isEnabled: true });
  return (
    <QueryState query={games}>
      {(answer) => {
        const listed =
          tag === null ? answer.games : answer.games.filter((game) => game.tags.includes(tag));
        return listed.length === 0 ? <EmptyView /> : <GameGrid games={listed} />;
      }}
    </QueryState>
  );
}
