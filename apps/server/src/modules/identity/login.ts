import { createHash } from 'node:crypto';
import { MINUTE_MS } from '@playfair/domain/constants';
import { normaliseEmail } from '@playfair/domain/validation';
import { AppError } from '../../platform/errors';
import { addressBucket } from '../../platform/throttle/client-address';
import type { ThrottlePolicy, ThrottleTake } from '../../platform/throttle/throttle-store';
import type { IdentityContext } from './context';
import { createDummyHash, hashPassword, needsRehash, verifyPassword } from './passwords';
import type { PlayerProfile } from './profile';
import { findPlayerForLogin, updatePasswordHash } from './repo';

// The login and the password check of account settings, both under the login throttle.

// Login throttling (OWASP Authentication Cheat Sheet, "Protect against automated attacks").
// Every attempt is counted before its password is checked, so parallel bursts gain nothing; an
// attempt refused by a lock is not counted and so cannot lengthen it.
//
// Per account (the normalised email, whether or not it exists, so the 429 reveals nothing):
// 5 failures are free; then the account waits 30 s, 1, 2, 4 min, never more than 5 min. Failures
// are forgotten 15 min after the last attempt, and a successful login clears them. The cap is short
// on purpose: an attacker spreading guesses over many addresses can delay the real player by at
// most 5 minutes at a time, while still getting no more than one guess per lock.
export const ACCOUNT_THROTTLE: ThrottlePolicy = {
  freeFailures: 5,
  windowMs: 15 * MINUTE_MS,
  firstLockMs: 30_000,
  maxLockMs: 5 * MINUTE_MS,
};
// Per address (IPv4, or an IPv6 /64), across all accounts: stricter — the same 5 free failures,
// then 30 s doubling up to 15 min — and a success does NOT clear it, so logging in to one's own
// account between guesses at others buys nothing. (Players behind one carrier NAT share a counter;
// only failures count, so they are affected only while someone on it keeps failing.)
export const ADDRESS_THROTTLE: ThrottlePolicy = {
  freeFailures: 5,
  windowMs: 15 * MINUTE_MS,
  firstLockMs: 30_000,
  maxLockMs: 15 * MINUTE_MS,
};

export type LoginInput = { email: string; password: string; ip: string };

export type LoginOutcome =
  | { kind: 'success'; player: PlayerProfile }
  | { kind: 'invalid-credentials' }
  | { kind: 'self-excluded' }
  | { kind: 'throttled'; retryAfterSeconds: number };

/** The current password, checked again before a change of the account (account settings). */
export type PasswordCheck =
  { kind: 'right' } | { kind: 'wrong' } | { kind: 'throttled'; retryAfterSeconds: number };

export type LoginChecks = {
  /** Checks the credentials under the throttle; does not start a session. */
  login(input: LoginInput): Promise<LoginOutcome>;
  /**
   * Checks the password of the account with this email under the login's per-account throttle:
   * a wrong password here counts exactly like a failed login, so neither path can be used to
   * guess more often than the other allows.
   */
  checkPassword(email: string, password: string): Promise<PasswordCheck>;
};

/** The login throttle's per-account key; hashed, so the store (Redis) holds no email addresses. */
function accountThrottleKey(email: string): string {
  return `login:account:${createHash('sha256').update(email).digest('hex')}`;
}

export function createLoginChecks({
  db,
  now,
  throttleStore,
  accountThrottle,
  addressThrottle,
  profileWithRestrictions,
}: IdentityContext): LoginChecks {
  // Made on first use: hashing takes tens of milliseconds, which a start need not wait for.
  let dummyHash: Promise<string> | undefined;

  async function throttled<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      // Fail closed: without its counters the login cannot be protected, so it is not offered.
      throw new AppError('SERVICE_UNAVAILABLE', { cause: error, detail: 'login throttle store' });
    }
  }

  function refusal(take: Extract<ThrottleTake, { isAllowed: false }>): LoginOutcome {
    return {
      kind: 'throttled',
      retryAfterSeconds: Math.max(1, Math.ceil(take.retryAfterMs / 1000)),
    };
  }

  return {
    async login({ email: rawEmail, password, ip }) {
      const email = normaliseEmail(rawEmail);
      const addressKey = `login:address:${addressBucket(ip)}`;
      const accountKey = accountThrottleKey(email);
      const nowMs = now().getTime();

      const address = await throttled(() => throttleStore.take(addressKey, nowMs, addressThrottle));
      if (!address.isAllowed) return refusal(address);
      const account = await throttled(() => throttleStore.take(accountKey, nowMs, accountThrottle));
      if (!account.isAllowed) {
        // No password was tried: the address gets its attempt back.
        await throttled(() => throttleStore.giveBack(addressKey, address.hasLocked));
        return refusal(account);
      }

      const player = await findPlayerForLogin(db, email);
      // The same argon2 work for an unknown account as for a known one.
      dummyHash ??= createDummyHash();
      const storedHash = player?.passwordHash ?? (await dummyHash);
      const isPasswordRight = await verifyPassword(storedHash, password);
      if (player === undefined || !isPasswordRight) return { kind: 'invalid-credentials' };

      await throttled(() =>
        Promise.all([
          throttleStore.clear(accountKey),
          throttleStore.giveBack(addressKey, address.hasLocked),
        ]),
      );
      if (needsRehash(player.passwordHash)) {
        await updatePasswordHash(db, player.id, await hashPassword(password), now());
      }
      const { passwordHash: _hash, ...row } = player;
      const profile = await profileWithRestrictions(row, now());
      // A self-exclusion is the one reason that closes the login (domain play-eligibility.ts).
      if (!profile.play.mayLogIn) return { kind: 'self-excluded' };
      return { kind: 'success', player: profile };
    },

    async checkPassword(rawEmail, password) {
      const email = normaliseEmail(rawEmail);
      const accountKey = accountThrottleKey(email);
      const take = await throttled(() =>
        throttleStore.take(accountKey, now().getTime(), accountThrottle),
      );
      if (!take.isAllowed) {
        return {
          kind: 'throttled',
          retryAfterSeconds: Math.max(1, Math.ceil(take.retryAfterMs / 1000)),
        };
      }
      const player = await findPlayerForLogin(db, email);
      dummyHash ??= createDummyHash();
      const storedHash = player?.passwordHash ?? (await dummyHash);
      const isRight = await verifyPassword(storedHash, password);
      if (player === undefined || !isRight) return { kind: 'wrong' };
      await throttled(() => throttleStore.clear(accountKey));
      return { kind: 'right' };
    },
  };
}
