import { describe, expect, it } from 'vitest';
import {
  catalogChain,
  currencyForLocale,
  ENGLISH_LOCALES,
  isSupportedLocale,
  negotiateLocale,
  SUPPORTED_LOCALES,
} from './locales';

describe('supported locales (spec 000 §9)', () => {
  it('are the sixteen the spec lists, with the German and Australian sites of its currency table', () => {
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
        'de',
        'au',
      ].sort(),
    );
  });

  it('recognises supported locales and nothing else', () => {
    expect(isSupportedLocale('fi')).toBe(true);
    expect(isSupportedLocale('de')).toBe(true);
    expect(isSupportedLocale('fr')).toBe(false);
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
    ['de', 'EUR'],
    ['au', 'AUD'],
  ] as const)('%s pays in %s', (locale, currency) => {
    expect(currencyForLocale(locale)).toBe(currency);
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
    expect([...ENGLISH_LOCALES].sort()).toEqual(['au', 'ca', 'en', 'gb', 'in', 'nz']);
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
    ['de-DE,de;q=0.9,sv;q=0.5', 'de'],
    ['fr-FR,fr;q=0.9,sv;q=0.5', 'sv'],
    ['fr-FR', 'en'],
    ['en-AU', 'au'],
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
