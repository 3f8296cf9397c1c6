import type { Rng } from '../rng';
import type { EngineMaths } from './engine-types';

// Video slot: 5 reels × 3 rows, 10 paylines, wild, scatter and free spins (DESIGN §7).
// Rules (the game sheet):
// - The stake is split evenly over the 10 lines; a line pays the paytable multiple of the line
//   stake for 3, 4 or 5 matching symbols from the leftmost reel. The wild stands for every symbol
//   but the scatter; a line pays its best reading (wilds alone, or wilds as the first real symbol).
// - Scatters pay anywhere: 3, 4, 5 pay 2×, 10×, 50× the total stake.
// - 3 or more scatters in the base spin award 10 free spins, played in the same round on the same
//   reels with every win tripled; free spins do not award more free spins. So one round is one
//   stake and one total win.

export const VIDEO_SLOT_SYMBOLS = [
  'wild',
  'scatter',
  'h1',
  'h2',
  'h3',
  'm1',
  'm2',
  'a',
  'k',
  'q',
  'j',
] as const;
export type VideoSlotSymbol = (typeof VIDEO_SLOT_SYMBOLS)[number];

const WILD = 0;
const SCATTER = 1;
const SYMBOL_COUNT = VIDEO_SLOT_SYMBOLS.length;
export const VIDEO_SLOT_REELS = 5;
export const VIDEO_SLOT_ROWS = 3;

/** Pays in multiples of the line stake for [3, 4, 5] of a kind, by symbol index. */
const LINE_PAYS: readonly (readonly [number, number, number])[] = [
  [50, 250, 2000], // wild
  [0, 0, 0], // scatter (pays by count, below)
  [50, 200, 800], // h1
  [40, 150, 500], // h2
  [30, 100, 300], // h3
  [15, 50, 150], // m1
  [12, 40, 120], // m2
  [10, 25, 80], // a
  [8, 25, 70], // k
  [8, 15, 50], // q
  [8, 15, 40], // j
];

/** Scatter pays in multiples of the total stake, by scatter count (index = count). */
const SCATTER_PAYS = [0, 0, 0, 2, 10, 50] as const;
export const FREE_SPINS_AWARDED = 10;
export const FREE_SPINS_MULTIPLIER = 3;
const FREE_SPINS_TRIGGER = 3;

/** Row index (0 top … 2 bottom) of each reel, per payline. */
export const VIDEO_SLOT_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
];
export const VIDEO_SLOT_LINES = VIDEO_SLOT_PAYLINES.length;

// Reel strips, top symbol at each stop; one scatter per reel, so a reel shows at most one.
// Symbol letters: W wild, S scatter, 1–3 high, 4–5 mid, A K Q J low.
const STRIP_TEXT = [
  'J4AQ2K5JA3QKS1J5A4QK3JA2QK5JA4',
  'KA3QW5J4AK1QWS2KA5QJ4K3AW2QJ5KA',
  'Q3KJ5AW4QK2JAS1QK5WA3WQK4JA2QKJ',
  'A4QJ3KW5AQS1JK2AQ5JK4WAQ3JKA5Q',
  'K5JA2QK4JAS3QK1JA5QKW4JA3QK2JA',
] as const;

const LETTER_TO_SYMBOL: Readonly<Record<string, number>> = {
  W: WILD,
  S: SCATTER,
  '1': 2,
  '2': 3,
  '3': 4,
  '4': 5,
  '5': 6,
  A: 7,
  K: 8,
  Q: 9,
  J: 10,
};

function parseStrip(text: string): Uint8Array {
  return Uint8Array.from(
    [...text].map((letter) => {
      const symbol = LETTER_TO_SYMBOL[letter];
      if (symbol === undefined) throw new Error(`Unknown strip letter ${letter}`);
      return symbol;
    }),
  );
}

export const VIDEO_SLOT_STRIPS: readonly Uint8Array[] = STRIP_TEXT.map(parseStrip);

/** The stake must split evenly over the lines. */
export function isValidVideoSlotStake(stake: number): boolean {
  return Number.isSafeInteger(stake) && stake > 0 && stake % VIDEO_SLOT_LINES === 0;
}

export type VideoSlotLineWin = {
  line: number;
  symbol: VideoSlotSymbol;
  count: number;
  win: number;
};

export type VideoSlotSpin = {
  stops: number[];
  /** grid[reel][row], symbol names. */
  grid: VideoSlotSymbol[][];
  lineWins: VideoSlotLineWin[];
  scatterCount: number;
  scatterWin: number;
  multiplier: number;
  win: number;
};

export type VideoSlotOutcome = {
  spins: VideoSlotSpin[];
  freeSpinsAwarded: number;
};

function symbolAt(reel: number, stop: number, row: number): number {
  const strip = VIDEO_SLOT_STRIPS[reel]!;
  return strip[(stop + row) % strip.length]!;
}

/** Best pay (line-stake multiple) of a line reading `symbols` left to right, with its symbol and length. */
function evaluateLineSymbols(symbols: ArrayLike<number>): {
  pay: number;
  symbol: number;
  count: number;
} {
  let wildRun = 0;
  while (wildRun < VIDEO_SLOT_REELS && symbols[wildRun] === WILD) wildRun += 1;
  const wildPay = wildRun >= 3 ? LINE_PAYS[WILD]![wildRun - 3]! : 0;
  if (wildRun === VIDEO_SLOT_REELS) return { pay: wildPay, symbol: WILD, count: wildRun };
  const symbol = symbols[wildRun]!;
  if (symbol === SCATTER) return { pay: wildPay, symbol: WILD, count: wildRun };
  let count = wildRun + 1;
  while (count < VIDEO_SLOT_REELS && (symbols[count] === symbol || symbols[count] === WILD)) {
    count += 1;
  }
  const symbolPay = count >= 3 ? LINE_PAYS[symbol]![count - 3]! : 0;
  return symbolPay >= wildPay
    ? { pay: symbolPay, symbol, count }
    : { pay: wildPay, symbol: WILD, count: wildRun };
}

const lineBuffer = new Uint8Array(VIDEO_SLOT_REELS);

/**
 * Plays one spin from its stops; returns its win in line-stake units before the free-spin
 * multiplier, and the scatter count. With `lineWins` given, also lists the winning lines.
 */
function evaluateStops(
  stops: ArrayLike<number>,
  lineWins: { line: number; symbol: number; count: number; pay: number }[] | null,
): { units: number; scatters: number } {
  let units = 0;
  for (let line = 0; line < VIDEO_SLOT_LINES; line += 1) {
    const rows = VIDEO_SLOT_PAYLINES[line]!;
    for (let reel = 0; reel < VIDEO_SLOT_REELS; reel += 1) {
      lineBuffer[reel] = symbolAt(reel, stops[reel]!, rows[reel]!);
    }
    const result = evaluateLineSymbols(lineBuffer);
    if (result.pay > 0) {
      units += result.pay;
      lineWins?.push({ line, ...result });
    }
  }
  let scatters = 0;
  for (let reel = 0; reel < VIDEO_SLOT_REELS; reel += 1) {
    for (let row = 0; row < VIDEO_SLOT_ROWS; row += 1) {
      if (symbolAt(reel, stops[reel]!, row) === SCATTER) scatters += 1;
    }
  }
  units += SCATTER_PAYS[scatters as 0 | 1 | 2 | 3 | 4 | 5] * VIDEO_SLOT_LINES;
  return { units, scatters };
}

function spin(rng: Rng, stake: number, multiplier: number): VideoSlotSpin {
  const stops = VIDEO_SLOT_STRIPS.map((strip) => rng.int(strip.length));
  const lineWins: { line: number; symbol: number; count: number; pay: number }[] = [];
  const { scatters } = evaluateStops(stops, lineWins);
  const lineStake = stake / VIDEO_SLOT_LINES;
  const scatterWin = SCATTER_PAYS[scatters as 0 | 1 | 2 | 3 | 4 | 5] * stake * multiplier;
  const wins = lineWins.map((lineWin) => ({
    line: lineWin.line,
    symbol: VIDEO_SLOT_SYMBOLS[lineWin.symbol]!,
    count: lineWin.count,
    win: lineWin.pay * lineStake * multiplier,
  }));
  const grid = stops.map((stop, reel) =>
    [0, 1, 2].map((row) => VIDEO_SLOT_SYMBOLS[symbolAt(reel, stop, row)]!),
  );
  const win = wins.reduce((sum, lineWin) => sum + lineWin.win, 0) + scatterWin;
  return { stops, grid, lineWins: wins, scatterCount: scatters, scatterWin, multiplier, win };
}

/** Plays a round: the base spin, then its free spins if 3 or more scatters landed. */
export function playVideoSlot(rng: Rng, stake: number): { outcome: VideoSlotOutcome; win: number } {
  if (!isValidVideoSlotStake(stake)) throw new RangeError(`Invalid video slot stake ${stake}`);
  const base = spin(rng, stake, 1);
  const spins = [base];
  const freeSpinsAwarded = base.scatterCount >= FREE_SPINS_TRIGGER ? FREE_SPINS_AWARDED : 0;
  for (let index = 0; index < freeSpinsAwarded; index += 1) {
    spins.push(spin(rng, stake, FREE_SPINS_MULTIPLIER));
  }
  const win = spins.reduce((sum, played) => sum + played.win, 0);
  return { outcome: { spins, freeSpinsAwarded }, win };
}

const stopBuffer = new Uint32Array(VIDEO_SLOT_REELS);

/**
 * The same round as playVideoSlot, counting only the win (in line-stake units) and reusing
 * buffers: for the RTP simulation. Both read the reels through evaluateStops.
 */
export function playVideoSlotUnits(rng: Rng): number {
  let total = 0;
  let freeSpins = 0;
  for (let played = 0; played <= freeSpins; played += 1) {
    for (let reel = 0; reel < VIDEO_SLOT_REELS; reel += 1) {
      stopBuffer[reel] = rng.int(VIDEO_SLOT_STRIPS[reel]!.length);
    }
    const { units, scatters } = evaluateStops(stopBuffer, null);
    if (played === 0) {
      total += units;
      if (scatters >= FREE_SPINS_TRIGGER) freeSpins = FREE_SPINS_AWARDED;
    } else {
      total += units * FREE_SPINS_MULTIPLIER;
    }
  }
  return total;
}

/** Distribution of the symbol a reel shows at any fixed row: its strip's symbol frequencies. */
function symbolFrequencies(strip: Uint8Array): number[] {
  const counts = new Array<number>(SYMBOL_COUNT).fill(0);
  for (const symbol of strip) counts[symbol]! += 1;
  return counts.map((count) => count / strip.length);
}

/**
 * The exact RTP. Each payline reads one row per reel, and with uniform stops the symbol at a fixed
 * row of a reel follows that strip's symbol frequencies, independently of the other reels; so the
 * expected pay of every line is the sum over all 11^5 symbol sequences of probability × pay. The
 * scatter count is enumerated over every stop of each reel and convolved across reels. Free spins
 * are independent copies of a base spin (no retrigger), so
 * RTP = E[spin] × (1 + P(≥3 scatters) × free spins × multiplier).
 */
export function computeVideoSlotMaths(): EngineMaths & {
  lineRtp: number;
  scatterRtp: number;
  freeSpinsChance: number;
} {
  const frequencies = VIDEO_SLOT_STRIPS.map(symbolFrequencies);
  const sequence = new Uint8Array(VIDEO_SLOT_REELS);
  let expectedLinePay = 0;
  function walk(reel: number, probability: number): void {
    if (reel === VIDEO_SLOT_REELS) {
      expectedLinePay += probability * evaluateLineSymbols(sequence).pay;
      return;
    }
    const reelFrequencies = frequencies[reel]!;
    for (let symbol = 0; symbol < SYMBOL_COUNT; symbol += 1) {
      const p = reelFrequencies[symbol]!;
      if (p === 0) continue;
      sequence[reel] = symbol;
      walk(reel + 1, probability * p);
    }
  }
  walk(0, 1);
  // Line pays are in line-stake units; the total stake is LINES line stakes, so per unit of total
  // stake every line contributes expectedLinePay / LINES and all lines together expectedLinePay.
  const lineRtp = expectedLinePay;

  let scatterDistribution = [1];
  for (let reel = 0; reel < VIDEO_SLOT_REELS; reel += 1) {
    const strip = VIDEO_SLOT_STRIPS[reel]!;
    const perReel = [0, 0, 0, 0];
    for (let stop = 0; stop < strip.length; stop += 1) {
      let shown = 0;
      for (let row = 0; row < VIDEO_SLOT_ROWS; row += 1) {
        if (symbolAt(reel, stop, row) === SCATTER) shown += 1;
      }
      perReel[shown]! += 1 / strip.length;
    }
    const next = new Array<number>(scatterDistribution.length + VIDEO_SLOT_ROWS).fill(0);
    scatterDistribution.forEach((p, count) => {
      perReel.forEach((q, shown) => {
        next[count + shown]! += p * q;
      });
    });
    scatterDistribution = next;
  }
  let scatterRtp = 0;
  let freeSpinsChance = 0;
  scatterDistribution.forEach((p, count) => {
    scatterRtp += p * (SCATTER_PAYS[Math.min(count, 5) as 0 | 1 | 2 | 3 | 4 | 5] ?? 0);
    if (count >= FREE_SPINS_TRIGGER) freeSpinsChance += p;
  });
  const spinRtp = lineRtp + scatterRtp;
  const rtp = spinRtp * (1 + freeSpinsChance * FREE_SPINS_AWARDED * FREE_SPINS_MULTIPLIER);
  return {
    rtp,
    lineRtp,
    scatterRtp,
    freeSpinsChance,
    method:
      'exact: line pays over all symbol sequences from strip frequencies, scatters over all stops, free spins as independent base spins',
  };
}

export const VIDEO_SLOT_MATHS = computeVideoSlotMaths();
