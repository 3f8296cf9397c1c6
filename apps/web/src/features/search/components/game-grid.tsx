import type { TGameTile } from '@playfair/contracts/lobby';
import type { ReactNode } from 'react';
import { GameTile } from '../../../shared/games/game-tile';
import { verticalOfGame } from '../model/search-views';
import styles from './search.module.css';

/** How many tiles load their image at once: the first row in front of the player. */
const PRIORITY_TILES = 3;

type GameGridProps = {
  games: readonly TGameTile[];
  /** Below a tile (a jackpot's amount). */
  captionOf?: (game: TGameTile) => ReactNode;
};

/** Games as the lobby's tiles, in a grid; a click opens the game (and so closes the overlay). */
export function GameGrid({ games, captionOf }: GameGridProps) {
  return (
    <ul className={styles.grid}>
      {games.map((game, position) => (
        <li key={game.id} className={styles.cell}>
          <GameTile
            game={game}
            vertical={verticalOfGame(game)}
            priority={position < PRIORITY_TILES}
          />
          {captionOf === undefined ? null : <div className={styles.caption}>{captionOf(game)}</div>}
        </li>
      ))}
    </ul>
  );
}
