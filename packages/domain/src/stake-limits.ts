// spec 000 §3 game tile `minMaxLimit`: a game's stake range "formatted in the caller's currency".
// The catalogue keeps stake limits in EUR cents; other currencies scale by these factors, which the
// studio's stake ladder uses too (apps/studio/src/stakes.ts: 0.10 … 10.00 EUR, ×10 in SEK and NOK,
// ×5 in PLN, PEN and HRK, ×100 in INR, RSD and ISK), so the range a tile promises is the range the
// game accepts.
// These are round steps near each currency's size, not exchange rates: no money is converted.

import type { Currency } from './locales';
import { formatMoney, MINOR_UNITS_PER_MAJOR } from './money';

export const STAKE_CURRENCY_FACTORS = {
  EUR: 1,
  USD: 1,
  GBP: 1,
  AUD: 1,
  NZD: 1,
  CAD: 1,
  SEK: 10,
  NOK: 10,
  PLN: 5,
  PEN: 5,
  HRK: 5,
  INR: 100,
  RSD: 100,
  ISK: 100,
} as const satisfies Record<Currency, number>;

/** A stake given in EUR cents, in minor units of `currency`. */
export function stakeInCurrency(eurMinor: bigint, currency: Currency): bigint {
  return eurMinor * BigInt(STAKE_CURRENCY_FACTORS[currency]);
}

/** Whole amounts without decimals ("€100"), others with two ("€0.10"). */
function formatStake(minor: bigint, currency: Currency): string {
  const isWhole = minor % MINOR_UNITS_PER_MAJOR === 0n;
  return formatMoney(minor, currency, { fractionDigits: isWhole ? 0 : 2 });
}

/** "€0.10 – €100", "1 – 500 kr"-style: the range in the caller's currency, en dash between. */
export function formatStakeRange(
  minEurMinor: bigint,
  maxEurMinor: bigint,
  currency: Currency,
): string {
  const min = formatStake(stakeInCurrency(minEurMinor, currency), currency);
  const max = formatStake(stakeInCurrency(maxEurMinor, currency), currency);
  return `${min} – ${max}`;
}
