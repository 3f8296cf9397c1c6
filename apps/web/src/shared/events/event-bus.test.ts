import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from './event-bus';

type TestEvents = { ping: { n: number }; pong: string };

describe('createEventBus', () => {
  it('delivers a payload to the handlers of its type only', () => {
    const bus = createEventBus<TestEvents>();
    const onPing = vi.fn();
    const onPong = vi.fn();
    bus.on('ping', onPing);
    bus.on('pong', onPong);

    bus.emit('ping', { n: 1 });

    expect(onPing).toHaveBeenCalledWith({ n: 1 });
    expect(onPong).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createEventBus<TestEvents>();
    const onPing = vi.fn();
    const off = bus.on('ping', onPing);

    off();
    bus.emit('ping', { n: 2 });

    expect(onPing).not.toHaveBeenCalled();
  });
});
