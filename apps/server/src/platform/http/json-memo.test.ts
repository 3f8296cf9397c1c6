import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createJsonMemo } from './json-memo';

const ZAnswer = z.object({ id: z.string(), total: z.number() });

describe('createJsonMemo', () => {
  it('checks and serializes an answer object once, then answers the same text', () => {
    const parse = vi.spyOn(ZAnswer, 'parse');
    const memo = createJsonMemo(ZAnswer);
    const answer = { id: 'a', total: 2 };
    expect(memo(answer).text).toBe('{"id":"a","total":2}');
    expect(memo(answer).text).toBe('{"id":"a","total":2}');
    expect(parse).toHaveBeenCalledTimes(1);
    expect(memo({ id: 'a', total: 3 }).text).toBe('{"id":"a","total":3}');
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('keeps to the contract: drops what it does not name and refuses what breaks it', () => {
    const memo = createJsonMemo(ZAnswer);
    expect(memo({ id: 'b', total: 1, secret: 'x' } as { id: string; total: number }).text).toBe(
      '{"id":"b","total":1}',
    );
    expect(() => memo({ id: 'c', total: Number.NaN })).toThrow();
  });

  it('compresses an answer object once per encoding', async () => {
    const memo = createJsonMemo(ZAnswer);
    const answer = { id: 'd', total: 4 };
    const first = await memo(answer).bytes('br');
    expect(await memo(answer).bytes('br')).toBe(first);
    expect(brotliDecompressSync(first).toString('utf8')).toBe('{"id":"d","total":4}');
    expect(await memo({ ...answer }).bytes('br')).not.toBe(first);
  });
});
