import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { requestHash, sortedEntries } from './idempotency';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('requestHash', () => {
  it('hashes equal meanings equally, whatever the order of their keys', () => {
    expect(requestHash({ a: 1, b: { c: 2n, d: undefined } })).toBe(
      requestHash({ b: { c: 2n }, a: 1 }),
    );
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
  });

  // Hashes are stored beside their keys: they must stay what they were when the rows were written.
  it('keeps the hashes stored before it: a list of values hashes as its JSON', () => {
    const fields = ['debit', 'player', 'round', null, true, 100];
    expect(requestHash(fields)).toBe(sha256(JSON.stringify(fields)));
    const form = sortedEntries({ method: 'card', amount: '10' });
    expect(requestHash(form)).toBe(
      sha256(
        JSON.stringify([
          ['amount', '10'],
          ['method', 'card'],
        ]),
      ),
    );
  });
});
