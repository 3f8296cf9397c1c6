import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogChain, type Locale } from '@playfair/domain/locales';

const CATALOGS = join(import.meta.dirname, '../apps/server/src/modules/i18n/catalogs');

function read(locale: string): Record<string, string> {
  return JSON.parse(readFileSync(join(CATALOGS, `${locale}.json`), 'utf8')) as Record<
    string,
    string
  >;
}

/**
 * The texts a visitor on `locale` reads, with the server's fallback chain applied — taken from the
 * shipped catalogs, never retyped in a journey.
 */
export function textsFor(locale: Locale): (key: string) => string {
  const chain = catalogChain(locale).map(read);
  return (key) => {
    for (const catalog of chain) {
      const text = catalog[key];
      if (text !== undefined) return text;
    }
    throw new Error(`no catalog has ${key}`);
  };
}
