import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hrkLimitToEurMinor, hrkToEurMinor } from './euro-changeover';

describe('the euro changeover (7.53450 kuna to the euro)', () => {
  it('converts the rate itself and its multiples exactly', () => {
    // 7.53 kn = 0.99940 € → 1.00 €.
    expect(hrkToEurMinor(753n)).toBe(100n);
    expect(hrkToEurMinor(753_450n)).toBe(100_000n);
    expect(hrkToEurMinor(7_534_500n)).toBe(1_000_000n);
    expect(hrkToEurMinor(0n)).toBe(0n);
  });

  it('rounds to the nearest cent, half a cent up', () => {
    // 1 lipa = 0.1327 cents → 0; 4 lipa = 0.531 cents → 1.
    expect(hrkToEurMinor(1n)).toBe(0n);
    expect(hrkToEurMinor(3n)).toBe(0n);
    expect(hrkToEurMinor(4n)).toBe(1n);
    // 100.00 kn = 13.2722 € → 13.27 €; 500.00 kn = 66.3614 € → 66.36 €.
    expect(hrkToEurMinor(10_000n)).toBe(1_327n);
    expect(hrkToEurMinor(50_000n)).toBe(6_636n);
    // 3,767.25 kn is exactly 500.00 €; one lipa less is 499.99867 € → 500.00 €.
    expect(hrkToEurMinor(376_725n)).toBe(50_000n);
    expect(hrkToEurMinor(376_724n)).toBe(50_000n);
  });

  it('is symmetric for a negative amount', () => {
    expect(hrkToEurMinor(-4n)).toBe(-1n);
    expect(hrkToEurMinor(-10_000n)).toBe(-1_327n);
  });

  it('keeps every amount within half a cent of its kuna value', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (lipa) => {
        const cents = hrkToEurMinor(lipa);
        // |cents × 7.53450 − lipa| ≤ ½ cent × 7.53450, in hundred-thousandths of a lipa.
        const error = cents * 753_450n - lipa * 100_000n;
        const magnitude = error < 0n ? -error : error;
        expect(2n * magnitude).toBeLessThanOrEqual(753_450n);
      }),
    );
  });

  it('never grows with a smaller amount (monotone)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        (a, d) => {
          expect(hrkToEurMinor(a)).toBeLessThanOrEqual(hrkToEurMinor(a + d));
        },
      ),
    );
  });

  it('keeps a tiny limit a limit of one cent', () => {
    expect(hrkLimitToEurMinor(1n)).toBe(1n);
    expect(hrkLimitToEurMinor(10_000n)).toBe(1_327n);
    expect(hrkLimitToEurMinor(0n)).toBe(0n);
  });
});
