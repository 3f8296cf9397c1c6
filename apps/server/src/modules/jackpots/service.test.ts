import { JACKPOT_TIERS } from '@playfair/contracts/jackpot-feed';
import { describe, expect, it } from 'vitest';
import { JACKPOT_CURRENCIES, seedAmountEurMinor } from './service';

describe('JACKPOT_CURRENCIES', () => {
  it('are the locale currencies of spec 000 §9 but HRK and ISK, which are answered in EUR', () => {
    expect(JACKPOT_CURRENCIES).toEqual([
      'AUD',
      'CAD',
      'EUR',
      'GBP',
      'INR',
      'NOK',
      'NZD',
      'PEN',
      'PLN',
      'RSD',
      'SEK',
    ]);
  });
});

describe('seedAmountEurMinor', () => {
  it('is the same for the same game and tier, and differs between games', () => {
    expect(seedAmountEurMinor('10001', 'major')).toBe(seedAmountEurMinor('10001', 'major'));
    const majors = new Set(
      Array.from({ length: 50 }, (_, index) => seedAmountEurMinor(`1${index}`, 'major')),
    );
    expect(majors.size).toBe(50);
  });

  it('stays within each tier and puts the tiers in order', () => {
    const ranges: Record<string, readonly [number, number]> = {
      mini: [100, 900],
      minor: [1_000, 9_900],
      major: [20_000, 250_000],
      mega: [1_000_000, 9_500_000],
    };
    for (let index = 0; index < 200; index += 1) {
      const amounts = JACKPOT_TIERS.map((tier) => seedAmountEurMinor(`g${index}`, tier));
      JACKPOT_TIERS.forEach((tier, at) => {
        const [min, max] = ranges[tier]!;
        expect(amounts[at]).toBeGreaterThanOrEqual(BigInt(min * 100));
        expect(amounts[at]).toBeLessThan(BigInt(max * 100));
      });
      expect([...amounts].sort((a, b) => (a < b ? -1 : 1))).toEqual(amounts);
    }
  });
});
