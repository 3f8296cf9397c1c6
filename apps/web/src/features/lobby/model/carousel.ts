import { CAROUSEL_TILE_WIDTH_PX } from '@playfair/domain/constants';

/**
 * How far a carousel moves per step (spec 001 §9 "carousel tile width 200 px"): as many whole
 * 200 px tiles as are in view, at least one, so a step never skips a tile nobody saw.
 */
export function carouselStepPx(viewportWidth: number): number {
  return Math.max(1, Math.floor(viewportWidth / CAROUSEL_TILE_WIDTH_PX)) * CAROUSEL_TILE_WIDTH_PX;
}

export type CarouselEdges = { canGoBack: boolean; canGoForward: boolean };

// Sub-pixel scroll positions (zoom, high-density screens) leave a pixel of slack at the ends.
const EDGE_SLACK_PX = 1;

export function carouselEdges(
  scrollLeft: number,
  clientWidth: number,
  scrollWidth: number,
): CarouselEdges {
  return {
    canGoBack: scrollLeft > EDGE_SLACK_PX,
    canGoForward: scrollLeft + clientWidth < scrollWidth - EDGE_SLACK_PX,
  };
}

/** The direction a wheel gesture asks for, when it is mostly sideways (a trackpad swipe); else 0. */
export function wheelDirection(deltaX: number, deltaY: number, shiftKey: boolean): -1 | 0 | 1 {
  // Shift+wheel is the mouse's way to scroll sideways; it arrives as a vertical delta.
  const sideways = shiftKey && deltaX === 0 ? deltaY : deltaX;
  if (sideways === 0 || (!shiftKey && Math.abs(deltaX) <= Math.abs(deltaY))) return 0;
  return sideways > 0 ? 1 : -1;
}
