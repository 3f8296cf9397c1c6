import { z } from 'zod';
import type { Rng } from '../rng';
import type { EngineMaths } from './engine-types';

// European roulette, single zero (DESIGN §7). Bets and standard payouts (to 1):
// straight 35, split 17, street 11 (incl. the trios 0-1-2 and 0-2-3), corner 8 (incl. 0-1-2-3),
// line 5, dozen and column 2, red/black/odd/even/low/high 1. Zero loses every outside bet (no
// la partage). Each bet covering k numbers pays 36/k per unit, so every bet returns 36/37.

export const ROULETTE_POCKETS = 37;
export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export const ROULETTE_BET_TYPES = [
  'straight',
  'split',
  'street',
  'corner',
  'line',
  'dozen',
  'column',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
] as const;
export type RouletteBetType = (typeof ROULETTE_BET_TYPES)[number];

/** Payout to 1 of each bet type. */
export const ROULETTE_PAYOUTS: Readonly<Record<RouletteBetType, number>> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  line: 5,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
};

export const MAX_ROULETTE_BETS = 40;

const ZPocket = z.number().int().min(0).max(36);
export const ZRouletteBet = z.strictObject({
  type: z.enum(ROULETTE_BET_TYPES),
  /** The numbers covered, for inside bets (straight … line). */
  numbers: z.array(ZPocket).min(1).max(6).optional(),
  /** 1, 2 or 3, for dozen and column. */
  index: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  amount: z.number().int().positive().safe(),
});
export type RouletteBet = z.infer<typeof ZRouletteBet>;

function sorted(numbers: readonly number[]): number[] {
  return [...numbers].sort((a, b) => a - b);
}

function same(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

function isSplit([a, b]: number[]): boolean {
  if (a === undefined || b === undefined) return false;
  if (a === 0) return b >= 1 && b <= 3;
  const isSameRow = b - a === 1 && a % 3 !== 0;
  return isSameRow || b - a === 3;
}

function isStreet(numbers: number[]): boolean {
  if (same(numbers, [0, 1, 2]) || same(numbers, [0, 2, 3])) return true;
  const [a] = numbers;
  return a !== undefined && a % 3 === 1 && same(numbers, [a, a + 1, a + 2]);
}

function isCorner(numbers: number[]): boolean {
  if (same(numbers, [0, 1, 2, 3])) return true;
  const [a] = numbers;
  return (
    a !== undefined && a >= 1 && a % 3 !== 0 && a <= 32 && same(numbers, [a, a + 1, a + 3, a + 4])
  );
}

function isLine(numbers: number[]): boolean {
  const [a] = numbers;
  return (
    a !== undefined &&
    a % 3 === 1 &&
    a <= 31 &&
    same(numbers, [a, a + 1, a + 2, a + 3, a + 4, a + 5])
  );
}

const INSIDE_SIZE: Readonly<Partial<Record<RouletteBetType, number>>> = {
  straight: 1,
  split: 2,
  street: 3,
  corner: 4,
  line: 6,
};

/** Why a bet is not on the table, or null when it is. */
export function rouletteBetProblem(bet: RouletteBet): string | null {
  const size = INSIDE_SIZE[bet.type];
  if (size !== undefined) {
    if (bet.index !== undefined) return `a ${bet.type} bet takes numbers, not an index`;
    if (bet.numbers?.length !== size) return `a ${bet.type} bet covers ${size} numbers`;
    const numbers = sorted(bet.numbers);
    if (new Set(numbers).size !== size) return 'the numbers must differ';
    const isPlaced =
      bet.type === 'straight' ||
      (bet.type === 'split' && isSplit(numbers)) ||
      (bet.type === 'street' && isStreet(numbers)) ||
      (bet.type === 'corner' && isCorner(numbers)) ||
      (bet.type === 'line' && isLine(numbers));
    return isPlaced ? null : `those numbers are not a ${bet.type} on the table`;
  }
  if (bet.numbers !== undefined) return `a ${bet.type} bet takes no numbers`;
  if (bet.type === 'dozen' || bet.type === 'column') {
    return bet.index === undefined ? `a ${bet.type} bet needs an index of 1, 2 or 3` : null;
  }
  return bet.index === undefined ? null : `a ${bet.type} bet takes no index`;
}

/** Whether a bet wins on `pocket`. */
export function rouletteBetWins(bet: RouletteBet, pocket: number): boolean {
  switch (bet.type) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'line':
      return bet.numbers?.includes(pocket) ?? false;
    case 'dozen':
      return pocket !== 0 && Math.ceil(pocket / 12) === bet.index;
    case 'column':
      return pocket !== 0 && ((pocket - 1) % 3) + 1 === bet.index;
    case 'red':
      return RED_NUMBERS.has(pocket);
    case 'black':
      return pocket !== 0 && !RED_NUMBERS.has(pocket);
    case 'odd':
      return pocket !== 0 && pocket % 2 === 1;
    case 'even':
      return pocket !== 0 && pocket % 2 === 0;
    case 'low':
      return pocket >= 1 && pocket <= 18;
    case 'high':
      return pocket >= 19;
  }
}

export type RouletteOutcome = {
  pocket: number;
  colour: 'red' | 'black' | 'green';
  /** Per bet, in the order placed: what it paid back (stake included), 0 when it lost. */
  betWins: number[];
};

export function pocketColour(pocket: number): RouletteOutcome['colour'] {
  if (pocket === 0) return 'green';
  return RED_NUMBERS.has(pocket) ? 'red' : 'black';
}

/** Plays one spin for valid bets (see rouletteBetProblem). */
export function playRoulette(
  rng: Rng,
  bets: readonly RouletteBet[],
): { outcome: RouletteOutcome; win: number } {
  for (const bet of bets) {
    const problem = rouletteBetProblem(bet);
    if (problem !== null) throw new RangeError(problem);
  }
  const pocket = rng.int(ROULETTE_POCKETS);
  const betWins = bets.map((bet) =>
    rouletteBetWins(bet, pocket) ? bet.amount * (ROULETTE_PAYOUTS[bet.type] + 1) : 0,
  );
  const win = betWins.reduce((sum, value) => sum + value, 0);
  return { outcome: { pocket, colour: pocketColour(pocket), betWins }, win };
}

/**
 * Exact: a bet covering k of 37 pockets pays (36/k − 1) to 1, so it returns
 * k/37 × 36/k = 36/37 of its amount, whatever the mix of bets.
 */
export const ROULETTE_MATHS: EngineMaths = {
  rtp: 36 / 37,
  method: 'exact: every bet covering k of 37 pockets returns k/37 × 36/k',
};
