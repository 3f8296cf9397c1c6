import { describe, expect, it } from 'vitest';
import {
  cardBrandOf,
  cardLabel,
  expiryLabel,
  isCardNumberValid,
  isCvcValid,
  isExpired,
  isLuhnValid,
  parseExpiry,
} from './card-rules';

describe('card rules', () => {
  it('accepts the Luhn checksum of the sandbox test cards and refuses a changed digit', () => {
    for (const number of [
      '4242424242424242',
      '4000000000000002',
      '4000000000009995',
      '4000000000000119',
      '5555555555554444',
    ]) {
      expect(isLuhnValid(number)).toBe(true);
    }
    expect(isLuhnValid('4242424242424241')).toBe(false);
    expect(isLuhnValid('4242x24242424242')).toBe(false);
  });

  it('names Visa and Mastercard and refuses other brands', () => {
    expect(cardBrandOf('4242424242424242')).toBe('Visa');
    expect(cardBrandOf('5555555555554444')).toBe('Mastercard');
    expect(cardBrandOf('2223003122003222')).toBe('Mastercard');
    expect(cardBrandOf('378282246310005')).toBeNull();
    expect(isCardNumberValid('4242 4242 4242 4242')).toBe(true);
    expect(isCardNumberValid('4242-4242-4242-4241')).toBe(false);
  });

  it('reads two- and four-digit years and refuses impossible months', () => {
    expect(parseExpiry('4', '29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('12', '2031')).toEqual({ month: 12, year: 2031 });
    expect(parseExpiry('13', '29')).toBeNull();
    expect(parseExpiry('0', '29')).toBeNull();
    expect(parseExpiry('1', '202')).toBeNull();
  });

  it('keeps a card valid to the end of its expiry month', () => {
    const now = new Date('2027-03-31T23:00:00Z');
    expect(isExpired({ month: 3, year: 2027 }, now)).toBe(false);
    expect(isExpired({ month: 2, year: 2027 }, now)).toBe(true);
    expect(isExpired({ month: 1, year: 2028 }, now)).toBe(false);
  });

  it('wants a three-digit CVC and labels cards without their number', () => {
    expect(isCvcValid('123')).toBe(true);
    expect(isCvcValid('12')).toBe(false);
    expect(isCvcValid('1234')).toBe(false);
    expect(cardLabel({ brand: 'Visa', last4: '4242' })).toBe('Visa •••• 4242');
    expect(expiryLabel({ expiryMonth: 4, expiryYear: 2029 })).toBe('04/29');
  });
});
