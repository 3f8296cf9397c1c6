import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useJackpotCounter } from './use-jackpot-counter';

const REAL = 5_000_000;

function stubReducedMotion(isReduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isReduced && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useJackpotCounter (spec 001 §9)', () => {
  it('starts 100 units under the real amount and climbs at random 180–360 ms intervals', () => {
    const random = vi.fn(() => 0);
    const { result } = renderHook(() => useJackpotCounter(REAL, random));
    expect(result.current).toBe(REAL - 10_000);

    act(() => {
      vi.advanceTimersByTime(179);
    });
    expect(result.current).toBe(REAL - 10_000);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    // 0.05 % of the 10 000 gap.
    expect(result.current).toBe(REAL - 9_995);
  });

  it('never passes the real amount and stops there', () => {
    // A small jackpot (0.60): the counter starts at zero and moves a minor unit per step.
    const { result } = renderHook(() => useJackpotCounter(60, () => 0.99));
    expect(result.current).toBe(0);
    for (let step = 0; step < 100; step += 1) {
      act(() => {
        vi.advanceTimersByTime(360);
      });
      expect(result.current).toBeLessThanOrEqual(60);
    }
    expect(result.current).toBe(60);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps climbing towards a new, higher amount', () => {
    const { result, rerender } = renderHook(({ real }) => useJackpotCounter(real, () => 0), {
      initialProps: { real: REAL },
    });
    act(() => {
      vi.advanceTimersByTime(180);
    });
    const shown = result.current;
    rerender({ real: REAL + 50_000 });
    expect(result.current).toBe(shown);
  });

  it('shows the real amount without motion when the player asks for less', () => {
    stubReducedMotion(true);
    const { result } = renderHook(() => useJackpotCounter(REAL, () => 0.5));
    expect(result.current).toBe(REAL);
    expect(vi.getTimerCount()).toBe(0);
  });
});
