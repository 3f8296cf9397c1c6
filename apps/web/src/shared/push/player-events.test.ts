import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePlayerEvents } from './player-events';

/** A stand-in for the browser's EventSource: the test says what the server sent. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  isClosed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(kind: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(kind, [...(this.listeners.get(kind) ?? []), listener]);
  }
  close() {
    this.isClosed = true;
  }
  send(kind: string, data: string) {
    for (const listener of this.listeners.get(kind) ?? []) listener({ data } as MessageEvent);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.opened = [];
});

describe('usePlayerEvents', () => {
  it('hands each kind of message to its listener, the newest one, and closes on unmount', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const first = vi.fn();
    const second = vi.fn();
    const limits = vi.fn();
    const { rerender, unmount } = renderHook(
      ({ onBalance }) => usePlayerEvents('fi', { balance: onBalance, limits }),
      { initialProps: { onBalance: first } },
    );
    const [source] = FakeEventSource.opened;
    expect(source?.url).toBe('/fi/user/events');
    rerender({ onBalance: second });
    expect(FakeEventSource.opened).toHaveLength(1);
    source?.send('balance', '{"x":1}');
    source?.send('limits', '{}');
    source?.send('other', '{}');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('{"x":1}');
    expect(limits).toHaveBeenCalledTimes(1);
    unmount();
    expect(source?.isClosed).toBe(true);
  });

  it('shares one stream between listeners, and closes it when the last one goes', () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const balance = vi.fn();
    const stats = vi.fn();
    const header = renderHook(() => usePlayerEvents('en', { balance }));
    const game = renderHook(() => usePlayerEvents('en', { 'session-stats': stats }));
    expect(FakeEventSource.opened).toHaveLength(1);
    const [source] = FakeEventSource.opened;
    source?.send('session-stats', '{"s":1}');
    source?.send('balance', '{"b":1}');
    expect(stats).toHaveBeenCalledWith('{"s":1}');
    expect(balance).toHaveBeenCalledWith('{"b":1}');
    game.unmount();
    expect(source?.isClosed).toBe(false);
    source?.send('session-stats', '{"s":2}');
    expect(stats).toHaveBeenCalledTimes(1);
    header.unmount();
    expect(source?.isClosed).toBe(true);
  });
});
