import { describe, expect, it } from 'vitest';
import { sandboxBanks, sandboxMethods } from './limits';

function limitsIn(currency: string) {
  return Object.fromEntries(
    sandboxMethods(currency).map((method) => [
      method.type,
      [method.minMinor / 100n, method.maxMinor / 100n],
    ]),
  );
}

describe('sandbox limits', () => {
  it('takes card 10–5,000 and bank transfer 20–10,000 in euros, card first', () => {
    expect(sandboxMethods('EUR').map((method) => method.type)).toEqual(['card', 'bank_transfer']);
    expect(limitsIn('EUR')).toEqual({ card: [10n, 5_000n], bank_transfer: [20n, 10_000n] });
  });

  it('scales other currencies to round amounts near the euro limits', () => {
    expect(limitsIn('SEK')).toEqual({ card: [100n, 50_000n], bank_transfer: [200n, 100_000n] });
    expect(limitsIn('NOK')).toEqual(limitsIn('SEK'));
    expect(limitsIn('PLN')).toEqual({ card: [40n, 20_000n], bank_transfer: [80n, 40_000n] });
    expect(limitsIn('RSD')).toEqual({
      card: [1_200n, 600_000n],
      bank_transfer: [2_400n, 1_200_000n],
    });
    expect(limitsIn('ISK')).toEqual({
      card: [1_500n, 750_000n],
      bank_transfer: [3_000n, 1_500_000n],
    });
    expect(limitsIn('CAD')).toEqual({ card: [15n, 7_500n], bank_transfer: [30n, 15_000n] });
  });

  it('offers nothing in a currency it does not take', () => {
    expect(sandboxMethods('XYZ')).toEqual([]);
    expect(sandboxBanks('XYZ')).toEqual([]);
    expect(sandboxBanks('EUR').length).toBeGreaterThan(0);
  });
});
