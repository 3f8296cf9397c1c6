import { isAbsolute, join, resolve } from 'node:path';
import { repoRootFrom } from '@playfair/domain/repo-root';
import { z } from 'zod';

// DESIGN §3: configuration from the environment, validated at start; a bad value stops the start
// with a message per variable.

/** The repository root: relative paths resolve from here, wherever the process was started. */
export const REPO_ROOT = repoRootFrom(import.meta.url);
/** The built clients (vite.config.ts writes them here). */
export const DEFAULT_CLIENT_DIST = join(REPO_ROOT, 'apps/studio/dist');

const ZHttpUrl = z.string().refine(
  (value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  },
  { error: 'must be an http:// or https:// URL' },
);

/** An origin exactly as a browser sends it: scheme, host and port, no path. */
export function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

const ZEnvironment = z.object({
  STUDIO_PORT: z.coerce
    .number({ error: 'must be a whole number from 0 to 65535' })
    .int({ error: 'must be a whole number from 0 to 65535' })
    .min(0, { error: 'must be a whole number from 0 to 65535' })
    .max(65535, { error: 'must be a whole number from 0 to 65535' })
    .default(3001),
  STUDIO_HOST: z.string().min(1).default('0.0.0.0'),
  CASINO_API_URL: ZHttpUrl.default('http://127.0.0.1:3000'),
  STUDIO_PROVIDER_ID: z
    .string()
    .regex(/^[\x21-\x7e]{1,128}$/, { error: 'must be printable ASCII without spaces' })
    .default('studio'),
  STUDIO_PROVIDER_SECRET: z
    .string()
    .min(16, { error: 'must be at least 16 characters' })
    .default('playfair-dev-secret'),
  CASINO_ORIGINS: z
    .string()
    .default('http://localhost:3000,http://127.0.0.1:3000')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .refine((origins) => origins.length > 0 && origins.every(isOrigin), {
      error: 'must be a comma-separated list of origins such as https://casino.example.com',
    }),
  STUDIO_DATA_DIR: z
    .string()
    .min(1)
    .default('.data/studio')
    .transform((value) => (isAbsolute(value) ? value : resolve(REPO_ROOT, value))),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type StudioConfig = {
  port: number;
  host: string;
  casinoApiUrl: string;
  providerId: string;
  providerSecret: string;
  casinoOrigins: string[];
  dataDir: string;
  logLevel: z.infer<typeof ZEnvironment>['LOG_LEVEL'];
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): StudioConfig {
  const parsed = ZEnvironment.safeParse(environment);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`The studio configuration is invalid:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    port: env.STUDIO_PORT,
    host: env.STUDIO_HOST,
    casinoApiUrl: env.CASINO_API_URL.replace(/\/+$/, ''),
    providerId: env.STUDIO_PROVIDER_ID,
    providerSecret: env.STUDIO_PROVIDER_SECRET,
    casinoOrigins: env.CASINO_ORIGINS,
    dataDir: env.STUDIO_DATA_DIR,
    logLevel: env.LOG_LEVEL,
  };
}
