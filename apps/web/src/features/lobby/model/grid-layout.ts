import { CAROUSEL_TILE_WIDTH_PX, GAME_IMAGE_WIDTH_PX } from '@playfair/domain/constants';

/** Space between tiles, across and down. */
export const TILE_GAP_PX = CAROUSEL_TILE_WIDTH_PX - GAME_IMAGE_WIDTH_PX.desktop;

export type GridLayout = {
  columns: number;
  /** Each tile's width (the artwork is square). */
  tileWidth: number;
  /** One row: a tile (artwork and caption) and the gap under it. */
  rowHeight: number;
};

/**
 * The rows of a category list for a container `width` wide: as many columns as tiles of at least
 * `minTileWidth` fit (spec 000 §9 image widths), tiles sharing what is left, every row the same
 * height so a virtualised list can place rows it has not rendered.
 */
export function gridLayout(width: number, minTileWidth: number, captionHeight: number): GridLayout {
  const usable = Math.max(width, minTileWidth);
  const columns = Math.max(1, Math.floor((usable + TILE_GAP_PX) / (minTileWidth + TILE_GAP_PX)));
  const tileWidth = (usable - TILE_GAP_PX * (columns - 1)) / columns;
  return { columns, tileWidth, rowHeight: Math.ceil(tileWidth + captionHeight + TILE_GAP_PX) };
}

/** The items of row `row` when `columns` fit in a row. */
export function rowItems<T>(items: readonly T[], row: number, columns: number): readonly T[] {
  return items.slice(row * columns, (row + 1) * columns);
}
