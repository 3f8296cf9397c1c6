// The Croatian changeover to the euro (spec 000 §1/§4, DESIGN §4): kuna amounts become euro amounts
// at the fixed conversion rate 7.53450 kuna to the euro. Integers only: an amount in lipa (HRK
// minor units) becomes cents (EUR minor units).
//
// Rounding rule (the Croatian Euro Act's, art. 14: "rounded to the nearest cent; an amount of half
// a cent or more is rounded up"): each amount is converted on its own and rounded half up, away
// from zero for a negative amount. Each amount is then exact to half a cent of its kuna value;
// a sum of n converted amounts differs from the converted sum by at most n × ½ cent, and the
// migration never converts a sum of parts it converted separately (a player's balance is one
// amount; an open withdrawal is one amount, and its held money is the sum of them).

/** Kuna to the euro, as a fraction: 7.53450 = 753450 / 100000. */
export const HRK_PER_EUR = '7.53450';
const RATE_NUMERATOR = 753_450n;
const RATE_DENOMINATOR = 100_000n;

/** `hrkMinor` lipa in euro cents, rounded half up (away from zero). */
export function hrkToEurMinor(hrkMinor: bigint): bigint {
  const magnitude = hrkMinor < 0n ? -hrkMinor : hrkMinor;
  // cents = lipa × 100000 / 753450, half up: floor((2 × lipa × 100000 + 753450) / (2 × 753450)).
  const cents = (2n * magnitude * RATE_DENOMINATOR + RATE_NUMERATOR) / (2n * RATE_NUMERATOR);
  return hrkMinor < 0n ? -cents : cents;
}

/**
 * A money limit in euro cents: converted like any amount, but never below one cent (a limit of
 * a few lipa stays a limit, the smallest there is, rather than vanishing).
 */
export function hrkLimitToEurMinor(hrkMinor: bigint): bigint {
  const cents = hrkToEurMinor(hrkMinor);
  return hrkMinor > 0n && cents < 1n ? 1n : cents;
}

/** Whether `currency` is the one the changeover retires. */
export const isRetiredCurrency = (currency: string): boolean => currency === 'HRK';

/**
 * History keeps kuna amounts as they were (spec 000 §4); beside each, its euro equivalent at the
 * conversion rate. Undefined for an amount in any other currency.
 */
export function euroEquivalentMinor(amountMinor: bigint, currency: string): bigint | undefined {
  return isRetiredCurrency(currency) ? hrkToEurMinor(amountMinor) : undefined;
}
