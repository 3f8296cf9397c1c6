import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { HOUR_MS, MINUTE_MS, REFERRAL_TAG_EXPIRY_MS } from '@playfair/domain/constants';
import { isSupportedLocale, type Locale } from '@playfair/domain/locales';
import { playEligibility, type PlayEligibility } from '@playfair/domain/play-eligibility';
import { canonicalMobile } from '@playfair/domain/registration-countries';
import {
  isEmailFormatValid,
  normaliseEmail,
  normaliseMobile,
  passwordProblems,
  passwordRuleMessageKey,
} from '@playfair/domain/validation';
import { ACCOUNT_SETTINGS_FIELDS } from '@playfair/contracts/account-settings';
import { REFERRAL_TAG_PATTERN, type TCsrfErrorResponse } from '@playfair/contracts/identity';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/client';
import type { NotificationsService } from '../notifications/service';
import {
  CLEAR_RESTRICTIONS,
  readRestrictions,
  type PlayerRestrictions,
  type PlayerStatusPatch,
  type RestrictionsService,
} from '../restrictions/service';
import { AppError, type Translate } from '../../platform/errors';
import { addressBucket } from '../../platform/throttle/client-address';
import { createDummyHash, hashPassword, needsRehash, verifyPassword } from './passwords';
import {
  deleteDeadSessions,
  findLiveSession,
  findPlayerAccount,
  findPlayerAccountsByEmail,
  findPlayerContact,
  findPlayerEmail,
  findPlayerById,
  findPlayerForLogin,
  insertPlayer,
  insertSession,
  isEmailUsedByOtherPlayer,
  markLoginInfoAccepted,
  replaceSession,
  revokeOtherPlayerSessions,
  revokePlayerSessions,
  revokeSession,
  touchSession,
  updatePasswordHash,
  updatePlayerContact,
  updateReferralTag,
  type PlayerAccount,
  type PlayerRow,
} from './repo';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie';
import {
  createMemoryThrottleStore,
  type ThrottlePolicy,
  type ThrottleStore,
  type ThrottleTake,
} from '../../platform/throttle/throttle-store';
import { isUniqueViolation } from '../../platform/db/errors';

/** The statuses and blocks of a player the site and the operator see (spec 000 §6, 001 §3). */
export type PlayerStatuses = Omit<
  PlayerRestrictions,
  'isAccountBlocked' | 'selfExcludedUntilMs' | 'timedOutUntilMs'
>;

/**
 * A player as other modules see it: the account, its statuses and what the player may do now
 * (`play`, the one answer of domain play-eligibility.ts, read when the player was loaded).
 */
export type PlayerProfile = PlayerRow &
  PlayerStatuses & {
    isSelfExcluded: boolean;
    play: PlayEligibility;
  };

/** The account with its restrictions, judged at `at`. */
function profileOf(row: PlayerRow, restrictions: PlayerRestrictions, at: Date): PlayerProfile {
  const play = playEligibility({ ...restrictions, country: row.country, nowMs: at.getTime() });
  const {
    isAccountBlocked: _blocked,
    selfExcludedUntilMs: _excludedUntil,
    timedOutUntilMs: _timedOutUntil,
    ...statuses
  } = restrictions;
  return { ...row, ...statuses, isSelfExcluded: play.reasons.includes('self-excluded'), play };
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyRequest {
    /** The logged-in player, set by `identity.requirePlayer`; null on routes without it. */
    player: PlayerProfile | null;
  }
}

// Session lifetimes (OWASP Session Management Cheat Sheet: 15–30 min idle for high-value
// applications; an absolute limit so a stolen cookie cannot be kept alive by activity alone).
export const SESSION_IDLE_TIMEOUT_MS = 30 * MINUTE_MS;
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * HOUR_MS;
/** `last_seen_at` is written at most this often, so reading a session is not a write each time. */
export const SESSION_TOUCH_INTERVAL_MS = MINUTE_MS;
/** Revoked sessions are kept this long (for support and audit) before a purge deletes them. */
const REVOKED_SESSION_RETENTION_MS = 30 * 24 * HOUR_MS;
/** When dead sessions are deleted: hourly, a job on the job runner (cron, UTC). */
export const SESSION_PURGE_SCHEDULE = '17 * * * *';
export const SESSION_PURGE_JOB = 'identity.purge-sessions';

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

export type IdentityOptions = {
  /** The clock; tests move it instead of sleeping. */
  now: () => Date;
  idleTimeoutMs: number;
  absoluteLifetimeMs: number;
  touchIntervalMs: number;
  accountThrottle: ThrottlePolicy;
  addressThrottle: ThrottlePolicy;
};

export type IdentityDependencies = Partial<IdentityOptions> & {
  db: Database;
  /** Where login failures are counted; in memory unless app.ts passes the Redis store. */
  throttleStore?: ThrottleStore;
  /** Where a player's restrictions are kept; one on the same database unless given. */
  restrictions?: Pick<RestrictionsService, 'restrictionsOf'>;
};

export type CreatePlayerInput = {
  email: string;
  password: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** ISO 4217. */
  currency: string;
  locale: Locale;
  mobilePrefix?: string | null;
  mobile?: string | null;
  /** YYYY-MM-DD. */
  dateOfBirth?: string | null;
  state?: string | null;
  city?: string | null;
  postalCode?: string | null;
  district?: string | null;
  department?: string | null;
  identityDocumentType?: string | null;
  identityDocumentNumber?: string | null;
  sex?: string | null;
  marketingConsent?: boolean;
};

/** The email of a new player is taken: 409 EMAIL_ALREADY_EXISTS (registration status 42). */
export class EmailAlreadyExistsError extends AppError {
  constructor() {
    super('EMAIL_ALREADY_EXISTS');
    this.name = 'EmailAlreadyExistsError';
  }
}

export type LoginInput = { email: string; password: string; ip: string };

export type LoginOutcome =
  | { kind: 'success'; player: PlayerProfile }
  | { kind: 'invalid-credentials' }
  | { kind: 'self-excluded' }
  | { kind: 'throttled'; retryAfterSeconds: number };

/** The current password, checked again before a change of the account (account settings). */
export type PasswordCheck =
  { kind: 'right' } | { kind: 'wrong' } | { kind: 'throttled'; retryAfterSeconds: number };

/** What GET /get/user-status reports (spec 000 §7). */
export type PlayerStatus = 'ok' | 'aml-check' | 'blocked';

export type IdentityService = {
  // --- For routes of any module -----------------------------------------------------------
  /** preHandler: sets `request.player`, or answers 401 INVALID_AUTHENTICATION_TOKEN. */
  requirePlayer(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** The player `requirePlayer` found; throws INVALID_AUTHENTICATION_TOKEN on a route without it. */
  playerOf(request: FastifyRequest): PlayerProfile;
  /** The logged-in player, or null for a visitor (no session, an expired one, or an anonymous one). */
  currentPlayer(request: FastifyRequest): Promise<PlayerProfile | null>;
  /**
   * Whether the request's player session is still live (not logged out, revoked, idle or past its
   * lifetime), read afresh and without counting as activity: a long-lived stream asks this, and
   * must not keep an idle session alive.
   */
  isPlayerSessionLive(request: FastifyRequest): Promise<boolean>;
  /**
   * Whether the request carries the CSRF token of its live session, in the `X-CSRF-Token` header or
   * the body's `csrf_token` field. Login, registration and forgot-password check it; on false they
   * answer `{ type: 'csrf-error', error }` (ZCsrfErrorResponse) with HTTP 200.
   */
  verifyCsrf(request: FastifyRequest): Promise<boolean>;
  /** The CSRF token of the request's session, starting a visitor session (and cookie) if needed. */
  issueCsrfToken(request: FastifyRequest, reply: FastifyReply): Promise<string>;
  /** Revokes every session of the request's player except the request's own; answers how many. */
  revokeOtherSessions(request: FastifyRequest): Promise<number>;
  /** Logs the player in on this browser: a new session and cookie; the old session is revoked. */
  startSession(request: FastifyRequest, reply: FastifyReply, playerId: string): Promise<void>;
  /** Revokes the request's session, if any, and clears the cookie. */
  endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;

  // --- Rules --------------------------------------------------------------------------------
  /** Checks the credentials under the throttle; does not start a session. */
  login(input: LoginInput): Promise<LoginOutcome>;
  /**
   * Checks the password of the account with this email under the login's per-account throttle:
   * a wrong password here counts exactly like a failed login, so neither path can be used to
   * guess more often than the other allows.
   */
  checkPassword(email: string, password: string): Promise<PasswordCheck>;
  /** Creates a player (password hashed); EmailAlreadyExistsError when the email is taken. */
  createPlayer(input: CreatePlayerInput): Promise<PlayerProfile>;
  /** Sets a new password and revokes every session of the player (password reset, change). */
  changePassword(playerId: string, newPassword: string): Promise<void>;
  /** Revokes every session of the player (password reset, self-exclusion); answers how many. */
  revokeAllSessions(playerId: string): Promise<number>;
  acceptLoginInfo(playerId: string): Promise<void>;
  /** Keeps a referral tag for 2 hours (spec 000 §9). */
  setReferralTag(playerId: string, tag: string): Promise<void>;
  /** Whether the player may play, needs the AML check, or is blocked (and then logged out). */
  playerStatus(player: PlayerProfile): Promise<PlayerStatus>;
  /**
   * Deletes sessions past their absolute end, idle visitor sessions and long-revoked ones; answers
   * how many. The identity plugin runs it hourly (idempotent, so every process may).
   */
  purgeDeadSessions(): Promise<number>;
  /**
   * What the player may do now (domain play-eligibility.ts), for the wallet's policy check
   * (DESIGN §4): read with the caller's transaction so the answer holds until it commits;
   * undefined for an unknown player.
   */
  eligibilityOf(playerId: string, tx?: Database): Promise<PlayEligibility | undefined>;
  /** A player by id (for server-to-server callers such as the provider API); undefined if none. */
  findPlayer(playerId: string): Promise<PlayerProfile | undefined>;
};

/**
 * The answer to a form post that fails `verifyCsrf` (ZCsrfErrorResponse, HTTP 200). The browser
 * refreshes the token and retries; the text shows only when both retries failed (spec 000 §4).
 */
export function csrfErrorBody(locale: Locale, translate: Translate): TCsrfErrorResponse {
  return { type: 'csrf-error', error: translate(locale, 'error_session_expired') };
}

type LiveSession = { id: string; csrfToken: string; player: PlayerProfile | null };

function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored id of a session: the SHA-256 of its token, never the token itself. */
function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

function tokensMatch(presented: string, expected: string): boolean {
  // Digests have equal lengths, so the comparison takes the same time whatever was presented.
  return timingSafeEqual(digest(presented), digest(expected));
}

function presentedCsrfToken(request: FastifyRequest): string | undefined {
  const header = request.headers['x-csrf-token'];
  if (typeof header === 'string' && header !== '') return header;
  const body = request.body;
  if (typeof body !== 'object' || body === null || !('csrf_token' in body)) return undefined;
  const field = body.csrf_token;
  return typeof field === 'string' && field !== '' ? field : undefined;
}

/** The login throttle's per-account key; hashed, so the store (Redis) holds no email addresses. */
function accountThrottleKey(email: string): string {
  return `login:account:${createHash('sha256').update(email).digest('hex')}`;
}

function userAgentOf(request: FastifyRequest): string | null {
  return request.headers['user-agent']?.slice(0, 512) ?? null;
}

export function createIdentityService({
  db,
  throttleStore = createMemoryThrottleStore(),
  now = () => new Date(),
  idleTimeoutMs = SESSION_IDLE_TIMEOUT_MS,
  absoluteLifetimeMs = SESSION_ABSOLUTE_LIFETIME_MS,
  touchIntervalMs = SESSION_TOUCH_INTERVAL_MS,
  accountThrottle = ACCOUNT_THROTTLE,
  addressThrottle = ADDRESS_THROTTLE,
  restrictions = { restrictionsOf: (playerId, tx) => readRestrictions(db, playerId, tx) },
}: IdentityDependencies): IdentityService {
  // Made on first use: hashing takes tens of milliseconds, which a start need not wait for.
  let dummyHash: Promise<string> | undefined;
  // One session lookup per request, however many checks ask for it.
  const sessionsByRequest = new WeakMap<FastifyRequest, Promise<LiveSession | null>>();

  /** The player's profile: the account and its restrictions, judged now. */
  async function profileWithRestrictions(row: PlayerRow, at: Date): Promise<PlayerProfile> {
    return profileOf(row, await restrictions.restrictionsOf(row.id), at);
  }

  async function loadSession(request: FastifyRequest): Promise<LiveSession | null> {
    const token = readSessionToken(request);
    if (token === undefined) return null;
    const at = now();
    const found = await findLiveSession(db, sessionIdOf(token), at, idleTimeoutMs);
    if (found === undefined) return null;
    const { session, player } = found;
    if (at.getTime() - session.lastSeenAt.getTime() >= touchIntervalMs) {
      await touchSession(db, session.id, at);
    }
    return {
      id: session.id,
      csrfToken: session.csrfToken,
      player: player === null ? null : await profileWithRestrictions(player, at),
    };
  }

  function sessionOf(request: FastifyRequest): Promise<LiveSession | null> {
    let pending = sessionsByRequest.get(request);
    if (pending === undefined) {
      pending = loadSession(request);
      sessionsByRequest.set(request, pending);
    }
    return pending;
  }

  function newSessionRow(request: FastifyRequest, token: string, playerId: string | null) {
    return {
      id: sessionIdOf(token),
      playerId,
      csrfToken: newToken(),
      expiresAt: new Date(now().getTime() + absoluteLifetimeMs),
      userAgent: userAgentOf(request),
      ip: request.ip,
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

  async function revokeAllSessions(playerId: string): Promise<number> {
    return revokePlayerSessions(db, playerId, now());
  }

  return {
    async requirePlayer(request, reply) {
      const session = await sessionOf(request);
      if (session === null || session.player === null) {
        // A cookie that opens nothing is dropped, so the browser stops sending it.
        if (session === null && readSessionToken(request) !== undefined) {
          clearSessionCookie(request, reply);
        }
        throw new AppError('INVALID_AUTHENTICATION_TOKEN');
      }
      request.player = session.player;
    },

    playerOf(request) {
      if (request.player === null) throw new AppError('INVALID_AUTHENTICATION_TOKEN');
      return request.player;
    },

    async currentPlayer(request) {
      return (await sessionOf(request))?.player ?? null;
    },

    async isPlayerSessionLive(request) {
      const token = readSessionToken(request);
      if (token === undefined) return false;
      const found = await findLiveSession(db, sessionIdOf(token), now(), idleTimeoutMs);
      return found !== undefined && found.player !== null;
    },

    async verifyCsrf(request) {
      const presented = presentedCsrfToken(request);
      if (presented === undefined) return false;
      const session = await sessionOf(request);
      return session !== null && tokensMatch(presented, session.csrfToken);
    },

    async issueCsrfToken(request, reply) {
      const session = await sessionOf(request);
      if (session !== null) return session.csrfToken;
      const token = newToken();
      const row = newSessionRow(request, token, null);
      await insertSession(db, row, now());
      setSessionCookie(request, reply, token);
      sessionsByRequest.set(
        request,
        Promise.resolve({ id: row.id, csrfToken: row.csrfToken, player: null }),
      );
      return row.csrfToken;
    },

    async startSession(request, reply, playerId) {
      // Rotated at login: whatever session the browser had (and any token an attacker planted
      // before it) is revoked, and the player continues on a token nobody else has seen.
      const previous = readSessionToken(request);
      const token = newToken();
      await replaceSession(
        db,
        previous === undefined ? undefined : sessionIdOf(previous),
        newSessionRow(request, token, playerId),
        now(),
      );
      setSessionCookie(request, reply, token);
      sessionsByRequest.delete(request);
    },

    async revokeOtherSessions(request) {
      const session = await sessionOf(request);
      if (session?.player == null) throw new AppError('INVALID_AUTHENTICATION_TOKEN');
      return revokeOtherPlayerSessions(db, session.player.id, session.id, now());
    },

    async endSession(request, reply) {
      const token = readSessionToken(request);
      if (token !== undefined) await revokeSession(db, sessionIdOf(token), now());
      clearSessionCookie(request, reply);
      sessionsByRequest.set(request, Promise.resolve(null));
    },

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

    async createPlayer(input) {
      const email = normaliseEmail(input.email);
      if (!isEmailFormatValid(email)) throw new AppError('EMAIL_IS_INVALID');
      const problem = passwordProblems(input.password, email)[0];
      if (problem !== undefined) {
        throw new AppError('VALIDATION_ERROR', {
          fields: { password: passwordRuleMessageKey(problem) },
        });
      }
      const country = input.country.trim().toUpperCase();
      const currency = input.currency.trim().toUpperCase();
      const invalid: Record<string, string> = {};
      if (!/^[A-Z]{2}$/.test(country)) invalid.country = 'error_validation';
      if (!/^[A-Z]{3}$/.test(currency)) invalid.currency = 'error_validation';
      if (!isSupportedLocale(input.locale)) invalid.locale = 'error_validation';
      if (Object.keys(invalid).length > 0) {
        throw new AppError('VALIDATION_ERROR', { fields: invalid });
      }
      const { password, ...details } = input;
      const at = now();
      const player = await insertPlayer(
        db,
        { ...details, email, country, currency, passwordHash: await hashPassword(password) },
        at,
      );
      if (player === undefined) throw new EmailAlreadyExistsError();
      // Nobody has restricted a new player yet.
      return profileOf(player, CLEAR_RESTRICTIONS, at);
    },

    async changePassword(playerId, newPassword) {
      const email = await findPlayerEmail(db, playerId);
      if (email === undefined) throw new AppError('USER_NOT_FOUND');
      const problem = passwordProblems(newPassword, email)[0];
      if (problem !== undefined) {
        throw new AppError('VALIDATION_ERROR', {
          fields: { password: passwordRuleMessageKey(problem) },
        });
      }
      await updatePasswordHash(db, playerId, await hashPassword(newPassword), now());
      await revokeAllSessions(playerId);
    },

    revokeAllSessions,

    async acceptLoginInfo(playerId) {
      await markLoginInfoAccepted(db, playerId, now());
    },

    async setReferralTag(playerId, tag) {
      if (!REFERRAL_TAG_PATTERN.test(tag)) {
        throw new AppError('VALIDATION_ERROR', { fields: { tag: 'error_validation' } });
      }
      const at = now();
      await updateReferralTag(
        db,
        playerId,
        tag,
        new Date(at.getTime() + REFERRAL_TAG_EXPIRY_MS),
        at,
      );
    },

    async playerStatus(player) {
      if (!player.play.mayLogIn) {
        // Excluded while logged in (the exclusion should have revoked the sessions already).
        await revokeAllSessions(player.id);
        return 'blocked';
      }
      return player.play.reasons.includes('aml-status') ? 'aml-check' : 'ok';
    },

    async findPlayer(playerId) {
      // Not a uuid: no such player (and no database error for a malformed id).
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(playerId)) {
        return undefined;
      }
      const row = await findPlayerById(db, playerId);
      return row === undefined ? undefined : profileWithRestrictions(row, now());
    },

    async eligibilityOf(playerId, tx) {
      const account = await findPlayerAccount(tx ?? db, playerId);
      if (account === undefined) return undefined;
      return playEligibility({
        ...(await restrictions.restrictionsOf(playerId, tx)),
        country: account.country,
        nowMs: now().getTime(),
      });
    },

    async purgeDeadSessions() {
      const at = now();
      return deleteDeadSessions(
        db,
        at,
        new Date(at.getTime() - idleTimeoutMs),
        new Date(at.getTime() - REVOKED_SESSION_RETENTION_MS),
      );
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Account settings: the email and the mobile, changed only after the password is entered again
// ---------------------------------------------------------------------------------------------

/** A change asked for in the settings, as typed; an email carries the player's country (NZ: 146). */
export type ContactChange =
  { email: string; country: string } | { mobilePrefix: string; mobile: string };

/** A new contact that passed the registration rules, in the forms it is stored in. */
export type NewContact =
  { email: string } | { mobile: { callingCode: string; national: string; canonical: string } };

export type ContactCheck =
  { isAcceptable: true; contact: NewContact } | { isAcceptable: false; status: number };

/**
 * What the settings need of the registration module, whose `registrations` rows keep every email
 * and mobile unique (statuses 42, 114). Its service satisfies this; identity names only the shape.
 */
export type ContactRegistry = {
  /** The registration rules of a new email (111, 146, 42) or mobile (116, 101, 118, 114). */
  contactProblems(change: ContactChange): Promise<ContactCheck>;
  /** Writes the new contact to the player's registration row, inside the caller's transaction. */
  updateContact(playerId: string, contact: NewContact, tx: Database): Promise<void>;
};

export type SettingsIssue = { field?: string; key: string };

export type SettingsOutcome =
  | { kind: 'changed'; messageKey: string }
  | { kind: 'refused'; issues: SettingsIssue[] }
  | { kind: 'throttled'; retryAfterSeconds: number };

export type AccountSettingsService = {
  /** Changes the login email of the request's player (needs `requirePlayer` first). */
  changeEmail(
    request: FastifyRequest,
    input: { currentPassword: string; newEmail: string },
  ): Promise<SettingsOutcome>;
  /** Changes the mobile of the request's player (needs `requirePlayer` first). */
  changeMobile(
    request: FastifyRequest,
    input: { currentPassword: string; newMobilePrefix: string; newMobile: string },
  ): Promise<SettingsOutcome>;
};

export type AccountSettingsDependencies = {
  db: Database;
  identity: Pick<IdentityService, 'playerOf' | 'checkPassword' | 'revokeOtherSessions'>;
  contacts: ContactRegistry;
  notifications: Pick<NotificationsService, 'send'>;
  now?: () => Date;
};

function refusedOn(field: string, key: string): SettingsOutcome {
  return { kind: 'refused', issues: [{ field, key }] };
}

const S = ACCOUNT_SETTINGS_FIELDS;

export function createAccountSettingsService({
  db,
  identity,
  contacts,
  notifications,
  now = () => new Date(),
}: AccountSettingsDependencies): AccountSettingsService {
  type Change = {
    /** The new value's field, for the problems of the value. */
    field: string;
    isSameAsNow(current: { email: string; mobile: string | null }): boolean;
    change: ContactChange;
    takenStatus: number;
    template: 'emailChanged' | 'mobileChanged';
    messageKey: string;
  };

  async function apply(
    request: FastifyRequest,
    currentPassword: string,
    { field, isSameAsNow, change, takenStatus, template, messageKey }: Change,
  ): Promise<SettingsOutcome> {
    const player = identity.playerOf(request);
    const current = await findPlayerContact(db, player.id);
    if (current === undefined) throw new AppError('INVALID_AUTHENTICATION_TOKEN');

    // The password first: without it nobody learns whether an address or number is taken.
    const check = await identity.checkPassword(current.email, currentPassword);
    if (check.kind === 'throttled') return check;
    if (check.kind === 'wrong') return refusedOn(S.currentPassword, 'settings_password_wrong');

    const storedMobile =
      current.mobilePrefix === null || current.mobile === null
        ? null
        : `${current.mobilePrefix} ${current.mobile}`;
    if (isSameAsNow({ email: current.email, mobile: storedMobile })) {
      return refusedOn(field, 'settings_same_value');
    }
    const checked = await contacts.contactProblems(change);
    if (!checked.isAcceptable) return refusedOn(field, `registration_status_${checked.status}`);
    const { contact } = checked;
    if ('email' in contact && (await isEmailUsedByOtherPlayer(db, contact.email, player.id))) {
      return refusedOn(field, `registration_status_${takenStatus}`);
    }

    try {
      // Both tables in one go: a player never logs in with one address while registered with another.
      await db.transaction(async (tx) => {
        await updatePlayerContact(
          tx,
          player.id,
          'email' in contact
            ? { email: contact.email }
            : { mobilePrefix: contact.mobile.callingCode, mobile: contact.mobile.national },
          now(),
        );
        await contacts.updateContact(player.id, contact, tx);
      });
    } catch (error) {
      if (isUniqueViolation(error)) return refusedOn(field, `registration_status_${takenStatus}`);
      throw error;
    }

    // To the address the account had: if someone else made the change, the owner still hears of it.
    await notifications.send({
      template,
      recipient: current.email,
      locale: isSupportedLocale(current.locale) ? current.locale : request.locale,
      values: {},
    });
    // Whoever else was logged in (perhaps the one who learnt the password) is logged out.
    await identity.revokeOtherSessions(request);
    return { kind: 'changed', messageKey };
  }

  return {
    async changeEmail(request, { currentPassword, newEmail }) {
      if (currentPassword === '') return refusedOn(S.currentPassword, 'validation_required');
      if (newEmail.trim() === '') return refusedOn(S.newEmail, 'validation_required');
      return apply(request, currentPassword, {
        field: S.newEmail,
        isSameAsNow: ({ email }) => normaliseEmail(newEmail) === email,
        change: { email: newEmail, country: identity.playerOf(request).country },
        takenStatus: 42,
        template: 'emailChanged',
        messageKey: 'settings_email_changed',
      });
    },

    async changeMobile(request, { currentPassword, newMobilePrefix, newMobile }) {
      if (currentPassword === '') return refusedOn(S.currentPassword, 'validation_required');
      if (newMobilePrefix.trim() === '') {
        return refusedOn(S.newMobilePrefix, 'validation_required');
      }
      // spec 001 §5: spaces are stripped from mobile numbers.
      const mobile = normaliseMobile(newMobile);
      if (mobile === '') return refusedOn(S.newMobile, 'validation_required');
      return apply(request, currentPassword, {
        field: S.newMobile,
        isSameAsNow: (current) => {
          const canonical = canonicalMobile(newMobilePrefix, mobile);
          return canonical !== null && canonical === current.mobile;
        },
        change: { mobilePrefix: newMobilePrefix.trim(), mobile },
        takenStatus: 114,
        template: 'mobileChanged',
        messageKey: 'settings_mobile_changed',
      });
    },
  };
}

/** The compliance view of a player: who, and the statuses and blocks an operator sets. */
export type PlayerComplianceRow = PlayerAccount & PlayerStatuses;

/** The operator API's view of players' compliance statuses (operator-routes.ts). */
export type PlayerComplianceService = {
  /** The players with that email (one or none; emails are unique). */
  findByEmail(email: string): Promise<PlayerComplianceRow[]>;
  /** Sets statuses and blocks and records who, when and why; PLAYER_NOT_FOUND when unknown. */
  update(input: {
    playerId: string;
    patch: PlayerStatusPatch;
    operatorId: string;
    reason: string;
  }): Promise<PlayerComplianceRow>;
};

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function complianceRowOf(account: PlayerAccount, restrictions: PlayerRestrictions) {
  return {
    ...account,
    amlStatus: restrictions.amlStatus,
    kycStatus: restrictions.kycStatus,
    hasGameplayBlock: restrictions.hasGameplayBlock,
    hasScanVerification: restrictions.hasScanVerification,
    hasUnverifiedBlock: restrictions.hasUnverifiedBlock,
    hasPepBlock: restrictions.hasPepBlock,
    hasKycBlock: restrictions.hasKycBlock,
    hasRgTriggerBlock: restrictions.hasRgTriggerBlock,
  } satisfies PlayerComplianceRow;
}

/** The players are identity's; their statuses and the record of each change, the restrictions'. */
export function createPlayerComplianceService({
  db,
  restrictions,
}: {
  db: Database;
  restrictions: Pick<RestrictionsService, 'restrictionsOf' | 'changeStatuses'>;
}): PlayerComplianceService {
  return {
    async findByEmail(email) {
      const accounts = await findPlayerAccountsByEmail(db, email);
      return Promise.all(
        accounts.map(async (account) =>
          complianceRowOf(account, await restrictions.restrictionsOf(account.playerId)),
        ),
      );
    },
    async update({ playerId, ...change }) {
      const account = UUID_PATTERN.test(playerId)
        ? await findPlayerAccount(db, playerId)
        : undefined;
      if (account === undefined) throw new AppError('USER_NOT_FOUND');
      return complianceRowOf(account, await restrictions.changeStatuses({ playerId, ...change }));
    },
  };
}
