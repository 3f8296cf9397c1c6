import type { LobbyVertical, TGameTile } from '@playfair/contracts/lobby';
import { GAME_IMAGE_WIDTH_PX } from '@playfair/domain/constants';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { GAME_TILE_CAPTION_HEIGHT_PX } from '../../../shared/games/game-tile-layout';
import { GameTile } from '../../../shared/games/game-tile';
import { useDevice } from '../../../shared/hooks/use-device';
import { useDebouncedWidth } from '../hooks/use-debounced-width';
import { gridLayout, rowItems } from '../model/grid-layout';
import styles from './games-grid.module.css';

/** Rows rendered beyond the viewport, above and below, so a quick scroll finds tiles ready. */
const OVERSCAN_ROWS = 2;

type GamesGridProps = {
  games: readonly TGameTile[];
  vertical: LobbyVertical;
  label: string;
};

/**
 * The list's distance from the top of the document, where the window's scroll reaches it. Read
 * again whenever `layoutKey` changes: a new width, or a new list (a filter chip above it).
 */
function useOffsetTop(ref: RefObject<HTMLElement | null>, layoutKey: unknown): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    setOffset(Math.round(element.getBoundingClientRect().top + window.scrollY));
  }, [ref, layoutKey]);
  return offset;
}

/**
 * A category's games, however many (5,000 and more), in rows of as many tiles as fit. Only the
 * rows near the viewport are in the page (the window scrolls; the list keeps its full height), so
 * it opens and scrolls at once with a small DOM (DESIGN §6: lists of games are virtualised). This
 * takes the place of spec 000 §4's "batches of 100 every 500 ms", which kept every tile rendered.
 */
export function GamesGrid({ games, vertical, label }: GamesGridProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const device = useDevice();
  const width = useDebouncedWidth(listRef);
  const minTileWidth =
    device === 'desktop' || device === 'hddesktop'
      ? GAME_IMAGE_WIDTH_PX.desktop
      : GAME_IMAGE_WIDTH_PX.mobile;
  const layout = gridLayout(width, minTileWidth, GAME_TILE_CAPTION_HEIGHT_PX);
  const rowCount = Math.ceil(games.length / layout.columns);
  const offsetTop = useOffsetTop(listRef, `${layout.rowHeight}/${games.length}`);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => layout.rowHeight,
    overscan: OVERSCAN_ROWS,
    scrollMargin: offsetTop,
  });

  // Every row is the same height; a new width (debounced) means new heights for all of them.
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, layout.rowHeight]);

  return (
    <div
      ref={listRef}
      className={styles.grid}
      role="list"
      aria-label={label}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          className={styles.row}
          role="none"
          style={{
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            gridTemplateColumns: `repeat(${layout.columns}, minmax(0, 1fr))`,
          }}
        >
          {rowItems(games, row.index, layout.columns).map((game, column) => (
            <GameTile
              key={game.id}
              game={game}
              vertical={vertical}
              priority={row.index === 0}
              listItem={{ position: row.index * layout.columns + column + 1, size: games.length }}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
