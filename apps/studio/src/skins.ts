import { createHash } from 'node:crypto';

// DESIGN §7: every catalogue game is an engine and a skin. The skin is derived from the game's slug
// alone, deterministically: a theme (named in the slug, or picked by its hash), then colours shifted
// by the hash, so two games of the same theme still look different.

export const SKIN_SLUG = /^[a-z0-9-]{1,64}$/;

export const THEME_IDS = [
  'egypt',
  'ocean',
  'fruit',
  'space',
  'viking',
  'jungle',
  'candy',
  'gems',
  'wild-west',
  'dragon',
] as const;
export type ThemeId = (typeof THEME_IDS)[number];

export type SymbolLook = { glyph: string; name: string };

/** The themed symbols of the video slot (its low symbols are the card ranks A K Q J). */
export type ThemeSymbols = Record<
  'wild' | 'scatter' | 'h1' | 'h2' | 'h3' | 'm1' | 'm2',
  SymbolLook
>;

type Theme = { hue: number; words: readonly string[]; symbols: ThemeSymbols };

const look = (glyph: string, name: string): SymbolLook => ({ glyph, name });

const THEMES: Readonly<Record<ThemeId, Theme>> = {
  egypt: {
    hue: 42,
    words: [
      'egypt',
      'pharaoh',
      'cleopatra',
      'pyramid',
      'pyramids',
      'nile',
      'anubis',
      'sphinx',
      'book',
    ],
    symbols: {
      wild: look('☥', 'Ankh'),
      scatter: look('🔺', 'Pyramid'),
      h1: look('👁️', 'Eye of Horus'),
      h2: look('🐍', 'Cobra'),
      h3: look('🪲', 'Scarab'),
      m1: look('🏺', 'Urn'),
      m2: look('🐫', 'Camel'),
    },
  },
  ocean: {
    hue: 198,
    words: [
      'ocean',
      'sea',
      'fish',
      'fishing',
      'pearl',
      'pearls',
      'mermaid',
      'reef',
      'deep',
      'shark',
    ],
    symbols: {
      wild: look('🔱', 'Trident'),
      scatter: look('🐚', 'Shell'),
      h1: look('🐋', 'Whale'),
      h2: look('🐙', 'Octopus'),
      h3: look('🐢', 'Turtle'),
      m1: look('🐠', 'Tropical fish'),
      m2: look('🦀', 'Crab'),
    },
  },
  fruit: {
    hue: 335,
    words: ['fruit', 'fruits', 'fruity', 'cherry', 'juicy', 'melon', 'berry', 'berries'],
    symbols: {
      wild: look('⭐', 'Star'),
      scatter: look('🔔', 'Bell'),
      h1: look('🍉', 'Watermelon'),
      h2: look('🍇', 'Grapes'),
      h3: look('🍊', 'Orange'),
      m1: look('🍋', 'Lemon'),
      m2: look('🍒', 'Cherries'),
    },
  },
  space: {
    hue: 262,
    words: [
      'space',
      'star',
      'stars',
      'galaxy',
      'cosmic',
      'planet',
      'planets',
      'astro',
      'nova',
      'moon',
    ],
    symbols: {
      wild: look('🌌', 'Galaxy'),
      scatter: look('🪐', 'Planet'),
      h1: look('🚀', 'Rocket'),
      h2: look('👽', 'Alien'),
      h3: look('🛸', 'Flying saucer'),
      m1: look('☄️', 'Comet'),
      m2: look('🌙', 'Moon'),
    },
  },
  viking: {
    hue: 212,
    words: [
      'viking',
      'vikings',
      'norse',
      'odin',
      'thor',
      'valhalla',
      'loki',
      'asgard',
      'rune',
      'runes',
    ],
    symbols: {
      wild: look('⚡', 'Thunder'),
      scatter: look('🛡️', 'Shield'),
      h1: look('🪓', 'Axe'),
      h2: look('🐺', 'Wolf'),
      h3: look('🐗', 'Boar'),
      m1: look('⚔️', 'Swords'),
      m2: look('🍺', 'Mead'),
    },
  },
  jungle: {
    hue: 128,
    words: ['jungle', 'safari', 'amazon', 'tiger', 'lion', 'wild', 'wildlife', 'rainforest'],
    symbols: {
      wild: look('🦁', 'Lion'),
      scatter: look('🌺', 'Hibiscus'),
      h1: look('🐯', 'Tiger'),
      h2: look('🦍', 'Gorilla'),
      h3: look('🦜', 'Parrot'),
      m1: look('🐍', 'Snake'),
      m2: look('🍌', 'Bananas'),
    },
  },
  candy: {
    hue: 312,
    words: ['candy', 'sweet', 'sweets', 'sugar', 'bonanza', 'cake', 'cookie', 'lollipop'],
    symbols: {
      wild: look('🍭', 'Lollipop'),
      scatter: look('🎁', 'Gift'),
      h1: look('🧁', 'Cupcake'),
      h2: look('🍩', 'Doughnut'),
      h3: look('🍬', 'Sweet'),
      m1: look('🍫', 'Chocolate'),
      m2: look('🍪', 'Cookie'),
    },
  },
  gems: {
    hue: 176,
    words: ['gems', 'gem', 'jewel', 'jewels', 'diamond', 'diamonds', 'crystal', 'gold', 'treasure'],
    symbols: {
      wild: look('💎', 'Diamond'),
      scatter: look('👑', 'Crown'),
      h1: look('💍', 'Ring'),
      h2: look('🔮', 'Crystal ball'),
      h3: look('🔶', 'Amber'),
      m1: look('🔷', 'Sapphire'),
      m2: look('💚', 'Emerald'),
    },
  },
  'wild-west': {
    hue: 24,
    words: ['west', 'western', 'cowboy', 'sheriff', 'bandit', 'outlaw', 'saloon', 'rodeo'],
    symbols: {
      wild: look('🤠', 'Cowboy'),
      scatter: look('⭐', 'Sheriff star'),
      h1: look('🐎', 'Horse'),
      h2: look('🌵', 'Cactus'),
      h3: look('💰', 'Money bag'),
      m1: look('🪙', 'Coin'),
      m2: look('🥃', 'Whisky'),
    },
  },
  dragon: {
    hue: 2,
    words: ['dragon', 'dragons', 'fortune', 'lucky', 'jade', 'panda', 'emperor', 'dynasty'],
    symbols: {
      wild: look('🐉', 'Dragon'),
      scatter: look('🧧', 'Red envelope'),
      h1: look('🏮', 'Lantern'),
      h2: look('🏯', 'Castle'),
      h3: look('🎐', 'Wind chime'),
      m1: look('🍵', 'Tea'),
      m2: look('🥟', 'Dumpling'),
    },
  },
};

export type SkinPalette = {
  background: string;
  surface: string;
  accent: string;
  accentText: string;
  text: string;
  reel: string;
  reelText: string;
};

export type Skin = {
  slug: string;
  title: string;
  theme: ThemeId;
  palette: SkinPalette;
  symbols: ThemeSymbols;
};

function themeFor(slug: string, hash: Buffer): ThemeId {
  const words = slug.split('-');
  if (slug.includes('wild-west')) return 'wild-west';
  for (const word of words) {
    const named = THEME_IDS.find((id) => THEMES[id].words.includes(word));
    if (named) return named;
  }
  return THEME_IDS[hash.readUInt32BE(0) % THEME_IDS.length]!;
}

function titleFor(slug: string): string {
  const words = slug.split('-').filter(Boolean);
  if (words.length === 0) return 'Playfair';
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${((hue % 360) + 360) % 360} ${saturation}% ${lightness}%)`;

/** The skin of a game slug (a valid SKIN_SLUG); the same slug always gives the same skin. */
export function deriveSkin(slug: string): Skin {
  if (!SKIN_SLUG.test(slug)) throw new RangeError(`Invalid skin slug ${slug}`);
  const hash = createHash('sha256').update(slug).digest();
  const theme = themeFor(slug, hash);
  // Up to ±24° around the theme's hue, and an accent 20–80° away, both from the hash.
  const hue = THEMES[theme].hue + (hash.readUInt8(4) % 49) - 24;
  const accentHue = hue + 20 + (hash.readUInt8(5) % 61);
  const depth = 8 + (hash.readUInt8(6) % 7);
  return {
    slug,
    title: titleFor(slug),
    theme,
    palette: {
      background: hsl(hue, 45, depth),
      surface: hsl(hue, 38, depth + 9),
      accent: hsl(accentHue, 85, 58),
      accentText: hsl(accentHue, 60, 10),
      text: hsl(hue, 30, 95),
      reel: hsl(hue, 35, 94),
      reelText: hsl(hue, 55, 16),
    },
    symbols: THEMES[theme].symbols,
  };
}
