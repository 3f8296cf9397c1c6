import { describe, expect, it } from 'vitest';
import { withEuroEquivalent } from './euro-equivalent';

describe('history amounts from before the euro', () => {
  it('shows a kuna amount with its euro equivalent at 7.53450', () => {
    // 150.00 kn = 19.9084 € → 19.91 €.
    expect(withEuroEquivalent('150,00 kn', '15000', 'HRK')).toMatch(/^150,00 kn \(.*19[.,]91.*\)$/);
  });

  it('leaves every other currency and an unreadable amount as it is', () => {
    expect(withEuroEquivalent('€19.91', '1991', 'EUR')).toBe('€19.91');
    expect(withEuroEquivalent('x', 'not-a-number', 'HRK')).toBe('x');
  });
});
