import { describe, expect, it } from 'vitest';
import { createByteLru } from './byte-lru';

describe('createByteLru', () => {
  it('evicts the least recently used values until the new one fits', () => {
    const cache = createByteLru<string>(100);
    cache.set('a', 'A', 40);
    cache.set('b', 'B', 40);
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C', 40);
    // 'b' was the least recently used once 'a' was read.
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
    expect(cache.bytes).toBe(80);
    expect(cache.size).toBe(2);
  });

  it('never holds more than its bound and skips a value larger than the whole cache', () => {
    const cache = createByteLru<number>(50);
    for (let index = 0; index < 20; index += 1) {
      cache.set(`k${index}`, index, 7);
      expect(cache.bytes).toBeLessThanOrEqual(50);
    }
    cache.set('huge', 1, 51);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('k19')).toBe(19);
  });

  it('replaces a key without counting its old bytes twice', () => {
    const cache = createByteLru<string>(100);
    cache.set('a', 'old', 60);
    cache.set('a', 'new', 30);
    expect(cache.get('a')).toBe('new');
    expect(cache.bytes).toBe(30);
  });
});
