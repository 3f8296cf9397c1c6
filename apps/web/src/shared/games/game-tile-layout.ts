/**
 * The tile's caption (name, vendor, stake range: three lines) has a fixed height, so a tile's
 * height is its width plus this and a list can place rows before they render (no layout shift).
 * game-tile.module.css sets the same number.
 */
export const GAME_TILE_CAPTION_HEIGHT_PX = 64;
