import { SLOT_GAME_TYPES, type GameType, type SeedGame } from './seed-games';

// spec 001 §5 "Aliases (Finnish and other terms) map to game names": a player types "ruletti" or
// "hedelmä" and finds games whose names say Roulette or Cherry. Each term of the word map names what
// it finds — game types, words in the name, the jackpot flag — and the seed writes one
// (term, locale, game id) row per game it fits. Terms are lower case, as the search compares them.

/** What a term finds in the catalogue. */
type Matcher =
  | { types: readonly GameType[] }
  | { words: readonly string[] }
  | { jackpot: true }
  | { any: readonly Matcher[] };

type AliasEntry = { term: string; locale: AliasLocale; finds: Matcher };

/** The languages with aliases; regional locales read their language's (se → sv, pe → es). */
export const ALIAS_LOCALES = ['en', 'fi', 'sv', 'no', 'es', 'pl', 'hr', 'sr', 'nl', 'is'] as const;
export type AliasLocale = (typeof ALIAS_LOCALES)[number];

const ROULETTE: Matcher = { types: ['Roulette', 'Live Roulette'] };
const BLACKJACK: Matcher = { types: ['Blackjack', 'Live Blackjack'] };
const BACCARAT: Matcher = { types: ['Baccarat', 'Live Baccarat'] };
const GAME_SHOWS: Matcher = { types: ['Live Game Shows'] };
const SLOTS: Matcher = { types: ['Video Slots', '3D Slots', 'Classic Slots'] };
const CLASSIC: Matcher = { types: ['Classic Slots'] };
const TABLE_GAMES: Matcher = { types: ['Roulette', 'Blackjack', 'Baccarat'] };
const JACKPOT: Matcher = { jackpot: true };
// Themes by the words of their names (seed-games.ts THEMES and the classic machines' words).
const FRUIT: Matcher = {
  any: [CLASSIC, { words: ['cherry', 'cherries', 'melon', 'melons', 'berry', 'fruit', 'fruits'] }],
};
const PHARAOH: Matcher = { words: ['pharaoh'] };
const EGYPT: Matcher = {
  words: ['pharaoh', 'cleopatra', 'pyramid', 'nile', 'anubis', 'sphinx'],
};
const GOLD: Matcher = { words: ['golden', 'gold'] };
const DRAGON: Matcher = { words: ['dragon'] };
const VIKING: Matcher = {
  words: ['viking', 'odin', 'thor', 'valhalla', 'loki', 'asgard', 'rune'],
};
const SEA: Matcher = { words: ['mermaid', 'pearl', 'reef', 'ocean', 'shark', 'sea'] };
const CANDY: Matcher = { words: ['candy', 'sugar', 'cake', 'cookie', 'lollipop', 'sweets'] };
const DIAMOND: Matcher = { words: ['diamond', 'jewel', 'gem', 'crystal'] };
const SPACE: Matcher = { words: ['galaxy', 'planet', 'nova', 'moon', 'astro'] };
const JUNGLE: Matcher = {
  words: ['jungle', 'safari', 'amazon', 'tiger', 'lion', 'rainforest'],
};
const WILD_WEST: Matcher = {
  words: ['sheriff', 'outlaw', 'saloon', 'rodeo', 'cowboy', 'bandit'],
};
const TREASURE: Matcher = { words: ['treasure', 'riches', 'vault'] };
const SEVENS: Matcher = { words: ['sevens'] };

function entries(locale: AliasLocale, terms: Record<string, Matcher>): AliasEntry[] {
  return Object.entries(terms).map(([term, finds]) => ({ term, locale, finds }));
}

export const ALIAS_WORD_MAP: readonly AliasEntry[] = [
  ...entries('fi', {
    ruletti: ROULETTE,
    ventti: BLACKJACK,
    '21': BLACKJACK,
    baccara: BACCARAT,
    hedelmä: FRUIT,
    hedelmäpeli: FRUIT,
    kolikkopeli: SLOTS,
    klassikko: CLASSIC,
    faarao: PHARAOH,
    egypti: EGYPT,
    kulta: GOLD,
    jättipotti: JACKPOT,
    pöytäpelit: TABLE_GAMES,
    lohikäärme: DRAGON,
    viikinki: VIKING,
    meri: SEA,
    karkki: CANDY,
    timantti: DIAMOND,
    avaruus: SPACE,
    viidakko: JUNGLE,
    'villi länsi': WILD_WEST,
    aarre: TREASURE,
    seiska: SEVENS,
    onnenpyörä: GAME_SHOWS,
    rahapyörä: GAME_SHOWS,
  }),
  ...entries('sv', {
    rulett: ROULETTE,
    tjugoett: BLACKJACK,
    frukt: FRUIT,
    fruktautomat: FRUIT,
    spelautomat: SLOTS,
    farao: PHARAOH,
    egypten: EGYPT,
    guld: GOLD,
    jackpott: JACKPOT,
    bordsspel: TABLE_GAMES,
    drake: DRAGON,
    vikingar: VIKING,
    havet: SEA,
    godis: CANDY,
    diamant: DIAMOND,
    rymden: SPACE,
    djungel: JUNGLE,
    skatt: TREASURE,
    lyckohjul: GAME_SHOWS,
  }),
  ...entries('no', {
    rulett: ROULETTE,
    tjueen: BLACKJACK,
    frukt: FRUIT,
    spilleautomat: SLOTS,
    farao: PHARAOH,
    egypt: EGYPT,
    gull: GOLD,
    bordspill: TABLE_GAMES,
    drage: DRAGON,
    vikinger: VIKING,
    havet: SEA,
    godteri: CANDY,
    diamant: DIAMOND,
    verdensrommet: SPACE,
    jungel: JUNGLE,
    skatt: TREASURE,
    lykkehjul: GAME_SHOWS,
  }),
  ...entries('es', {
    ruleta: ROULETTE,
    veintiuno: BLACKJACK,
    frutas: FRUIT,
    tragaperras: SLOTS,
    faraón: PHARAOH,
    egipto: EGYPT,
    oro: GOLD,
    bote: JACKPOT,
    'juegos de mesa': TABLE_GAMES,
    dragón: DRAGON,
    vikingos: VIKING,
    mar: SEA,
    dulces: CANDY,
    diamante: DIAMOND,
    espacio: SPACE,
    selva: JUNGLE,
    tesoro: TREASURE,
    'rueda de la fortuna': GAME_SHOWS,
  }),
  ...entries('pl', {
    ruletka: ROULETTE,
    oczko: BLACKJACK,
    owoce: FRUIT,
    owocówki: FRUIT,
    automaty: SLOTS,
    faraon: PHARAOH,
    egipt: EGYPT,
    złoto: GOLD,
    kumulacja: JACKPOT,
    'gry stołowe': TABLE_GAMES,
    smok: DRAGON,
    wikingowie: VIKING,
    morze: SEA,
    słodycze: CANDY,
    diament: DIAMOND,
    kosmos: SPACE,
    dżungla: JUNGLE,
    skarb: TREASURE,
    'koło fortuny': GAME_SHOWS,
  }),
  ...entries('hr', {
    rulet: ROULETTE,
    voće: FRUIT,
    zlato: GOLD,
    zmaj: DRAGON,
    faraon: PHARAOH,
    'stolne igre': TABLE_GAMES,
  }),
  ...entries('sr', {
    rulet: ROULETTE,
    voće: FRUIT,
    zlato: GOLD,
    zmaj: DRAGON,
    faraon: PHARAOH,
    'stone igre': TABLE_GAMES,
  }),
  ...entries('nl', {
    fruitautomaat: FRUIT,
    gokkast: SLOTS,
    goud: GOLD,
    draak: DRAGON,
    farao: PHARAOH,
    tafelspellen: TABLE_GAMES,
  }),
  ...entries('is', {
    rúlletta: ROULETTE,
    ávextir: FRUIT,
    gull: GOLD,
    dreki: DRAGON,
    faraó: PHARAOH,
    borðspil: TABLE_GAMES,
  }),
  ...entries('en', {
    'fruit machine': FRUIT,
    pokies: SLOTS,
    'one-armed bandit': CLASSIC,
    'punto banco': BACCARAT,
    'game show': GAME_SHOWS,
    'money wheel': GAME_SHOWS,
    'table games': TABLE_GAMES,
    egypt: EGYPT,
    gold: GOLD,
    jackpot: JACKPOT,
    'twenty-one': BLACKJACK,
  }),
];

function nameWords(name: string): ReadonlySet<string> {
  return new Set(name.toLowerCase().split(/[^a-z0-9]+/));
}

function fits(matcher: Matcher, game: SeedGame, words: ReadonlySet<string>): boolean {
  if ('types' in matcher) return (matcher.types as readonly string[]).includes(game.gameType);
  if ('words' in matcher) return matcher.words.some((word) => words.has(word));
  if ('jackpot' in matcher) return game.hasJackpot && SLOT_GAME_TYPES.has(game.gameType);
  return matcher.any.some((inner) => fits(inner, game, words));
}

export type SeedAlias = { term: string; locale: AliasLocale; gameId: string };

/** Every (term, locale, game) row of the word map; a term that fits no game writes nothing. */
export function seedAliases(catalogue: readonly SeedGame[]): SeedAlias[] {
  const withWords = catalogue.map((game) => ({ game, words: nameWords(game.name) }));
  return ALIAS_WORD_MAP.flatMap(({ term, locale, finds }) =>
    withWords
      .filter(({ game, words }) => fits(finds, game, words))
      .map(({ game }) => ({ term, locale, gameId: game.id })),
  );
}
