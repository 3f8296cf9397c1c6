import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createJsonMemo } from './json-memo';

const ZAnswer = z.object({ id: z.string(), total: z.number() });

describe('createJsonMemo', () => {
  it('checks and serializes an answer object once, then answers the same text', () => {
    const parse = vi.spyOn(ZAnswer, 'parse');
    const json = createJsonMemo(ZAnswer);
    const answer = { id: 'a', total: 2 };
    expect(json(answer)).toBe('{"id":"a","total":2}');
    expect(json(answer)).toBe('{"id":"a","total":2}');
    expect(parse).toHaveBeenCalledTimes(1);
    expect(json({ id: 'a', total: 3 })).toBe('{"id":"a","total":3}');
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('keeps to the contract: drops what it does not name and refuses what breaks it', () => {
    const json = createJsonMemo(ZAnswer);
    expect(json({ id: 'b', total: 1, secret: 'x' } as { id: string; total: number })).toBe(
      '{"id":"b","total":1}',
    );
    expect(() => json({ id: 'c', total: Number.NaN })).toThrow();
  });
});
