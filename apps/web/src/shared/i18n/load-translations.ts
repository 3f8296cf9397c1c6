import { MAX_TRANSLATION_KEYS } from '@playfair/contracts/translations';
import {
  getTranslationSelection,
  type TranslationPayload,
  type TranslationSelectionRequest,
} from './api/get-translation-selection';
import {
  type CatalogId,
  readCachedTranslations,
  writeCachedTranslations,
} from './translation-cache';

export type FetchTranslations = (
  request: TranslationSelectionRequest,
) => Promise<TranslationPayload>;

export type LoadTranslationsInput = CatalogId & {
  keys: readonly string[];
  storage: Storage | null;
  fetchTranslations?: FetchTranslations;
};

function inBatches<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    batches.push(items.slice(start, start + size));
  }
  return batches;
}

/**
 * spec 000 §4 "Translations": read from session storage first, then fetch, then cache. A request
 * holds at most MAX_TRANSLATION_KEYS keys, so a longer list goes in several.
 */
export async function loadTranslations({
  keys,
  storage,
  fetchTranslations = getTranslationSelection,
  ...id
}: LoadTranslationsInput): Promise<TranslationPayload> {
  const uniqueKeys = [...new Set(keys)];
  const cached = readCachedTranslations(storage, id, uniqueKeys);
  if (cached !== null) return cached;

  const payloads = await Promise.all(
    inBatches(uniqueKeys, MAX_TRANSLATION_KEYS).map((batch) =>
      fetchTranslations({ locale: id.locale, keys: batch }),
    ),
  );
  const payload: TranslationPayload = Object.assign({}, ...payloads);
  writeCachedTranslations(storage, id, uniqueKeys, payload);
  return payload;
}
