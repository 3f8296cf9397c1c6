import type { TOfferTerms } from '@playfair/contracts/rewards';
import { formatTermsMoney } from './reward-money';

/** The catalog keys of an offer's terms, one per rule, in the order the sentence reads. */
export const OFFER_TERMS_KEYS = [
  'rewards_terms_match',
  'rewards_terms_match_uncapped',
  'rewards_terms_min_deposit',
  'rewards_terms_wagering',
  'rewards_terms_wagering_open',
  'rewards_terms_no_wagering',
  'rewards_terms_max_bet',
  'rewards_terms_spins_daily',
  'rewards_terms_spins_days',
  'rewards_terms_spins',
  'rewards_terms_spins_valid',
  'rewards_terms_cashback',
  'rewards_terms_cashback_period',
  'rewards_terms_min_rounds',
  'rewards_terms_cashback_min',
  'rewards_terms_cashback_max',
  'rewards_terms_claim_days',
] as const;

export type OfferTermsKey = (typeof OFFER_TERMS_KEYS)[number];

/** One rule of an offer as the player reads it: its text's key and the numbers it takes. */
export type TermsPart = {
  key: OfferTermsKey;
  values: Readonly<Record<string, string | number>>;
};

function matchPart(terms: TOfferTerms, money: (minor: string) => string): TermsPart | null {
  const { matchPercent: percent, maxBonusMinor } = terms;
  if (percent === undefined) return null;
  return maxBonusMinor === undefined
    ? { key: 'rewards_terms_match_uncapped', values: { percent } }
    : { key: 'rewards_terms_match', values: { percent, amount: money(maxBonusMinor) } };
}

function wageringPart(terms: TOfferTerms): TermsPart | null {
  const { wageringMultiplier: multiplier, wageringDays: days } = terms;
  if (multiplier === undefined) return null;
  if (multiplier === 0) return { key: 'rewards_terms_no_wagering', values: {} };
  return days === undefined
    ? { key: 'rewards_terms_wagering_open', values: { multiplier } }
    : { key: 'rewards_terms_wagering', values: { multiplier, days } };
}

function spinsPart(terms: TOfferTerms): TermsPart | null {
  const { spinsPerDay: count, spinDays: days } = terms;
  if (count === undefined) return null;
  // spec 000 §9 "10 spins per day": a number of days when the offer gives one, a single grant
  // when that number is 1.
  if (days === undefined) return { key: 'rewards_terms_spins_daily', values: { count } };
  return days === 1
    ? { key: 'rewards_terms_spins', values: { count } }
    : { key: 'rewards_terms_spins_days', values: { count, days } };
}

function cashbackPart(terms: TOfferTerms): TermsPart | null {
  const { cashbackPercent: percent, periodHours: hours } = terms;
  if (percent === undefined) return null;
  return hours === undefined
    ? { key: 'rewards_terms_cashback', values: { percent } }
    : { key: 'rewards_terms_cashback_period', values: { percent, hours } };
}

function moneyPart(
  key: OfferTermsKey,
  minor: string | undefined,
  money: (minor: string) => string,
): TermsPart | null {
  return minor === undefined ? null : { key, values: { amount: money(minor) } };
}

function countPart(key: OfferTermsKey, name: string, value: number | undefined): TermsPart | null {
  return value === undefined ? null : { key, values: { [name]: value } };
}

/**
 * The rules of an offer in the order the terms sentence reads them (spec 000 §9 wording: "min
 * £10, max bonus £100, 40x wagering within 30 days, max bet £5, 10 spins per day for 24 h";
 * "minimum 50 rounds in 24 h, claim within 7 days, max £100, min £1"), each with its amounts
 * formatted in the player's currency. A rule the offer has not is left out.
 */
export function offerTermsParts(terms: TOfferTerms, currency: string): TermsPart[] {
  const money = (minor: string) => formatTermsMoney(minor, currency);
  return [
    matchPart(terms, money),
    moneyPart('rewards_terms_min_deposit', terms.minDepositMinor, money),
    wageringPart(terms),
    moneyPart('rewards_terms_max_bet', terms.maxBetMinor, money),
    spinsPart(terms),
    countPart('rewards_terms_spins_valid', 'hours', terms.spinValidHours),
    cashbackPart(terms),
    countPart('rewards_terms_min_rounds', 'count', terms.minRounds),
    moneyPart('rewards_terms_cashback_min', terms.minCashbackMinor, money),
    moneyPart('rewards_terms_cashback_max', terms.maxCashbackMinor, money),
    countPart('rewards_terms_claim_days', 'days', terms.claimDays),
  ].filter((part) => part !== null);
}

/** The separator between the rules of the terms sentence. */
export const TERMS_SEPARATOR = ' · ';
