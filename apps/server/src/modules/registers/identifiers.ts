import { createHmac } from 'node:crypto';
import {
  nationalMobileNumber,
  normaliseCallingCode,
} from '@playfair/domain/registration-countries';
import { normaliseEmail } from '@playfair/domain/validation';
import type { ExcludedIdentifierKind } from './schema';

// One way to write each identifier a person is known by, so the same person is the same key
// whichever form, table or register it came from.

/** A national id as registers key it: upper case, no spaces or dashes ("19700101-1233"). */
export function normaliseNationalId(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** A mobile as the platform writes it ("+46 701234567"), from a calling code and a number. */
export function mobileOf(prefix: string, number: string): string {
  const callingCode = normaliseCallingCode(prefix) ?? prefix.trim();
  return `${callingCode} ${nationalMobileNumber(number)}`;
}

/** "+46 70-123 45 67" → "+46 701234567"; a value with no calling code first is only trimmed. */
export function normaliseMobile(value: string): string {
  const [prefix = '', ...rest] = value.trim().split(/\s+/);
  return normaliseCallingCode(prefix) === null ? value.trim() : mobileOf(prefix, rest.join(''));
}

/** What a person is known by, for our own exclusion list. */
export type PersonIdentifiers = {
  /** ISO 3166-1 alpha-2: the country that issued the national ids. */
  country: string;
  email: string | null;
  mobile: string | null;
  nationalIds: readonly string[];
};

export type IdentifierKey = { kind: ExcludedIdentifierKind; hash: string };

/**
 * The keyed hashes (HMAC-SHA256 under `secret`) of a person's identifiers: the same identifier
 * always gives the same hash, and without the secret a hash names nobody.
 */
export function identifierKeys(secret: string, person: PersonIdentifiers): IdentifierKey[] {
  const hash = (kind: ExcludedIdentifierKind, value: string): IdentifierKey => ({
    kind,
    hash: createHmac('sha256', secret).update(`${kind}:${value}`).digest('hex'),
  });
  const keys: IdentifierKey[] = [];
  const email = person.email?.trim() ?? '';
  if (email !== '') keys.push(hash('email', normaliseEmail(email)));
  const mobile = person.mobile?.trim() ?? '';
  if (mobile !== '') keys.push(hash('mobile', normaliseMobile(mobile)));
  const country = person.country.trim().toUpperCase();
  for (const nationalId of new Set(person.nationalIds.map(normaliseNationalId))) {
    if (nationalId !== '') keys.push(hash('national-id', `${country}:${nationalId}`));
  }
  return keys;
}
