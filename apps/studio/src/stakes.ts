import { STAKE_CURRENCY_FACTORS } from '@playfair/domain/stake-limits';
import type { EngineId } from './engines/engine-types';

// DESIGN §4: amounts in minor units (hundredths of every currency, ISK included, as in
// packages/domain money.ts). The stake ladder is the EUR ladder 0.10 … 10.00 scaled to each
// currency's size; every step is a multiple of 10, so it splits over 10 video-slot lines and
// 5 classic-slot lines and a blackjack 3:2 pays whole units.

const EUR_LADDER = [10, 20, 50, 100, 200, 500, 1000] as const;

// The casino's tiles promise the same ranges: one table of factors for both (domain stake-limits.ts).
const SCALE = STAKE_CURRENCY_FACTORS;

export type StudioCurrency = keyof typeof SCALE;

export function isStudioCurrency(value: string): value is StudioCurrency {
  return Object.hasOwn(SCALE, value);
}

/** The stakes a player can pick, smallest first. */
export function stakeLadder(currency: StudioCurrency): number[] {
  return EUR_LADDER.map((stake) => stake * SCALE[currency]);
}

/** The engines whose stake the casino caps per launch: the market's limit is a limit per spin. */
export function isSlotEngine(engine: EngineId): boolean {
  return engine === 'video-slot' || engine === 'classic-slot';
}

/**
 * The stakes a session offers its player, smallest first. A slot launch may carry the casino's
 * stake cap (`maxStake`, README "Launch"): the casino refuses a debit above it, so only the
 * stakes up to it are offered. A cap below the smallest stake leaves none: offering a stake the
 * casino is bound to refuse would only turn every spin into a refusal, so the client says that
 * no stake is within the limit instead. Table games and blackjack keep their whole ladder.
 */
export function offeredStakes(
  engine: EngineId,
  currency: StudioCurrency,
  maxStakeMinor: number | null,
): number[] {
  const ladder = stakeLadder(currency);
  if (maxStakeMinor === null || !isSlotEngine(engine)) return ladder;
  return ladder.filter((stake) => stake <= maxStakeMinor);
}

/** Roulette: every bet a whole number of the smallest chip, all bets of a spin at most 10 × the top stake. */
export function rouletteLimits(currency: StudioCurrency): { chip: number; maxTotal: number } {
  const ladder = stakeLadder(currency);
  return { chip: ladder[0]!, maxTotal: ladder[ladder.length - 1]! * 10 };
}

/** The chips and table limit of an engine whose round is a set of bets (README "Client API"). */
export type TableLimits = {
  /** Every bet is a whole number of this. */
  chip: number;
  /** The chips a player picks from, smallest first. */
  chips: number[];
  /** All bets of a round together at most. */
  maxTotal: number;
};

/**
 * Roulette and the money wheel bet in units of the smallest stake; baccarat in units of twice it
 * (EUR 0.20), so a banker win's 5 % commission is whole minor units. The limit is roulette's.
 */
export function tableLimits(engine: EngineId, currency: StudioCurrency): TableLimits {
  const { chip: smallest, maxTotal } = rouletteLimits(currency);
  // Every ladder step is a multiple of 10 (see above), so twice the smallest is one of 20.
  const chip = engine === 'baccarat' ? smallest * 2 : smallest;
  const chips = stakeLadder(currency).filter((stake) => stake >= chip && stake % chip === 0);
  return { chip, chips, maxTotal };
}

/** Play money of a demo session (DESIGN §7 "for fun"): 1,000.00 of the currency. */
export const DEMO_BALANCE = 100_000;
