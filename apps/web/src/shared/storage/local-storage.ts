/**
 * The browser's local storage (shared by the site's windows), or null where it cannot be used (some
 * private modes throw on access). Callers treat null as "nothing stored" and carry on.
 */
export function getLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Writes `value` as JSON under `key`; a storage that refuses it (full, private mode) keeps none. */
export function writeStoredJson(storage: Storage | null, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Not kept: readers find nothing, as before.
  }
}

/** Reads `key`, or null when the storage has none or cannot be read. */
export function readStored(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Removes `key` only while its value `isOwn` (another window may have written it since). */
export function removeStoredIf(
  storage: Storage | null,
  key: string,
  isOwn: (raw: string | null) => boolean,
): void {
  try {
    if (storage !== null && isOwn(storage.getItem(key))) storage.removeItem(key);
  } catch {
    // Nothing to remove from a storage that cannot be read.
  }
}
