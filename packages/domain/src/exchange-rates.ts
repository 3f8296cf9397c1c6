// Amounts shown in another currency than the one they are kept in (a jackpot pool, a game's stake
// range kept in euro cents) are converted with one fixed table, so the server, the web app and the
// tests show the same figure. Display only: no money moves by these rates (DESIGN §4 keeps every
// balance in its own currency).

import type { Currency } from './locales';

/**
 * Units of each currency per euro, in ten-thousandths (exact integers, no floats): rounded
 * mid-market rates, reviewed by hand when they drift. HRK is the fixed conversion rate of the
 * Croatian changeover (7.53450, DESIGN §4).
 */
export const EUR_RATES_E4: Readonly<Record<Currency, bigint>> = {
  EUR: 10_000n,
  NOK: 116_000n,
  SEK: 112_000n,
  AUD: 17_000n,
  NZD: 18_500n,
  CAD: 15_500n,
  GBP: 8_500n,
  INR: 950_000n,
  PLN: 43_000n,
  ISK: 1_450_000n,
  RSD: 1_170_000n,
  PEN: 41_000n,
  USD: 11_000n,
  HRK: 75_345n,
};

/** `amountMinor` euro cents in `currency`'s minor units, rounded half up (display only). */
export function convertFromEur(amountMinor: bigint, currency: Currency): bigint {
  const scaled = amountMinor * EUR_RATES_E4[currency];
  const rounded = (scaled < 0n ? -scaled : scaled) + 5_000n;
  const converted = rounded / 10_000n;
  return scaled < 0n ? -converted : converted;
}
