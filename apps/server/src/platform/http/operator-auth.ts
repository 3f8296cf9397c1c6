import { createHash, timingSafeEqual } from 'node:crypto';
import { MINUTE_MS } from '@playfair/domain/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';
import { addressBucket } from '../throttle/client-address';
import type { ThrottlePolicy, ThrottleStore } from '../throttle/throttle-store';

export type OperatorKey = { id: string; secret: string };

/**
 * Wrong tokens per address (IPv4, or an IPv6 /64), like the login's address throttle: 5 free
 * failures, then 30 s doubling up to 15 min. A right token gives its attempt back.
 */
export const OPERATOR_ADDRESS_THROTTLE: ThrottlePolicy = {
  freeFailures: 5,
  windowMs: 15 * MINUTE_MS,
  firstLockMs: 30_000,
  maxLockMs: 15 * MINUTE_MS,
};

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

export type OperatorAuth = {
  /** onRequest hook: 429 while the address is locked, 401 unless a known token is presented. */
  authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** The id of the key that `authenticate` accepted, recorded on each decision. */
  operatorOf(request: FastifyRequest): string;
};

/**
 * The operator API's credentials (config.operatorApiKeys): `Authorization: Bearer <token>`. Every
 * key is compared, in constant time over equal-length digests, so the answer's timing tells
 * nothing about which key or how much of one matched; guesses are throttled per address on the
 * store the login throttle uses (in Redis when several processes share it).
 */
export function createOperatorAuth(
  keys: readonly OperatorKey[],
  { throttle, now = () => new Date() }: { throttle: ThrottleStore; now?: () => Date },
): OperatorAuth {
  const known = keys.map((key) => ({ id: key.id, digest: digest(key.secret) }));
  const operators = new WeakMap<FastifyRequest, string>();

  function match(token: string): string | undefined {
    const presented = digest(token);
    let found: string | undefined;
    for (const key of known) {
      if (timingSafeEqual(presented, key.digest) && found === undefined) found = key.id;
    }
    return found;
  }

  async function guarded<T>(operation: () => Promise<T>): Promise<T> {
    try {
      return await operation();
    } catch (error) {
      // Fail closed: without its counters the API cannot be protected from guessing.
      throw new AppError('SERVICE_UNAVAILABLE', {
        cause: error,
        detail: 'operator throttle store',
      });
    }
  }

  return {
    async authenticate(request, reply) {
      const throttleKey = `operator:address:${addressBucket(request.ip)}`;
      const take = await guarded(() =>
        throttle.take(throttleKey, now().getTime(), OPERATOR_ADDRESS_THROTTLE),
      );
      if (!take.isAllowed) {
        void reply.header('retry-after', String(Math.max(1, Math.ceil(take.retryAfterMs / 1000))));
        throw new AppError('RATE_LIMITED');
      }
      const header = request.headers.authorization;
      const token = /^Bearer ([^\s]{1,512})$/i.exec(header ?? '')?.[1];
      const operatorId = token === undefined ? undefined : match(token);
      if (operatorId === undefined) throw new AppError('OPERATOR_UNAUTHORIZED');
      await guarded(() => throttle.giveBack(throttleKey, take.hasLocked));
      operators.set(request, operatorId);
    },

    operatorOf(request) {
      const operatorId = operators.get(request);
      if (operatorId === undefined) throw new AppError('OPERATOR_UNAUTHORIZED');
      return operatorId;
    },
  };
}
