import type { FastifyServerOptions } from 'fastify';
import { pino, type Logger } from 'pino';
import type { Config } from './config';

// Fields of an error worth a log line: what failed and where, never the values involved. A
// driver's error carries the statement's parameters (emails, tokens), the offending row's values
// (`detail`: "Key (email)=(…) already exists") and sometimes its whole client (with the server's
// secret key); none of that may reach a log.
const KEPT_ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'routine',
  'errno',
  'syscall',
] as const;
const MAX_CAUSES = 5;

type SerializedError = Record<string, unknown> & { type: string; message: string; stack: string };

function messageOf(error: Error): string {
  // drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <values>" — keep the statement.
  if ('params' in error && 'query' in error && typeof error.query === 'string') {
    return `Failed query: ${error.query}`;
  }
  return error.message;
}

/** An error as a log line may show it: type, message, stack, codes and causes; no values. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'not an Error', stack: '' };
  const serialized: SerializedError = {
    type: error.constructor.name,
    message: messageOf(error),
    stack: (error.stack ?? '').replace(error.message, messageOf(error)),
  };
  for (const field of KEPT_ERROR_FIELDS) {
    const value: unknown = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') serialized[field] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) {
    serialized.cause = serializeError(error.cause, depth + 1);
  }
  return serialized;
}

export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
): FastifyServerOptions['logger'] & object {
  return {
    level: config.logLevel,
    // Session cookies, credentials and tokens never reach the log.
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: { err: serializeError, error: serializeError },
    ...(config.logFormat === 'pretty'
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

/** The process's one logger: main.ts makes it before the database, so both report through it. */
export function createLogger(config: Pick<Config, 'logLevel' | 'logFormat'>): Logger {
  return pino(loggerOptions(config));
}
