import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Currency } from './locales';
import {
  parseAmountToMinor,
  CURRENCY_SYMBOLS,
  formatMoney,
  MONEY_FORMATS,
  MONEY_SPACE,
  notificationAmount,
} from './money';

const S = MONEY_SPACE;
const CURRENCIES = Object.keys(MONEY_FORMATS) as Currency[];

// Reads a formatted amount back with its currency's own format: the number without the sign.
function splitNumber(
  formatted: string,
  currency: Currency,
): { integerPart: string; fraction: string } {
  const format = MONEY_FORMATS[currency];
  const signWithSpace = format.isSignSpaced
    ? format.signPosition === 'prefix'
      ? format.sign + S
      : S + format.sign
    : format.sign;
  const number =
    format.signPosition === 'prefix'
      ? formatted.slice(signWithSpace.length)
      : formatted.slice(0, formatted.length - signWithSpace.length);
  const [integerPart = '', fraction = ''] = number.split(format.decimalSeparator);
  return { integerPart, fraction };
}

describe('currency symbols (spec 000 §9)', () => {
  it('uses the dollar for NZD, CAD, AUD and USD', () => {
    for (const currency of ['NZD', 'CAD', 'AUD', 'USD'] as const)
      expect(CURRENCY_SYMBOLS[currency]).toBe('$');
  });

  it.each([
    ['GBP', '£'],
    ['EUR', '€'],
    ['NOK', 'Kr'],
    ['SEK', 'Kr'],
    ['INR', '₹'],
    ['HRK', 'kn'],
    ['PLN', 'zł'],
    ['PEN', 'S/.'],
    ['ISK', 'kr'],
    ['RSD', 'RSD'],
  ] as const)('%s is %s', (currency, symbol) => {
    expect(CURRENCY_SYMBOLS[currency]).toBe(symbol);
  });
});

describe('formatMoney', () => {
  it.each([
    [123_456, 'EUR', '€1,234.56'],
    [123_456, 'GBP', '£1,234.56'],
    [123_456, 'USD', '$1,234.56'],
    [123_456, 'SEK', `Kr${S}1,234.56`],
    [123_456, 'HRK', `kn${S}1,234.56`],
    [123_456, 'INR', '₹1,234.56'],
    [123_456, 'PLN', `1${S}234,56${S}zł`],
    [123_456, 'NOK', `kr${S}1${S}234,56`],
    [123_456, 'PEN', `S/.${S}1,234.56`],
    [123_456, 'CAD', '$1,234.56'],
    [123_456, 'NZD', '$1,234.56'],
    [123_456, 'RSD', `1.234,56${S}RSD`],
    [123_456, 'ISK', `kr${S}1,234.56`],
  ] as const)('%i minor %s is %s', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });

  it('groups every three digits, however large', () => {
    expect(formatMoney(123_456_789_012n, 'EUR')).toBe('€1,234,567,890.12');
    expect(formatMoney(100_000_000n, 'RSD')).toBe(`1.000.000,00${S}RSD`);
    expect(formatMoney(12_345_678_901_234_567_890n, 'GBP')).toBe('£123,456,789,012,345,678.90');
  });

  it('does not group below a thousand', () => {
    expect(formatMoney(99_999, 'EUR')).toBe('€999.99');
    expect(formatMoney(100_000, 'EUR')).toBe('€1,000.00');
  });

  it('formats zero and small amounts with leading zeros', () => {
    expect(formatMoney(0, 'EUR')).toBe('€0.00');
    expect(formatMoney(5, 'EUR')).toBe('€0.05');
    expect(formatMoney(50n, 'PLN')).toBe(`0,50${S}zł`);
  });

  it('puts the minus in front of everything', () => {
    expect(formatMoney(-123_456, 'EUR')).toBe('-€1,234.56');
    expect(formatMoney(-123_456n, 'PLN')).toBe(`-1${S}234,56${S}zł`);
    expect(formatMoney(-5, 'NOK')).toBe(`-kr${S}0,05`);
  });

  it('rounds to whole units, halves away from zero, when asked for 0 digits', () => {
    expect(formatMoney(123_456, 'EUR', { fractionDigits: 0 })).toBe('€1,235');
    expect(formatMoney(123_449, 'EUR', { fractionDigits: 0 })).toBe('€1,234');
    expect(formatMoney(123_450, 'EUR', { fractionDigits: 0 })).toBe('€1,235');
    expect(formatMoney(-150, 'EUR', { fractionDigits: 0 })).toBe('-€2');
    expect(formatMoney(100_000_000, 'ISK', { fractionDigits: 0 })).toBe(`kr${S}1,000,000`);
    expect(formatMoney(299_900, 'PLN', { fractionDigits: 0 })).toBe(`2${S}999${S}zł`);
  });

  it('shows no minus for an amount that rounds to zero', () => {
    expect(formatMoney(-40, 'EUR', { fractionDigits: 0 })).toBe('€0');
    expect(formatMoney(-1, 'EUR')).toBe('-€0.01');
  });

  it('refuses fractional and unsafe numbers instead of guessing', () => {
    expect(() => formatMoney(12.5, 'EUR')).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, 'EUR')).toThrow(RangeError);
    expect(() => formatMoney(2 ** 60, 'EUR')).toThrow(RangeError);
  });

  it('gives the same answer for a number and its bigint', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.constantFrom(...CURRENCIES), (amount, currency) => {
        expect(formatMoney(amount, currency)).toBe(formatMoney(BigInt(amount), currency));
      }),
    );
  });
});

describe('formatMoney properties', () => {
  const amounts = fc.bigInt({ min: 0n, max: 10n ** 24n });
  const currencies = fc.constantFrom(...CURRENCIES);

  it('keeps every digit of the amount (2 fraction digits)', () => {
    fc.assert(
      fc.property(amounts, currencies, (amount, currency) => {
        const digits = formatMoney(amount, currency).replace(/\D/g, '');
        expect(BigInt(digits)).toBe(amount);
        expect(digits.length).toBe(Math.max(3, amount.toString().length));
      }),
    );
  });

  it('groups the whole units in threes, the first group 1–3 digits long', () => {
    fc.assert(
      fc.property(
        amounts,
        currencies,
        fc.constantFrom(0 as const, 2 as const),
        (amount, currency, digits) => {
          const format = MONEY_FORMATS[currency];
          const { integerPart, fraction } = splitNumber(
            formatMoney(amount, currency, { fractionDigits: digits }),
            currency,
          );
          const groups = integerPart.split(format.groupSeparator);
          expect(groups[0]).toMatch(/^([1-9]\d{0,2}|0)$/);
          for (const group of groups.slice(1)) expect(group).toMatch(/^\d{3}$/);
          expect(fraction).toMatch(digits === 2 ? /^\d{2}$/ : /^$/);
        },
      ),
    );
  });

  it('formats a negative amount as its magnitude with a leading minus', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 20n }), currencies, (amount, currency) => {
        expect(formatMoney(-amount, currency)).toBe(`-${formatMoney(amount, currency)}`);
      }),
    );
  });

  it('with 0 digits shows the amount rounded to whole units', () => {
    fc.assert(
      fc.property(amounts, currencies, (amount, currency) => {
        const digits = formatMoney(amount, currency, { fractionDigits: 0 }).replace(/\D/g, '');
        expect(BigInt(digits)).toBe((amount + 50n) / 100n);
      }),
    );
  });
});

describe('notificationAmount (spec 000 §9)', () => {
  it('multiplies SEK and NOK by 10', () => {
    expect(notificationAmount(1_500, 'SEK')).toBe(15_000);
    expect(notificationAmount(1_500n, 'NOK')).toBe(15_000n);
  });

  it('leaves other currencies unchanged', () => {
    for (const currency of ['EUR', 'GBP', 'ISK', 'PLN', 'RSD'] as const) {
      expect(notificationAmount(1_500, currency)).toBe(1_500);
    }
  });
});

describe('parseAmountToMinor', () => {
  it('reads what players type, with either decimal separator and spaces', () => {
    expect(parseAmountToMinor('20')).toBe(2000n);
    expect(parseAmountToMinor('20.5')).toBe(2050n);
    expect(parseAmountToMinor('20,05')).toBe(2005n);
    expect(parseAmountToMinor(' 1 000 ')).toBe(100000n);
    expect(parseAmountToMinor('0.01')).toBe(1n);
  });

  it('refuses signs, exponents, extra decimals, empty and oversized input', () => {
    for (const typed of [
      '',
      ' ',
      '-5',
      '+5',
      '1e3',
      '1.234',
      '1.2.3',
      'abc',
      '12€',
      '9'.repeat(17),
    ]) {
      expect(parseAmountToMinor(typed)).toBeNull();
    }
  });
});
