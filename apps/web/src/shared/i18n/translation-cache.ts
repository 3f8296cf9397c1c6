import { z } from 'zod';
import type { TranslationPayload } from './api/get-translation-selection';

const CACHE_PREFIX = 'playfair:translations';

/** Which texts an entry holds: the locale, a group of keys, and the catalogs' version. */
export type CatalogId = { locale: string; namespace: string; version: string };

const ZCachedCatalog = z.object({
  keys: z.array(z.string()),
  payload: z.record(z.string(), z.string()),
});

function catalogPrefix({ locale, namespace }: Omit<CatalogId, 'version'>): string {
  return `${CACHE_PREFIX}:${locale}:${namespace}:`;
}

/** spec 000 §4: the session-storage key; a new `translationsVersion` makes every entry stale. */
export function translationCacheKey(id: CatalogId): string {
  return `${catalogPrefix(id)}${id.version}`;
}

/**
 * The cached texts, when the entry was stored for every key asked now (a newer build may ask for
 * more keys under the same catalog version); null otherwise.
 */
export function readCachedTranslations(
  storage: Storage | null,
  id: CatalogId,
  keys: readonly string[],
): TranslationPayload | null {
  if (storage === null) return null;
  try {
    const raw = storage.getItem(translationCacheKey(id));
    if (raw === null) return null;
    const cached = ZCachedCatalog.safeParse(JSON.parse(raw));
    if (!cached.success) return null;
    const stored = new Set(cached.data.keys);
    return keys.every((key) => stored.has(key)) ? cached.data.payload : null;
  } catch {
    return null;
  }
}

/** Stores the texts and drops the entries of older versions of the same catalog. */
export function writeCachedTranslations(
  storage: Storage | null,
  id: CatalogId,
  keys: readonly string[],
  payload: TranslationPayload,
): void {
  if (storage === null) return;
  const key = translationCacheKey(id);
  const prefix = catalogPrefix(id);
  try {
    const stale: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const candidate = storage.key(index);
      if (candidate !== null && candidate.startsWith(prefix) && candidate !== key) {
        stale.push(candidate);
      }
    }
    for (const candidate of stale) storage.removeItem(candidate);
    storage.setItem(key, JSON.stringify({ keys, payload }));
  } catch {
    // A full or disabled storage only costs the next page load a request.
  }
}
