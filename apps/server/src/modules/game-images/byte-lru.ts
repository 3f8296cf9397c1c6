/**
 * A least-recently-used cache bounded by the bytes of its values rather than their number, so a
 * cache of 600 px banners and 75 px thumbnails holds as much as memory allows and no more.
 */
export type ByteLru<V> = {
  get(key: string): V | undefined;
  /** Stores the value as the most recent; a value larger than the whole cache is not stored. */
  set(key: string, value: V, bytes: number): void;
  /** The bytes held now (never more than the bound). */
  readonly bytes: number;
  readonly size: number;
};

export function createByteLru<V>(maxBytes: number): ByteLru<V> {
  // A Map iterates in insertion order: re-inserting on every hit keeps the oldest first.
  const entries = new Map<string, { value: V; bytes: number }>();
  let total = 0;

  function evictUntilWithin(bound: number): void {
    for (const [key, entry] of entries) {
      if (total <= bound) return;
      entries.delete(key);
      total -= entry.bytes;
    }
  }

  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, bytes) {
      if (bytes > maxBytes) return;
      const previous = entries.get(key);
      if (previous !== undefined) {
        entries.delete(key);
        total -= previous.bytes;
      }
      evictUntilWithin(maxBytes - bytes);
      entries.set(key, { value, bytes });
      total += bytes;
    },
    get bytes() {
      return total;
    },
    get size() {
      return entries.size;
    },
  };
}
