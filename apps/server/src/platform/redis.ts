import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

// DESIGN §3: Redis carries what several processes share (throttles, request limits). When it is
// away, a request that needs it must fail at once with 503 rather than wait in a queue: commands
// wait at most a second (a command sent while connecting is queued for that long, so a start under
// load does not refuse its first requests), a lost connection fails what is queued at the first
// reconnect attempt, and the client keeps reconnecting (every 2 s at most) so service returns.
const COMMAND_TIMEOUT_MS = 1_000;
const CONNECT_TIMEOUT_MS = 2_000;
const LONGEST_RECONNECT_DELAY_MS = 2_000;
/** How long a start waits for Redis before serving without it (and answering 503 where needed). */
const READY_WAIT_MS = 2_000;

export function connectRedis(redisUrl: string | undefined): Redis | undefined {
  if (redisUrl === undefined) return undefined;
  return new Redis(redisUrl, {
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, LONGEST_RECONNECT_DELAY_MS),
  });
}

/** Resolves once the client is ready, or after a short wait: a start does not hang on Redis. */
export async function waitForRedis(redis: Redis): Promise<boolean> {
  if (redis.status === 'ready') return true;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      resolve(false);
    }, READY_WAIT_MS);
    const onReady = () => {
      clearTimeout(timer);
      resolve(true);
    };
    redis.once('ready', onReady);
  });
}

/** Round-trips PING; resolves with the latency in milliseconds, rejects when Redis is away. */
export async function pingRedis(redis: Redis): Promise<number> {
  const started = performance.now();
  await redis.ping();
  return performance.now() - started;
}

const UNAVAILABLE_MESSAGES = [
  "Stream isn't writeable",
  'Command timed out',
  'Connection is closed',
  'Reached the max retries per request limit',
];

/** Whether a failure is Redis being unreachable: answered 503, never as the request's fault. */
export function isRedisUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth += 1) {
    if (cause.name === 'MaxRetriesPerRequestError') return true;
    if (
      UNAVAILABLE_MESSAGES.some((text) => cause instanceof Error && cause.message.startsWith(text))
    ) {
      return true;
    }
    cause = cause.cause;
  }
  return false;
}

/** Logs Redis going away and coming back, once each, rather than every failed reconnect. */
export function watchRedis(app: { log: FastifyBaseLogger }, redis: Redis): void {
  let isUp = true;
  redis.on('ready', () => {
    if (!isUp) app.log.info('Redis is back');
    isUp = true;
  });
  redis.on('error', (error: Error) => {
    if (isUp) app.log.warn({ err: error }, 'Redis is unreachable: calls that need it answer 503');
    isUp = false;
  });
}
