import type { LogLevel } from 'fastify';
import { ZHealthResponse } from '@playfair/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export type HealthDependencies = {
  pingDatabase: () => Promise<number>;
  /** Set when a Redis is configured: without it logins, registration and recovery answer 503. */
  pingRedis?: () => Promise<number>;
  /** Log level of this route: quieter than the rest, since a load balancer polls it all day. */
  logLevel: LogLevel;
};

// Answers quickly even when a dependency hangs, so a load balancer can take the process out.
const PING_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

type DependencyState = { status: 'up' | 'down'; latencyMs: number };

export const healthRoutes: FastifyPluginAsyncZod<HealthDependencies> = async (
  app,
  { pingDatabase, pingRedis, logLevel },
) => {
  app.get(
    '/health',
    { schema: { response: { 200: ZHealthResponse, 503: ZHealthResponse } }, logLevel },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      async function check(name: string, ping: () => Promise<number>): Promise<DependencyState> {
        try {
          return { status: 'up', latencyMs: await withTimeout(ping(), PING_TIMEOUT_MS) };
        } catch (error) {
          request.log.error({ err: error }, `${name} ping failed`);
          return { status: 'down', latencyMs: 0 };
        }
      }
      const [database, redis] = await Promise.all([
        check('database', pingDatabase),
        pingRedis === undefined ? undefined : check('redis', pingRedis),
      ]);
      const isDegraded = database.status === 'down' || redis?.status === 'down';
      return reply.status(isDegraded ? 503 : 200).send({
        status: isDegraded ? ('degraded' as const) : ('ok' as const),
        database,
        ...(redis === undefined ? {} : { redis }),
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
};
