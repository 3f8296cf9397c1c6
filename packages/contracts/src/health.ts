import { z } from 'zod';

export const ZHealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: z.enum(['up', 'down']), latencyMs: z.number().nonnegative() }),
  uptimeSeconds: z.number().nonnegative(),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;
