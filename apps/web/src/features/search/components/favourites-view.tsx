import type { TGameTile } from '@playfair/contracts/lobby';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { useSession } from '../../../shared/session/session-context';
import { useAllGames } from '../api/get-all-games';
import { useFavouriteGames } from '../api/get-favourite-games';
import { EmptyView } from './empty-view';
import { GameGrid } from './game-grid';
import { QueryState } from './query-state';

/**
 * A player's favourites (get-games/favourites), shown as the casino's tiles in the order the
 * call gives. Only players see this view (spec 000 §6).
 */
export function FavouritesView() {
  const { locale } = useAppConfig();
  const { userId } = useSession();
  const favourites = useFavouriteGames({ locale, userId }, { isEnabled: true });
  const casino = useAllGames({ locale, vertical: 'casino', userId }, { isEnabled: true });
  return (
    <QueryState query={favourites}>
      {({ gameData }) => (
        <QueryState query={casino}>
          {({ games }) => {
            const tiles = new Map(games.map((game) => [game.id, game]));
            const listed = gameData.flatMap((item): TGameTile[] => {
              const tile = tiles.get(item.id);
              return tile === undefined ? [] : [tile];
            });
            return listed.length === 0 ? (
              <EmptyView
                titleKey="search_favourites_empty_title"
                textKey="search_favourites_empty_text"
              />
            ) : (
              <GameGrid games={listed} />
            );
          }}
        </QueryState>
      )}
    </QueryState>
  );
}
