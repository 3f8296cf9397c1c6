import { describe, expect, it, vi } from 'vitest';
import { createBackgroundWork } from './background';

function fakeLog() {
  return { error: vi.fn() } as unknown as Parameters<typeof createBackgroundWork>[0] & {
    error: ReturnType<typeof vi.fn>;
  };
}

describe('createBackgroundWork', () => {
  it('runs work after the caller moves on, and settles once all of it has finished', async () => {
    const log = fakeLog();
    const background = createBackgroundWork(log);
    const done: string[] = [];
    background.run('first', async () => {
      done.push('first');
      // Work started by work is waited for too.
      background.run('second', async () => {
        done.push('second');
      });
    });
    expect(done).toEqual([]);
    await background.settled();
    expect(done).toEqual(['first', 'second']);
  });

  it('logs a failure instead of throwing it at anyone', async () => {
    const log = fakeLog();
    const background = createBackgroundWork(log);
    background.run('broken', () => Promise.reject(new Error('boom')));
    await background.settled();
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
