import type { ThemeId } from '@playfair/studio/skins';
import { hex, hsl, lighten, n, starPoints, type Hsl } from './art-kit';

// The reel symbols of the slot artwork, drawn as shapes in a 100×100 box (no text: the server's
// SVG renderer may have no fonts). Each theme shows its own five, like the studio's themed reels.

export const SYMBOL_NAMES = [
  'gem',
  'star',
  'heart',
  'bell',
  'cherry',
  'seven',
  'bar',
  'crown',
  'clover',
  'coin',
  'horseshoe',
  'moon',
  'pyramid',
  'eye',
  'ankh',
  'fish',
  'shell',
  'planet',
  'rocket',
  'shield',
  'axe',
  'leaf',
  'lollipop',
  'lantern',
  'lemon',
] as const;
export type SymbolName = (typeof SYMBOL_NAMES)[number];

const RED = hsl(354, 82, 48);
const GOLD = hsl(45, 92, 55);
const GREEN = hsl(122, 55, 36);
const WHITE = '#ffffff';

type Paint = { fill: string; light: string; dark: string };

function paintOf(color: Hsl): Paint {
  return { fill: hex(color), light: hex(lighten(color, 22)), dark: hex(lighten(color, -28)) };
}

const gold = paintOf(GOLD);
const red = paintOf(RED);

/** Each painter draws in a 100×100 box in the colour it is given (or its own, e.g. cherries). */
const PAINTERS: Readonly<Record<SymbolName, (paint: Paint) => string>> = {
  gem: (p) =>
    `<polygon points="18,36 34,14 66,14 82,36 50,90" fill="${p.fill}" stroke="${p.dark}" stroke-width="3"/>` +
    `<polygon points="18,36 34,14 66,14 82,36" fill="${p.light}"/>` +
    `<polygon points="34,36 50,14 66,36 50,90" fill="${WHITE}" opacity="0.25"/>`,
  star: () =>
    `<polygon points="${starPoints(50, 54, 46, 20, 5)}" fill="${gold.fill}" stroke="${gold.dark}" stroke-width="3"/>` +
    `<polygon points="${starPoints(50, 54, 24, 11, 5)}" fill="${gold.light}"/>`,
  heart: (p) =>
    `<path d="M50 88C20 66 6 48 10 31C14 14 38 9 50 28C62 9 86 14 90 31C94 48 80 66 50 88Z" fill="${p.fill}" stroke="${p.dark}" stroke-width="3"/>` +
    `<ellipse cx="32" cy="32" rx="9" ry="6" fill="${WHITE}" opacity="0.5"/>`,
  bell: () =>
    `<path d="M50 14C34 14 28 28 28 44L28 60L16 76L84 76L72 60L72 44C72 28 66 14 50 14Z" fill="${gold.fill}" stroke="${gold.dark}" stroke-width="3"/>` +
    `<circle cx="50" cy="84" r="8" fill="${gold.dark}"/><circle cx="50" cy="12" r="5" fill="${gold.dark}"/>`,
  cherry: () =>
    `<path d="M34 68Q42 40 64 16M66 64Q60 38 64 16" stroke="${hex(GREEN)}" stroke-width="5" fill="none"/>` +
    `<path d="M64 16Q80 8 90 20Q76 28 64 16Z" fill="${hex(lighten(GREEN, 10))}"/>` +
    `<circle cx="32" cy="70" r="17" fill="${red.fill}" stroke="${red.dark}" stroke-width="3"/>` +
    `<circle cx="66" cy="66" r="17" fill="${red.fill}" stroke="${red.dark}" stroke-width="3"/>` +
    `<circle cx="26" cy="64" r="5" fill="${WHITE}" opacity="0.6"/><circle cx="60" cy="60" r="5" fill="${WHITE}" opacity="0.6"/>`,
  seven: () =>
    `<polygon points="16,12 86,12 86,28 50,90 30,90 64,30 16,30" fill="${red.fill}" stroke="${red.dark}" stroke-width="4" stroke-linejoin="round"/>` +
    `<polygon points="22,16 80,16 80,22 22,22" fill="${WHITE}" opacity="0.35"/>`,
  bar: (p) =>
    `<rect x="8" y="22" width="84" height="24" rx="6" fill="${p.dark}"/><rect x="14" y="27" width="72" height="14" rx="4" fill="${p.light}"/>` +
    `<rect x="8" y="54" width="84" height="24" rx="6" fill="${p.dark}"/><rect x="14" y="59" width="72" height="14" rx="4" fill="${p.light}"/>`,
  crown: () =>
    `<polygon points="12,78 12,32 32,52 50,20 68,52 88,32 88,78" fill="${gold.fill}" stroke="${gold.dark}" stroke-width="3" stroke-linejoin="round"/>` +
    `<rect x="12" y="70" width="76" height="12" fill="${gold.dark}"/>` +
    `<circle cx="12" cy="30" r="6" fill="${red.fill}"/><circle cx="50" cy="18" r="6" fill="${red.fill}"/><circle cx="88" cy="30" r="6" fill="${red.fill}"/>`,
  clover: () => {
    const leaf = hex(lighten(GREEN, 8));
    return (
      `<path d="M50 56Q56 78 70 92" stroke="${hex(GREEN)}" stroke-width="6" fill="none"/>` +
      [
        [50, 30],
        [30, 50],
        [70, 50],
        [50, 70],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="17" fill="${leaf}"/>`)
        .join('') +
      `<circle cx="50" cy="50" r="8" fill="${hex(lighten(GREEN, 30))}"/>`
    );
  },
  coin: () =>
    `<circle cx="50" cy="50" r="40" fill="${gold.fill}" stroke="${gold.dark}" stroke-width="4"/>` +
    `<circle cx="50" cy="50" r="29" fill="none" stroke="${gold.light}" stroke-width="4"/>` +
    `<polygon points="${starPoints(50, 51, 18, 8, 5)}" fill="${gold.dark}"/>`,
  horseshoe: () =>
    `<path d="M28 18L28 54A22 22 0 0 0 72 54L72 18" stroke="${hex(hsl(210, 8, 70))}" stroke-width="16" stroke-linecap="round" fill="none"/>` +
    `<circle cx="28" cy="36" r="3" fill="#333"/><circle cx="72" cy="36" r="3" fill="#333"/><circle cx="50" cy="76" r="3" fill="#333"/>`,
  moon: () =>
    `<path d="M62 10A40 40 0 1 0 90 72A32 32 0 1 1 62 10Z" fill="${hex(hsl(52, 90, 78))}" stroke="${gold.dark}" stroke-width="3"/>`,
  pyramid: () =>
    `<polygon points="50,12 92,86 8,86" fill="${gold.fill}"/><polygon points="50,12 92,86 50,86" fill="${gold.dark}"/>` +
    `<path d="M29 49H71M19 67H81" stroke="${gold.light}" stroke-width="3"/>`,
  eye: (p) =>
    `<path d="M6 50Q50 8 94 50Q50 92 6 50Z" fill="${WHITE}" stroke="${p.dark}" stroke-width="4"/>` +
    `<circle cx="50" cy="50" r="17" fill="${p.fill}"/><circle cx="50" cy="50" r="7" fill="#111"/>` +
    `<path d="M50 67L50 92M38 88L50 96L62 88" stroke="${p.dark}" stroke-width="4" fill="none"/>`,
  ankh: () =>
    `<ellipse cx="50" cy="28" rx="15" ry="19" fill="none" stroke="${gold.fill}" stroke-width="9"/>` +
    `<rect x="45" y="44" width="10" height="48" fill="${gold.fill}"/><rect x="20" y="50" width="60" height="10" fill="${gold.fill}"/>`,
  fish: (p) =>
    `<polygon points="68,50 94,28 94,72" fill="${p.dark}"/><ellipse cx="44" cy="50" rx="32" ry="21" fill="${p.fill}"/>` +
    `<path d="M44 30Q54 50 44 70" stroke="${p.light}" stroke-width="4" fill="none"/><circle cx="26" cy="45" r="5" fill="#111"/>`,
  shell: () => {
    const shell = paintOf(hsl(18, 80, 72));
    const ridges = [-60, -30, 0, 30, 60]
      .map((angle) => {
        const radians = ((angle - 90) * Math.PI) / 180;
        return `M50 86L${n(50 + 40 * Math.cos(radians))} ${n(54 + 40 * Math.sin(radians))}`;
      })
      .join('');
    return (
      `<path d="M50 86L12 46A40 40 0 0 1 88 46Z" fill="${shell.fill}" stroke="${shell.dark}" stroke-width="3"/>` +
      `<path d="${ridges}" stroke="${shell.dark}" stroke-width="3"/>`
    );
  },
  planet: (p) =>
    `<circle cx="50" cy="50" r="27" fill="${p.fill}"/><path d="M28 40Q50 34 72 42" stroke="${p.light}" stroke-width="5" fill="none"/>` +
    `<ellipse cx="50" cy="52" rx="46" ry="12" fill="none" stroke="${gold.light}" stroke-width="5" transform="rotate(-18 50 52)"/>`,
  rocket: (p) =>
    `<path d="M50 6C66 20 70 44 66 68L34 68C30 44 34 20 50 6Z" fill="#e8ecf2" stroke="${p.dark}" stroke-width="3"/>` +
    `<polygon points="34,54 18,78 34,72" fill="${red.fill}"/><polygon points="66,54 82,78 66,72" fill="${red.fill}"/>` +
    `<circle cx="50" cy="36" r="9" fill="${p.fill}" stroke="${p.dark}" stroke-width="3"/><polygon points="40,70 60,70 50,94" fill="${gold.fill}"/>`,
  shield: (p) =>
    `<path d="M50 8L88 20L84 56C80 74 66 84 50 94C34 84 20 74 16 56L12 20Z" fill="${p.fill}" stroke="${gold.fill}" stroke-width="5"/>` +
    `<path d="M50 14V88M16 44H84" stroke="${gold.light}" stroke-width="6"/>`,
  axe: (p) =>
    `<rect x="46" y="10" width="8" height="84" rx="3" fill="${hex(hsl(28, 50, 34))}"/>` +
    `<path d="M54 16C78 18 92 30 92 46C92 62 78 72 54 72Z" fill="${hex(hsl(210, 10, 72))}" stroke="${p.dark}" stroke-width="3"/>`,
  leaf: () =>
    `<path d="M50 92C16 72 12 34 50 8C88 34 84 72 50 92Z" fill="${hex(lighten(GREEN, 6))}" stroke="${hex(lighten(GREEN, -14))}" stroke-width="3"/>` +
    `<path d="M50 92V20M50 48L34 36M50 62L68 48" stroke="${hex(lighten(GREEN, 26))}" stroke-width="3"/>`,
  lollipop: (p) =>
    `<rect x="46" y="56" width="8" height="40" rx="3" fill="#f4f4f4"/>` +
    `<circle cx="50" cy="36" r="30" fill="${p.fill}"/>` +
    `<circle cx="50" cy="36" r="20" fill="none" stroke="${WHITE}" stroke-width="6"/><circle cx="50" cy="36" r="8" fill="${WHITE}"/>`,
  lantern: () =>
    `<path d="M50 4V14" stroke="${gold.dark}" stroke-width="4"/><rect x="34" y="12" width="32" height="8" rx="2" fill="${gold.fill}"/>` +
    `<ellipse cx="50" cy="50" rx="32" ry="32" fill="${red.fill}"/><path d="M50 18V82M32 24Q22 50 32 76M68 24Q78 50 68 76" stroke="${red.dark}" stroke-width="3" fill="none"/>` +
    `<rect x="34" y="80" width="32" height="8" rx="2" fill="${gold.fill}"/><path d="M50 88V98" stroke="${gold.fill}" stroke-width="4"/>`,
  lemon: () => {
    const lemon = paintOf(hsl(52, 95, 56));
    return (
      `<ellipse cx="50" cy="50" rx="38" ry="27" fill="${lemon.fill}" stroke="${lemon.dark}" stroke-width="3"/>` +
      `<circle cx="12" cy="50" r="5" fill="${lemon.dark}"/><circle cx="88" cy="50" r="5" fill="${lemon.dark}"/>` +
      `<ellipse cx="38" cy="40" rx="12" ry="6" fill="${WHITE}" opacity="0.5"/>`
    );
  },
};

/** The five symbols each theme's reels show (the studio's themes, in shapes). */
export const THEME_SYMBOLS: Readonly<Record<ThemeId, readonly SymbolName[]>> = {
  egypt: ['pyramid', 'eye', 'ankh', 'coin', 'gem'],
  ocean: ['fish', 'shell', 'coin', 'gem', 'star'],
  fruit: ['cherry', 'lemon', 'bell', 'seven', 'bar'],
  space: ['planet', 'rocket', 'moon', 'star', 'gem'],
  viking: ['shield', 'axe', 'coin', 'gem', 'star'],
  jungle: ['leaf', 'heart', 'coin', 'gem', 'star'],
  candy: ['lollipop', 'heart', 'star', 'gem', 'clover'],
  gems: ['gem', 'crown', 'coin', 'star', 'clover'],
  'wild-west': ['horseshoe', 'star', 'coin', 'bell', 'seven'],
  dragon: ['lantern', 'coin', 'gem', 'clover', 'seven'],
};

/** Classic fruit machines keep the classics, with one symbol of the theme for variety. */
export function classicSymbols(theme: ThemeId): readonly SymbolName[] {
  const themed = THEME_SYMBOLS[theme].find(
    (name) => !['cherry', 'seven', 'bar', 'bell'].includes(name),
  );
  return ['cherry', 'seven', 'bar', 'bell', themed ?? 'star'];
}

/** A symbol centred on (cx, cy), `size` px square, in `color` where the symbol takes one. */
export function drawSymbol(
  name: SymbolName,
  cx: number,
  cy: number,
  size: number,
  color: Hsl,
): string {
  const scale = size / 100;
  return (
    `<g transform="translate(${n(cx - size / 2)} ${n(cy - size / 2)}) scale(${Math.round(scale * 1000) / 1000})">` +
    `${PAINTERS[name](paintOf(color))}</g>`
  );
}
