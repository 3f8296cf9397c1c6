import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationQueue, notificationText } from './notification-queue';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('notification queue', () => {
  it('shows one at a time, in order', () => {
    const queue = createNotificationQueue();
    queue.notify({ message: 'first', kind: 'favourite' });
    queue.notify({ message: 'second' });

    expect(queue.current()).toMatchObject({ message: 'first', kind: 'favourite' });
    vi.advanceTimersByTime(3_000);
    expect(queue.current()).toMatchObject({ message: 'second', kind: 'default' });
  });

  it('keeps a favourite notification 3 s, a default one 7 s and an AML one 10 s', () => {
    const queue = createNotificationQueue();
    queue.notify({ message: 'favourite', kind: 'favourite' });
    queue.notify({ message: 'default' });
    queue.notify({ message: 'aml', kind: 'aml' });

    vi.advanceTimersByTime(2_999);
    expect(queue.current()?.message).toBe('favourite');
    vi.advanceTimersByTime(1);
    expect(queue.current()?.message).toBe('default');
    vi.advanceTimersByTime(6_999);
    expect(queue.current()?.message).toBe('default');
    vi.advanceTimersByTime(1);
    expect(queue.current()?.message).toBe('aml');
    vi.advanceTimersByTime(9_999);
    expect(queue.current()?.message).toBe('aml');
    vi.advanceTimersByTime(1);
    expect(queue.current()).toBeNull();
  });

  it('gives the next one its full time when the one in front is dismissed', () => {
    const queue = createNotificationQueue();
    const first = queue.notify({ message: 'first' });
    queue.notify({ message: 'second', kind: 'favourite' });

    vi.advanceTimersByTime(5_000);
    queue.dismiss(first);
    expect(queue.current()?.message).toBe('second');
    vi.advanceTimersByTime(2_999);
    expect(queue.current()?.message).toBe('second');
    vi.advanceTimersByTime(1);
    expect(queue.current()).toBeNull();
  });

  it('drops a waiting one without touching the one on screen', () => {
    const queue = createNotificationQueue();
    queue.notify({ message: 'first', kind: 'favourite' });
    const waiting = queue.notify({ message: 'second' });

    queue.dismiss(waiting);
    vi.advanceTimersByTime(3_000);
    expect(queue.current()).toBeNull();
  });

  it('keeps a notification with its own timeout for that long, whatever its kind', () => {
    const queue = createNotificationQueue();
    queue.notify({ message: 'server', timeout: 12_000 });
    queue.notify({ message: 'favourite', kind: 'favourite', timeout: 1_500 });

    vi.advanceTimersByTime(11_999);
    expect(queue.current()?.message).toBe('server');
    vi.advanceTimersByTime(1);
    expect(queue.current()?.message).toBe('favourite');
    vi.advanceTimersByTime(1_500);
    expect(queue.current()).toBeNull();
  });

  it('tells a notification once that it came on screen, only when it does', () => {
    const queue = createNotificationQueue();
    const firstShown = vi.fn();
    const secondShown = vi.fn();
    queue.notify({ message: 'first', onShow: firstShown });
    queue.notify({ message: 'second', link: '/en/races', onShow: secondShown });

    expect(firstShown).toHaveBeenCalledTimes(1);
    expect(secondShown).not.toHaveBeenCalled();
    vi.advanceTimersByTime(7_000);
    expect(queue.current()).toMatchObject({ message: 'second', link: '/en/races' });
    expect(secondShown).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(7_000);
    expect(firstShown).toHaveBeenCalledTimes(1);
    expect(secondShown).toHaveBeenCalledTimes(1);
  });

  it('never tells a notification dropped while waiting that it was shown', () => {
    const queue = createNotificationQueue();
    const onShow = vi.fn();
    queue.notify({ message: 'first' });
    queue.dismiss(queue.notify({ message: 'second', onShow }));

    vi.advanceTimersByTime(7_000);
    expect(onShow).not.toHaveBeenCalled();
  });

  it('tells subscribers about every change', () => {
    const queue = createNotificationQueue();
    const onChange = vi.fn();
    const unsubscribe = queue.subscribe(onChange);

    queue.notify({ message: 'one', kind: 'favourite' });
    vi.advanceTimersByTime(3_000);
    expect(onChange).toHaveBeenCalledTimes(2);
    unsubscribe();
    queue.notify({ message: 'two' });
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});

describe('notificationText', () => {
  it('reads the locale’s message, else the English one', () => {
    const messages = { en: 'Welcome back', fi: 'Tervetuloa takaisin' };
    expect(notificationText({ messages }, 'fi')).toBe('Tervetuloa takaisin');
    expect(notificationText({ messages }, 'hr')).toBe('Welcome back');
    expect(notificationText({ message: 'Plain' }, 'fi')).toBe('Plain');
  });
});
