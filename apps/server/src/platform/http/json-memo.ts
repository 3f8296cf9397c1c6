import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { encodedText, sendEncoded, type EncodedText } from './encoding';

/**
 * JSON of answers checked against their contract, made once per answer object and then reused,
 * plain and compressed (`encoding.ts`): an answer shared by many callers for a while (a visitor's
 * lobby, cached 60 s) is checked, serialized and compressed once, not per request. An object made
 * for one request passes through as well (its entry goes when it does).
 */
export function createJsonMemo<T extends object>(schema: z.ZodType<T>): (answer: T) => EncodedText {
  const memo = new WeakMap<T, EncodedText>();
  return (answer) => {
    const cached = memo.get(answer);
    if (cached !== undefined) return cached;
    const encoded = encodedText(JSON.stringify(schema.parse(answer)));
    memo.set(answer, encoded);
    return encoded;
  };
}

/** Sends `answer` as JSON from the memo, compressed as the caller accepts. */
export function sendJson<T extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  memo: (answer: T) => EncodedText,
  answer: T,
): Promise<FastifyReply> {
  return sendEncoded(request, reply, memo(answer), 'application/json; charset=utf-8');
}
