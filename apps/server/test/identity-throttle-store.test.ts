import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMemoryThrottleStore,
  createRedisThrottleStore,
  lockDurationMs,
  type ThrottlePolicy,
  type ThrottleStore,
} from '../src/platform/throttle/throttle-store';
import { canUseRedis, startTestRedis, type TestRedis } from './redis-server';

// The two stores must behave alike: the same cases run against the in-memory store and against
// the Redis one (a throw-away redis-server, when the machine has one; REDIS_URL, when set).

const POLICY: ThrottlePolicy = {
  freeFailures: 3,
  windowMs: 60_000,
  firstLockMs: 1_000,
  maxLockMs: 5_000,
};
const T0 = 1_900_000_000_000;

type Backend = { name: string; open(): Promise<ThrottleStore>; close(): Promise<void> };

function memoryBackend(): Backend {
  return { name: 'memory', open: async () => createMemoryThrottleStore(), close: async () => {} };
}

function redisBackend(): Backend {
  let redis: TestRedis | undefined;
  let store: ThrottleStore | undefined;
  return {
    name: 'redis',
    async open() {
      redis = await startTestRedis();
      const client = new Redis(redis.url, { maxRetriesPerRequest: 2 });
      await client.ping();
      // A prefix of its own, so a shared REDIS_URL keeps nothing of other runs.
      store = createRedisThrottleStore(client, `test:${process.pid}:${Date.now()}:`);
      return store;
    },
    async close() {
      await store?.close();
      redis?.stop();
    },
  };
}

const backends = [memoryBackend(), ...(canUseRedis ? [redisBackend()] : [])];

describe.each(backends)('$name throttle store', (backend) => {
  let store: ThrottleStore;
  let keyCount = 0;
  const newKey = () => `key-${(keyCount += 1)}`;
  beforeAll(async () => {
    store = await backend.open();
  }, 20_000);
  afterAll(() => backend.close());

  it('allows the free failures, then locks with a doubling, capped duration', async () => {
    const key = newKey();
    expect(await store.take(key, T0, POLICY)).toEqual({ isAllowed: true, hasLocked: false });
    expect(await store.take(key, T0, POLICY)).toEqual({ isAllowed: true, hasLocked: false });
    expect(await store.take(key, T0, POLICY)).toEqual({ isAllowed: true, hasLocked: true });
    expect(await store.take(key, T0 + 400, POLICY)).toEqual({
      isAllowed: false,
      retryAfterMs: 600,
    });
    let now = T0;
    let lock = 1_000;
    for (const next of [2_000, 4_000, 5_000, 5_000]) {
      expect(await store.take(key, now + lock - 1, POLICY)).toEqual({
        isAllowed: false,
        retryAfterMs: 1,
      });
      now += lock;
      expect(await store.take(key, now, POLICY)).toEqual({ isAllowed: true, hasLocked: true });
      expect(await store.take(key, now, POLICY)).toEqual({ isAllowed: false, retryAfterMs: next });
      lock = next;
    }
  });

  it('computes the lock the policy describes', () => {
    expect([3, 4, 5, 6, 7, 100].map((failures) => lockDurationMs(POLICY, failures))).toEqual([
      1_000, 2_000, 4_000, 5_000, 5_000, 5_000,
    ]);
  });

  it('gives an attempt back, lifting the lock it armed', async () => {
    const key = newKey();
    await store.take(key, T0, POLICY);
    await store.take(key, T0, POLICY);
    const third = await store.take(key, T0, POLICY);
    expect(third).toEqual({ isAllowed: true, hasLocked: true });
    await store.giveBack(key, true);
    // Two counted again: the next attempt is allowed and arms the lock once more.
    expect(await store.take(key, T0 + 1, POLICY)).toEqual({ isAllowed: true, hasLocked: true });
    expect((await store.take(key, T0 + 2, POLICY)).isAllowed).toBe(false);
  });

  it('forgets a key a window after its last attempt, and at once when cleared', async () => {
    const forgotten = newKey();
    for (let i = 0; i < 2; i += 1) await store.take(forgotten, T0, POLICY);
    expect(await store.take(forgotten, T0 + POLICY.windowMs + 1, POLICY)).toEqual({
      isAllowed: true,
      hasLocked: false,
    });
    const cleared = newKey();
    for (let i = 0; i < 3; i += 1) await store.take(cleared, T0, POLICY);
    await store.clear(cleared);
    expect(await store.take(cleared, T0, POLICY)).toEqual({ isAllowed: true, hasLocked: false });
  });

  it('lets exactly one of a parallel burst through per lock', async () => {
    const key = newKey();
    for (let i = 0; i < 3; i += 1) await store.take(key, T0, POLICY);
    const after = T0 + 1_000;
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => store.take(key, after, POLICY)),
    );
    expect(burst.filter((take) => take.isAllowed)).toHaveLength(1);
  });
});
