import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSettledWidth } from './use-settled-width';

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useSettledWidth (spec 001 §9: resize debounced 500 ms)', () => {
  it('takes the width when it mounts', () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1440 });
    const { result } = renderHook(() => useSettledWidth());
    expect(result.current).toBe(1440);
  });

  it('follows a resize only 500 ms after the last one', () => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1440 });
    const { result } = renderHook(() => useSettledWidth());

    act(() => {
      resizeTo(1000);
      vi.advanceTimersByTime(300);
      resizeTo(900);
      vi.advanceTimersByTime(499);
    });
    expect(result.current).toBe(1440);

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(900);
  });
});
