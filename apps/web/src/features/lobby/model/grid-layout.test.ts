import { describe, expect, it } from 'vitest';
import { gridLayout, rowItems, TILE_GAP_PX } from './grid-layout';

describe('gridLayout', () => {
  it('fits as many 188 px tiles as the width takes, sharing the rest', () => {
    const layout = gridLayout(1112, 188, 64);
    expect(TILE_GAP_PX).toBe(12);
    expect(layout.columns).toBe(5);
    expect(layout.tileWidth).toBeCloseTo((1112 - 4 * 12) / 5);
    expect(layout.rowHeight).toBe(Math.ceil(layout.tileWidth + 64 + 12));
  });

  it('fits two 155 px tiles on a phone and never fewer than one', () => {
    expect(gridLayout(358, 155, 64).columns).toBe(2);
    expect(gridLayout(100, 155, 64)).toMatchObject({ columns: 1, tileWidth: 155 });
  });

  it('gives each row its slice of the items', () => {
    const items = [1, 2, 3, 4, 5, 6, 7];
    expect(rowItems(items, 0, 3)).toEqual([1, 2, 3]);
    expect(rowItems(items, 2, 3)).toEqual([7]);
  });
});
