import { describe, expect, it } from 'vitest';
import { hrTicketIsSingular } from './plural';

describe('hrTicketIsSingular (spec 000 §5)', () => {
  it.each([
    [1, true],
    [21, true],
    [101, true],
    [1_001, true],
    [11, false],
    [111, false],
    [211, false],
    [0, false],
    [2, false],
    [5, false],
    [12, false],
    [20, false],
  ])('%i → %s', (count, isSingular) => {
    expect(hrTicketIsSingular(count)).toBe(isSingular);
  });

  // Only an oracle for the test: the rule itself never uses Intl (a small-ICU Node lacks 'hr').
  it.skipIf(Intl.PluralRules.supportedLocalesOf('hr').length === 0)(
    'agrees with ICU Croatian plural rules on the "one" category for whole numbers',
    () => {
      const rules = new Intl.PluralRules('hr');
      for (let count = 0; count <= 1_000; count += 1) {
        expect(hrTicketIsSingular(count)).toBe(rules.select(count) === 'one');
      }
    },
  );

  it('accepts bigint counts and is never singular for a fraction', () => {
    expect(hrTicketIsSingular(12_345_678_901n)).toBe(true);
    expect(hrTicketIsSingular(12_345_678_911n)).toBe(false);
    expect(hrTicketIsSingular(1.5)).toBe(false);
  });
});
