import { isAbsolute, join, resolve } from 'node:path';
import { repoRootFrom } from '@playfair/domain/repo-root';
import { z } from 'zod';

/** The repository root: defaults for paths resolve from here, wherever the process was started. */
export const REPO_ROOT = repoRootFrom(import.meta.url);
/** This app's folder: its migrations and the data files its modules read. */
export const SERVER_ROOT = join(REPO_ROOT, 'apps/server');

const ZBoolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const ZPath = z
  .string()
  .min(1)
  .transform((value) => (isAbsolute(value) ? value : resolve(REPO_ROOT, value)));

const ZUrlWithScheme = (schemes: readonly string[]) =>
  z.string().refine(
    (value) => {
      try {
        return schemes.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: `must be a URL starting with ${schemes.map((s) => `${s}//`).join(' or ')}` },
  );

const TRUST_PROXY_ERROR =
  'must be false, the number of proxies in front of this server (e.g. 1), or their addresses ' +
  '(e.g. 10.0.0.5,10.1.0.0/16)';
// An IPv4 or IPv6 address, optionally with a /prefix: proxy-addr (Fastify's trustProxy) checks more.
const PROXY_ADDRESS =
  /^(?:[0-9]{1,3}(?:\.[0-9]{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:.]*)(?:\/[0-9]{1,3})?$/;

/**
 * Which proxies' X-Forwarded-For to believe. `true` would believe the left-most address, which
 * the client writes itself behind a proxy that appends: refused. A hop count (the proxies in
 * front) or the proxies' addresses make the right-most address no trusted proxy wrote the client's.
 */
const ZTrustProxy = z
  .string()
  .trim()
  .refine(
    (value) =>
      ['false', '0', 'no'].includes(value) ||
      /^[1-9][0-9]?$/.test(value) ||
      value.split(',').every((part) => PROXY_ADDRESS.test(part.trim())),
    { error: TRUST_PROXY_ERROR },
  )
  .transform((value): false | number | string[] => {
    if (['false', '0', 'no'].includes(value)) return false;
    if (/^[0-9]+$/.test(value)) return Number(value);
    return value.split(',').map((part) => part.trim());
  });

/** `id:secret` pairs separated by commas; ids are [a-z0-9-], secrets at least 16 characters. */
const ZCredentialList = z
  .string()
  .regex(/^[a-z0-9-]{1,40}:[^,:\s]{16,200}(?:,[a-z0-9-]{1,40}:[^,:\s]{16,200})*$/, {
    error: 'must be id:secret pairs separated by commas (secrets of 16 characters or more)',
  })
  .transform((value) =>
    value.split(',').map((pair) => {
      const [id = '', secret = ''] = pair.split(':');
      return { id, secret };
    }),
  );

const ZEnvironment = z.object({
  PORT: z.coerce
    .number({ error: 'must be a whole number from 0 to 65535' })
    .int({ error: 'must be a whole number from 0 to 65535' })
    .min(0, { error: 'must be a whole number from 0 to 65535' })
    .max(65535, { error: 'must be a whole number from 0 to 65535' })
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: ZPath.prefault('.data'),
  DATABASE_URL: ZUrlWithScheme(['postgres:', 'postgresql:']).optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: ZUrlWithScheme(['redis:', 'rediss:']).optional(),
  WEB_DIST: ZPath.prefault('apps/web/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(10_485_760).default(262_144),
  /** Verification codes (an SMS each) one address may ask for a minute; more behind a shared NAT. */
  SMS_CODES_PER_MINUTE: z.coerce.number().int().min(1).max(1_000).default(10),
  TRUST_PROXY: ZTrustProxy.prefault('false'),
  BRAND: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, { error: 'must be a brand id: lowercase letters, digits and -' })
    .default('playfair'),
  STATIC_ASSETS_URL: z.string().default(''),
  /** A header set by the edge (e.g. CF-IPCountry) with the visitor's ISO country; unset: from the locale. */
  GEO_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'must be an HTTP header name' })
    .optional(),
  /** Email transport, e.g. smtps://user:password@smtp.example.com:465; unset: mail stays in the outbox. */
  SMTP_URL: ZUrlWithScheme(['smtp:', 'smtps:']).optional(),
  /** The sender of every email: an address, or "Name <address>". */
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>\r\n]{1,100} <[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, {
      error: 'must be an email address, or "Name <address>"',
    })
    .default('Playfair <no-reply@playfair.invalid>'),
  /** SMS transport: an HTTP endpoint taking a JSON POST { to, body }; unset: SMS stay in the outbox. */
  SMS_WEBHOOK_URL: ZUrlWithScheme(['https:', 'http:']).optional(),
  /**
   * DESIGN §3: the embedded default runs the game studio in this process, on its own port and
   * origin (STUDIO_PORT, default 3001), calling this server's provider API over HTTP. Set false
   * when the studio runs as its own service.
   */
  STUDIO_EMBEDDED: ZBoolean.prefault('true'),
  /** Where browsers load the game studio's pages (the game iframe); also allowed in CSP frame-src. */
  STUDIO_URL: ZUrlWithScheme(['https:', 'http:']).default('http://localhost:3001'),
  /**
   * Game providers allowed to call the provider API, as `id:secret` pairs separated by commas
   * (DESIGN §7). The embedded default is the studio's development secret; replace it in production.
   */
  GAME_PROVIDERS: ZCredentialList.prefault('studio:playfair-dev-secret'),
  /** The studio's provider id (one of GAME_PROVIDERS): the catalogue's launch tokens are for it. */
  STUDIO_PROVIDER_ID: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, { error: 'must be a provider id: lowercase letters, digits and -' })
    .default('studio'),
  /** The payment sandbox's webhook signing secret (DESIGN §4 payments). */
  PAYMENT_SANDBOX_SECRET: z.string().min(16).default('playfair-dev-payment-secret'),
  /** Where the payment provider posts its webhooks; unset: this server's own listening address. */
  PAYMENT_WEBHOOK_URL: ZUrlWithScheme(['https:', 'http:']).optional(),
  /** Operator API credentials as `name:token` pairs (Authorization: Bearer <token>). */
  OPERATOR_API_KEYS: ZCredentialList.prefault('ops:playfair-dev-operator'),
  /**
   * The key of the own exclusion list's hashes (DESIGN §10): self-excluded players' identifiers
   * are kept only as HMACs under it. Changing it forgets the list; replace it in production.
   */
  EXCLUSION_LIST_SECRET: z.string().min(16).default('playfair-dev-exclusion-list-secret'),
  /**
   * Verification documents in an S3-compatible bucket (path-style URLs, Signature V4); all five
   * or none. Unset: files under DATA_DIR/documents, outside anything served over HTTP.
   */
  DOCUMENTS_S3_ENDPOINT: ZUrlWithScheme(['https:', 'http:']).optional(),
  DOCUMENTS_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be an S3 bucket name' })
    .optional(),
  DOCUMENTS_S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, { error: 'must be a region such as eu-central-1' })
    .optional(),
  DOCUMENTS_S3_ACCESS_KEY_ID: z.string().min(3).max(256).optional(),
  DOCUMENTS_S3_SECRET_ACCESS_KEY: z.string().min(8).max(512).optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  redisUrl: string | undefined;
  webDist: string;
  logLevel: z.infer<typeof ZEnvironment>['LOG_LEVEL'];
  logFormat: 'json' | 'pretty';
  bodyLimitBytes: number;
  smsCodesPerMinute: number;
  /** false, the number of proxies in front, or their addresses (Fastify's trustProxy). */
  trustProxy: false | number | string[];
  brand: string;
  staticAssetsUrl: string;
  geoCountryHeader: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  smsWebhookUrl: string | undefined;
  studioEmbedded: boolean;
  studioUrl: string;
  gameProviders: { id: string; secret: string }[];
  studioProviderId: string;
  paymentSandboxSecret: string;
  paymentWebhookUrl: string | undefined;
  operatorApiKeys: { id: string; secret: string }[];
  exclusionListSecret: string;
  /** Where verification documents go: this bucket, or DATA_DIR/documents when unset. */
  documentsS3:
    | {
        endpoint: string;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
      }
    | undefined;
};

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the configuration from the environment; a bad value throws a ConfigError naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as it does in most shells' `VAR= command`.
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in ZEnvironment.shape && value !== ''),
  );
  const parsed = ZEnvironment.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? '?');
        const value = present[name];
        const shown =
          name === 'DATABASE_URL' ||
          name === 'REDIS_URL' ||
          name === 'SMTP_URL' ||
          name === 'SMS_WEBHOOK_URL' ||
          name === 'GAME_PROVIDERS' ||
          name === 'PAYMENT_SANDBOX_SECRET' ||
          name === 'OPERATOR_API_KEYS' ||
          name === 'EXCLUSION_LIST_SECRET' ||
          name === 'DOCUMENTS_S3_SECRET_ACCESS_KEY'
            ? '(hidden)'
            : JSON.stringify(value);
        return `${name} ${issue.message} (got ${shown})`;
      }),
    );
  }
  const e = parsed.data;
  if (!e.GAME_PROVIDERS.some((provider) => provider.id === e.STUDIO_PROVIDER_ID)) {
    throw new ConfigError([
      `STUDIO_PROVIDER_ID must name one of GAME_PROVIDERS (got ${JSON.stringify(e.STUDIO_PROVIDER_ID)})`,
    ]);
  }
  const documentsS3 = [
    e.DOCUMENTS_S3_ENDPOINT,
    e.DOCUMENTS_S3_BUCKET,
    e.DOCUMENTS_S3_REGION,
    e.DOCUMENTS_S3_ACCESS_KEY_ID,
    e.DOCUMENTS_S3_SECRET_ACCESS_KEY,
  ];
  if (documentsS3.some((value) => value !== undefined) && documentsS3.includes(undefined)) {
    throw new ConfigError([
      'DOCUMENTS_S3_ENDPOINT, DOCUMENTS_S3_BUCKET, DOCUMENTS_S3_REGION, DOCUMENTS_S3_ACCESS_KEY_ID ' +
        'and DOCUMENTS_S3_SECRET_ACCESS_KEY must be set together (or none of them)',
    ]);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    redisUrl: e.REDIS_URL,
    webDist: e.WEB_DIST,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    smsCodesPerMinute: e.SMS_CODES_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    brand: e.BRAND,
    staticAssetsUrl: e.STATIC_ASSETS_URL,
    geoCountryHeader: e.GEO_COUNTRY_HEADER?.toLowerCase(),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    smsWebhookUrl: e.SMS_WEBHOOK_URL,
    studioEmbedded: e.STUDIO_EMBEDDED,
    studioUrl: e.STUDIO_URL.replace(/\/+$/, ''),
    gameProviders: e.GAME_PROVIDERS,
    studioProviderId: e.STUDIO_PROVIDER_ID,
    paymentSandboxSecret: e.PAYMENT_SANDBOX_SECRET,
    paymentWebhookUrl: e.PAYMENT_WEBHOOK_URL,
    operatorApiKeys: e.OPERATOR_API_KEYS,
    exclusionListSecret: e.EXCLUSION_LIST_SECRET,
    documentsS3:
      e.DOCUMENTS_S3_ENDPOINT === undefined ||
      e.DOCUMENTS_S3_BUCKET === undefined ||
      e.DOCUMENTS_S3_REGION === undefined ||
      e.DOCUMENTS_S3_ACCESS_KEY_ID === undefined ||
      e.DOCUMENTS_S3_SECRET_ACCESS_KEY === undefined
        ? undefined
        : {
            endpoint: e.DOCUMENTS_S3_ENDPOINT,
            bucket: e.DOCUMENTS_S3_BUCKET,
            region: e.DOCUMENTS_S3_REGION,
            accessKeyId: e.DOCUMENTS_S3_ACCESS_KEY_ID,
            secretAccessKey: e.DOCUMENTS_S3_SECRET_ACCESS_KEY,
          },
  };
}
