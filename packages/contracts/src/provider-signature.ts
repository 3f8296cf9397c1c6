import { createHmac, timingSafeEqual } from 'node:crypto';

// DESIGN §7: a provider signs the raw request body with its secret. Server-side only (node:crypto);
// the casino verifies with it and the studio signs with it, so both read the header the same way.

/** The header value for a body: `sha256=<hex HMAC-SHA256>`. */
export function signProviderBody(secret: string, rawBody: string | Buffer): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/** True when the header is the body's signature with this secret (compared in constant time). */
export function isValidProviderSignature(
  secret: string,
  rawBody: string | Buffer,
  header: string | undefined,
): boolean {
  if (header === undefined || !/^sha256=[0-9a-f]{64}$/.test(header)) return false;
  const expected = Buffer.from(signProviderBody(secret, rawBody));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
