import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../test/fake-server';
import {
  isNavigationLocked,
  registerBeforeClose,
  registerBeforeNavigation,
  runNavigation,
  useIsNavigationLocked,
} from './navigation-hooks';

const unregisters: (() => void)[] = [];

function track(unregister: () => void): () => void {
  unregisters.push(unregister);
  return unregister;
}

afterEach(() => {
  for (const unregister of unregisters.splice(0)) unregister();
  vi.restoreAllMocks();
});

const INTENT = { to: '/en/casino' };

describe('navigation hooks (spec 001 §4)', () => {
  it('navigates at once, within the call, when nothing is registered', () => {
    const navigate = vi.fn();

    void runNavigation(INTENT, navigate);

    expect(navigate).toHaveBeenCalledOnce();
  });

  it('runs before-close hooks, then before-navigation hooks, in order, then navigates', async () => {
    const calls: string[] = [];
    track(registerBeforeNavigation(async () => void calls.push('stats')));
    track(registerBeforeClose(async () => void calls.push('close session')));
    track(registerBeforeClose((intent) => void calls.push(`stop sounds for ${intent.to}`)));

    const outcome = await runNavigation(INTENT, () => calls.push('navigate'));

    expect(outcome).toBe('navigated');
    expect(calls).toEqual(['close session', 'stop sounds for /en/casino', 'stats', 'navigate']);
  });

  it('lets a hook cancel: no later hook runs and nothing navigates', async () => {
    const later = vi.fn();
    const navigate = vi.fn();
    track(registerBeforeClose(async () => false));
    track(registerBeforeNavigation(later));

    expect(await runNavigation(INTENT, navigate)).toBe('cancelled');
    expect(later).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(isNavigationLocked()).toBe(false);
  });

  it('lets a before-navigation hook cancel too', async () => {
    const navigate = vi.fn();
    track(registerBeforeNavigation(() => false));

    expect(await runNavigation(INTENT, navigate)).toBe('cancelled');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stops calling a hook once it is unregistered', async () => {
    const hook = vi.fn();
    const unregister = registerBeforeClose(hook);
    unregister();
    unregister();

    await runNavigation(INTENT, () => undefined);

    expect(hook).not.toHaveBeenCalled();
  });

  it('passes over a hook that throws, so the player is never stuck in a game', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const navigate = vi.fn();
    track(
      registerBeforeClose(() => {
        throw new Error('session close failed');
      }),
    );

    expect(await runNavigation(INTENT, navigate)).toBe('navigated');
    expect(navigate).toHaveBeenCalledOnce();
  });

  it('is locked while hooks and the navigation run, refusing a second navigation', async () => {
    const stats = deferred<void>();
    track(registerBeforeNavigation(() => stats.promise));
    const { result } = renderHook(() => useIsNavigationLocked());
    const first = vi.fn();
    const second = vi.fn();

    let running: Promise<unknown> = Promise.resolve();
    act(() => {
      running = runNavigation(INTENT, first);
    });

    expect(result.current).toBe(true);
    expect(await runNavigation({ to: '/en/sports' }, second)).toBe('locked');

    await act(async () => {
      stats.resolve();
      await running;
    });

    expect(first).toHaveBeenCalledOnce();
    expect(second).not.toHaveBeenCalled();
    expect(result.current).toBe(false);
  });

  it('stays locked until the router has finished moving', async () => {
    const moved = deferred<void>();
    const running = runNavigation(INTENT, () => moved.promise);

    expect(isNavigationLocked()).toBe(true);
    moved.resolve();
    await running;
    expect(isNavigationLocked()).toBe(false);
  });
});
