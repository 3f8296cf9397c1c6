import { createHash } from 'node:crypto';

/**
 * JSON with object keys sorted at every level and bigints as strings, so equal meanings hash
 * equally (for arrays of plain values it is exactly JSON.stringify).
 */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  return JSON.stringify(value);
}

/**
 * DESIGN §4: the SHA-256 of what a request means, stored beside its idempotency key, so that a
 * replay (the same meaning) gets the first answer and a reuse of the key for another request is
 * refused. The one hash of the wallet's transfers, the payments' requests and the provider calls.
 */
export function requestHash(meaning: unknown): string {
  return createHash('sha256').update(canonicalJson(meaning)).digest('hex');
}

/** A flat form's fields in name order, for `requestHash`. */
export function sortedEntries(payload: Readonly<Record<string, string>>): [string, string][] {
  return Object.keys(payload)
    .sort()
    .map((key): [string, string] => [key, payload[key] ?? '']);
}
