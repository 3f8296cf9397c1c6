import { describe, expect, it } from 'vitest';
import { carouselEdges, carouselStepPx, wheelDirection } from './carousel';

describe('carousel', () => {
  it('steps by the whole 200 px tiles in view, at least one', () => {
    expect(carouselStepPx(1000)).toBe(1000);
    expect(carouselStepPx(1099)).toBe(1000);
    expect(carouselStepPx(150)).toBe(200);
  });

  it('knows when it is at either end', () => {
    expect(carouselEdges(0, 1000, 4200)).toEqual({ canGoBack: false, canGoForward: true });
    expect(carouselEdges(3200, 1000, 4200)).toEqual({ canGoBack: true, canGoForward: false });
    expect(carouselEdges(0, 1000, 900)).toEqual({ canGoBack: false, canGoForward: false });
  });

  it('takes sideways wheel gestures and shift+wheel, and leaves page scrolling alone', () => {
    expect(wheelDirection(40, 3, false)).toBe(1);
    expect(wheelDirection(-40, 3, false)).toBe(-1);
    expect(wheelDirection(2, 40, false)).toBe(0);
    expect(wheelDirection(0, 40, true)).toBe(1);
  });
});
