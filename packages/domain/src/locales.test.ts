import { describe, expect, it } from 'vitest';
import {
  catalogChain,
  currencyForLocale,
  ENGLISH_LOCALES,
  isSupportedLocale,
  LOCALE_CURRENCY,
  negotiateLocale,
  SUPPORTED_LOCALES,
} from './locales';

describe('supported locales (spec 000 §9)', () => {
  it('are exactly the sixteen the spec lists', () => {
    expect([...SUPPORTED_LOCALES].sort()).toEqual(
      [
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
      ].sort(),
    );
  });

  it('recognises supported locales and nothing else', () => {
    expect(isSupportedLocale('fi')).toBe(true);
    expect(isSupportedLocale('de')).toBe(false);
    expect(isSupportedLocale('FI')).toBe(false);
    expect(isSupportedLocale(undefined)).toBe(false);
  });
});

describe('locale → currency (spec 000 §9)', () => {
  it.each([
    ['nl', 'EUR'],
    ['en', 'EUR'],
    ['fi', 'EUR'],
    ['es', 'EUR'],
    ['hr', 'EUR'],
    ['no', 'NOK'],
    ['sv', 'SEK'],
    ['nz', 'NZD'],
    ['ca', 'CAD'],
    ['gb', 'GBP'],
    ['in', 'INR'],
    ['pl', 'PLN'],
    ['is', 'ISK'],
    ['sr', 'RSD'],
    ['pe', 'PEN'],
  ] as const)('%s pays in %s', (locale, currency) => {
    expect(currencyForLocale(locale)).toBe(currency);
  });

  it('keeps the table rows for de and au', () => {
    expect(LOCALE_CURRENCY.de).toBe('EUR');
    expect(LOCALE_CURRENCY.au).toBe('AUD');
  });
});

describe('catalog fallback', () => {
  it('ends every chain in English', () => {
    for (const locale of SUPPORTED_LOCALES) expect(catalogChain(locale).at(-1)).toBe('en');
  });

  it('tries Spanish before English for Peru', () => {
    expect(catalogChain('pe')).toEqual(['pe', 'es', 'en']);
  });

  it('lists the English-speaking locales', () => {
    expect([...ENGLISH_LOCALES].sort()).toEqual(['ca', 'en', 'gb', 'in', 'nz']);
  });
});

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['fi-FI,fi;q=0.9,en;q=0.8', 'fi'],
    ['en-GB,en;q=0.9', 'gb'],
    ['es-PE', 'pe'],
    ['es-MX,es;q=0.9', 'es'],
    ['nb-NO', 'no'],
    ['de-DE,de;q=0.9,sv;q=0.5', 'sv'],
    ['de-DE', 'en'],
    ['en;q=0.2,hr;q=0.8', 'hr'],
    ['sr-Latn-RS', 'sr'],
    ['*', 'en'],
    ['fi;q=0', 'en'],
    ['garbage;;;,,,q=', 'en'],
    // Names Object.prototype answers on a plain object are no languages.
    ['constructor', 'en'],
    ['__proto__', 'en'],
    ['toString,fi;q=0.5', 'fi'],
    ['hasOwnProperty-gb', 'en'],
    ['en-constructor', 'en'],
  ])('%s → %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });
});
