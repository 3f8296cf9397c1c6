import { describe, expect, it } from 'vitest';
import { convertFromEur, EUR_RATES_E4 } from './exchange-rates';

describe('convertFromEur', () => {
  it('keeps euro amounts as they are', () => {
    expect(convertFromEur(123_456n, 'EUR')).toBe(123_456n);
  });

  it('converts at the table rate, rounding half up', () => {
    expect(convertFromEur(100n, 'SEK')).toBe(1_120n);
    expect(convertFromEur(1n, 'GBP')).toBe(1n); // 0.85 rounds up
    expect(convertFromEur(1n, 'HRK')).toBe(8n); // 7.5345
    expect(convertFromEur(100_000_000n, 'RSD')).toBe(11_700_000_000n);
    expect(convertFromEur(-100n, 'NOK')).toBe(-1_160n);
  });

  it('uses the fixed Croatian changeover rate for HRK', () => {
    expect(EUR_RATES_E4.HRK).toBe(75_345n);
    expect(convertFromEur(10_000n, 'HRK')).toBe(75_345n);
  });
});
