import { describe, expect, it } from 'vitest';
import { BACCARAT_BANKER_UNIT } from './engines/baccarat';
import { isStudioCurrency, stakeLadder, tableLimits } from './stakes';

const CURRENCIES = ['EUR', 'SEK', 'PLN', 'ISK', 'RSD'].filter(isStudioCurrency);

describe('tableLimits', () => {
  it('gives baccarat chips on which the 5 % banker commission is whole, in every currency', () => {
    for (const currency of CURRENCIES) {
      const { chip, chips } = tableLimits('baccarat', currency);
      expect(chip % BACCARAT_BANKER_UNIT).toBe(0);
      expect(chips.length).toBeGreaterThanOrEqual(4);
      for (const value of chips) expect(value % chip).toBe(0);
    }
    expect(tableLimits('baccarat', 'EUR').chips).toEqual([20, 100, 200, 500, 1000]);
  });

  it('lets the money wheel bet every stake of the ladder, up to ten times the top stake', () => {
    expect(tableLimits('money-wheel', 'SEK')).toEqual({
      chip: 100,
      chips: stakeLadder('SEK'),
      maxTotal: 100_000,
    });
  });
});
