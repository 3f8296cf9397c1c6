import { MONEY_SPACE } from '@playfair/domain/money';
import { describe, expect, it } from 'vitest';
import { formatMinor, typedAmountOf } from './money';

describe('formatMinor', () => {
  it('formats with the one formatter of the domain', () => {
    expect(formatMinor('1000', 'EUR')).toBe('€10.00');
    expect(formatMinor(500000n, 'PLN')).toBe(`5${MONEY_SPACE}000,00${MONEY_SPACE}zł`);
  });

  it('still shows the number and the code of an unknown currency', () => {
    expect(formatMinor('-1050', 'XYZ')).toBe('-10.50 XYZ');
  });
});

describe('typedAmountOf', () => {
  it('writes a preset as a player would type it', () => {
    expect(typedAmountOf('2000')).toBe('20');
    expect(typedAmountOf('2050')).toBe('20.50');
    expect(typedAmountOf('5')).toBe('0.05');
  });
});
