// The registration form's country values (spec 001 §3: `form_user_country` is a numeric id) and the
// postal-code, mobile and blocked-region rules that hang off them. Pure data and functions: the
// browser schema, the server and the tests read the same table.
//
// Ids. spec 001 §5/§9 give two ids special postal handling: 40 (the first letter of a postal code
// names the province, so the blocked-region check fires from the first character) and 83 (5-digit
// codes, checked once longer than 4 characters). Those are Canada's and Germany's postal systems,
// so 40 = CA and 83 = DE are fixed here. The spec numbers no other country; ours are numbered from
// 1 in alphabetical order of the English name, skipping 40 and 83. An id is never reused or
// renumbered (stored registrations keep it); a new market takes the next free number.

import {
  HR_NUMERIC_INPUT_MAX_DIGITS,
  POSTAL_SPECIAL_COUNTRY_IDS,
  postalBlockedRegionCheckApplies,
} from './constants';
import type { Currency } from './locales';
import { isMobileNumberPlausible, isMobilePrefixPlausible, normaliseMobile } from './validation';
import { ownValue } from './own';

export const CANADA_COUNTRY_ID = POSTAL_SPECIAL_COUNTRY_IDS.validatedOnServer; // 40
export const GERMANY_COUNTRY_ID = POSTAL_SPECIAL_COUNTRY_IDS.blockedRegionCheck; // 83

export type RegistrationCountry = {
  readonly id: number;
  /** ISO 3166-1 alpha-2. */
  readonly iso: string;
  /** English name; the browser shows Intl.DisplayNames in the player's language. */
  readonly name: string;
  /** ISO 4217: the currency a player resident here keeps their wallet in. */
  readonly currency: Currency;
  /** International calling code, with the plus. */
  readonly callingCode: string;
  /** Postal code format (case-insensitive, one optional inner space where the country writes one). */
  readonly postalCode: RegExp;
  /**
   * Mobile ranges of the national significant number (no trunk 0). A number of the right shape
   * outside them (a landline, a service number) is refused with 118 "contact support".
   */
  readonly mobile: RegExp;
};

/** The markets we register players in (DESIGN §8 jurisdictions plus the international site's). */
export const REGISTRATION_COUNTRIES = [
  {
    id: 1,
    iso: 'AT',
    currency: 'EUR',
    name: 'Austria',
    callingCode: '+43',
    postalCode: /^\d{4}$/,
    mobile: /^6[5-9]\d{7,10}$/,
  },
  {
    id: 2,
    iso: 'HR',
    currency: 'EUR',
    name: 'Croatia',
    callingCode: '+385',
    postalCode: /^[1-5]\d{4}$/,
    mobile: /^9[125789]\d{6,7}$/,
  },
  {
    id: 3,
    iso: 'FI',
    currency: 'EUR',
    name: 'Finland',
    callingCode: '+358',
    postalCode: /^\d{5}$/,
    mobile: /^(4\d|50)\d{5,8}$/,
  },
  {
    id: 4,
    iso: 'IS',
    currency: 'ISK',
    name: 'Iceland',
    callingCode: '+354',
    postalCode: /^\d{3}$/,
    mobile: /^[678]\d{6}$/,
  },
  {
    id: 5,
    iso: 'IN',
    currency: 'INR',
    name: 'India',
    callingCode: '+91',
    postalCode: /^[1-9]\d{5}$/,
    mobile: /^[6-9]\d{9}$/,
  },
  {
    id: 6,
    iso: 'IE',
    currency: 'EUR',
    name: 'Ireland',
    callingCode: '+353',
    // Eircode: routing key, then a 4-character unique identifier.
    postalCode: /^([AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/i,
    mobile: /^8[3-9]\d{7}$/,
  },
  {
    id: 7,
    iso: 'MT',
    currency: 'EUR',
    name: 'Malta',
    callingCode: '+356',
    postalCode: /^[A-Z]{3} ?\d{4}$/i,
    mobile: /^[79]\d{7}$/,
  },
  {
    id: 8,
    iso: 'NL',
    currency: 'EUR',
    name: 'Netherlands',
    callingCode: '+31',
    postalCode: /^[1-9]\d{3} ?[A-Z]{2}$/i,
    mobile: /^6\d{8}$/,
  },
  {
    id: 9,
    iso: 'NZ',
    currency: 'NZD',
    name: 'New Zealand',
    callingCode: '+64',
    postalCode: /^\d{4}$/,
    mobile: /^2\d{7,9}$/,
  },
  {
    id: 10,
    iso: 'NO',
    currency: 'NOK',
    name: 'Norway',
    callingCode: '+47',
    postalCode: /^\d{4}$/,
    mobile: /^[49]\d{7}$/,
  },
  {
    id: 11,
    iso: 'PE',
    currency: 'PEN',
    name: 'Peru',
    callingCode: '+51',
    postalCode: /^\d{5}$/,
    mobile: /^9\d{8}$/,
  },
  {
    id: 12,
    iso: 'PL',
    currency: 'PLN',
    name: 'Poland',
    callingCode: '+48',
    postalCode: /^\d{2}-\d{3}$/,
    mobile: /^(45|5\d|6\d|7[2-9]|88)\d{7}$/,
  },
  {
    id: 13,
    iso: 'RS',
    currency: 'RSD',
    name: 'Serbia',
    callingCode: '+381',
    postalCode: /^\d{5}$/,
    mobile: /^6\d{7,8}$/,
  },
  {
    id: 14,
    iso: 'ES',
    currency: 'EUR',
    name: 'Spain',
    callingCode: '+34',
    postalCode: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
    mobile: /^[67]\d{8}$/,
  },
  {
    id: 15,
    iso: 'SE',
    currency: 'SEK',
    name: 'Sweden',
    callingCode: '+46',
    postalCode: /^[1-9]\d{2} ?\d{2}$/,
    mobile: /^7[02369]\d{7}$/,
  },
  {
    id: 16,
    iso: 'GB',
    currency: 'GBP',
    name: 'United Kingdom',
    callingCode: '+44',
    postalCode: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
    mobile: /^7\d{9}$/,
  },
  {
    id: CANADA_COUNTRY_ID,
    iso: 'CA',
    currency: 'CAD',
    name: 'Canada',
    callingCode: '+1',
    // Letter-digit-letter digit-letter-digit; D, F, I, O, Q, U never appear, W and Z never first.
    postalCode: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
    // North American numbering does not separate mobiles from landlines.
    mobile: /^[2-9]\d{2}[2-9]\d{6}$/,
  },
  {
    id: GERMANY_COUNTRY_ID,
    iso: 'DE',
    currency: 'EUR',
    name: 'Germany',
    callingCode: '+49',
    postalCode: /^\d{5}$/,
    mobile: /^1[5-7]\d{8,9}$/,
  },
] as const satisfies readonly RegistrationCountry[];

export type RegistrationCountryId = (typeof REGISTRATION_COUNTRIES)[number]['id'];

export const REGISTRATION_COUNTRY_IDS: readonly number[] = REGISTRATION_COUNTRIES.map(
  (country) => country.id,
);

export function registrationCountryById(id: number): RegistrationCountry | undefined {
  return REGISTRATION_COUNTRIES.find((country) => country.id === id);
}

export function registrationCountryByIso(iso: string | null): RegistrationCountry | undefined {
  const wanted = iso?.trim().toUpperCase();
  return REGISTRATION_COUNTRIES.find((country) => country.iso === wanted);
}

// ---------------------------------------------------------------------------------------------
// Postal codes (spec 001 §5)
// ---------------------------------------------------------------------------------------------

export function normalisePostalCode(postcode: string): string {
  return postcode.trim().replace(/\s+/g, ' ').toUpperCase();
}

export function isPostalCodeFormatValid(countryId: number, postcode: string): boolean {
  const country = registrationCountryById(countryId);
  const value = normalisePostalCode(postcode);
  return country !== undefined && value.length <= 10 && country.postalCode.test(value);
}

/** The 16 German Länder, by their ISO 3166-2:DE subdivision code (spec 001 §4: the state is required). */
export const GERMAN_STATES = [
  { code: 'BW', name: 'Baden-Württemberg' },
  { code: 'BY', name: 'Bayern' },
  { code: 'BE', name: 'Berlin' },
  { code: 'BB', name: 'Brandenburg' },
  { code: 'HB', name: 'Bremen' },
  { code: 'HH', name: 'Hamburg' },
  { code: 'HE', name: 'Hessen' },
  { code: 'MV', name: 'Mecklenburg-Vorpommern' },
  { code: 'NI', name: 'Niedersachsen' },
  { code: 'NW', name: 'Nordrhein-Westfalen' },
  { code: 'RP', name: 'Rheinland-Pfalz' },
  { code: 'SL', name: 'Saarland' },
  { code: 'SN', name: 'Sachsen' },
  { code: 'ST', name: 'Sachsen-Anhalt' },
  { code: 'SH', name: 'Schleswig-Holstein' },
  { code: 'TH', name: 'Thüringen' },
] as const;

export type GermanStateCode = (typeof GERMAN_STATES)[number]['code'];

export function isGermanStateCode(value: string): value is GermanStateCode {
  return GERMAN_STATES.some((state) => state.code === value);
}

// German postcodes do not follow the Länder borders exactly: each 2-digit region (Leitregion) is
// mapped to the Land most of it lies in. Good enough for a first, early check as the player types;
// the declared state (form_user_state) is checked exactly.
const GERMAN_POSTCODE_REGIONS: Readonly<Record<string, GermanStateCode>> = {
  '01': 'SN', '02': 'SN', '03': 'BB', '04': 'SN', '06': 'ST', '07': 'TH', '08': 'SN', '09': 'SN',
  '10': 'BE', '12': 'BE', '13': 'BE', '14': 'BB', '15': 'BB', '16': 'BB', '17': 'MV', '18': 'MV',
  '19': 'MV', '20': 'HH', '21': 'NI', '22': 'HH', '23': 'SH', '24': 'SH', '25': 'SH', '26': 'NI',
  '27': 'NI', '28': 'HB', '29': 'NI', '30': 'NI', '31': 'NI', '32': 'NW', '33': 'NW', '34': 'HE',
  '35': 'HE', '36': 'HE', '37': 'NI', '38': 'NI', '39': 'ST', '40': 'NW', '41': 'NW', '42': 'NW',
  '44': 'NW', '45': 'NW', '46': 'NW', '47': 'NW', '48': 'NW', '49': 'NI', '50': 'NW', '51': 'NW',
  '52': 'NW', '53': 'NW', '54': 'RP', '55': 'RP', '56': 'RP', '57': 'NW', '58': 'NW', '59': 'NW',
  '60': 'HE', '61': 'HE', '63': 'HE', '64': 'HE', '65': 'HE', '66': 'SL', '67': 'RP', '68': 'BW',
  '69': 'BW', '70': 'BW', '71': 'BW', '72': 'BW', '73': 'BW', '74': 'BW', '75': 'BW', '76': 'BW',
  '77': 'BW', '78': 'BW', '79': 'BW', '80': 'BY', '81': 'BY', '82': 'BY', '83': 'BY', '84': 'BY',
  '85': 'BY', '86': 'BY', '87': 'BY', '88': 'BW', '89': 'BW', '90': 'BY', '91': 'BY', '92': 'BY',
  '93': 'BY', '94': 'BY', '95': 'BY', '96': 'BY', '97': 'BY', '98': 'TH', '99': 'TH',
}; // prettier-ignore

/** The Land a 5-digit German postcode (mostly) belongs to; null for anything else. */
export function germanStateOfPostcode(postcode: string): GermanStateCode | null {
  const value = normalisePostalCode(postcode);
  if (!/^\d{5}$/.test(value)) return null;
  return ownValue(GERMAN_POSTCODE_REGIONS, value.slice(0, 2)) ?? null;
}

/** Canadian provinces and territories by the first letter of the postal code (Canada Post). */
const CANADIAN_POSTAL_DISTRICTS: Readonly<Record<string, string>> = {
  A: 'NL', B: 'NS', C: 'PE', E: 'NB', G: 'QC', H: 'QC', J: 'QC', K: 'ON', L: 'ON', M: 'ON',
  N: 'ON', P: 'ON', R: 'MB', S: 'SK', T: 'AB', V: 'BC', X: 'NT', Y: 'YT',
}; // prettier-ignore

export type CanadianProvinceCode =
  'AB' | 'BC' | 'MB' | 'NB' | 'NL' | 'NS' | 'NT' | 'ON' | 'PE' | 'QC' | 'SK' | 'YT';

/** The province named by a Canadian postal code's first letter (X: NT or NU, read as NT). */
export function canadianProvinceOfPostcode(postcode: string): CanadianProvinceCode | null {
  const first = normalisePostalCode(postcode).charAt(0);
  return (ownValue(CANADIAN_POSTAL_DISTRICTS, first) as CanadianProvinceCode | undefined) ?? null;
}

// ---------------------------------------------------------------------------------------------
// Blocked regions (spec 001 §5, §8 status 2001)
// ---------------------------------------------------------------------------------------------

export type BlockedRegionRules = {
  readonly DE: readonly GermanStateCode[];
  readonly CA: readonly CanadianProvinceCode[];
};

/**
 * Regions a registration cannot come from.
 * - Germany: none. Since the GlüStV 2021 the GGL licenses virtual slot machines for every Land, so
 *   a GGL-licensed operator blocks no Land. The check stays (spec 001 §5) so an operator whose
 *   licence excludes a Land lists it here.
 * - Canada: Ontario (postal letters K, L, M, N, P). Ontario licenses online casinos itself
 *   (iGaming Ontario); a Tobique-licensed operator may not take its residents.
 */
export const DEFAULT_BLOCKED_REGIONS: BlockedRegionRules = { DE: [], CA: ['ON'] };

/**
 * spec 001 §5: whether the postal code being typed names a blocked region. Fires for Germany once
 * the code is longer than 4 characters and for Canada from the first character; every other
 * country has no blocked regions.
 */
export function isPostalCodeRegionBlocked(
  countryId: number,
  postcode: string,
  rules: BlockedRegionRules = DEFAULT_BLOCKED_REGIONS,
): boolean {
  const value = normalisePostalCode(postcode);
  if (!postalBlockedRegionCheckApplies(countryId, value)) return false;
  if (countryId === GERMANY_COUNTRY_ID) {
    const state = germanStateOfPostcode(value);
    return state !== null && rules.DE.includes(state);
  }
  if (countryId === CANADA_COUNTRY_ID) {
    const province = canadianProvinceOfPostcode(value);
    return province !== null && rules.CA.includes(province);
  }
  return false;
}

/** The declared German state is blocked (checked exactly, unlike the postcode's region). */
export function isGermanStateBlocked(
  state: string,
  rules: BlockedRegionRules = DEFAULT_BLOCKED_REGIONS,
): boolean {
  return isGermanStateCode(state) && rules.DE.includes(state);
}

// ---------------------------------------------------------------------------------------------
// Mobile numbers (spec 001 §5, §8 statuses 101, 116, 118)
// ---------------------------------------------------------------------------------------------

/** "+49", "49", "0049" → "+49"; null when it is no calling code shape at all. */
export function normaliseCallingCode(prefix: string): string | null {
  const digits = prefix.trim().replace(/^(\+|00)/, '');
  return /^[1-9]\d{0,3}$/.test(digits) ? `+${digits}` : null;
}

/**
 * The national significant number: spaces stripped (spec 001 §5) and a trunk 0 dropped
 * ("0151 1234567" and "151 1234567" are the same German number).
 */
export function nationalMobileNumber(mobile: string): string {
  const digits = normaliseMobile(mobile);
  return digits.startsWith('0') ? digits.slice(1) : digits;
}

export type MobileProblem = 101 | 116 | 118;

/**
 * Which registration status a mobile number and prefix earn; null when acceptable.
 * 116: the prefix is not a calling code we take; 101: the number is not a phone number's shape;
 * 118: a well-formed number outside the prefix's mobile ranges (a landline, a service number),
 * which support can look at.
 */
export function mobileProblem(prefix: string, mobile: string): MobileProblem | null {
  const callingCode = isMobilePrefixPlausible(prefix) ? normaliseCallingCode(prefix) : null;
  const countries = REGISTRATION_COUNTRIES.filter((country) => country.callingCode === callingCode);
  if (countries.length === 0) return 116;
  if (!isMobileNumberPlausible(mobile)) return 101;
  const national = nationalMobileNumber(mobile);
  if (callingCode === '+385' && national.length > HR_NUMERIC_INPUT_MAX_DIGITS) return 101; // spec 001 §5: HR keeps 9 digits
  return countries.some((country) => country.mobile.test(national)) ? null : 118;
}

/** The stored form of a number: "+49 1511234567", one per person (status 114). */
export function canonicalMobile(prefix: string, mobile: string): string | null {
  const callingCode = normaliseCallingCode(prefix);
  if (callingCode === null || mobileProblem(prefix, mobile) !== null) return null;
  return `${callingCode} ${nationalMobileNumber(mobile)}`;
}

/** The calling codes the registration form offers, without duplicates, in country order. */
export const REGISTRATION_CALLING_CODES: readonly string[] = [
  ...new Set(REGISTRATION_COUNTRIES.map((country) => country.callingCode)),
];

// ---------------------------------------------------------------------------------------------
// Peru (spec 001 §4: under MINCETUR district leads to department)
// ---------------------------------------------------------------------------------------------

/**
 * Peruvian subdivisions are identified by their INEI UBIGEO codes: 2 digits for the department,
 * 4 for the province, 6 for the district; a code starts with the codes of its parents, so a
 * district's department is its first two digits.
 */
export function departmentOfDistrict(district: string): string | null {
  return /^\d{6}$/.test(district) ? district.slice(0, 2) : null;
}
