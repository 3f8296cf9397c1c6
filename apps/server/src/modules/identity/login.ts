import { createHash } from 'node:crypto';
import type { LOGIN_FAILURE_REASONS } from '@playfair/contracts/identity';
import { MINUTE_MS } from '@playfair/domain/constants';
import type { NationalRegister } from '@playfair/domain/jurisdictions';
import { NATIONAL_REGISTER_NAMES } from '@playfair/domain/national-registers';
import { firstReasonAgainst } from '@playfair/domain/play-eligibility';
import { normaliseEmail } from '@playfair/domain/validation';
import { AppError, type ErrorParams } from '../../platform/errors';
import { addressBucket } from '../../platform/throttle/client-address';
import type { ThrottlePolicy, ThrottleTake } from '../../platform/throttle/throttle-store';
import type { PlayerRestrictions } from '../restrictions/service';
import type { IdentityContext } from './context';
import { createDummyHash, hashPassword, needsRehash, verifyPassword } from './passwords';
import { profileOf, type PlayerProfile } from './profile';
import { findPlayerById, findPlayerForLogin, updatePasswordHash, type PlayerRow } from './repo';

// The login and the password check of account settings, both under the login throttle; and why a
// player with the right password is still refused (DESIGN §10), for every way of logging in.

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

/**
 * Why a player who proved who they are may not log in (DESIGN §10): a running self-exclusion (its
 * end; null when permanent), a running time-out (its end), or their market's national register.
 */
export type LoginRefusal =
  | { kind: 'self-excluded'; until: Date | null }
  | { kind: 'timed-out'; until: Date }
  | { kind: 'nationally-excluded'; register: NationalRegister }
  /** The player's time logged in today reached their session-time limit (DESIGN §10). */
  | { kind: 'session-time-used'; until: Date };

export type LoginOutcome =
  | { kind: 'success'; player: PlayerProfile }
  | { kind: 'invalid-credentials' }
  | LoginRefusal
  | { kind: 'throttled'; retryAfterSeconds: number };

/** A refusal as the player reads it: a catalog key, its ICU values, the tag manager's reason. */
export type LoginRefusalText = {
  key: string;
  params?: ErrorParams;
  gtmError: Exclude<(typeof LOGIN_FAILURE_REASONS)[number], 'invalid_credentials'>;
};

/** The message of a refusal; dates go to the catalog as epoch milliseconds. */
export function loginRefusalText(refusal: LoginRefusal): LoginRefusalText {
  switch (refusal.kind) {
    case 'timed-out':
      return {
        key: 'login_error_timed_out',
        params: { date: refusal.until.getTime() },
        gtmError: 'timed_out',
      };
    case 'self-excluded':
      return refusal.until === null
        ? { key: 'login_error_self_excluded', gtmError: 'self_excluded' }
        : {
            key: 'login_error_self_excluded_until',
            params: { date: refusal.until.getTime() },
            gtmError: 'self_excluded',
          };
    case 'nationally-excluded':
      return {
        key: 'login_error_national_register',
        params: { register: NATIONAL_REGISTER_NAMES[refusal.register] },
        gtmError: 'national_register',
      };
    case 'session-time-used':
      return {
        key: 'rg_session_time_reached',
        params: { date: refusal.until.getTime() },
        gtmError: 'session_time',
      };
  }
}

/** The current password, checked again before a change of the account (account settings). */
export type PasswordCheck =
  { kind: 'right' } | { kind: 'wrong' } | { kind: 'throttled'; retryAfterSeconds: number };

export type LoginChecks = {
  /** Checks the credentials under the throttle; does not start a session. */
  login(input: LoginInput): Promise<LoginOutcome>;
  /**
   * Why this player may not log in now, for a login that proved who they are another way (BankID);
   * null when they may, or when there is no such player.
   */
  loginRefusalOf(playerId: string): Promise<LoginRefusal | null>;
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

/** A time-out always ends; one stored without an end reads as the latest date a Date holds. */
const LATEST_DATE_MS = 8.64e15;

/** A time as a Date; null for a permanent one (stored as 'infinity'). */
function endOf(untilMs: number | null): Date | null {
  return untilMs === null || !Number.isFinite(untilMs) ? null : new Date(untilMs);
}

export function createLoginChecks({
  db,
  now,
  throttleStore,
  accountThrottle,
  addressThrottle,
  restrictions: restrictionsService,
  nationalRegisters,
  sessionTime,
}: IdentityContext): LoginChecks {
  // Made on first use: hashing takes tens of milliseconds, which a start need not wait for.
  let dummyHash: Promise<string> | undefined;

  /** The player judged now, with the refusal of the login if there is one. */
  async function judge(
    row: PlayerRow,
  ): Promise<{ profile: PlayerProfile; refusal: LoginRefusal | null }> {
    const restrictions: PlayerRestrictions = await restrictionsService.restrictionsOf(row.id);
    const profile = profileOf(row, restrictions, now());
    const reason = firstReasonAgainst(profile.play, 'logIn');
    if (reason === 'timed-out') {
      const until = endOf(restrictions.timedOutUntilMs) ?? new Date(LATEST_DATE_MS);
      return { profile, refusal: { kind: 'timed-out', until } };
    }
    // Besides a time-out only a self-exclusion closes the login (domain play-eligibility.ts).
    if (reason !== undefined) {
      const until = endOf(restrictions.selfExcludedUntilMs);
      return { profile, refusal: { kind: 'self-excluded', until } };
    }
    const register = await nationalRegisters.nationalExclusionOf(row);
    if (register !== null) return { profile, refusal: { kind: 'nationally-excluded', register } };
    const usedUntil = await sessionTime.sessionTimeUsedUntil(row);
    return {
      profile,
      refusal: usedUntil === null ? null : { kind: 'session-time-used', until: usedUntil },
    };
  }

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
      const judged = await judge(row);
      return judged.refusal ?? { kind: 'success', player: judged.profile };
    },

    async loginRefusalOf(playerId) {
      const row = await findPlayerById(db, playerId);
      return row === undefined ? null : (await judge(row)).refusal;
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
