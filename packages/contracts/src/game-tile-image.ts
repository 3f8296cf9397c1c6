import { gameImagePath, type TGameTile } from './lobby';
import { BREAKPOINTS_PX, GAME_IMAGE_WIDTH_PX, GAME_TILE_IMAGE } from '@playfair/domain/constants';

// spec 000 §9: game images are 188 px wide on desktop and 155 px on mobile; DESIGN §6: tile images
// have width, height and srcset. The artwork is square (spec 000 §3: 150 by 150 by default), so
// each size is asked for both sides, at 1× and 2×.

const DENSITIES = [1, 2] as const;

const WIDTHS_PX: readonly number[] = [
  ...new Set(
    [GAME_IMAGE_WIDTH_PX.mobile, GAME_IMAGE_WIDTH_PX.desktop].flatMap((width) =>
      DENSITIES.map((density) => width * density),
    ),
  ),
].sort((a, b) => a - b);

/** The tile's width from the desktop breakpoint up, the mobile one below it. */
export const GAME_TILE_IMAGE_SIZES = `(min-width: ${BREAKPOINTS_PX.desktop}px) ${GAME_IMAGE_WIDTH_PX.desktop}px, ${GAME_IMAGE_WIDTH_PX.mobile}px`;

export type TileImage = {
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
};

function imageUrl(game: Pick<TGameTile, 'id' | 'gameImageHash'>, sizePx: number): string {
  return gameImagePath(game.id, game.gameImageHash, {
    w: sizePx,
    h: sizePx,
    q: GAME_TILE_IMAGE.quality,
    fit: GAME_TILE_IMAGE.fit,
  });
}

/** The `<img>` attributes of a tile: the desktop size as `src`, every size in `srcset`. */
export function tileImage(game: Pick<TGameTile, 'id' | 'gameImageHash'>): TileImage {
  return {
    src: imageUrl(game, GAME_IMAGE_WIDTH_PX.desktop),
    srcSet: WIDTHS_PX.map((width) => `${imageUrl(game, width)} ${width}w`).join(', '),
    sizes: GAME_TILE_IMAGE_SIZES,
    width: GAME_IMAGE_WIDTH_PX.desktop,
    height: GAME_IMAGE_WIDTH_PX.desktop,
  };
}
