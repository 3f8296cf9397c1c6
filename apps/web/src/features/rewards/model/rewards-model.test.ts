import { describe, expect, it } from 'vitest';
import { claimedText } from './claimed-text';
import { offerTermsParts } from './offer-terms';
import { formatTermsMoney } from './reward-money';

describe('offerTermsParts', () => {
  it('reads a first-deposit offer in the order of its sentence (spec 000 §9 wording)', () => {
    expect(
      offerTermsParts(
        {
          spinsPerDay: 10,
          maxBetMinor: '500',
          wageringDays: 30,
          wageringMultiplier: 40,
          maxBonusMinor: '10000',
          matchPercent: 100,
          minDepositMinor: '1000',
          spinValidHours: 24,
        },
        'GBP',
      ),
    ).toEqual([
      { key: 'rewards_terms_match', values: { percent: 100, amount: '£100' } },
      { key: 'rewards_terms_min_deposit', values: { amount: '£10' } },
      { key: 'rewards_terms_wagering', values: { multiplier: 40, days: 30 } },
      { key: 'rewards_terms_max_bet', values: { amount: '£5' } },
      { key: 'rewards_terms_spins_daily', values: { count: 10 } },
      { key: 'rewards_terms_spins_valid', values: { hours: 24 } },
    ]);
  });

  it('reads a cashback offer (spec 000 §9 wording)', () => {
    expect(
      offerTermsParts(
        {
          cashbackPercent: 10,
          periodHours: 24,
          minRounds: 50,
          claimDays: 7,
          minCashbackMinor: '100',
          maxCashbackMinor: '10000',
        },
        'GBP',
      ),
    ).toEqual([
      { key: 'rewards_terms_cashback_period', values: { percent: 10, hours: 24 } },
      { key: 'rewards_terms_min_rounds', values: { count: 50 } },
      { key: 'rewards_terms_cashback_min', values: { amount: '£1' } },
      { key: 'rewards_terms_cashback_max', values: { amount: '£100' } },
      { key: 'rewards_terms_claim_days', values: { days: 7 } },
    ]);
  });

  it('chooses the wording of each rule by what the offer gives', () => {
    const keys = (terms: Parameters<typeof offerTermsParts>[0]) =>
      offerTermsParts(terms, 'EUR').map((part) => part.key);
    expect(keys({ matchPercent: 50 })).toEqual(['rewards_terms_match_uncapped']);
    expect(keys({ wageringMultiplier: 0, wageringDays: 30 })).toEqual([
      'rewards_terms_no_wagering',
    ]);
    expect(keys({ wageringMultiplier: 35 })).toEqual(['rewards_terms_wagering_open']);
    expect(keys({ spinsPerDay: 20, spinDays: 1 })).toEqual(['rewards_terms_spins']);
    expect(keys({ spinsPerDay: 10, spinDays: 5 })).toEqual(['rewards_terms_spins_days']);
    expect(keys({ cashbackPercent: 15 })).toEqual(['rewards_terms_cashback']);
    expect(keys({})).toEqual([]);
  });
});

describe('formatTermsMoney', () => {
  it('writes whole amounts without cents and others with them, in the currency format', () => {
    expect(formatTermsMoney('10000', 'GBP')).toBe('£100');
    expect(formatTermsMoney('20', 'EUR')).toBe('€0.20');
    expect(formatTermsMoney('123456', 'PLN')).toBe('1\u00A0234,56\u00A0zł');
  });

  it('shows the number and code of a currency the platform does not know', () => {
    expect(formatTermsMoney('500', 'XXX')).toBe('500 XXX');
  });
});

describe('claimedText', () => {
  const answer = { success: true as const, bonusId: null, grantId: null };

  it('says how much bonus money or cashback the claim gave', () => {
    expect(
      claimedText(
        { ...answer, kind: 'deposit-bonus', amountMinor: '5000', formatted: '€50.00' },
        'Welcome',
      ),
    ).toEqual({ key: 'rewards_claimed_bonus', values: { amount: '€50.00' } });
    expect(
      claimedText(
        { ...answer, kind: 'cashback', amountMinor: '1240', formatted: '€12.40' },
        'Live',
      ),
    ).toEqual({ key: 'rewards_claimed_cashback', values: { amount: '€12.40' } });
  });

  it('names the offer when the answer has no amount, and free spins by their offer', () => {
    expect(
      claimedText({ ...answer, kind: 'bonus', amountMinor: null, formatted: null }, 'Reload'),
    ).toEqual({ key: 'rewards_claimed', values: { label: 'Reload' } });
    expect(
      claimedText({ ...answer, kind: 'free-spins', amountMinor: null, formatted: null }, 'Spins'),
    ).toEqual({ key: 'rewards_claimed_free_spins', values: { label: 'Spins' } });
  });
});
