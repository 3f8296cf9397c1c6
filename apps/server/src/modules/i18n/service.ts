import { IntlMessageFormat } from 'intl-messageformat';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  catalogChain,
  isSupportedLocale,
  LOCALE_INFO,
  type Locale,
} from '@playfair/domain/locales';
import { TRANSLATION_KEY_PATTERN } from '@playfair/contracts/translations';
import { SERVER_ROOT } from '../../platform/config';
import type { Database } from '../../platform/db/client';
import { listTranslations, upsertCatalogTexts, type TranslationRow } from './repo';

const CATALOG_FOLDER = join(SERVER_ROOT, 'src/modules/i18n/catalogs');

/** Reads the shipped catalogs (one `<locale>.json` per supported locale) and checks their shape. */
export async function readShippedCatalogs(folder = CATALOG_FOLDER): Promise<TranslationRow[]> {
  const files = (await readdir(folder)).filter((name) => name.endsWith('.json')).sort();
  const rows: TranslationRow[] = [];
  for (const file of files) {
    const locale = file.slice(0, -'.json'.length);
    if (!isSupportedLocale(locale)) throw new Error(`catalog ${file} is for no supported locale`);
    const catalog: unknown = JSON.parse(await readFile(join(folder, file), 'utf8'));
    if (typeof catalog !== 'object' || catalog === null || Array.isArray(catalog)) {
      throw new Error(`catalog ${file} is not an object of key → text`);
    }
    for (const [key, text] of Object.entries(catalog)) {
      if (!TRANSLATION_KEY_PATTERN.test(key) || typeof text !== 'string') {
        throw new Error(`catalog ${file}: bad entry ${JSON.stringify(key)}`);
      }
      rows.push({ locale, key, text });
    }
  }
  return rows;
}

export type I18nService = {
  /** Writes the shipped catalogs to the database (idempotent), then reloads. */
  seed(): Promise<void>;
  /** Reads every text from the database into memory. */
  reload(): Promise<void>;
  /** spec 000 §7/§8: the texts of `keys` for `locale`, each falling back along the chain to English. */
  select(locale: Locale, keys: readonly string[]): Record<string, string>;
  /**
   * One text, falling back to English, else the key itself (never an empty message); with
   * `params`, its ICU arguments filled in (a date argument takes epoch milliseconds).
   */
  translate(locale: Locale, key: string, params?: Record<string, string | number>): string;
  /** A short hash of every text: changes whenever any text changes. */
  version(): string;
};

export function createI18nService(db: Database): I18nService {
  let catalogs = new Map<string, Map<string, string>>();
  let currentVersion = 'empty';

  function lookup(locale: Locale, key: string): string | undefined {
    for (const candidate of catalogChain(locale)) {
      const text = catalogs.get(candidate)?.get(key);
      if (text !== undefined) return text;
    }
    return undefined;
  }

  async function reload(): Promise<void> {
    const rows = await listTranslations(db);
    const next = new Map<string, Map<string, string>>();
    const hash = createHash('sha256');
    for (const row of rows) {
      let catalog = next.get(row.locale);
      if (catalog === undefined) {
        catalog = new Map();
        next.set(row.locale, catalog);
      }
      catalog.set(row.key, row.text);
      hash.update(`${row.locale}\u0000${row.key}\u0000${row.text}\u0000`);
    }
    catalogs = next;
    currentVersion = hash.digest('hex').slice(0, 12);
  }

  return {
    async seed() {
      await upsertCatalogTexts(db, await readShippedCatalogs());
      await reload();
    },
    reload,
    select(locale, keys) {
      const payload: Record<string, string> = {};
      for (const key of keys) {
        const text = lookup(locale, key);
        if (text !== undefined) payload[key] = text;
      }
      return payload;
    },
    translate(locale, key, params) {
      const text = lookup(locale, key) ?? key;
      if (params === undefined) return text;
      try {
        return String(new IntlMessageFormat(text, LOCALE_INFO[locale].languageTag).format(params));
      } catch {
        // A text whose arguments do not fit is still better shown unfilled than not at all.
        return text;
      }
    },
    version: () => currentVersion,
  };
}
