import { createHash } from 'node:crypto';

// Small pieces the artwork is drawn with: a seeded random source (the same game always gets the
// same picture), colours as HSL so shades can be derived from the skin's palette, and number
// formatting that keeps the SVG short.

export type Hsl = { h: number; s: number; l: number };

export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** A float in [min, max). */
  range(min: number, max: number): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
};

/** sfc32 seeded from the SHA-256 of `seed`: fast, well mixed, and the same on every machine. */
export function seededRandom(seed: string): Random {
  const digest = createHash('sha256').update(seed).digest();
  let a = digest.readUInt32BE(0);
  let b = digest.readUInt32BE(4);
  let c = digest.readUInt32BE(8);
  let d = digest.readUInt32BE(12);
  function next(): number {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4_294_967_296;
  }
  // Warm-up rounds, as sfc32's authors advise, so close seeds drift apart.
  for (let round = 0; round < 12; round += 1) next();
  return {
    next,
    range: (min, max) => min + next() * (max - min),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new RangeError('pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
  };
}

/** One decimal at most: the SVG stays small and renders the same. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

const HSL_PATTERN = /^hsl\(\s*(-?[\d.]+)\s+([\d.]+)%\s+([\d.]+)%\s*\)$/;

/** Reads the studio skin's `hsl(H S% L%)` colours. */
export function parseHsl(text: string): Hsl {
  const match = HSL_PATTERN.exec(text);
  if (match === null) throw new RangeError(`not an hsl() colour: ${text}`);
  return { h: Number(match[1]), s: Number(match[2]), l: Number(match[3]) };
}

export function hsl(h: number, s: number, l: number): Hsl {
  return {
    h: ((h % 360) + 360) % 360,
    s: Math.min(100, Math.max(0, s)),
    l: Math.min(100, Math.max(0, l)),
  };
}

/** The same colour, lighter (positive) or darker (negative) by `by` points of lightness. */
export function lighten(color: Hsl, by: number): Hsl {
  return hsl(color.h, color.s, color.l + by);
}

export function rotate(color: Hsl, degrees: number): Hsl {
  return hsl(color.h + degrees, color.s, color.l);
}

function channel(value: number): string {
  return Math.round(Math.min(255, Math.max(0, value * 255)))
    .toString(16)
    .padStart(2, '0');
}

/** `#rrggbb`: every SVG renderer reads it, whatever CSS colour syntax it knows. */
export function hex(color: Hsl): string {
  const s = color.s / 100;
  const l = color.l / 100;
  const k = (step: number) => (step + color.h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (step: number) => l - a * Math.max(-1, Math.min(k(step) - 3, Math.min(9 - k(step), 1)));
  return `#${channel(f(0))}${channel(f(8))}${channel(f(4))}`;
}

/** A point on a circle; 0° is straight up, angles grow clockwise. */
export function polar(cx: number, cy: number, radius: number, degrees: number): [number, number] {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return [cx + radius * Math.cos(radians), cy + radius * Math.sin(radians)];
}

/** An annulus sector (a wheel's pocket) between two angles. */
export function sectorPath(
  cx: number,
  cy: number,
  inner: number,
  outer: number,
  from: number,
  to: number,
): string {
  const [x1, y1] = polar(cx, cy, outer, from);
  const [x2, y2] = polar(cx, cy, outer, to);
  const [x3, y3] = polar(cx, cy, inner, to);
  const [x4, y4] = polar(cx, cy, inner, from);
  const large = to - from > 180 ? 1 : 0;
  return (
    `M${n(x1)} ${n(y1)}A${n(outer)} ${n(outer)} 0 ${large} 1 ${n(x2)} ${n(y2)}` +
    `L${n(x3)} ${n(y3)}A${n(inner)} ${n(inner)} 0 ${large} 0 ${n(x4)} ${n(y4)}Z`
  );
}

/** A regular star polygon's points (a 5-point star, a sparkle with 4). */
export function starPoints(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  points: number,
  turn = 0,
): string {
  const corners: string[] = [];
  for (let index = 0; index < points * 2; index += 1) {
    const radius = index % 2 === 0 ? outer : inner;
    const [x, y] = polar(cx, cy, radius, turn + (index * 180) / points);
    corners.push(`${n(x)},${n(y)}`);
  }
  return corners.join(' ');
}
