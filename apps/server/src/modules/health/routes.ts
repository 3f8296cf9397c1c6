import type { LogLevel } from 'fastify';
import { ZHealthResponse } from '@playfair/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export type HealthDependencies = {
  pingDatabase: () => Promise<number>;
  /** Log level of this route: quieter than the rest, since a load balancer polls it all day. */
  logLevel: LogLevel;
};

// Answers quickly even when the database hangs, so a load balancer can take the process out.
const PING_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export const healthRoutes: FastifyPluginAsyncZod<HealthDependencies> = async (
  app,
  { pingDatabase, logLevel },
) => {
  app.get(
    '/health',
    { schema: { response: { 200: ZHealthResponse, 503: ZHealthResponse } }, logLevel },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const uptimeSeconds = Math.round(process.uptime());
      try {
        const latencyMs = await withTimeout(pingDatabase(), PING_TIMEOUT_MS);
        return {
          status: 'ok' as const,
          database: { status: 'up' as const, latencyMs },
          uptimeSeconds,
        };
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        return reply.status(503).send({
          status: 'degraded' as const,
          database: { status: 'down' as const, latencyMs: 0 },
          uptimeSeconds,
        });
      }
    },
  );
};
