import type { Redis } from 'ioredis';

/** How one kind of key (an account, an address) is throttled. */
export type ThrottlePolicy = {
  /** Failed attempts allowed before the first lock. */
  freeFailures: number;
  /** Failures are forgotten once this long has passed since the last attempt. */
  windowMs: number;
  /** The lock after the last free failure; it doubles with every further failure… */
  firstLockMs: number;
  /** …up to this. */
  maxLockMs: number;
};

export type ThrottleTake =
  | {
      isAllowed: true;
      /** This attempt armed the lock (counted in advance, see `take`). */ hasLocked: boolean;
    }
  | { isAllowed: false; retryAfterMs: number };

/**
 * Throttle counters, in memory for one process or in Redis when several processes share the load
 * (DESIGN §3). Every operation is atomic per key.
 */
export type ThrottleStore = {
  /**
   * Refuses while the key is locked; otherwise counts this attempt as a failure IN ADVANCE and arms
   * the next lock when it is over the limit. Counting before the password is checked means a burst
   * of parallel attempts cannot all slip through before the first failure is recorded.
   */
  take(key: string, nowMs: number, policy: ThrottlePolicy): Promise<ThrottleTake>;
  /** Takes back one attempt counted by `take` (it succeeded), and the lock it armed, if any. */
  giveBack(key: string, hasLocked: boolean): Promise<void>;
  /** Forgets the key (a success on an account). */
  clear(key: string): Promise<void>;
  close(): Promise<void>;
};

/** The lock after `failures` failures (>= freeFailures): doubling, capped. */
export function lockDurationMs(policy: ThrottlePolicy, failures: number): number {
  const doublings = Math.min(failures - policy.freeFailures, 30);
  return Math.min(policy.firstLockMs * 2 ** doublings, policy.maxLockMs);
}

type Entry = { failures: number; lastAttemptMs: number; lockedUntilMs: number };

// Expired entries are swept now and then, so an attacker cycling through names cannot grow the map
// for ever: every entry expires a window after its last attempt.
const SWEEP_EVERY_TAKES = 1_000;

export function createMemoryThrottleStore(): ThrottleStore {
  const entries = new Map<string, Entry & { expiresAtMs: number }>();
  let takesSinceSweep = 0;

  function sweep(nowMs: number): void {
    for (const [key, entry] of entries) if (entry.expiresAtMs <= nowMs) entries.delete(key);
  }

  return {
    async take(key, nowMs, policy) {
      if (++takesSinceSweep >= SWEEP_EVERY_TAKES) {
        takesSinceSweep = 0;
        sweep(nowMs);
      }
      const entry = entries.get(key);
      if (entry !== undefined && entry.lockedUntilMs > nowMs) {
        return { isAllowed: false, retryAfterMs: entry.lockedUntilMs - nowMs };
      }
      const isForgotten = entry === undefined || nowMs - entry.lastAttemptMs > policy.windowMs;
      const failures = (isForgotten ? 0 : entry.failures) + 1;
      const hasLocked = failures >= policy.freeFailures;
      const lockedUntilMs = hasLocked ? nowMs + lockDurationMs(policy, failures) : 0;
      entries.set(key, {
        failures,
        lastAttemptMs: nowMs,
        lockedUntilMs,
        expiresAtMs: Math.max(nowMs + policy.windowMs, lockedUntilMs),
      });
      return { isAllowed: true, hasLocked };
    },
    async giveBack(key, hasLocked) {
      const entry = entries.get(key);
      if (entry === undefined) return;
      entry.failures = Math.max(entry.failures - 1, 0);
      if (hasLocked) entry.lockedUntilMs = 0;
    },
    async clear(key) {
      entries.delete(key);
    },
    async close() {
      entries.clear();
    },
  };
}

// The same rules as the memory store, in one atomic script. Keep the two in step: the store tests
// run the same cases against both.
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local free = tonumber(ARGV[2])
local window = tonumber(ARGV[3])
local first = tonumber(ARGV[4])
local cap = tonumber(ARGV[5])
local state = redis.call('HMGET', KEYS[1], 'failures', 'last', 'lockedUntil')
local failures = tonumber(state[1]) or 0
local last = tonumber(state[2]) or 0
local lockedUntil = tonumber(state[3]) or 0
if lockedUntil > now then return {0, lockedUntil - now} end
if now - last > window then failures = 0 end
failures = failures + 1
local locked = 0
lockedUntil = 0
if failures >= free then
  locked = 1
  lockedUntil = now + math.min(first * 2 ^ math.min(failures - free, 30), cap)
end
redis.call('HSET', KEYS[1], 'failures', failures, 'last', now, 'lockedUntil', lockedUntil)
redis.call('PEXPIRE', KEYS[1], math.max(window, lockedUntil - now))
return {1, locked}
`;

const GIVE_BACK_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local failures = tonumber(redis.call('HGET', KEYS[1], 'failures')) or 0
redis.call('HSET', KEYS[1], 'failures', math.max(failures - 1, 0))
if ARGV[1] == '1' then redis.call('HSET', KEYS[1], 'lockedUntil', 0) end
return 1
`;

/** Shared counters for several server processes. Keys are prefixed; callers pass no personal data. */
export function createRedisThrottleStore(
  client: Redis,
  prefix = 'playfair:throttle:',
): ThrottleStore {
  return {
    async take(key, nowMs, policy) {
      const [isAllowed, value] = (await client.eval(
        TAKE_SCRIPT,
        1,
        prefix + key,
        nowMs,
        policy.freeFailures,
        policy.windowMs,
        policy.firstLockMs,
        policy.maxLockMs,
      )) as [number, number];
      return isAllowed === 1
        ? { isAllowed: true, hasLocked: value === 1 }
        : { isAllowed: false, retryAfterMs: value };
    },
    async giveBack(key, hasLocked) {
      await client.eval(GIVE_BACK_SCRIPT, 1, prefix + key, hasLocked ? '1' : '0');
    },
    async clear(key) {
      await client.del(prefix + key);
    },
    async close() {
      // QUIT needs a connection; while Redis is away there is none to say goodbye on.
      if (client.status === 'ready') await client.quit();
      else client.disconnect();
    },
  };
}
