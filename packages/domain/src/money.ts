// One formatter for every amount the player sees (DESIGN §6). Amounts are integers in minor units
// (DESIGN §4), so formatting is exact bigint arithmetic; no Intl, whose output differs between
// Node/ICU builds and browsers, so the server, the web app and the tests print the same string.

import type { Currency } from './locales';

/**
 * spec 000 §9 "Currency symbols": $ for NZD, CAD, AUD and USD; £; €; Kr for NOK and SEK; ₹; kn;
 * zł; S/. The spec names none for ISK and RSD: ISK takes the Icelandic "kr"; RSD takes its ISO
 * code, which is how Serbian sites print it in Latin script ("дин." is Cyrillic) and which the spec
 * itself uses (spec 001 §7 `/jackpots/play-n-go/RSD`).
 */
export const CURRENCY_SYMBOLS = {
  EUR: '€',
  NOK: 'Kr',
  SEK: 'Kr',
  AUD: '$',
  NZD: '$',
  CAD: '$',
  USD: '$',
  GBP: '£',
  INR: '₹',
  PLN: 'zł',
  ISK: 'kr',
  RSD: 'RSD',
  PEN: 'S/.',
  HRK: 'kn',
} as const satisfies Record<Currency, string>;

/**
 * Every space inside a formatted amount is a no-break space, so an amount never wraps across
 * lines ("1 234,56 zł"). Tests and callers comparing strings should use this constant.
 */
export const MONEY_SPACE = '\u00A0';

export type MoneyFormat = {
  /** The currency sign as written in an amount. */
  sign: string;
  signPosition: 'prefix' | 'suffix';
  /** Whether a (no-break) space separates the sign from the number. */
  isSignSpaced: boolean;
  groupSeparator: string;
  decimalSeparator: string;
};

// Signs made of letters ("Kr", "kn") are set apart from the digits; "€12" and "$12" are not.
function defaultFormat(currency: Currency): MoneyFormat {
  const sign = CURRENCY_SYMBOLS[currency];
  return {
    sign,
    signPosition: 'prefix',
    isSignSpaced: /\p{L}$/u.test(sign),
    groupSeparator: ',',
    decimalSeparator: '.',
  };
}

/**
 * spec 001 §9: "PLN, PEN, CAD, NZD, NOK and RSD have special locale formats"; the spec does not show
 * them, so each takes its country's conventional format:
 * - PLN `1 234,56 zł` (Polish: space groups, comma decimals, sign after);
 * - NOK `kr 1 234,56` (Norwegian: lower-case "kr" before; the spec's "Kr" symbol stays for
 *   stand-alone use such as a currency picker);
 * - PEN `S/. 1,234.56` (Peruvian: sign before with a space, comma groups, point decimals);
 * - CAD, NZD `$1,234.56` (English Canada and New Zealand);
 * - RSD `1.234,56 RSD` (Serbian: point groups, comma decimals, sign after).
 * Every other currency uses the default: its symbol before, `,` groups, `.` decimals
 * (`€1,234.56`, `Kr 1,234.56`). INR is grouped in threes too (not lakh/crore), as spec 000 §9 asks.
 */
export const MONEY_FORMATS: Readonly<Record<Currency, MoneyFormat>> = {
  EUR: defaultFormat('EUR'),
  SEK: defaultFormat('SEK'),
  AUD: defaultFormat('AUD'),
  USD: defaultFormat('USD'),
  GBP: defaultFormat('GBP'),
  INR: defaultFormat('INR'),
  ISK: defaultFormat('ISK'),
  HRK: defaultFormat('HRK'),
  PLN: {
    sign: 'zł',
    signPosition: 'suffix',
    isSignSpaced: true,
    groupSeparator: MONEY_SPACE,
    decimalSeparator: ',',
  },
  NOK: {
    sign: 'kr',
    signPosition: 'prefix',
    isSignSpaced: true,
    groupSeparator: MONEY_SPACE,
    decimalSeparator: ',',
  },
  PEN: {
    sign: 'S/.',
    signPosition: 'prefix',
    isSignSpaced: true,
    groupSeparator: ',',
    decimalSeparator: '.',
  },
  CAD: {
    sign: '$',
    signPosition: 'prefix',
    isSignSpaced: false,
    groupSeparator: ',',
    decimalSeparator: '.',
  },
  NZD: {
    sign: '$',
    signPosition: 'prefix',
    isSignSpaced: false,
    groupSeparator: ',',
    decimalSeparator: '.',
  },
  RSD: {
    sign: 'RSD',
    signPosition: 'suffix',
    isSignSpaced: true,
    groupSeparator: '.',
    decimalSeparator: ',',
  },
};

/**
 * Every currency is handled as hundredths of its unit, ISK included: ISO 4217 gives the króna no
 * minor unit, but the platform stores every balance the same way (DESIGN §4), so 100 ISK is 10000.
 * Displayed with 0 fraction digits, an ISK amount looks as Icelanders expect.
 */
export const MINOR_UNITS_PER_MAJOR = 100n;

/** Whether `code` is a currency the platform formats (a ledger may hold others, never shown). */
export function isCurrency(code: string): code is Currency {
  return Object.hasOwn(MONEY_FORMATS, code);
}

export type FormatMoneyOptions = {
  /** 2 by default; 0 rounds to whole units, halves away from zero (spec 001 §9). */
  fractionDigits?: 0 | 2;
};

function toMinorBigInt(amountMinor: bigint | number): bigint {
  if (typeof amountMinor === 'bigint') return amountMinor;
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`Money amounts are whole minor units; got ${amountMinor}`);
  }
  return BigInt(amountMinor);
}

// spec 000 §9: "shown in groups of three digits".
function groupThousands(value: bigint, separator: string): string {
  const groups: string[] = [];
  let rest = value;
  while (rest >= 1_000n) {
    groups.unshift((rest % 1_000n).toString().padStart(3, '0'));
    rest /= 1_000n;
  }
  groups.unshift(rest.toString());
  return groups.join(separator);
}

export function formatMoney(
  amountMinor: bigint | number,
  currency: Currency,
  options: FormatMoneyOptions = {},
): string {
  const format = MONEY_FORMATS[currency];
  const fractionDigits = options.fractionDigits ?? 2;
  const minor = toMinorBigInt(amountMinor);
  const magnitude = minor < 0n ? -minor : minor;

  let units: bigint;
  let fraction = '';
  if (fractionDigits === 2) {
    units = magnitude / MINOR_UNITS_PER_MAJOR;
    fraction = (magnitude % MINOR_UNITS_PER_MAJOR).toString().padStart(2, '0');
  } else {
    units = (magnitude + MINOR_UNITS_PER_MAJOR / 2n) / MINOR_UNITS_PER_MAJOR;
  }

  const number =
    groupThousands(units, format.groupSeparator) +
    (fraction === '' ? '' : format.decimalSeparator + fraction);
  const space = format.isSignSpaced ? MONEY_SPACE : '';
  const withSign =
    format.signPosition === 'prefix' ? format.sign + space + number : number + space + format.sign;
  // A minus goes in front of everything ("-€5.00", "-1 234,56 zł"); an amount that shows as zero
  // after rounding (-0.40 with 0 digits) shows no minus.
  const isShownNegative = minor < 0n && (units > 0n || /[1-9]/.test(fraction));
  return isShownNegative ? `-${withSign}` : withSign;
}

// spec 000 §9: notification amounts are multiplied by 10 for SEK and NOK.
const NOTIFICATION_AMOUNT_FACTOR: Readonly<Partial<Record<Currency, number>>> = {
  SEK: 10,
  NOK: 10,
};

/** spec 000 §9: the amount a notification shows; SEK and NOK are multiplied by 10, others unchanged. */
export function notificationAmount(amount: bigint, currency: Currency): bigint;
export function notificationAmount(amount: number, currency: Currency): number;
export function notificationAmount(amount: bigint | number, currency: Currency): bigint | number {
  const factor = NOTIFICATION_AMOUNT_FACTOR[currency] ?? 1;
  return typeof amount === 'bigint' ? amount * BigInt(factor) : amount * factor;
}

/** The longest amount a player may type (digits and one separator); longer is refused unparsed. */
const TYPED_AMOUNT_MAX_LENGTH = 16;

/**
 * An amount as a player types it — "20", "20.5", "20,50", " 1 000 " — in minor units (2 fraction
 * digits); null for anything else: signs, exponents, more than 2 decimals, empty or too long.
 * Both server and widget parse with it, so they never disagree on what was asked.
 */
export function parseAmountToMinor(typed: string): bigint | null {
  const compact = typed.replace(/[\s\u00a0\u202f]/g, '');
  if (compact.length === 0 || compact.length > TYPED_AMOUNT_MAX_LENGTH) return null;
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (match === null) return null;
  const [, units = '0', fraction = ''] = match;
  return BigInt(units) * 100n + BigInt(fraction.padEnd(2, '0'));
}
