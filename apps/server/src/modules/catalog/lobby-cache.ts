// The lobby's in-process caches (spec 000 §9 "Lobby games 60 s"). Entries live for a fixed time on
// the service's clock (so tests move the clock instead of waiting), a cache holds a bounded number
// of keys (the least recently used goes first), and concurrent misses of one key share one load.

export type TtlCache<V> = {
  /** The cached value, or the one `load` gives (once for all callers waiting on the same key). */
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
  readonly size: number;
};

type Entry<V> = { value: Promise<V>; expiresAt: number };

export function createTtlCache<V>(options: {
  ttlMs: number;
  maxEntries: number;
  now: () => Date;
}): TtlCache<V> {
  const { ttlMs, maxEntries, now } = options;
  // A Map keeps insertion order: re-inserting on use makes the first key the least recently used.
  const entries = new Map<string, Entry<V>>();

  function fresh(key: string): Entry<V> | undefined {
    const entry = entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= now().getTime()) {
      entries.delete(key);
      return undefined;
    }
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  function evict(): void {
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) return;
      entries.delete(oldest);
    }
  }

  return {
    get(key, load) {
      const cached = fresh(key);
      if (cached !== undefined) return cached.value;
      const value = load();
      const entry = { value, expiresAt: now().getTime() + ttlMs };
      entries.set(key, entry);
      evict();
      // A failed load is not kept: the next caller tries again.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
