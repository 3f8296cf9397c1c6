import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import {
  catalogChain,
  LOCALE_INFO,
  SUPPORTED_LOCALES,
  type Locale,
} from '@playfair/domain/locales';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

type Catalog = Record<string, string>;

const CATALOG_DIR = dirname(fileURLToPath(import.meta.url));

function readRaw(locale: string): string {
  return readFileSync(join(CATALOG_DIR, `${locale}.json`), 'utf8');
}

function loadCatalog(locale: string): Catalog {
  return JSON.parse(readRaw(locale)) as Catalog;
}

const en = loadCatalog('en');
const EN_KEYS = Object.keys(en);
const REGISTRATION_KEYS = EN_KEYS.filter((key) => key.startsWith('registration_status_'));

const OTHER_LOCALES = SUPPORTED_LOCALES.filter((locale) => locale !== 'en');
const catalogs = Object.fromEntries(
  SUPPORTED_LOCALES.map((locale) => [locale, loadCatalog(locale)]),
) as Record<Locale, Catalog>;

/** Locales translated in full; nl leaves out the registration status messages (spec 001 §8). */
const FULL_LOCALES = ['fi', 'sv', 'no', 'es', 'hr', 'pl', 'is', 'sr', 'nl', 'de'] as const;
/** Locales that only hold the keys differing from the first catalog in their fallback chain. */
const PARTIAL_LOCALES = ['gb', 'nz', 'in', 'ca', 'se', 'pe', 'au'] as const;

/** Plural categories each message must spell out, beyond the ones Intl allows. */
const REQUIRED_PLURAL_CATEGORIES: Partial<Record<Locale, readonly string[]>> = {
  hr: ['one', 'few', 'other'],
  sr: ['one', 'few', 'other'],
  pl: ['one', 'few', 'many', 'other'],
};

const SAMPLE_VALUES = {
  days: 3,
  rate: '7,53450',
  minutes: 60,
  pause: 5,
  year: 2026,
  amount: '€5.00',
  left: '€20.00',
  authority: 'Malta Gaming Authority',
  // Epoch milliseconds, as the server passes dates to `{date, date, long}`.
  date: Date.UTC(2027, 0, 1),
  brand: 'Playfair',
  code: '049257',
  currency: 'EUR',
  digits: 8,
  email: 'player@example.com',
  hours: 24,
  label: 'Casino',
  minimumAge: 18,
  register: 'Spelpaus',
  step: 2,
  total: 3,
  percent: 100,
  multiplier: 10,
  name: 'Hourly race',
  position: 2,
  prize: '€50 cash',
  tickets: 4,
  cap: 1000,
  clock: '01:02:03',
  minRounds: 50,
  minCashback: '€1.00',
  megabytes: 10,
  kind: 'Identity document',
  reason: 'The photo is blurred',
};
const SAMPLE_COUNTS = [1, 2, 5, 21];

function languageTag(locale: Locale): string {
  return LOCALE_INFO[locale].languageTag;
}

function compile(message: string, locale: Locale): IntlMessageFormat {
  return new IntlMessageFormat(message, languageTag(locale));
}

type PluralInfo = { argument: string; categories: string[] };

function collect(
  elements: MessageFormatElement[],
  placeholders: Set<string>,
  plurals: PluralInfo[],
): void {
  for (const element of elements) {
    if (
      isArgumentElement(element) ||
      isNumberElement(element) ||
      isDateElement(element) ||
      isTimeElement(element)
    ) {
      placeholders.add(element.value);
    } else if (isPluralElement(element) || isSelectElement(element)) {
      placeholders.add(element.value);
      if (isPluralElement(element)) {
        plurals.push({ argument: element.value, categories: Object.keys(element.options) });
      }
      for (const option of Object.values(element.options))
        collect(option.value, placeholders, plurals);
    } else if (isTagElement(element)) {
      collect(element.children, placeholders, plurals);
    }
  }
}

function analyse(
  message: string,
  locale: Locale,
): { placeholders: string[]; plurals: PluralInfo[] } {
  const placeholders = new Set<string>();
  const plurals: PluralInfo[] = [];
  collect(compile(message, locale).getAst(), placeholders, plurals);
  return { placeholders: [...placeholders].sort(), plurals };
}

function format(locale: Locale, key: string, values: Record<string, string | number>): string {
  const message = catalogs[locale][key];
  if (message === undefined) throw new Error(`${locale} has no ${key}`);
  return String(compile(message, locale).format(values));
}

describe('catalog files', () => {
  it('exist for every supported locale and for nothing else', () => {
    const files = readdirSync(CATALOG_DIR)
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.replace(/\.json$/, ''))
      .sort();
    expect(files).toEqual([...SUPPORTED_LOCALES].sort());
  });

  it('classify every non-English locale as full or partial', () => {
    expect([...FULL_LOCALES, ...PARTIAL_LOCALES].sort()).toEqual([...OTHER_LOCALES].sort());
  });
});

describe.each(SUPPORTED_LOCALES)('%s catalog', (locale) => {
  const catalog = catalogs[locale];
  const keys = Object.keys(catalog);

  it('is UTF-8 JSON with 2-space indentation and a final newline', () => {
    expect(readRaw(locale)).toBe(`${JSON.stringify(catalog, null, 2)}\n`);
  });

  it('is a non-empty object of strings', () => {
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(typeof catalog[key], key).toBe('string');
  });

  it('has no keys that English lacks, in the English order', () => {
    expect(keys.filter((key) => !(key in en))).toEqual([]);
    expect(keys).toEqual(EN_KEYS.filter((key) => key in catalog));
  });

  it('parses as ICU and formats the sample values', () => {
    for (const key of keys) {
      for (const count of SAMPLE_COUNTS) {
        const output = format(locale, key, { ...SAMPLE_VALUES, count });
        expect(output, `${key} (count ${count})`).not.toMatch(/[{}]/);
      }
    }
  });

  it('formats every plural argument with the number it was given', () => {
    for (const key of keys) {
      for (const n of [0, 1, 2, 3, 5, 11, 12, 21, 22, 25, 100, 101]) {
        const values = {
          ...SAMPLE_VALUES,
          count: n,
          ...Object.fromEntries(
            analyse(catalog[key]!, locale).plurals.map(({ argument }) => [argument, n]),
          ),
        };
        const output = format(locale, key, values);
        for (const { argument } of analyse(catalog[key]!, locale).plurals) {
          expect(output, `${key}: ${argument}=${n}`).toMatch(new RegExp(`(^|\\D)${n}(\\D|$)`));
        }
      }
    }
  });

  it('keeps the English placeholders', () => {
    for (const key of keys) {
      expect(analyse(catalog[key]!, locale).placeholders, key).toEqual(
        analyse(en[key]!, 'en').placeholders,
      );
    }
  });

  it('uses the plural categories of its language, always with an other branch', () => {
    const allowed = new Intl.PluralRules(languageTag(locale)).resolvedOptions().pluralCategories;
    const required = REQUIRED_PLURAL_CATEGORIES[locale] ?? ['other'];
    for (const key of keys) {
      for (const { argument, categories } of analyse(catalog[key]!, locale).plurals) {
        const named = categories.filter((category) => !category.startsWith('='));
        expect(named, `${key}: ${argument}`).toEqual(expect.arrayContaining([...required]));
        for (const category of named) {
          expect(allowed, `${key}: ${argument} {${category}}`).toContain(category);
        }
      }
    }
  });

  it('keeps the fixed parts: (106), the age 18 and the ©', () => {
    const status106 = catalog.registration_status_106;
    if (status106 !== undefined) expect(status106).toContain('(106)');
    const ageNotice = catalog.footer_age_notice;
    if (ageNotice !== undefined) expect(ageNotice).toMatch(/(^|\D)18(\D|$)/);
    const ageBadge = catalog.footer_age_badge_label;
    if (ageBadge !== undefined) expect(ageBadge).toMatch(/(^|\D)18(\D|$)/);
    const copyright = catalog.footer_copyright;
    if (copyright !== undefined) expect(copyright).toMatch(/^© \{year\} Playfair\./);
  });

  it('resolves every English key through its fallback chain', () => {
    for (const key of EN_KEYS) {
      const source = catalogChain(locale).find((candidate) => key in catalogs[candidate]);
      expect(source, key).toBeDefined();
    }
  });
});

describe.each(FULL_LOCALES)('full translation: %s', (locale) => {
  const catalog = catalogs[locale];
  const expectedKeys =
    locale === 'nl' ? EN_KEYS.filter((key) => !REGISTRATION_KEYS.includes(key)) : EN_KEYS;

  it('has every English key', () => {
    expect(Object.keys(catalog)).toEqual(expectedKeys);
  });

  it('is not a copy of the English texts', () => {
    const copies = expectedKeys.filter((key) => catalog[key] === en[key]);
    expect(copies.length / expectedKeys.length, copies.join(', ')).toBeLessThan(0.1);
  });
});

describe('nl', () => {
  it('leaves the registration status messages to English (spec 001 §8)', () => {
    expect(REGISTRATION_KEYS.length).toBeGreaterThan(0);
    for (const key of REGISTRATION_KEYS) expect(catalogs.nl, key).not.toHaveProperty(key);
    expect(
      catalogChain('nl').find((candidate) => 'registration_status_42' in catalogs[candidate]),
    ).toBe('en');
  });
});

describe.each(PARTIAL_LOCALES)('partial catalog: %s', (locale) => {
  const catalog = catalogs[locale];
  const parent = LOCALE_INFO[locale].fallbacks[0]!;

  it('holds only real differences from the catalog it falls back to', () => {
    for (const [key, value] of Object.entries(catalog)) {
      expect(catalogs[parent][key], `${key} repeats ${parent}`).not.toBe(value);
    }
  });

  it('holds at least two keys', () => {
    expect(Object.keys(catalog).length).toBeGreaterThanOrEqual(2);
  });
});

describe('market facts', () => {
  it('se names the 18-year limit, Spelinspektionen and Stödlinjen', () => {
    expect(catalogs.se.footer_age_notice).toMatch(/18 år/);
    expect(catalogs.se.footer_age_notice).toContain('Spelinspektionen');
    expect(catalogs.se.safer_gambling_help_text).toContain('Stödlinjen');
  });

  it('gb names 18+, the Gambling Commission, GamCare and the National Gambling Helpline', () => {
    expect(catalogs.gb.footer_age_notice).toContain('18+');
    expect(catalogs.gb.footer_age_notice).toContain('Gambling Commission');
    expect(catalogs.gb.safer_gambling_help_text).toContain('GamCare');
    expect(catalogs.gb.safer_gambling_help_text).toContain('National Gambling Helpline');
  });

  it('nz names the Gambling Helpline NZ', () => {
    expect(catalogs.nz.safer_gambling_help_text).toContain('Gambling Helpline NZ');
  });

  it('ca names the age of majority, 19 in most provinces', () => {
    expect(catalogs.ca.footer_age_notice).toContain('age of majority');
    expect(catalogs.ca.footer_age_notice).toMatch(/19 in most provinces/);
  });

  it('in has an 18+ notice', () => {
    expect(catalogs.in.footer_age_notice).toMatch(/(^|\D)18(\D|$)/);
  });
});

describe('plural wording', () => {
  /** The formatted text with the number taken out, so forms for different counts compare. */
  const wording = (locale: Locale, key: string, count: number): string =>
    format(locale, key, { ...SAMPLE_VALUES, count }).replace(String(count), '#');

  it('hr raffle tickets read singular for 1 and 21 but not for 11 (spec 000 §5)', () => {
    expect(wording('hr', 'raffle_tickets', 21)).toBe(wording('hr', 'raffle_tickets', 1));
    expect(wording('hr', 'raffle_tickets', 11)).not.toBe(wording('hr', 'raffle_tickets', 1));
    expect(wording('hr', 'raffle_tickets', 1)).toBe('# srećka');
    expect(wording('hr', 'raffle_tickets', 21)).toBe('# srećka');
    expect(wording('hr', 'raffle_tickets', 11)).toBe('# srećki');
  });

  it('sr and pl distinguish the few and many forms', () => {
    expect(wording('sr', 'raffle_tickets', 22)).not.toBe(wording('sr', 'raffle_tickets', 25));
    expect(wording('pl', 'raffle_tickets', 22)).not.toBe(wording('pl', 'raffle_tickets', 25));
    expect(wording('pl', 'raffle_tickets', 12)).toBe(wording('pl', 'raffle_tickets', 25));
  });
});

// WCAG 2.5.3 (label in name): a control whose accessible name is a fuller label still starts
// with the words it shows, so a player who says what they see reaches it.
const LABELS_WITH_VISIBLE_TEXT = [['game_tile_play_for_fun_label', 'game_tile_play_for_fun']];

describe('labels that stand for visible text', () => {
  it.each(['en', ...FULL_LOCALES] as const)(
    '%s: each label starts with its visible text',
    (locale) => {
      const catalog = locale === 'en' ? en : catalogs[locale]!;
      for (const [label, visible] of LABELS_WITH_VISIBLE_TEXT) {
        expect(catalog[label!]).toMatch(new RegExp(`^${catalog[visible!]}\\b`));
      }
    },
  );
});
