import { describe, expect, it } from 'vitest';
import { jackpotCounterCurrency } from './jackpot-counter-source';

describe('jackpot counter source (spec 001 §6)', () => {
  it('counts in EUR for hr, RSD for sr, and not at all elsewhere', () => {
    expect(jackpotCounterCurrency('hr')).toBe('EUR');
    expect(jackpotCounterCurrency('sr')).toBe('RSD');
    expect(jackpotCounterCurrency('en')).toBeNull();
    expect(jackpotCounterCurrency('fi')).toBeNull();
  });
});
