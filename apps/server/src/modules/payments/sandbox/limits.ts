import type { Currency } from '@playfair/domain/locales';
import { CURRENCY_SYMBOLS } from '@playfair/domain/money';
import type { ProviderBank, ProviderMethod } from '../payment-provider';

// The sandbox's methods and limits, as a PSP publishes them per currency. In euros: card 10.00 to
// 5,000.00, bank transfer 20.00 to 10,000.00; other currencies scale by a round factor near their
// exchange rate, so each limit is a whole amount a player would recognise (SEK/NOK 100–50,000 by
// card, PLN 40–20,000, RSD 1,200–600,000, ISK 1,500–750,000 …). Payouts use the same limits.

const EUR_LIMITS_MINOR = {
  card: { min: 10_00n, max: 5_000_00n },
  bank_transfer: { min: 20_00n, max: 10_000_00n },
} as const;

/** Each currency's amounts as a fraction (numerator, denominator) of the euro amounts. */
const SCALE: Readonly<Record<Currency, readonly [bigint, bigint]>> = {
  EUR: [1n, 1n],
  GBP: [1n, 1n],
  USD: [1n, 1n],
  AUD: [3n, 2n],
  NZD: [3n, 2n],
  CAD: [3n, 2n],
  SEK: [10n, 1n],
  NOK: [10n, 1n],
  PLN: [4n, 1n],
  PEN: [4n, 1n],
  HRK: [15n, 2n],
  INR: [90n, 1n],
  RSD: [120n, 1n],
  ISK: [150n, 1n],
};

function isCurrency(currency: string): currency is Currency {
  return Object.hasOwn(CURRENCY_SYMBOLS, currency);
}

export function sandboxMethods(currency: string): ProviderMethod[] {
  if (!isCurrency(currency)) return [];
  const [numerator, denominator] = SCALE[currency];
  const scaled = (eurMinor: bigint) => (eurMinor * numerator) / denominator;
  return (['card', 'bank_transfer'] as const).map((type) => ({
    type,
    minMinor: scaled(EUR_LIMITS_MINOR[type].min),
    maxMinor: scaled(EUR_LIMITS_MINOR[type].max),
  }));
}

/** The sandbox's banks; a transfer from any of them is approved on the same test page. */
export const SANDBOX_BANKS: readonly ProviderBank[] = [
  { id: 'sandbox-bank', name: 'Sandbox Bank' },
  { id: 'demo-savings', name: 'Demo Savings Bank' },
  { id: 'test-cooperative', name: 'Test Cooperative Bank' },
];

export function sandboxBanks(currency: string): ProviderBank[] {
  return isCurrency(currency) ? [...SANDBOX_BANKS] : [];
}
