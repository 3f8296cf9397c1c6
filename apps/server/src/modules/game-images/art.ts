import type { GameEngine } from '@playfair/contracts/games';
import { deriveSkin, SKIN_SLUG, type ThemeId } from '@playfair/studio/skins';
import {
  hex,
  hsl,
  lighten,
  n,
  parseHsl,
  polar,
  rotate,
  sectorPath,
  seededRandom,
  starPoints,
  type Hsl,
  type Random,
} from './art-kit';
import { ART_CANVAS_PX, drawScene, type ArtPalette } from './art-scenes';
import { classicSymbols, drawSymbol, THEME_SYMBOLS, type SymbolName } from './art-symbols';

// spec 000 §3 / DESIGN §1: a game's tile artwork, generated from the game alone. The colours and
// the theme are the studio skin's (the game and its tile share `gameAssetId`, the skin), the motif
// is the engine's — reels for slots, a wheel for roulette and the money wheel, cards for blackjack
// and baccarat — and live tables get a dealer, spotlights and a LIVE badge. Shapes only: the SVG
// renderer on a bare server may have no fonts, so even the badge's letters are polygons.

export type ArtGame = { id: string; engine: GameEngine; skin: string; isLive: boolean };

const C = ART_CANVAS_PX;
const FELT = hsl(152, 55, 24);
const RAIL = hsl(26, 48, 26);
const CARD_RED = '#c8102e';
const CARD_BLACK = '#151515';

type Context = { random: Random; palette: ArtPalette; theme: ThemeId; isLive: boolean };

/** Vivid colours for symbols and chips, around the skin's accent. */
function vivid(palette: ArtPalette): Hsl[] {
  const base = hsl(palette.accent.h, 82, 56);
  return [base, rotate(base, 120), rotate(base, 240), hsl(45, 92, 55), hsl(354, 80, 52)];
}

// ---------------------------------------------------------------------------------------------
// Slots
// ---------------------------------------------------------------------------------------------

function bulbs(x1: number, x2: number, y: number, count: number): string {
  let out = '';
  for (let index = 0; index < count; index += 1) {
    const x = x1 + ((x2 - x1) * index) / (count - 1);
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="7" fill="${index % 2 === 0 ? '#fff6c8' : '#ffd23f'}"/>`;
  }
  return out;
}

function symbolAt(
  context: Context,
  names: readonly SymbolName[],
  pick: number,
  x: number,
  y: number,
  size: number,
): string {
  const colors = vivid(context.palette);
  const name = names[pick % names.length] ?? 'star';
  return drawSymbol(name, x, y, size, colors[pick % colors.length] ?? context.palette.accent);
}

function videoSlot(context: Context): string {
  const { random, palette, theme } = context;
  const names = THEME_SYMBOLS[theme];
  const left = 72;
  const top = 176;
  const reelWidth = 91.2;
  const cellHeight = 84;
  const grid: number[][] = Array.from({ length: 5 }, () =>
    Array.from({ length: 3 }, () => random.int(0, names.length - 1)),
  );
  // Half of the tiles show a win on the middle line, as a slot's promotional art would.
  const winning = random.chance(0.5) ? random.int(0, names.length - 1) : null;
  const winLength = random.int(3, 5);
  let reels = '';
  for (let reel = 0; reel < 5; reel += 1) {
    const x = left + reel * reelWidth;
    reels += `<rect x="${n(x)}" y="${top}" width="${n(reelWidth)}" height="${cellHeight * 3}" fill="url(#reel)"/>`;
    for (let row = 0; row < 3; row += 1) {
      const pick = row === 1 && winning !== null && reel < winLength ? winning : grid[reel]![row]!;
      reels += symbolAt(
        context,
        names,
        pick,
        x + reelWidth / 2,
        top + cellHeight * row + cellHeight / 2,
        66,
      );
    }
    if (reel > 0) {
      reels += `<path d="M${n(x)} ${top}V${top + cellHeight * 3}" stroke="${hex(lighten(palette.background, -4))}" stroke-width="3"/>`;
    }
  }
  const lineY = top + cellHeight * 1.5;
  return (
    `<rect x="46" y="150" width="508" height="304" rx="30" fill="${hex(lighten(palette.background, 4))}" stroke="${hex(palette.accent)}" stroke-width="8"/>` +
    `<rect x="118" y="92" width="364" height="70" rx="35" fill="${hex(palette.accent)}" stroke="${hex(lighten(palette.accent, -24))}" stroke-width="4"/>` +
    bulbs(146, 454, 127, 9) +
    reels +
    `<rect x="${left}" y="${top}" width="${n(reelWidth * 5)}" height="${cellHeight * 3}" fill="url(#reelShade)"/>` +
    (winning === null
      ? ''
      : `<path d="M${left - 14} ${n(lineY)}H${n(left + reelWidth * winLength)}" stroke="${hex(lighten(palette.accent, 10))}" stroke-width="5" opacity="0.85"/>`) +
    `<polygon points="${left - 22},${n(lineY - 12)} ${left - 6},${n(lineY)} ${left - 22},${n(lineY + 12)}" fill="${hex(palette.accent)}"/>` +
    `<polygon points="${C - left + 22},${n(lineY - 12)} ${C - left + 6},${n(lineY)} ${C - left + 22},${n(lineY + 12)}" fill="${hex(palette.accent)}"/>` +
    `<rect x="150" y="470" width="300" height="46" rx="23" fill="${hex(lighten(palette.accent, -10))}" opacity="0.9"/>` +
    `<polygon points="${starPoints(300, 493, 16, 7, 5)}" fill="#fff6c8"/>`
  );
}

function classicSlot(context: Context): string {
  const { random, palette, theme } = context;
  const names = classicSymbols(theme);
  const isJackpotLine = random.chance(0.4);
  const line = isJackpotLine ? random.int(0, names.length - 1) : null;
  const metal = lighten(palette.accent, -18);
  let reels = '';
  for (let reel = 0; reel < 3; reel += 1) {
    const x = 136 + reel * 112;
    reels += `<rect x="${x}" y="228" width="104" height="176" fill="url(#reel)"/>`;
    const centre = line ?? random.int(0, names.length - 1);
    reels += symbolAt(context, names, random.int(0, names.length - 1), x + 52, 222, 62);
    reels += symbolAt(context, names, centre, x + 52, 316, 84);
    reels += symbolAt(context, names, random.int(0, names.length - 1), x + 52, 410, 62);
  }
  return (
    `<rect x="92" y="120" width="416" height="412" rx="40" fill="${hex(metal)}" stroke="#f2c94c" stroke-width="8"/>` +
    `<path d="M120 168A180 70 0 0 1 480 168Z" fill="${hex(lighten(metal, 14))}"/>` +
    bulbs(140, 460, 184, 11) +
    `<clipPath id="window"><rect x="124" y="228" width="352" height="176" rx="16"/></clipPath>` +
    `<rect x="118" y="222" width="364" height="188" rx="20" fill="#0d0d0d"/>` +
    `<g clip-path="url(#window)">${reels}<rect x="124" y="228" width="352" height="176" fill="url(#reelShade)"/></g>` +
    `<path d="M116 316H484" stroke="#e0112b" stroke-width="4" opacity="0.8"/>` +
    `<rect x="150" y="452" width="300" height="44" rx="10" fill="#151515"/>` +
    `<circle cx="240" cy="474" r="13" fill="#f2c94c"/><circle cx="268" cy="470" r="13" fill="#f6d365"/><circle cx="296" cy="476" r="13" fill="#e8b730"/>` +
    `<rect x="520" y="196" width="14" height="170" rx="7" fill="#c9ced6"/><rect x="506" y="350" width="40" height="30" rx="8" fill="#8a9099"/>` +
    `<circle cx="527" cy="186" r="24" fill="#e0112b"/><circle cx="519" cy="178" r="7" fill="#ffffff" opacity="0.6"/>`
  );
}

// ---------------------------------------------------------------------------------------------
// Wheels
// ---------------------------------------------------------------------------------------------

function roulette(context: Context): string {
  const { random, isLive } = context;
  const cx = 300;
  const cy = isLive ? 372 : 318;
  const radius = isLive ? 206 : 232;
  const step = 360 / 37;
  const spin = random.range(0, 360);
  let pockets = '';
  for (let index = 0; index < 37; index += 1) {
    const from = spin + index * step;
    const color = index === 0 ? '#0b8a3c' : index % 2 === 1 ? CARD_RED : CARD_BLACK;
    pockets += `<path d="${sectorPath(cx, cy, radius * 0.62, radius * 0.86, from, from + step)}" fill="${color}" stroke="#d9b45a" stroke-width="1.5"/>`;
  }
  let turret = '';
  for (let arm = 0; arm < 4; arm += 1) {
    const [x, y] = polar(cx, cy, radius * 0.34, spin / 3 + arm * 90);
    turret += `<path d="M${cx} ${cy}L${n(x)} ${n(y)}" stroke="#e8c766" stroke-width="9" stroke-linecap="round"/><circle cx="${n(x)}" cy="${n(y)}" r="9" fill="#f2d27a"/>`;
  }
  const ballPocket = random.int(0, 36);
  const [bx, by] = polar(cx, cy, radius * 0.74, spin + ballPocket * step + step / 2);
  return (
    `<ellipse cx="${cx}" cy="${n(cy + radius * 0.98)}" rx="${n(radius * 0.9)}" ry="24" fill="#000000" opacity="0.35"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${hex(RAIL)}" stroke="#d9b45a" stroke-width="6"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${n(radius * 0.92)}" fill="${hex(lighten(RAIL, -10))}"/>` +
    pockets +
    `<circle cx="${cx}" cy="${cy}" r="${n(radius * 0.62)}" fill="url(#cone)"/>` +
    turret +
    `<circle cx="${cx}" cy="${cy}" r="18" fill="#f2d27a" stroke="#b8902f" stroke-width="4"/>` +
    `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(radius * 0.045)}" fill="#ffffff" stroke="#bbbbbb" stroke-width="1.5"/>`
  );
}

const WHEEL_COLOURS = ['#f5c518', '#1e88e5', '#8e24aa', '#43a047', '#fb8c00', '#e53935'] as const;

function moneyWheel(context: Context): string {
  const { random, palette, isLive } = context;
  const cx = 300;
  const cy = isLive ? 352 : 330;
  const radius = isLive ? 220 : 238;
  const segments = 54;
  const step = 360 / segments;
  const spin = random.range(0, step);
  const bonusAt = new Set([random.int(0, segments - 1), random.int(0, segments - 1)]);
  let wheel = '';
  let pegs = '';
  for (let index = 0; index < segments; index += 1) {
    const from = spin + index * step;
    const color = bonusAt.has(index) ? '#ffd700' : random.pick(WHEEL_COLOURS);
    wheel += `<path d="${sectorPath(cx, cy, radius * 0.26, radius * 0.92, from, from + step)}" fill="${color}" stroke="#ffffff" stroke-width="2"/>`;
    const [px, py] = polar(cx, cy, radius * 0.96, from);
    pegs += `<circle cx="${n(px)}" cy="${n(py)}" r="4" fill="#ffffff"/>`;
  }
  const top = cy - radius;
  return (
    `<ellipse cx="${cx}" cy="${n(cy + radius)}" rx="${n(radius * 0.8)}" ry="22" fill="#000000" opacity="0.35"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${hex(lighten(palette.background, -2))}" stroke="#f2c94c" stroke-width="12"/>` +
    wheel +
    pegs +
    `<circle cx="${cx}" cy="${cy}" r="${n(radius * 0.26)}" fill="${hex(palette.accent)}" stroke="#f2c94c" stroke-width="6"/>` +
    `<polygon points="${starPoints(cx, cy, radius * 0.16, radius * 0.07, 5)}" fill="#fff6c8"/>` +
    `<polygon points="${cx - 26},${n(top - 28)} ${cx + 26},${n(top - 28)} ${cx},${n(top + 30)}" fill="#f2c94c" stroke="#8a6d1f" stroke-width="4"/>`
  );
}

// ---------------------------------------------------------------------------------------------
// Cards
// ---------------------------------------------------------------------------------------------

type Suit = 'spade' | 'heart' | 'diamond' | 'club';
const SUITS: readonly Suit[] = ['spade', 'heart', 'diamond', 'club'];

/** A suit pip centred on (x, y), `size` px high. */
function pip(suit: Suit, x: number, y: number, size: number): string {
  const color = suit === 'heart' || suit === 'diamond' ? CARD_RED : CARD_BLACK;
  const shape = {
    heart: 'M50 90C20 66 4 48 8 30C12 12 38 8 50 28C62 8 88 12 92 30C96 48 80 66 50 90Z',
    diamond: 'M50 4L86 50L50 96L14 50Z',
    spade:
      'M50 6C30 34 6 46 10 66C14 82 36 84 46 70L40 94H60L54 70C64 84 86 82 90 66C94 46 70 34 50 6Z',
    club: 'M50 8A19 19 0 0 1 66 40A19 19 0 1 1 56 70L62 94H38L44 70A19 19 0 1 1 34 40A19 19 0 0 1 50 8Z',
  }[suit];
  const scale = size / 100;
  return `<path d="${shape}" fill="${color}" transform="translate(${n(x - size / 2)} ${n(y - size / 2)}) scale(${Math.round(scale * 1000) / 1000})"/>`;
}

// Where the pips of a number card sit, as fractions of the card (the classic layouts).
const PIP_LAYOUTS: Readonly<Record<number, readonly [number, number][]>> = {
  2: [
    [0.5, 0.22],
    [0.5, 0.78],
  ],
  3: [
    [0.5, 0.22],
    [0.5, 0.5],
    [0.5, 0.78],
  ],
  4: [
    [0.3, 0.22],
    [0.7, 0.22],
    [0.3, 0.78],
    [0.7, 0.78],
  ],
  5: [
    [0.3, 0.22],
    [0.7, 0.22],
    [0.5, 0.5],
    [0.3, 0.78],
    [0.7, 0.78],
  ],
  6: [
    [0.3, 0.22],
    [0.7, 0.22],
    [0.3, 0.5],
    [0.7, 0.5],
    [0.3, 0.78],
    [0.7, 0.78],
  ],
  7: [
    [0.3, 0.22],
    [0.7, 0.22],
    [0.5, 0.36],
    [0.3, 0.5],
    [0.7, 0.5],
    [0.3, 0.78],
    [0.7, 0.78],
  ],
  8: [
    [0.3, 0.22],
    [0.7, 0.22],
    [0.5, 0.36],
    [0.3, 0.5],
    [0.7, 0.5],
    [0.5, 0.64],
    [0.3, 0.78],
    [0.7, 0.78],
  ],
  9: [
    [0.3, 0.2],
    [0.7, 0.2],
    [0.3, 0.4],
    [0.7, 0.4],
    [0.5, 0.5],
    [0.3, 0.6],
    [0.7, 0.6],
    [0.3, 0.8],
    [0.7, 0.8],
  ],
};

type CardFace = { kind: 'ace' } | { kind: 'number'; count: number } | { kind: 'picture' };

function card(
  face: CardFace,
  suit: Suit,
  x: number,
  y: number,
  width: number,
  angle: number,
  accent: Hsl,
): string {
  const height = width * 1.4;
  const corner = width * 0.16;
  let middle: string;
  switch (face.kind) {
    case 'ace':
      middle = pip(suit, width / 2, height / 2, width * 0.5);
      break;
    case 'number':
      middle = (PIP_LAYOUTS[face.count] ?? PIP_LAYOUTS[2]!)
        .map(([fx, fy]) => pip(suit, width * fx, height * fy, width * 0.2))
        .join('');
      break;
    case 'picture':
      middle =
        `<rect x="${n(width * 0.18)}" y="${n(height * 0.16)}" width="${n(width * 0.64)}" height="${n(height * 0.68)}" rx="6" fill="${hex(lighten(accent, 30))}" stroke="${hex(accent)}" stroke-width="3"/>` +
        drawSymbol('crown', width / 2, height / 2, width * 0.5, accent);
      break;
  }
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)}) translate(${n(-width / 2)} ${n(-height / 2)})">` +
    `<rect x="3" y="5" width="${n(width)}" height="${n(height)}" rx="10" fill="#000000" opacity="0.3"/>` +
    `<rect width="${n(width)}" height="${n(height)}" rx="10" fill="#fdfdfb" stroke="#d0d0d0" stroke-width="2"/>` +
    pip(suit, corner, corner, corner) +
    pip(suit, width - corner, height - corner, corner) +
    middle +
    '</g>'
  );
}

function chipStack(x: number, y: number, count: number, color: string): string {
  let out = '';
  for (let index = 0; index < count; index += 1) {
    const cy = y - index * 9;
    out +=
      `<ellipse cx="${n(x)}" cy="${n(cy + 5)}" rx="38" ry="13" fill="#000000" opacity="0.25"/>` +
      `<ellipse cx="${n(x)}" cy="${n(cy)}" rx="38" ry="13" fill="${color}" stroke="#ffffff" stroke-width="4" stroke-dasharray="10 8"/>`;
  }
  return out;
}

/** The table's felt and rail, curved like the dealer's side of a blackjack table. */
function felt(top: number): string {
  return (
    `<path d="M-20 ${top + 120}Q300 ${top - 40} 620 ${top + 120}V620H-20Z" fill="url(#felt)"/>` +
    `<path d="M-20 ${top + 120}Q300 ${top - 40} 620 ${top + 120}" stroke="${hex(RAIL)}" stroke-width="22" fill="none"/>` +
    `<path d="M60 ${top + 200}Q300 ${top + 90} 540 ${top + 200}" stroke="#e8c766" stroke-width="3" fill="none" opacity="0.6"/>`
  );
}

function blackjack(context: Context): string {
  const { random, palette, isLive } = context;
  const top = isLive ? 280 : 226;
  const [first, second] = [random.pick(SUITS), random.pick(SUITS)];
  const chips = vivid(palette).map(hex);
  return (
    felt(top) +
    card({ kind: 'ace' }, first, 238, top + 152, 128, -12, palette.accent) +
    card({ kind: 'picture' }, second, 352, top + 158, 128, 9, palette.accent) +
    chipStack(96, top + 262, random.int(3, 5), chips[0]!) +
    chipStack(504, top + 272, random.int(2, 6), chips[3]!)
  );
}

function baccarat(context: Context): string {
  const { random, palette, isLive } = context;
  const top = isLive ? 280 : 232;
  const player = '#2f80ed';
  const banker = '#e0112b';
  const face = (): CardFace => ({ kind: 'number', count: random.int(2, 9) });
  return (
    felt(top) +
    `<ellipse cx="170" cy="${top + 190}" rx="128" ry="92" fill="${player}" opacity="0.18" stroke="${player}" stroke-width="5"/>` +
    `<ellipse cx="430" cy="${top + 190}" rx="128" ry="92" fill="${banker}" opacity="0.18" stroke="${banker}" stroke-width="5"/>` +
    card(face(), random.pick(SUITS), 134, top + 186, 84, -8, palette.accent) +
    card(face(), random.pick(SUITS), 204, top + 190, 84, 7, palette.accent) +
    card(face(), random.pick(SUITS), 396, top + 186, 84, -7, palette.accent) +
    card(face(), random.pick(SUITS), 466, top + 190, 84, 8, palette.accent) +
    chipStack(300, top + 272, random.int(2, 5), hex(hsl(palette.accent.h, 80, 50)))
  );
}

// ---------------------------------------------------------------------------------------------
// Live casino
// ---------------------------------------------------------------------------------------------

/** "LIVE" in polygons, 50 units high, each letter in a 40-unit cell. */
const LIVE_LETTERS =
  '<path d="M0 0H10V40H32V50H0Z"/>' +
  '<path d="M42 0H52V50H42Z"/>' +
  '<path d="M62 0H72L79 36L86 0H96L84 50H74Z"/>' +
  '<path d="M106 0H138V10H116V20H134V30H116V40H138V50H106Z"/>';

function liveBadge(): string {
  return (
    `<rect x="28" y="28" width="196" height="68" rx="34" fill="#e0112b" stroke="#ffffff" stroke-width="3"/>` +
    `<circle cx="64" cy="62" r="19" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.5"/>` +
    `<circle cx="64" cy="62" r="11" fill="#ffffff"/>` +
    `<g fill="#ffffff" transform="translate(96 44) scale(0.72)">${LIVE_LETTERS}</g>`
  );
}

function spotlights(): string {
  return (
    `<polygon points="150,0 210,0 340,600 40,600" fill="#ffffff" opacity="0.06"/>` +
    `<polygon points="390,0 450,0 560,600 260,600" fill="#ffffff" opacity="0.05"/>`
  );
}

function dealer(palette: ArtPalette, y: number): string {
  const suit = hex(hsl(palette.background.h, 25, 9));
  return (
    `<circle cx="300" cy="${y}" r="50" fill="${hex(hsl(25, 30, 32))}"/>` +
    `<path d="M300 ${y - 51}C270 ${y - 51} 254 ${y - 34} 251 ${y - 12}C268 ${y - 30} 290 ${y - 36} 312 ${y - 34}C330 ${y - 32} 344 ${y - 24} 349 ${y - 12}C346 ${y - 34} 330 ${y - 51} 300 ${y - 51}Z" fill="${hex(hsl(20, 30, 14))}"/>` +
    `<path d="M150 ${y + 280}L160 ${y + 170}Q168 ${y + 64} 300 ${y + 56}Q432 ${y + 64} 440 ${y + 170}L450 ${y + 280}Z" fill="${suit}"/>` +
    `<path d="M272 ${y + 58}L300 ${y + 120}L328 ${y + 58}Z" fill="#f4f4f4"/>` +
    `<polygon points="282,${y + 64} 300,${y + 74} 318,${y + 64} 318,${y + 84} 300,${y + 74} 282,${y + 84}" fill="${hex(palette.accent)}"/>`
  );
}

// ---------------------------------------------------------------------------------------------
// The whole picture
// ---------------------------------------------------------------------------------------------

function motif(engine: GameEngine, context: Context): string {
  switch (engine) {
    case 'video-slot':
      return videoSlot(context);
    case 'classic-slot':
      return classicSlot(context);
    case 'roulette':
      return roulette(context);
    case 'money-wheel':
      return moneyWheel(context);
    case 'blackjack':
      return blackjack(context);
    case 'baccarat':
      return baccarat(context);
  }
}

function defs(palette: ArtPalette): string {
  const { background, surface, accent } = palette;
  return (
    '<defs>' +
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hex(lighten(surface, 6))}"/><stop offset="1" stop-color="${hex(lighten(background, -3))}"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.5" cy="0.42" r="0.6"><stop offset="0" stop-color="${hex(accent)}" stop-opacity="0.45"/><stop offset="1" stop-color="${hex(accent)}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.55"/></radialGradient>` +
    `<linearGradient id="gloss" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.16"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="reel" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c9ccd4"/><stop offset="0.5" stop-color="#fdfdfd"/><stop offset="1" stop-color="#c9ccd4"/></linearGradient>` +
    `<linearGradient id="reelShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000000" stop-opacity="0.35"/><stop offset="0.25" stop-color="#000000" stop-opacity="0"/><stop offset="0.75" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.35"/></linearGradient>` +
    `<radialGradient id="cone" cx="0.45" cy="0.4" r="0.7"><stop offset="0" stop-color="${hex(hsl(30, 55, 46))}"/><stop offset="1" stop-color="${hex(hsl(24, 50, 20))}"/></radialGradient>` +
    `<radialGradient id="felt" cx="0.5" cy="0.3" r="0.9"><stop offset="0" stop-color="${hex(lighten(FELT, 8))}"/><stop offset="1" stop-color="${hex(lighten(FELT, -10))}"/></radialGradient>` +
    '</defs>'
  );
}

function paletteOf(skinSlug: string): { palette: ArtPalette; theme: ThemeId } {
  // The database checks the skin's format; a bad one still gets a picture, the brand's own.
  const skin = deriveSkin(SKIN_SLUG.test(skinSlug) ? skinSlug : 'playfair');
  return {
    theme: skin.theme,
    palette: {
      background: parseHsl(skin.palette.background),
      surface: parseHsl(skin.palette.surface),
      accent: parseHsl(skin.palette.accent),
      text: parseHsl(skin.palette.text),
    },
  };
}

/** The game's artwork as an SVG document, ART_CANVAS_PX square; the same game gives the same SVG. */
export function gameArtSvg(game: ArtGame): string {
  const { palette, theme } = paletteOf(game.skin);
  const random = seededRandom(`art:${game.id}`);
  const context: Context = { random, palette, theme, isLive: game.isLive };
  const isTable = game.engine !== 'video-slot' && game.engine !== 'classic-slot';
  const body =
    `<rect width="${C}" height="${C}" fill="url(#sky)"/>` +
    `<rect width="${C}" height="${C}" fill="url(#glow)"/>` +
    drawScene(theme, random, palette) +
    (game.isLive ? spotlights() : '') +
    (game.isLive && isTable && game.engine !== 'money-wheel' ? dealer(palette, 112) : '') +
    motif(game.engine, context) +
    `<rect width="${C}" height="${C}" fill="url(#gloss)"/>` +
    `<rect width="${C}" height="${C}" fill="url(#vignette)"/>` +
    (game.isLive ? liveBadge() : '') +
    `<rect x="6" y="6" width="${C - 12}" height="${C - 12}" rx="26" fill="none" stroke="${hex(palette.accent)}" stroke-width="4" opacity="0.4"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${C}" height="${C}" viewBox="0 0 ${C} ${C}">${defs(palette)}${body}</svg>`;
}
