import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Per-route request limits (each route names its own in `config.rateLimit`). Counted in the
 * process, or in Redis when the platform has one (REDIS_URL, DESIGN §3), so that several processes
 * behind one address count together: a limit of 10 a minute stays 10, not 10 per process.
 * `nameSpace` keeps each module's counters apart.
 */
export async function registerRouteRateLimits(
  app: FastifyInstance,
  { redis, nameSpace }: { redis: Redis | undefined; nameSpace: string },
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis === undefined ? {} : { redis, nameSpace: `playfair:rate-limit:${nameSpace}:` }),
  });
}
