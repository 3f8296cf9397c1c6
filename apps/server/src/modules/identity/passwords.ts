import { randomBytes } from 'node:crypto';
import { hash, parseOptions, verify, type Algorithm } from '@node-rs/argon2';

// DESIGN §1: argon2id with OWASP's parameters (Password Storage Cheat Sheet: m = 19 MiB, t = 2,
// p = 1). Raising them later is safe: a login rehashes a password stored with weaker ones.
// `Algorithm` is a const enum the package does not export at run time; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a stored value that is no argon2 hash at all. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

export function needsRehash(storedHash: string): boolean {
  try {
    const stored = parseOptions(storedHash);
    return (
      stored.algorithm !== ARGON2_OPTIONS.algorithm ||
      stored.memoryCost < ARGON2_OPTIONS.memoryCost ||
      stored.timeCost < ARGON2_OPTIONS.timeCost
    );
  } catch {
    return true;
  }
}

/**
 * A hash of a random password nobody knows, made once with the current parameters. An unknown
 * account is checked against it, so a login costs the same argon2 work whether the account exists
 * or not and its answer time reveals nothing.
 */
export function createDummyHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}
