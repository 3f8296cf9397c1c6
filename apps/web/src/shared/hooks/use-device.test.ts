import { deviceForWidth } from '@playfair/domain/constants';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installViewport } from '../../test/match-media';
import { useDevice, useIsNarrowScreen } from './use-device';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useDevice', () => {
  it.each([320, 499, 500, 799, 800, 1148, 1149, 1999, 2000, 2560])(
    'answers the spec device class at %i px',
    (width) => {
      installViewport(width);

      const { result } = renderHook(() => useDevice());

      expect(result.current).toBe(deviceForWidth(width));
    },
  );

  it('follows the viewport across a breakpoint', () => {
    const viewport = installViewport(1024);
    const { result } = renderHook(() => useDevice());
    expect(result.current).toBe('desktop');

    act(() => viewport.resize(480));

    expect(result.current).toBe('mobile');
  });
});

describe('useIsNarrowScreen', () => {
  it('is narrow under 1149 px and wide from 1149 px', () => {
    const viewport = installViewport(1148);
    const { result } = renderHook(() => useIsNarrowScreen());
    expect(result.current).toBe(true);

    act(() => viewport.resize(1149));

    expect(result.current).toBe(false);
  });
});
