import { describe, expect, it } from 'vitest';
import { isDoubleTap, touchTapOutcome } from './touch-tap';

describe('touch taps on a tile', () => {
  it('counts two taps within 800 ms as a double tap', () => {
    expect(isDoubleTap(1_000, 1_800)).toBe(true);
    expect(isDoubleTap(1_000, 1_801)).toBe(false);
    expect(isDoubleTap(null, 1_000)).toBe(false);
  });

  it('reveals the actions on the first tap', () => {
    expect(touchTapOutcome({ isRevealed: false, lastTapAt: null }, 5_000, true)).toBe('reveal');
  });

  it('favourites on a double tap when the player may, else opens the game', () => {
    const state = { isRevealed: true, lastTapAt: 5_000 };
    expect(touchTapOutcome(state, 5_300, true)).toBe('favourite');
    expect(touchTapOutcome(state, 5_300, false)).toBe('open');
  });

  it('opens the game on a later tap once revealed', () => {
    expect(touchTapOutcome({ isRevealed: true, lastTapAt: 5_000 }, 9_000, true)).toBe('open');
  });
});
