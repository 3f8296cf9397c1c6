import type { GameEngine } from '@playfair/contracts/games';
import { GAME_SLUG_MAX_LENGTH } from '@playfair/contracts/web-pages';
import { PROVIDER_ORDER_WEIGHTS } from '@playfair/domain/constants';

// The demo catalogue (DESIGN §7): a little over 2,000 games from the vendors of spec 001 §9 and ten
// invented studios, every one played by a studio engine with a skin. Generated, not stored: the
// same list comes out on every start, so the seed can insert what is missing and nothing moves.
//
// Stability rules, because ids are referenced by rounds, favourites and categories:
// - a game's id is its vendor's code × 10 000 + its place in that vendor's list, so a vendor's games
//   keep their ids whatever happens to the other vendors;
// - vendors, their plans and the word lists are only ever appended to, never reordered.
// The names are invented from word lists (no real titles); the words that open a slug are chosen
// from the studio's theme words (apps/studio skins), so "Riches of the Pharaoh" gets its Egyptian
// symbols. Descriptions say what the studio's engines really do (5×3 with 10 lines and free spins;
// 3×3 fruit machine with 5 lines; European single-zero roulette; S17 blackjack paying 3 to 2).

/** spec 001 §3 GameType, each played by one studio engine. */
export const GAME_TYPE_ENGINES = {
  'Video Slots': 'video-slot',
  '3D Slots': 'video-slot',
  'Classic Slots': 'classic-slot',
  Roulette: 'roulette',
  Blackjack: 'blackjack',
  'Live Roulette': 'roulette',
  'Live Blackjack': 'blackjack',
  // Appended with the lobby: live game shows spin the money wheel; baccarat is punto banco.
  'Live Game Shows': 'money-wheel',
  'Live Baccarat': 'baccarat',
  Baccarat: 'baccarat',
} as const satisfies Record<string, GameEngine>;

export type GameType = keyof typeof GAME_TYPE_ENGINES;

const LIVE_GAME_TYPES: ReadonlySet<GameType> = new Set([
  'Live Roulette',
  'Live Blackjack',
  'Live Game Shows',
  'Live Baccarat',
]);

/** Slot types: the lobby's slot rows, the jackpot pools and races are made of these. */
export const SLOT_GAME_TYPES: ReadonlySet<GameType> = new Set([
  'Video Slots',
  '3D Slots',
  'Classic Slots',
]);

export function isLiveGameType(gameType: string): boolean {
  return LIVE_GAME_TYPES.has(gameType as GameType);
}

/** One catalogue row as the seed writes it. */
export type SeedGame = {
  id: string;
  slug: string;
  name: string;
  description: string;
  vendor: string;
  gameType: GameType;
  isLive: boolean;
  aspectRatio: string;
  allowDemo: boolean;
  inMaintenance: boolean;
  isOffline: boolean;
  isExclusive: boolean;
  isPromoted: boolean;
  minBetMinor: bigint;
  maxBetMinor: bigint;
  engine: GameEngine;
  skin: string;
  releasedAt: string;
  popularity: number;
  /** The game feeds a jackpot pool (the lobby's jackpot row, the jackpots feed). */
  hasJackpot: boolean;
};

type VendorPlan = {
  /** The id prefix: never reused, never changed. */
  code: number;
  name: string;
  /** The year of its oldest game here. */
  since: number;
  /** How many games of each type, in this order. */
  games: Partial<Record<GameType, number>>;
};

const [NETENT, PLAY_N_GO, NYX, EVOLUTION, MICROGAMING, QUICKSPIN, SCIENTIFIC, IGT, BETSOFT, GREEN] =
  Object.keys(PROVIDER_ORDER_WEIGHTS) as (keyof typeof PROVIDER_ORDER_WEIGHTS)[];

function spec(name: string | undefined): string {
  if (name === undefined) throw new Error('spec 001 §9 lists ten providers');
  return name;
}

export const VENDOR_PLANS: readonly VendorPlan[] = [
  // spec 001 §9's providers, in its order.
  {
    code: 1,
    name: spec(NETENT),
    since: 2011,
    games: {
      'Video Slots': 140,
      '3D Slots': 10,
      'Classic Slots': 10,
      Roulette: 10,
      Blackjack: 10,
      Baccarat: 4,
    },
  },
  {
    code: 2,
    name: spec(PLAY_N_GO),
    since: 2012,
    games: { 'Video Slots': 135, 'Classic Slots': 15, Roulette: 10, Blackjack: 10, Baccarat: 3 },
  },
  {
    code: 3,
    name: spec(NYX),
    since: 2014,
    games: { 'Video Slots': 75, 'Classic Slots': 15, Roulette: 10, Blackjack: 10 },
  },
  // Evolution deals live tables and game shows only.
  {
    code: 4,
    name: spec(EVOLUTION),
    since: 2013,
    games: {
      'Live Roulette': 45,
      'Live Blackjack': 45,
      'Live Game Shows': 12,
      'Live Baccarat': 20,
    },
  },
  {
    code: 5,
    name: spec(MICROGAMING),
    since: 2010,
    games: {
      'Video Slots': 142,
      'Classic Slots': 20,
      Roulette: 14,
      Blackjack: 14,
      Baccarat: 4,
    },
  },
  { code: 6, name: spec(QUICKSPIN), since: 2013, games: { 'Video Slots': 85, '3D Slots': 5 } },
  {
    code: 7,
    name: spec(SCIENTIFIC),
    since: 2014,
    games: {
      'Video Slots': 70,
      'Classic Slots': 10,
      Roulette: 8,
      Blackjack: 8,
      'Live Roulette': 12,
      'Live Blackjack': 12,
      'Live Game Shows': 3,
      'Live Baccarat': 5,
    },
  },
  {
    code: 8,
    name: spec(IGT),
    since: 2010,
    games: { 'Video Slots': 86, 'Classic Slots': 30, Roulette: 7, Blackjack: 7, Baccarat: 3 },
  },
  {
    code: 9,
    name: spec(BETSOFT),
    since: 2012,
    games: { '3D Slots': 60, 'Video Slots': 30, 'Classic Slots': 10, Roulette: 5, Blackjack: 5 },
  },
  {
    code: 10,
    name: spec(GREEN),
    since: 2011,
    games: { 'Video Slots': 55, 'Classic Slots': 35, Roulette: 5, Blackjack: 5 },
  },
  // Invented studios ("others 100" in the provider order).
  {
    code: 11,
    name: 'Northlight Studios',
    since: 2016,
    games: { 'Video Slots': 80, 'Classic Slots': 10 },
  },
  { code: 12, name: 'Red Fjord Games', since: 2017, games: { 'Video Slots': 70, '3D Slots': 10 } },
  {
    code: 13,
    name: 'Copper Lantern Gaming',
    since: 2015,
    games: { 'Video Slots': 50, 'Classic Slots': 20 },
  },
  { code: 14, name: 'Aurora Reels', since: 2018, games: { 'Video Slots': 75 } },
  {
    code: 15,
    name: 'Silverpine Interactive',
    since: 2016,
    games: { 'Video Slots': 60, Roulette: 10, Blackjack: 10 },
  },
  {
    code: 16,
    name: 'Tidewater Live',
    since: 2019,
    games: { 'Live Roulette': 35, 'Live Blackjack': 35 },
  },
  { code: 17, name: 'Golden Owl Studios', since: 2017, games: { 'Video Slots': 75 } },
  {
    code: 18,
    name: 'Ember Peak Gaming',
    since: 2018,
    games: { 'Video Slots': 55, 'Classic Slots': 15 },
  },
  { code: 19, name: 'Kestrel Play', since: 2020, games: { 'Video Slots': 60, '3D Slots': 15 } },
  {
    code: 20,
    name: 'Blue Harbor Gaming',
    since: 2015,
    games: {
      'Video Slots': 50,
      'Classic Slots': 10,
      Roulette: 10,
      Blackjack: 10,
      Baccarat: 2,
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Deterministic randomness: FNV-1a for seeds, mulberry32 for streams.
// ---------------------------------------------------------------------------------------------

type Random = () => number;

function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function randomStream(seed: string): Random {
  let state = hashSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

// ---------------------------------------------------------------------------------------------
// Word lists. Theme nouns contain a word of the studio's theme (apps/studio/src/skins.ts); the
// modifiers and tails contain none, so the noun decides the skin's theme.
// ---------------------------------------------------------------------------------------------

type Theme = { nouns: readonly string[]; scene: string };

const THEMES: Readonly<Record<string, Theme>> = {
  egypt: {
    nouns: ['Pharaoh', 'Cleopatra', 'Pyramid', 'Nile', 'Anubis', 'Sphinx'],
    scene: 'Scarabs, cobras and the Eye of Horus guard a desert tomb',
  },
  ocean: {
    nouns: ['Mermaid', 'Pearl', 'Reef', 'Ocean', 'Shark', 'Sea'],
    scene: 'Whales, octopuses and turtles drift over a sunlit reef',
  },
  fruit: {
    nouns: ['Cherry', 'Melon', 'Berry', 'Fruit'],
    scene: 'Watermelons, grapes and oranges burst across the reels',
  },
  space: {
    nouns: ['Galaxy', 'Planet', 'Nova', 'Moon', 'Astro'],
    scene: 'Rockets and flying saucers race between the planets',
  },
  viking: {
    nouns: ['Viking', 'Odin', 'Thor', 'Valhalla', 'Loki', 'Asgard', 'Rune'],
    scene: 'Axes, wolves and horns of mead wait in a northern hall',
  },
  jungle: {
    nouns: ['Jungle', 'Safari', 'Amazon', 'Tiger', 'Lion', 'Rainforest'],
    scene: 'Tigers, gorillas and parrots roam a steaming rainforest',
  },
  candy: {
    nouns: ['Candy', 'Sugar', 'Cake', 'Cookie', 'Lollipop', 'Sweets'],
    scene: 'Cupcakes, doughnuts and chocolate pile up in a sweet shop',
  },
  gems: {
    nouns: ['Jewel', 'Diamond', 'Crystal', 'Gem', 'Treasure'],
    scene: 'Rubies, sapphires and emeralds glitter in a jeweller’s vault',
  },
  wildWest: {
    nouns: ['Sheriff', 'Outlaw', 'Saloon', 'Rodeo', 'Cowboy', 'Bandit'],
    scene: 'Outlaws, saloons and sheriff’s badges ride through a frontier town',
  },
  dragon: {
    nouns: ['Dragon', 'Jade', 'Panda', 'Emperor', 'Dynasty'],
    scene: 'Dragons, lanterns and jade coins fill an emperor’s palace',
  },
};

const MODIFIERS = [
  'Blazing',
  'Mystic',
  'Royal',
  'Silver',
  'Hidden',
  'Eternal',
  'Raging',
  'Ancient',
  'Midnight',
  'Electric',
  'Frozen',
  'Burning',
  'Savage',
  'Twin',
  'Mighty',
  'Secret',
  'Crimson',
  'Thunder',
  'Neon',
  'Velvet',
  'Iron',
  'Copper',
  'Shadow',
  'Rising',
  'Grand',
  'Sacred',
  'Hyper',
  'Roaring',
  'Golden',
  'Lost',
  'Infinite',
  'Scarlet',
  'Radiant',
  'Stormy',
  'Glowing',
  'Emerald',
  'Cobalt',
  'Majestic',
  'Brave',
  'Dancing',
] as const;

const TAILS = [
  'Riches',
  'Quest',
  'Rush',
  'Legends',
  'Spins',
  'Reels',
  'Empire',
  'Kingdom',
  'Saga',
  'Tales',
  'Vault',
  'Blitz',
  'Link',
  'Frenzy',
  'Heist',
  'Cascade',
  'Chronicles',
  'Power',
  'Unleashed',
  'Nights',
  'Express',
  'Island',
  'Odyssey',
  'Respins',
  'Magic',
  'Party',
  'Hunt',
  'Storm',
  'Fever',
  'Gate',
] as const;

/** Tails that read well as "<tail> of the <noun>". */
const OF_THE_TAILS = [
  'Riches',
  'Legends',
  'Tales',
  'Vault',
  'Kingdom',
  'Empire',
  'Saga',
  'Chronicles',
  'Quest',
  'Gate',
  'Magic',
  'Power',
] as const;

const CLASSIC_MODIFIERS = [
  'Triple',
  'Double',
  'Hot',
  'Super',
  'Retro',
  'Sizzling',
  'Blazing',
  'Classic',
  'Mega',
  'Jolly',
  'Royal',
  'Flaming',
] as const;
const CLASSIC_NOUNS = [
  'Sevens',
  'Bars',
  'Bells',
  'Cherries',
  'Melons',
  'Joker',
  'Clover',
  'Crown',
  'Horseshoe',
  'Fruits',
  'Plums',
] as const;
const CLASSIC_TAILS = ['', 'Classic', 'Deluxe', '5 Lines', 'Xtra', 'Retro', 'Spin'] as const;

const TABLE_MODIFIERS = [
  'Royal',
  'Grand',
  'Premier',
  'Classic',
  'Velvet',
  'Midnight',
  'Golden',
  'Silver',
  'Imperial',
  'Riviera',
  'Boulevard',
  'Salon',
  'Vintage',
  'Neon',
  'Turbo',
  'Monaco',
  'Heritage',
  'Atlas',
  'Sterling',
  'Majestic',
] as const;
const TABLE_QUALIFIERS = [
  'Pro',
  'Deluxe',
  'Plus',
  'Elite',
  'Royale',
  'Noir',
  'Express',
  'VIP',
  'Prestige',
  'Select',
] as const;

const LIVE_CITIES = [
  'Riga',
  'Valletta',
  'Tallinn',
  'Vilnius',
  'Bucharest',
  'Dublin',
  'Madrid',
  'Oslo',
  'Stockholm',
  'Helsinki',
  'Warsaw',
  'Zagreb',
  'Belgrade',
  'Reykjavik',
  'Lima',
  'Toronto',
  'Auckland',
  'London',
  'Amsterdam',
  'Lisbon',
  'Prague',
  'Vienna',
  'Monaco',
  'Copenhagen',
  'Tbilisi',
] as const;
const LIVE_STYLES = [
  'Auto',
  'Speed',
  'Immersive',
  'VIP',
  'Salon',
  'Grand',
  'Prestige',
  'Club',
  'Studio',
  'Lounge',
] as const;
const LIVE_TABLE_NAMES = [
  'Azure',
  'Ruby',
  'Sapphire',
  'Emerald',
  'Onyx',
  'Amber',
  'Ivory',
  'Platinum',
  'Cobalt',
  'Topaz',
  'Opal',
  'Coral',
  'Garnet',
  'Quartz',
  'Obsidian',
] as const;

// Appended with the lobby: the words of live game shows and baccarat tables. No theme noun appears
// in them, so none of their names can take a slot's name.
const SHOW_OPENERS = [
  'Carnival',
  'Spotlight',
  'Jubilee',
  'Prism',
  'Confetti',
  'Marquee',
  'Fanfare',
  'Firework',
  'Festival',
  'Kaleidoscope',
  'Limelight',
  'Showtime',
] as const;
const SHOW_CLOSERS = [
  'Wheel',
  'Spin',
  'Wheel Show',
  'Spin Studio',
  'Carousel',
  'Big Wheel',
] as const;

// ---------------------------------------------------------------------------------------------
// Name families: every possible name of a kind, in a fixed shuffled order; each game takes the
// next one no game has taken yet.
// ---------------------------------------------------------------------------------------------

type Candidate = { name: string; theme: string | null };

function slotCandidates(): Candidate[] {
  const candidates: Candidate[] = [];
  for (const [theme, { nouns }] of Object.entries(THEMES)) {
    for (const noun of nouns) {
      for (const modifier of MODIFIERS) candidates.push({ name: `${modifier} ${noun}`, theme });
      for (const tail of TAILS) candidates.push({ name: `${noun} ${tail}`, theme });
      for (const tail of OF_THE_TAILS) candidates.push({ name: `${tail} of the ${noun}`, theme });
      for (const tail of TAILS.slice(0, 8)) {
        candidates.push({ name: `${noun} ${tail} Deluxe`, theme });
        for (const modifier of MODIFIERS.slice(0, 12)) {
          candidates.push({ name: `${modifier} ${noun} ${tail}`, theme });
        }
      }
    }
  }
  return candidates;
}

function classicCandidates(): Candidate[] {
  return CLASSIC_MODIFIERS.flatMap((modifier) =>
    CLASSIC_NOUNS.flatMap((noun) =>
      CLASSIC_TAILS.map((tail) => ({
        name: [modifier, noun, tail].filter((part) => part !== '').join(' '),
        theme: 'fruit',
      })),
    ),
  );
}

function tableCandidates(game: 'Roulette' | 'Blackjack' | 'Baccarat'): Candidate[] {
  return TABLE_MODIFIERS.flatMap((modifier) => [
    { name: `${modifier} ${game}`, theme: null },
    ...TABLE_QUALIFIERS.map((qualifier) => ({
      name: `${modifier} ${game} ${qualifier}`,
      theme: null,
    })),
  ]);
}

function liveRouletteCandidates(): Candidate[] {
  return [
    ...LIVE_CITIES.map((city) => ({ name: `Live Roulette ${city}`, theme: null })),
    ...LIVE_STYLES.flatMap((style) =>
      ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((letter) => ({
        name: `Live ${style} Roulette ${letter}`,
        theme: null,
      })),
    ),
  ];
}

function liveBlackjackCandidates(): Candidate[] {
  return [
    ...LIVE_STYLES.map((style) => ({ name: `Live ${style} Blackjack`, theme: null })),
    ...LIVE_TABLE_NAMES.flatMap((table) =>
      [1, 2, 3, 4, 5, 6, 7, 8].map((number) => ({
        name: `Live Blackjack ${table} ${number}`,
        theme: null,
      })),
    ),
  ];
}

function liveBaccaratCandidates(): Candidate[] {
  return [
    ...LIVE_CITIES.map((city) => ({ name: `Live Baccarat ${city}`, theme: null })),
    ...LIVE_STYLES.flatMap((style) =>
      ['A', 'B', 'C', 'D', 'E', 'F'].map((letter) => ({
        name: `Live ${style} Baccarat ${letter}`,
        theme: null,
      })),
    ),
  ];
}

function gameShowCandidates(): Candidate[] {
  return SHOW_OPENERS.flatMap((opener) =>
    SHOW_CLOSERS.map((closer) => ({ name: `${opener} ${closer}`, theme: null })),
  );
}

type NameFamily =
  | 'slot'
  | 'classic'
  | 'roulette'
  | 'blackjack'
  | 'live-roulette'
  | 'live-blackjack'
  | 'baccarat'
  | 'live-baccarat'
  | 'game-show';

const FAMILY_OF: Readonly<Record<GameType, NameFamily>> = {
  'Video Slots': 'slot',
  '3D Slots': 'slot',
  'Classic Slots': 'classic',
  Roulette: 'roulette',
  Blackjack: 'blackjack',
  'Live Roulette': 'live-roulette',
  'Live Blackjack': 'live-blackjack',
  'Live Game Shows': 'game-show',
  'Live Baccarat': 'live-baccarat',
  Baccarat: 'baccarat',
};

function familyCandidates(family: NameFamily): Candidate[] {
  switch (family) {
    case 'slot':
      return slotCandidates();
    case 'classic':
      return classicCandidates();
    case 'roulette':
      return tableCandidates('Roulette');
    case 'blackjack':
      return tableCandidates('Blackjack');
    case 'live-roulette':
      return liveRouletteCandidates();
    case 'live-blackjack':
      return liveBlackjackCandidates();
    case 'baccarat':
      return tableCandidates('Baccarat');
    case 'live-baccarat':
      return liveBaccaratCandidates();
    case 'game-show':
      return gameShowCandidates();
  }
}

/** "Riches of the Pharaoh" → "riches-of-the-pharaoh" (GAME_SLUG_PATTERN). */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const ROMAN = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'] as const;

function createNamer() {
  const queues = new Map<NameFamily, { candidates: Candidate[]; next: number }>();
  const takenSlugs = new Set<string>();

  function isFree(name: string): boolean {
    const slug = slugOf(name);
    return slug.length <= GAME_SLUG_MAX_LENGTH && !takenSlugs.has(slug);
  }

  return function nextName(family: NameFamily): Candidate {
    let queue = queues.get(family);
    if (queue === undefined) {
      queue = {
        candidates: shuffled(randomStream(`names:${family}`), familyCandidates(family)),
        next: 0,
      };
      queues.set(family, queue);
    }
    let chosen: Candidate | undefined;
    while (chosen === undefined && queue.next < queue.candidates.length) {
      const candidate = queue.candidates[queue.next];
      queue.next += 1;
      if (candidate !== undefined && isFree(candidate.name)) chosen = candidate;
    }
    // A family used up starts over with sequels ("… II"), still unique.
    for (let round = 0; chosen === undefined && round < ROMAN.length; round += 1) {
      const sequel = queue.candidates
        .map((candidate) => ({ ...candidate, name: `${candidate.name} ${ROMAN[round]}` }))
        .find((candidate) => isFree(candidate.name));
      chosen = sequel;
    }
    if (chosen === undefined) throw new Error(`the ${family} names are used up`);
    takenSlugs.add(slugOf(chosen.name));
    return chosen;
  };
}

// ---------------------------------------------------------------------------------------------
// Descriptions and the other columns
// ---------------------------------------------------------------------------------------------

const SLOT_FEATURES = [
  'a wild that stands in for every symbol but the scatter',
  'scatters that pay anywhere on the screen',
  'ten free spins with every win tripled',
] as const;

function descriptionOf(
  gameType: GameType,
  name: string,
  vendor: string,
  theme: string | null,
): string {
  const scene = theme === null ? undefined : THEMES[theme]?.scene;
  switch (gameType) {
    case 'Video Slots':
    case '3D Slots': {
      const kind = gameType === '3D Slots' ? 'a 3D video slot' : 'a video slot';
      return (
        `${name} is ${kind} by ${vendor}: five reels, three rows and ten paylines. ` +
        `${scene ?? 'Bright symbols spin across the reels'}. ` +
        `Look out for ${SLOT_FEATURES[0]}, ${SLOT_FEATURES[1]} and ${SLOT_FEATURES[2]}.`
      );
    }
    case 'Classic Slots':
      return (
        `${name} is a classic three-reel fruit machine by ${vendor} with five lines: ` +
        'the three rows and both diagonals. Sevens, bars, bells and cherries — a cherry pays on its own.'
      );
    case 'Roulette':
      return (
        `${name} by ${vendor}: European roulette with a single zero. Place inside bets on numbers, ` +
        'splits and corners or outside bets on colours, dozens and columns, then spin.'
      );
    case 'Blackjack':
      return (
        `${name} by ${vendor}: beat the dealer to 21. Blackjack pays 3 to 2, the dealer stands on ` +
        'soft 17 and you may double on any first two cards.'
      );
    case 'Live Roulette':
      return (
        `${name}: a live European roulette table by ${vendor}, single zero, with a new spin ` +
        'every round and betting open between spins.'
      );
    case 'Live Blackjack':
      return (
        `${name}: a live blackjack table by ${vendor}. Blackjack pays 3 to 2 and the dealer ` +
        'stands on soft 17.'
      );
    case 'Baccarat':
      return (
        `${name} by ${vendor}: punto banco baccarat. Bet on the player, the banker or a tie; ` +
        'the hand closest to nine wins and the third-card rules are dealt for you.'
      );
    case 'Live Baccarat':
      return (
        `${name}: a live punto banco table by ${vendor}. Back the player, the banker or a tie ` +
        'and watch the dealer turn the cards; the hand closest to nine wins.'
      );
    case 'Live Game Shows':
      return (
        `${name}: a live money-wheel game show by ${vendor}. Pick the numbers you think the ` +
        'host’s wheel will stop on; the rarer the segment, the bigger the win.'
      );
  }
}

// Stakes in EUR cents, within the studio's stake ladder of 0.10 to 10.00 a round (roulette: up to
// ten times the top stake over a spin's bets), so the catalogue never promises what the game refuses.
const BET_RANGES: Readonly<Record<GameType, { min: readonly number[]; max: readonly number[] }>> = {
  'Video Slots': { min: [10, 20], max: [500, 1_000] },
  '3D Slots': { min: [10, 20], max: [500, 1_000] },
  'Classic Slots': { min: [10, 20, 50], max: [500, 1_000] },
  Roulette: { min: [10], max: [5_000, 10_000] },
  Blackjack: { min: [100, 200], max: [1_000] },
  'Live Roulette': { min: [10, 20, 50], max: [10_000] },
  'Live Blackjack': { min: [100, 200, 500], max: [1_000] },
  // The studio's baccarat chip is twice the smallest stake, so the banker's 5 % commission is whole cents.
  Baccarat: { min: [20, 100], max: [1_000] },
  'Live Baccarat': { min: [100, 200, 500], max: [1_000] },
  'Live Game Shows': { min: [10, 20, 50], max: [1_000] },
};

const LAST_RELEASE = Date.UTC(2025, 11, 31);
const DAY_MS = 86_400_000;

function releaseDate(random: Random, since: number): string {
  const first = Date.UTC(since, 0, 1);
  const day = Math.floor(random() * ((LAST_RELEASE - first) / DAY_MS + 1));
  return new Date(first + day * DAY_MS).toISOString().slice(0, 10);
}

function aspectRatio(random: Random, gameType: GameType): string {
  switch (gameType) {
    case 'Classic Slots':
      return '4:3';
    case 'Roulette':
    case 'Blackjack':
    case 'Baccarat':
      return random() < 0.5 ? '4:3' : '16:9';
    case 'Video Slots':
    case '3D Slots':
    case 'Live Roulette':
    case 'Live Blackjack':
    case 'Live Baccarat':
    case 'Live Game Shows':
      return '16:9';
  }
}

// Jackpot pools (spec 000 §3 jackpot, §7 GET /jackpots): some slots feed one. Drawn from the game id
// alone, outside the vendor's stream, so the flag never moves another column or another game. Play'n
// GO's progressive network is the one spec 001 §7's counter shows, so it has more than its share.
const JACKPOT_SHARE = 0.035;
const JACKPOT_SHARE_BY_VENDOR: Readonly<Record<string, number>> = { [spec(PLAY_N_GO)]: 0.08 };

/** A stable number in [0, 1) for a game and a purpose ("jackpot", "race"). */
export function gameDraw(purpose: string, gameId: string): number {
  // The stream's first number, not the bare hash: FNV-1a of near-identical ids is poorly spread.
  return randomStream(`${purpose}:${gameId}`)();
}

function hasJackpot(id: string, vendor: string, gameType: GameType): boolean {
  if (!SLOT_GAME_TYPES.has(gameType)) return false;
  return gameDraw('jackpot', id) < (JACKPOT_SHARE_BY_VENDOR[vendor] ?? JACKPOT_SHARE);
}

function seedGame(
  plan: VendorPlan,
  sequence: number,
  gameType: GameType,
  random: Random,
  nextName: (family: NameFamily) => Candidate,
): SeedGame {
  const { name, theme } = nextName(FAMILY_OF[gameType]);
  const slug = slugOf(name);
  const isLive = LIVE_GAME_TYPES.has(gameType);
  const bets = BET_RANGES[gameType];
  const id = String(plan.code * 10_000 + sequence);
  // Drawn in a fixed order so a game's columns never depend on another game's.
  const draws = {
    noDemo: random(),
    exclusive: random(),
    promoted: random(),
    maintenance: random(),
    offline: random(),
    popularity: random(),
  };
  return {
    id,
    slug,
    name,
    description: descriptionOf(gameType, name, plan.name, theme),
    vendor: plan.name,
    gameType,
    isLive,
    aspectRatio: aspectRatio(random, gameType),
    // spec 000 §6: never demo in live casino; a few other games offer no demo either.
    allowDemo: !isLive && draws.noDemo >= 0.03,
    inMaintenance: draws.maintenance < 0.004,
    isOffline: draws.offline < 0.003,
    isExclusive: draws.exclusive < 0.03,
    isPromoted: draws.promoted < 0.04,
    minBetMinor: BigInt(pick(random, bets.min)),
    maxBetMinor: BigInt(pick(random, bets.max)),
    engine: GAME_TYPE_ENGINES[gameType],
    // The studio derives its look from the skin; the slug is the game's own (≤ 64 characters).
    skin: slug.slice(0, 64).replace(/-+$/, ''),
    releasedAt: releaseDate(random, plan.since),
    // Skewed: a few hits, a long tail.
    popularity: Math.floor(draws.popularity ** 3 * 10_000),
    hasJackpot: hasJackpot(id, plan.name, gameType),
  };
}

/** The whole demo catalogue, the same on every call. */
export function generateSeedGames(): SeedGame[] {
  const nextName = createNamer();
  const result: SeedGame[] = [];
  for (const plan of VENDOR_PLANS) {
    const random = randomStream(`vendor:${plan.code}`);
    let sequence = 0;
    for (const [gameType, count] of Object.entries(plan.games) as [GameType, number][]) {
      for (let index = 0; index < count; index += 1) {
        sequence += 1;
        result.push(seedGame(plan, sequence, gameType, random, nextName));
      }
    }
  }
  return result;
}
