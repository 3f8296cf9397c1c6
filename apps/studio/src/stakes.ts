import type { Currency } from '@playfair/domain/locales';

// DESIGN §4: amounts in minor units (hundredths of every currency, ISK included, as in
// packages/domain money.ts). The stake ladder is the EUR ladder 0.10 … 10.00 scaled to each
// currency's size; every step is a multiple of 10, so it splits over 10 video-slot lines and
// 5 classic-slot lines and a blackjack 3:2 pays whole units.

const EUR_LADDER = [10, 20, 50, 100, 200, 500, 1000] as const;

const SCALE = {
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

export type StudioCurrency = keyof typeof SCALE;

export function isStudioCurrency(value: string): value is StudioCurrency {
  return Object.hasOwn(SCALE, value);
}

/** The stakes a player can pick, smallest first. */
export function stakeLadder(currency: StudioCurrency): number[] {
  return EUR_LADDER.map((stake) => stake * SCALE[currency]);
}

/** Roulette: every bet a whole number of the smallest chip, all bets of a spin at most 10 × the top stake. */
export function rouletteLimits(currency: StudioCurrency): { chip: number; maxTotal: number } {
  const ladder = stakeLadder(currency);
  return { chip: ladder[0]!, maxTotal: ladder[ladder.length - 1]! * 10 };
}

/** Play money of a demo session (DESIGN §7 "for fun"): 1,000.00 of the currency. */
export const DEMO_BALANCE = 100_000;
