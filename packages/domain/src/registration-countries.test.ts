import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CANADA_COUNTRY_ID,
  canadianProvinceOfPostcode,
  canonicalMobile,
  departmentOfDistrict,
  GERMAN_STATES,
  GERMANY_COUNTRY_ID,
  germanStateOfPostcode,
  isGermanStateBlocked,
  isPostalCodeFormatValid,
  isPostalCodeRegionBlocked,
  mobileProblem,
  normaliseCallingCode,
  REGISTRATION_COUNTRIES,
  registrationCountryById,
  registrationCountryByIso,
} from './registration-countries';

describe('registration country ids (spec 001 §3, §9)', () => {
  it('fixes 40 as Canada and 83 as Germany', () => {
    expect(registrationCountryById(40)?.iso).toBe('CA');
    expect(registrationCountryById(83)?.iso).toBe('DE');
    expect(CANADA_COUNTRY_ID).toBe(40);
    expect(GERMANY_COUNTRY_ID).toBe(83);
  });

  it('gives every market one id and one ISO code', () => {
    const ids = REGISTRATION_COUNTRIES.map((country) => country.id);
    const isos = REGISTRATION_COUNTRIES.map((country) => country.iso);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(isos).size).toBe(isos.length);
    for (const iso of ['GB', 'SE', 'DE', 'ES', 'NL', 'PE', 'HR', 'RS', 'NZ', 'CA', 'FI', 'NO']) {
      expect(registrationCountryByIso(iso), iso).toBeDefined();
    }
    for (const iso of ['PL', 'IS', 'IN', 'IE', 'AT', 'MT']) {
      expect(registrationCountryByIso(iso.toLowerCase()), iso).toBeDefined();
    }
    expect(registrationCountryByIso('US')).toBeUndefined();
    expect(registrationCountryById(999)).toBeUndefined();
  });
});

describe('postal code formats', () => {
  it.each([
    [83, '10115'],
    [40, 'K1A 0B1'],
    [40, 'm5v3l9'],
    [16, 'SW1A 1AA'],
    [15, '114 55'],
    [8, '1012 AB'],
    [12, '00-950'],
    [6, 'D02 X285'],
  ])('accepts %i %s', (id, code) => {
    expect(isPostalCodeFormatValid(id, code)).toBe(true);
  });

  it.each([
    [83, '1011'],
    [83, '101155'],
    [83, 'ABCDE'],
    [40, 'D1A 0B1'],
    [40, '12345'],
    [16, '12345'],
    [12, '00950'],
    [999, '12345'],
  ])('refuses %i %s', (id, code) => {
    expect(isPostalCodeFormatValid(id, code)).toBe(false);
  });
});

describe('blocked regions (spec 001 §5, status 2001)', () => {
  it('blocks Ontario from the first letter (K, L, M, N, P) and nothing else in Canada', () => {
    for (const letter of ['K', 'L', 'M', 'N', 'P', 'k']) {
      expect(isPostalCodeRegionBlocked(CANADA_COUNTRY_ID, letter), letter).toBe(true);
    }
    expect(isPostalCodeRegionBlocked(CANADA_COUNTRY_ID, 'M5V 3L9')).toBe(true);
    for (const code of ['H2X 1Y4', 'V6B', 'T', 'A1C 5M2']) {
      expect(isPostalCodeRegionBlocked(CANADA_COUNTRY_ID, code), code).toBe(false);
    }
    expect(canadianProvinceOfPostcode('h2x')).toBe('QC');
  });

  it('checks a German postcode only once it is longer than 4 characters', () => {
    const rules = { DE: ['SH'] as const, CA: [] };
    expect(isPostalCodeRegionBlocked(GERMANY_COUNTRY_ID, '2410', rules)).toBe(false);
    expect(isPostalCodeRegionBlocked(GERMANY_COUNTRY_ID, '24103', rules)).toBe(true);
    expect(isPostalCodeRegionBlocked(GERMANY_COUNTRY_ID, '80331', rules)).toBe(false);
  });

  it('blocks no German Land by default (GGL licences cover every Land)', () => {
    for (const state of GERMAN_STATES) expect(isGermanStateBlocked(state.code)).toBe(false);
    expect(isGermanStateBlocked('SH', { DE: ['SH'], CA: [] })).toBe(true);
    fc.assert(
      fc.property(fc.stringMatching(/^\d{5}$/), (code) => {
        expect(isPostalCodeRegionBlocked(GERMANY_COUNTRY_ID, code)).toBe(false);
      }),
    );
  });

  it('maps German postcode regions to their Land', () => {
    expect(germanStateOfPostcode('10115')).toBe('BE');
    expect(germanStateOfPostcode('80331')).toBe('BY');
    expect(germanStateOfPostcode('20095')).toBe('HH');
    expect(germanStateOfPostcode('50667')).toBe('NW');
    expect(germanStateOfPostcode('1011')).toBeNull();
  });

  it('has no blocked regions for the other countries', () => {
    expect(isPostalCodeRegionBlocked(16, 'SW1A 1AA')).toBe(false);
    expect(isPostalCodeRegionBlocked(11, '15001')).toBe(false);
  });
});

describe('mobile numbers (statuses 101, 116, 118)', () => {
  it.each([
    ['+49', '0151 1234 5678', null],
    ['49', '1701234567', null],
    ['0044', '07700 900123', null],
    ['+1', '416 555 0123', null],
    ['+385', '91 234 5678', null],
    ['+999', '1511234567', 116],
    ['+7', '9161234567', 116],
    ['abc', '1511234567', 116],
    ['+49', '12ab', 101],
    ['+49', '123', 101],
    ['+385', '91 234 56789', 101],
    ['+49', '030 1234567', 118],
    ['+44', '020 7946 0000', 118],
  ] as const)('%s %s → %s', (prefix, mobile, expected) => {
    expect(mobileProblem(prefix, mobile)).toBe(expected);
  });

  it('stores one canonical form whatever the spacing and trunk zero', () => {
    expect(canonicalMobile('0049', '0151 1234 5678')).toBe('+49 15112345678');
    expect(canonicalMobile('+49', '15112345678')).toBe('+49 15112345678');
    expect(canonicalMobile('+49', '030 1234567')).toBeNull();
    expect(normaliseCallingCode(' +46 ')).toBe('+46');
  });
});

describe('Peru (spec 001 §4)', () => {
  it('reads the department from the district UBIGEO', () => {
    expect(departmentOfDistrict('150122')).toBe('15');
    expect(departmentOfDistrict('1501')).toBeNull();
  });
});
