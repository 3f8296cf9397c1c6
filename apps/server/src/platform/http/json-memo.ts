import type { z } from 'zod';

/**
 * JSON text of answers checked against their contract, made once per answer object and then
 * reused: an answer shared by many callers for a while (a visitor's lobby, cached 60 s) is
 * checked and serialized once, not per request. An object made for one request passes through
 * as well (its entry goes when it does). Send the text as `application/json`.
 */
export function createJsonMemo<T extends object>(schema: z.ZodType<T>): (answer: T) => string {
  const texts = new WeakMap<T, string>();
  return (answer) => {
    const cached = texts.get(answer);
    if (cached !== undefined) return cached;
    const text = JSON.stringify(schema.parse(answer));
    texts.set(answer, text);
    return text;
  };
}
