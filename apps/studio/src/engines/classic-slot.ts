import type { Rng } from '../rng';
import type { EngineMaths } from './engine-types';

// Classic slot: 3 reels × 3 rows, 5 lines (the three rows and both diagonals), fruit-machine
// symbols (DESIGN §7). Rules (the game sheet), pays in multiples of the line stake:
// - 3 sevens 200, 3 triple bars 100, 3 double bars 60, 3 single bars 30, 3 bells 30,
//   any 3 bars mixed 10;
// - cherries anywhere on a line: 3 pay 20, 2 pay 6, 1 pays 2;
// - a line pays its highest combination only. The stake is split evenly over the 5 lines.

export const CLASSIC_SLOT_SYMBOLS = [
  'seven',
  'bar3',
  'bar2',
  'bar1',
  'bell',
  'cherry',
  'blank',
] as const;
export type ClassicSlotSymbol = (typeof CLASSIC_SLOT_SYMBOLS)[number];

const SEVEN = 0;
const BAR3 = 1;
const BAR2 = 2;
const BAR1 = 3;
const BELL = 4;
const CHERRY = 5;

const THREE_OF_A_KIND: Readonly<Record<number, number>> = {
  [SEVEN]: 200,
  [BAR3]: 100,
  [BAR2]: 60,
  [BAR1]: 30,
  [BELL]: 30,
};
const ANY_BARS = 10;
const CHERRY_PAYS = [0, 2, 6, 20] as const;

export const CLASSIC_SLOT_REELS = 3;
export const CLASSIC_SLOT_ROWS = 3;
/** Row of each reel, per line: middle, top, bottom, diagonal down, diagonal up. */
export const CLASSIC_SLOT_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];
export const CLASSIC_SLOT_LINES = CLASSIC_SLOT_PAYLINES.length;

// Strips, top symbol at each stop: 7 seven, T triple bar, D double bar, B bar, L bell,
// C cherry, - blank.
const STRIP_TEXT = [
  '7-B-C-D-L-B-T-C-B-L-',
  'C-B-7-L-D-B-C-T-L-B-',
  'B-L-C-T-B-7-D-L-B-C-',
] as const;
const LETTER_TO_SYMBOL: Readonly<Record<string, number>> = {
  '7': SEVEN,
  T: BAR3,
  D: BAR2,
  B: BAR1,
  L: BELL,
  C: CHERRY,
  '-': 6,
};

export const CLASSIC_SLOT_STRIPS: readonly Uint8Array[] = STRIP_TEXT.map((text) =>
  Uint8Array.from([...text].map((letter) => LETTER_TO_SYMBOL[letter]!)),
);

export function isValidClassicSlotStake(stake: number): boolean {
  return Number.isSafeInteger(stake) && stake > 0 && stake % CLASSIC_SLOT_LINES === 0;
}

function isBar(symbol: number): boolean {
  return symbol === BAR1 || symbol === BAR2 || symbol === BAR3;
}

/** The pay (line-stake multiple) of the three symbols on a line. */
export function classicLinePay(a: number, b: number, c: number): number {
  let pay = 0;
  if (a === b && b === c) pay = THREE_OF_A_KIND[a] ?? 0;
  if (pay === 0 && isBar(a) && isBar(b) && isBar(c)) pay = ANY_BARS;
  const cherries = Number(a === CHERRY) + Number(b === CHERRY) + Number(c === CHERRY);
  return Math.max(pay, CHERRY_PAYS[cherries as 0 | 1 | 2 | 3]);
}

function symbolAt(reel: number, stop: number, row: number): number {
  const strip = CLASSIC_SLOT_STRIPS[reel]!;
  return strip[(stop + row) % strip.length]!;
}

function linePayAt(stops: ArrayLike<number>, line: number): number {
  const rows = CLASSIC_SLOT_PAYLINES[line]!;
  return classicLinePay(
    symbolAt(0, stops[0]!, rows[0]!),
    symbolAt(1, stops[1]!, rows[1]!),
    symbolAt(2, stops[2]!, rows[2]!),
  );
}

export type ClassicSlotOutcome = {
  stops: number[];
  /** grid[reel][row], symbol names. */
  grid: ClassicSlotSymbol[][];
  lineWins: { line: number; win: number }[];
};

export function playClassicSlot(
  rng: Rng,
  stake: number,
): { outcome: ClassicSlotOutcome; win: number } {
  if (!isValidClassicSlotStake(stake)) throw new RangeError(`Invalid classic slot stake ${stake}`);
  const stops = CLASSIC_SLOT_STRIPS.map((strip) => rng.int(strip.length));
  const lineStake = stake / CLASSIC_SLOT_LINES;
  const lineWins: { line: number; win: number }[] = [];
  for (let line = 0; line < CLASSIC_SLOT_LINES; line += 1) {
    const pay = linePayAt(stops, line);
    if (pay > 0) lineWins.push({ line, win: pay * lineStake });
  }
  const grid = stops.map((stop, reel) =>
    [0, 1, 2].map((row) => CLASSIC_SLOT_SYMBOLS[symbolAt(reel, stop, row)]!),
  );
  const win = lineWins.reduce((sum, lineWin) => sum + lineWin.win, 0);
  return { outcome: { stops, grid, lineWins }, win };
}

const stopBuffer = new Uint32Array(CLASSIC_SLOT_REELS);

/** The same round counting only the win in line-stake units, for the RTP simulation. */
export function playClassicSlotUnits(rng: Rng): number {
  for (let reel = 0; reel < CLASSIC_SLOT_REELS; reel += 1) {
    stopBuffer[reel] = rng.int(CLASSIC_SLOT_STRIPS[reel]!.length);
  }
  let units = 0;
  for (let line = 0; line < CLASSIC_SLOT_LINES; line += 1) units += linePayAt(stopBuffer, line);
  return units;
}

/** The exact RTP, by playing every combination of stops once (20 × 20 × 20). */
export function computeClassicSlotMaths(): EngineMaths {
  const [first, second, third] = CLASSIC_SLOT_STRIPS as [Uint8Array, Uint8Array, Uint8Array];
  const stops = new Uint32Array(CLASSIC_SLOT_REELS);
  let totalUnits = 0;
  for (let a = 0; a < first.length; a += 1) {
    for (let b = 0; b < second.length; b += 1) {
      for (let c = 0; c < third.length; c += 1) {
        stops[0] = a;
        stops[1] = b;
        stops[2] = c;
        for (let line = 0; line < CLASSIC_SLOT_LINES; line += 1)
          totalUnits += linePayAt(stops, line);
      }
    }
  }
  const combinations = first.length * second.length * third.length;
  return {
    rtp: totalUnits / combinations / CLASSIC_SLOT_LINES,
    method: 'exact: every combination of reel stops played once',
  };
}

export const CLASSIC_SLOT_MATHS = computeClassicSlotMaths();
