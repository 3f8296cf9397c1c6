import { z } from 'zod';

const ZDependency = z.object({
  status: z.enum(['up', 'down']),
  latencyMs: z.number().nonnegative(),
});

/** GET /health: `degraded` (503) when the database, or a configured Redis, does not answer. */
export const ZHealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: ZDependency,
  /** Only when REDIS_URL names one. */
  redis: ZDependency.optional(),
  uptimeSeconds: z.number().nonnegative(),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;
