import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Fake timers that Testing Library knows about: it drains its async wrapper with a setTimeout(0),
 * which it advances itself only when it sees Jest's fake timers (Vitest's are the same clock).
 * Only the timer functions are faked; the clock the page reads stays real.
 */
export function useFakeTimersWithTestingLibrary(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

/** Lets fake time pass, and the answers and renders it released settle. */
export async function passTime(ms = 0): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  for (let round = 0; round < 5; round += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}
