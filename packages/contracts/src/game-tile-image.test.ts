import { describe, expect, it } from 'vitest';
import { tileImage } from './game-tile-image';

describe('tileImage', () => {
  const image = tileImage({ id: 'g7', gameImageHash: 'abc123' });

  it('has explicit square dimensions of the desktop size', () => {
    expect(image.width).toBe(188);
    expect(image.height).toBe(188);
    expect(image.src).toBe('/game-images/g7.abc123?w=188&h=188&q=75&fit=cover');
  });

  it('offers 155 and 188 px at 1× and 2× in the srcset', () => {
    expect(image.srcSet.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual([
      '155w',
      '188w',
      '310w',
      '376w',
    ]);
    expect(image.srcSet).toContain('/game-images/g7.abc123?w=310&h=310&q=75&fit=cover 310w');
  });

  it('sizes the image by the desktop breakpoint', () => {
    expect(image.sizes).toBe('(min-width: 800px) 188px, 155px');
  });
});
