// spec 000 §9: supported locales and the locale → currency table.

import { ownValue } from './own';

export const SUPPORTED_LOCALES = [
  'nl',
  'gb',
  'en',
  'fi',
  'sv',
  'se',
  'nz',
  'in',
  'es',
  'ca',
  'no',
  'hr',
  'pl',
  'is',
  'sr',
  'pe',
  // spec 000 §9's locale → currency table names two more: the German and the Australian site.
  'de',
  'au',
] as const;

export type Locale = (typeof SUPPORTED_LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export type Currency =
  | 'EUR'
  | 'NOK'
  | 'SEK'
  | 'AUD'
  | 'NZD'
  | 'CAD'
  | 'GBP'
  | 'INR'
  | 'PLN'
  | 'ISK'
  | 'RSD'
  | 'PEN'
  | 'USD'
  | 'HRK';

/** spec 000 §9 "Locale to currency", as the spec lists it (de and au included). */
export const LOCALE_CURRENCY: Readonly<Record<string, Currency>> = {
  nl: 'EUR',
  en: 'EUR',
  fi: 'EUR',
  de: 'EUR',
  es: 'EUR',
  hr: 'EUR',
  no: 'NOK',
  sv: 'SEK',
  // `se` is a supported locale the table leaves out; it is Sweden, so it pays in kronor.
  se: 'SEK',
  au: 'AUD',
  nz: 'NZD',
  ca: 'CAD',
  gb: 'GBP',
  in: 'INR',
  pl: 'PLN',
  is: 'ISK',
  sr: 'RSD',
  pe: 'PEN',
};

export type LocaleInfo = {
  /** BCP 47 tag: `<html lang>` and every Intl formatter. */
  languageTag: string;
  /** The language's own name, for the language switcher. */
  nativeName: string;
  /** ISO 3166-1 alpha-2 country a visitor on this locale is assumed to be in; null for the international site. */
  country: string | null;
  /** Catalogs tried in order after the locale's own; English always last (spec 000 §8). */
  fallbacks: readonly Locale[];
};

export const LOCALE_INFO: Readonly<Record<Locale, LocaleInfo>> = {
  nl: { languageTag: 'nl-NL', nativeName: 'Nederlands', country: 'NL', fallbacks: ['en'] },
  gb: { languageTag: 'en-GB', nativeName: 'English (UK)', country: 'GB', fallbacks: ['en'] },
  en: { languageTag: 'en', nativeName: 'English', country: null, fallbacks: [] },
  fi: { languageTag: 'fi-FI', nativeName: 'Suomi', country: 'FI', fallbacks: ['en'] },
  sv: { languageTag: 'sv-SE', nativeName: 'Svenska', country: 'SE', fallbacks: ['en'] },
  se: {
    languageTag: 'sv-SE',
    nativeName: 'Svenska (Sverige)',
    country: 'SE',
    fallbacks: ['sv', 'en'],
  },
  nz: { languageTag: 'en-NZ', nativeName: 'English (NZ)', country: 'NZ', fallbacks: ['en'] },
  in: { languageTag: 'en-IN', nativeName: 'English (India)', country: 'IN', fallbacks: ['en'] },
  es: { languageTag: 'es-ES', nativeName: 'Español', country: 'ES', fallbacks: ['en'] },
  ca: { languageTag: 'en-CA', nativeName: 'English (Canada)', country: 'CA', fallbacks: ['en'] },
  no: { languageTag: 'nb-NO', nativeName: 'Norsk', country: 'NO', fallbacks: ['en'] },
  hr: { languageTag: 'hr-HR', nativeName: 'Hrvatski', country: 'HR', fallbacks: ['en'] },
  pl: { languageTag: 'pl-PL', nativeName: 'Polski', country: 'PL', fallbacks: ['en'] },
  is: { languageTag: 'is-IS', nativeName: 'Íslenska', country: 'IS', fallbacks: ['en'] },
  sr: { languageTag: 'sr-Latn-RS', nativeName: 'Srpski', country: 'RS', fallbacks: ['en'] },
  pe: {
    languageTag: 'es-PE',
    nativeName: 'Español (Perú)',
    country: 'PE',
    fallbacks: ['es', 'en'],
  },
  de: { languageTag: 'de-DE', nativeName: 'Deutsch', country: 'DE', fallbacks: ['en'] },
  au: {
    languageTag: 'en-AU',
    nativeName: 'English (Australia)',
    country: 'AU',
    fallbacks: ['en'],
  },
};

/** Locales whose players read English (the app configuration's `english_locales`, spec 000 §3). */
export const ENGLISH_LOCALES: readonly Locale[] = SUPPORTED_LOCALES.filter((locale) =>
  LOCALE_INFO[locale].languageTag.startsWith('en'),
);

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

export function currencyForLocale(locale: Locale): Currency {
  return ownValue(LOCALE_CURRENCY, locale) ?? 'EUR';
}

/** The locale itself, then its fallbacks: the order in which catalogs are searched for a key. */
export function catalogChain(locale: Locale): readonly Locale[] {
  return [locale, ...LOCALE_INFO[locale].fallbacks];
}

// A language without a region picks its home locale; `nb`/`nn` are written Norwegian.
const LOCALE_BY_LANGUAGE: Readonly<Record<string, Locale>> = {
  nl: 'nl',
  en: 'en',
  fi: 'fi',
  sv: 'sv',
  es: 'es',
  no: 'no',
  nb: 'no',
  nn: 'no',
  hr: 'hr',
  pl: 'pl',
  is: 'is',
  sr: 'sr',
  de: 'de',
};

// A language with a region picks the regional locale where there is one (en-GB → gb, es-PE → pe).
const LOCALE_BY_LANGUAGE_AND_REGION: Readonly<Record<string, Locale>> = {
  'en-gb': 'gb',
  'en-nz': 'nz',
  'en-in': 'in',
  'en-ca': 'ca',
  'en-au': 'au',
  'es-pe': 'pe',
};

type WeightedTag = { tag: string; weight: number; position: number };

function parseAcceptLanguage(header: string): WeightedTag[] {
  return header
    .split(',')
    .slice(0, 32)
    .map((part, position) => {
      const [rawTag = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = qParam === undefined ? 1 : Number(qParam.slice(2));
      return {
        tag: rawTag.trim().toLowerCase(),
        weight: Number.isFinite(weight) ? weight : 0,
        position,
      };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.position - b.position);
}

function localeForTag(tag: string): Locale | undefined {
  const subtags = tag.split('-');
  const language = subtags[0] ?? '';
  const region = subtags.find((subtag, index) => index > 0 && subtag.length === 2);
  if (region !== undefined) {
    const regional = ownValue(LOCALE_BY_LANGUAGE_AND_REGION, `${language}-${region}`);
    if (regional !== undefined) return regional;
  }
  return ownValue(LOCALE_BY_LANGUAGE, language);
}

/** The visitor's locale from an Accept-Language header, by preference; English when nothing matches. */
export function negotiateLocale(acceptLanguage: string | undefined): Locale {
  if (acceptLanguage === undefined) return DEFAULT_LOCALE;
  for (const { tag } of parseAcceptLanguage(acceptLanguage.slice(0, 1024))) {
    const locale = localeForTag(tag);
    if (locale !== undefined) return locale;
  }
  return DEFAULT_LOCALE;
}
