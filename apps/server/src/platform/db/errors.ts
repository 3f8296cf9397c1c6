/**
 * What a database failure means to a caller, read through drizzle's wrapping (`DrizzleQueryError`
 * keeps the driver's error as `cause`) on PGlite and node-postgres alike.
 */

function* causes(error: unknown): Generator<object> {
  const seen = new Set<unknown>();
  for (let cause = error; typeof cause === 'object' && cause !== null && !seen.has(cause);) {
    seen.add(cause);
    yield cause;
    cause = 'cause' in cause ? cause.cause : undefined;
  }
}

function codeOf(error: object): unknown {
  return 'code' in error ? error.code : undefined;
}

/** A unique violation (SQLSTATE 23505): a racing twin of the same write committed first. */
export function isUniqueViolation(error: unknown): boolean {
  for (const cause of causes(error)) if (codeOf(cause) === '23505') return true;
  return false;
}

/** A deadlock (SQLSTATE 40P01): the server rolled this transaction back so another could go on. */
export function isDeadlock(error: unknown): boolean {
  for (const cause of causes(error)) if (codeOf(cause) === '40P01') return true;
  return false;
}

// SQLSTATEs of a server that went away or will not take us now: class 08 (connection exception),
// 57P01–57P03 (terminated by an administrator, crash shutdown, cannot connect now) and 53300 (too
// many connections). Their transaction did not commit; the request may be tried again.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
// node-postgres reports a lost or unobtainable connection with these messages and no code.
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
];

/**
 * Whether the failure is the database being unreachable (a dropped connection, a failover, a full
 * server) rather than anything about the request: answered 503, never as the request's fault.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const cause of causes(error)) {
    const code = codeOf(cause);
    if (typeof code === 'string') {
      if (code.startsWith('08') && code.length === 5) return true;
      if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    }
    const message = cause instanceof Error ? cause.message : '';
    if (UNAVAILABLE_MESSAGES.some((text) => message.startsWith(text))) return true;
  }
  return false;
}
