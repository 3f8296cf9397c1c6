import { describe, expect, it, vi } from 'vitest';
import { stopOnSignals } from './shutdown';

function harness(close: () => Promise<void>) {
  const handlers = new Map<string, (signal: NodeJS.Signals) => void>();
  const exits: number[] = [];
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  stopOnSignals({
    log,
    close,
    graceMs: 50,
    exit: (code) => exits.push(code),
    on: (signal, handler) => handlers.set(signal, handler),
  });
  return { send: (signal: NodeJS.Signals) => handlers.get(signal)?.(signal), exits, log };
}

describe('stopOnSignals', () => {
  it('closes once on SIGTERM and exits 0', async () => {
    const close = vi.fn(() => Promise.resolve());
    const h = harness(close);
    h.send('SIGTERM');
    await vi.waitFor(() => expect(h.exits).toEqual([0]));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('stops at once with 1 on a second signal', () => {
    const h = harness(() => new Promise<void>(() => undefined));
    h.send('SIGINT');
    h.send('SIGTERM');
    expect(h.exits).toEqual([1]);
  });

  it('stops with 1 when closing outlasts the grace period', async () => {
    vi.useFakeTimers();
    try {
      const h = harness(() => new Promise<void>(() => undefined));
      h.send('SIGTERM');
      await vi.advanceTimersByTimeAsync(60);
      expect(h.exits).toEqual([1]);
    } finally {
      vi.useRealTimers();
    }
  });
});
