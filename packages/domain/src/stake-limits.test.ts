import { describe, expect, it } from 'vitest';
import { CURRENCY_SYMBOLS, MONEY_SPACE } from './money';
import { formatStakeRange, STAKE_CURRENCY_FACTORS, stakeInCurrency } from './stake-limits';

describe('stake limits in the caller’s currency (spec 000 §3 minMaxLimit)', () => {
  it('formats a euro range with decimals only where the amount has cents', () => {
    expect(formatStakeRange(10n, 10_000n, 'EUR')).toBe('€0.10 – €100');
    expect(formatStakeRange(250n, 1_000n, 'EUR')).toBe('€2.50 – €10');
  });

  it('scales by the studio ladder’s factor and uses the currency’s own format', () => {
    expect(stakeInCurrency(10n, 'SEK')).toBe(100n);
    expect(formatStakeRange(10n, 1_000n, 'SEK')).toBe(`Kr${MONEY_SPACE}1 – Kr${MONEY_SPACE}100`);
    expect(formatStakeRange(20n, 1_000n, 'PLN')).toBe(`1${MONEY_SPACE}zł – 50${MONEY_SPACE}zł`);
    expect(formatStakeRange(10n, 10_000n, 'RSD')).toBe(
      `10${MONEY_SPACE}RSD – 10.000${MONEY_SPACE}RSD`,
    );
  });

  it('has a factor for every currency the platform formats', () => {
    expect(Object.keys(STAKE_CURRENCY_FACTORS).sort()).toEqual(
      Object.keys(CURRENCY_SYMBOLS).sort(),
    );
  });
});
