import { describe, expect, it } from 'vitest';
import { createAttemptKeys } from './attempt-key';

function counter() {
  let next = 0;
  return () => {
    next += 1;
    return `key-${next}`;
  };
}

describe('createAttemptKeys (DESIGN §4: one idempotency key per attempt)', () => {
  it('gives the same attempt the same key until it has its answer', () => {
    const keys = createAttemptKeys(counter());
    expect(keys.keyFor('20|cvc')).toBe('key-1');
    expect(keys.keyFor('20|cvc')).toBe('key-1');

    keys.settle();

    expect(keys.keyFor('20|cvc')).toBe('key-2');
  });

  it('gives other values a new key', () => {
    const keys = createAttemptKeys(counter());
    expect(keys.keyFor('20')).toBe('key-1');
    expect(keys.keyFor('25')).toBe('key-2');
  });

  it('makes UUIDs by default, which the contract accepts', () => {
    const key = createAttemptKeys().keyFor('x');
    expect(key).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(createAttemptKeys().keyFor('x')).not.toBe(key);
  });
});
