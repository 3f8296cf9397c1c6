import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { MINUTE_MS } from '@playfair/domain/constants';
import type { Locale } from '@playfair/domain/locales';
import { parseSwedishPersonalNumber } from '@playfair/domain/swedish-personal-number';
import type { Database } from '../../platform/db/client';
import {
  consumeOrder,
  findOrder,
  findPersonalNumberByPlayerId,
  findPlayerIdByPersonalNumber,
  insertIdentity,
  insertOrder,
  settleOrder,
  type BankIdOrderRow,
} from './repo';

/** A BankID order is live for five minutes, as long as a person needs to open the app and approve. */
export const BANKID_ORDER_LIFETIME_MS = 5 * MINUTE_MS;
export const SANDBOX_AUTHORIZE_PATH = '/bankid-sandbox/authorize';

export type Clock = () => Date;

/**
 * The cookie that proves a browser started an order: it holds the order's collect secret, which
 * `collect` and the bank-ID registration ask for (`__Host-` and Secure behind TLS).
 */
export const BANKID_COLLECT_COOKIE = 'pf_bankid';

export type StartedOrder = { orderRef: string; collectSecret: string; giiUrl: string };

export type CollectOutcome =
  | { kind: 'player'; playerId: string }
  | { kind: 'no-account'; orderRef: string }
  | { kind: 'pending' }
  | { kind: 'cancelled' }
  | { kind: 'expired' }
  | { kind: 'unknown' };

export type ApproveOutcome = 'approved' | 'cancelled' | 'invalid-number' | 'not-pending';

export type VerifiedPerson = { personalNumber: string; birthDate: string };

export type BankIdService = {
  /** Starts an order for this browser; `giiUrl` is the identity provider's page. */
  start(locale: Locale): Promise<StartedOrder>;
  /** The order the provider page shows, when its secret matches and it is still pending. */
  pendingOrder(orderRef: string, approveSecret: string): Promise<BankIdOrderRow | null>;
  /** The provider page's answer: approve with a personal number, or cancel. */
  settle(
    orderRef: string,
    approveSecret: string,
    answer: { personalNumber: string } | 'cancel',
  ): Promise<ApproveOutcome>;
  /** The starting browser collects the result; a known person is logged in once. */
  collect(orderRef: string, collectSecret: string): Promise<CollectOutcome>;
  /**
   * For registration: the verified person of this browser's complete order, while it has no
   * account yet. The order stays unused until `completeRegistration`, so a form error costs the
   * person no second approval.
   */
  verifiedPerson(orderRef: string, collectSecret: string): Promise<VerifiedPerson | null>;
  /** Uses the order up and ties its person to the new player; false when already used. */
  completeRegistration(orderRef: string, collectSecret: string, playerId: string): Promise<boolean>;
  /** Ties a verified person to a player (operator tools, tests). */
  linkIdentity(personalNumber: string, playerId: string): Promise<boolean>;
  /**
   * The personnummer BankID verified for a player, read in the caller's transaction when given
   * (the national register Spelpaus and our own exclusion list key people by it).
   */
  personalNumberOf(playerId: string, tx?: Database): Promise<string | undefined>;
};

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function secretMatches(secret: string, hash: string): boolean {
  const given = Buffer.from(sha256(secret), 'hex');
  const stored = Buffer.from(hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

function isoDate(birth: { day: number; month: number; year: number }): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${birth.year}-${pad(birth.month)}-${pad(birth.day)}`;
}

export function createBankIdService(db: Database, now: Clock = () => new Date()): BankIdService {
  async function liveOrder(orderRef: string): Promise<BankIdOrderRow | 'expired' | undefined> {
    const order = await findOrder(db, orderRef);
    if (order === undefined) return undefined;
    return order.expiresAt <= now() ? 'expired' : order;
  }

  return {
    async start(locale) {
      const orderRef = randomBytes(16).toString('hex');
      const collectSecret = randomBytes(32).toString('base64url');
      const approveSecret = randomBytes(32).toString('base64url');
      await insertOrder(db, {
        orderRef,
        collectSecretHash: sha256(collectSecret),
        approveSecretHash: sha256(approveSecret),
        locale,
        expiresAt: new Date(now().getTime() + BANKID_ORDER_LIFETIME_MS),
      });
      const query = new URLSearchParams({ order: orderRef, secret: approveSecret });
      return { orderRef, collectSecret, giiUrl: `${SANDBOX_AUTHORIZE_PATH}?${query.toString()}` };
    },

    async pendingOrder(orderRef, approveSecret) {
      const order = await liveOrder(orderRef);
      if (order === undefined || order === 'expired') return null;
      if (order.status !== 'pending' || !secretMatches(approveSecret, order.approveSecretHash))
        return null;
      return order;
    },

    async settle(orderRef, approveSecret, answer) {
      const order = await this.pendingOrder(orderRef, approveSecret);
      if (order === null) return 'not-pending';
      if (answer === 'cancel') {
        return (await settleOrder(db, orderRef, now(), { status: 'cancelled' }))
          ? 'cancelled'
          : 'not-pending';
      }
      const person = parseSwedishPersonalNumber(answer.personalNumber);
      if (person === null) return 'invalid-number';
      const settled = await settleOrder(db, orderRef, now(), {
        status: 'complete',
        personalNumber: person.normalised,
        birthDate: isoDate(person.birth),
      });
      return settled ? 'approved' : 'not-pending';
    },

    async collect(orderRef, collectSecret) {
      const order = await liveOrder(orderRef);
      if (order === 'expired') return { kind: 'expired' };
      if (order === undefined || !secretMatches(collectSecret, order.collectSecretHash))
        return { kind: 'unknown' };
      if (order.status === 'pending') return { kind: 'pending' };
      if (order.status === 'cancelled' || order.personalNumber === null)
        return { kind: 'cancelled' };
      const playerId = await findPlayerIdByPersonalNumber(db, order.personalNumber);
      if (playerId === undefined) return { kind: 'no-account', orderRef };
      // One approval logs in once: a replayed collect finds the order used.
      return (await consumeOrder(db, orderRef, now()))
        ? { kind: 'player', playerId }
        : { kind: 'unknown' };
    },

    async verifiedPerson(orderRef, collectSecret) {
      const order = await liveOrder(orderRef);
      if (order === undefined || order === 'expired' || order.consumedAt !== null) return null;
      if (!secretMatches(collectSecret, order.collectSecretHash)) return null;
      if (order.status !== 'complete' || order.personalNumber === null) return null;
      if (order.birthDate === null) return null;
      if ((await findPlayerIdByPersonalNumber(db, order.personalNumber)) !== undefined) return null;
      return { personalNumber: order.personalNumber, birthDate: order.birthDate };
    },

    async completeRegistration(orderRef, collectSecret, playerId) {
      const person = await this.verifiedPerson(orderRef, collectSecret);
      if (person === null || !(await consumeOrder(db, orderRef, now()))) return false;
      return insertIdentity(db, person.personalNumber, playerId);
    },

    linkIdentity: (personalNumber, playerId) => insertIdentity(db, personalNumber, playerId),

    personalNumberOf: (playerId, tx) => findPersonalNumberByPlayerId(tx ?? db, playerId),
  };
}
