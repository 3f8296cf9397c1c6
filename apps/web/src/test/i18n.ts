import englishCatalog from '@playfair/server/src/modules/i18n/catalogs/en.json';
import { APP_TEXT_NAMESPACES, COMMON_NAMESPACE } from '../app/text-keys';
import { startI18n } from '../shared/i18n/create-i18n';

/** The English catalog the server serves. */
export const ENGLISH_CATALOG: Readonly<Record<string, string>> = englishCatalog;

/** The English texts a player reads: tests render these, so they assert real words, not keys. */
export const TEST_ENGLISH_TEXTS: Readonly<Record<string, string>> = ENGLISH_CATALOG;

/**
 * A ready i18n instance, loaded through the real backend with the server call replaced by the
 * given catalog (English by default).
 */
export async function createTestI18n(
  locale = 'en',
  catalog: Readonly<Record<string, string>> = TEST_ENGLISH_TEXTS,
) {
  const { i18n, isReady } = await startI18n({
    locale,
    version: 'test',
    defaultNamespace: COMMON_NAMESPACE,
    namespaces: APP_TEXT_NAMESPACES,
    storage: null,
    fetchTranslations: async ({ keys }) =>
      Object.fromEntries(keys.filter((key) => key in catalog).map((key) => [key, catalog[key]!])),
  });
  if (!isReady) throw new Error('test texts did not load');
  return i18n;
}
