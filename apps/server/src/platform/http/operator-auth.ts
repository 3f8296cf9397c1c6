import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors';

export type OperatorKey = { id: string; secret: string };

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * The operator API's credentials (config.operatorApiKeys): `Authorization: Bearer <token>`. Every
 * key is compared, in constant time over equal-length digests, so the answer's timing tells
 * nothing about which key or how much of one matched.
 */
export function createOperatorAuth(keys: readonly OperatorKey[]) {
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

  return {
    /** onRequest hook: 401 OPERATOR_UNAUTHORIZED unless a known token is presented. */
    async authenticate(request: FastifyRequest): Promise<void> {
      const header = request.headers.authorization;
      const token = /^Bearer ([^\s]{1,512})$/i.exec(header ?? '')?.[1];
      const operatorId = token === undefined ? undefined : match(token);
      if (operatorId === undefined) throw new AppError('OPERATOR_UNAUTHORIZED');
      operators.set(request, operatorId);
    },

    /** The id of the key that `authenticate` accepted, recorded on each decision. */
    operatorOf(request: FastifyRequest): string {
      const operatorId = operators.get(request);
      if (operatorId === undefined) throw new AppError('OPERATOR_UNAUTHORIZED');
      return operatorId;
    },
  };
}
