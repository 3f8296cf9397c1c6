import type { CategoryTag, LobbyVertical } from '@playfair/contracts/lobby';
import { gameDraw, SLOT_GAME_TYPES, type GameType, type SeedGame } from './seed-games';

// The lobby's shipped categories (spec 000 §2 "a home view of category rows plus a full list per
// category"; §3 category row). Ids are stable keys like the games' ids: categories are only ever
// appended to. Which games a category holds is derived from the generated catalogue, so the same
// start always gives the same lists; the seed adds what is missing and keeps what is stored.

/** How a category's games are chosen and ordered, from the generated catalogue. */
type Selection =
  | { kind: 'player' }
  | { kind: 'types'; types: readonly GameType[]; order: 'popularity' | 'name' }
  | { kind: 'top-popular'; live: boolean; count: number }
  | { kind: 'newest'; count: number }
  | { kind: 'jackpot' }
  | { kind: 'races' }
  | { kind: 'exclusive' }
  | { kind: 'all'; live: boolean };

export type SeedCategory = {
  id: string;
  vertical: LobbyVertical;
  slug: string;
  tag: CategoryTag;
  orderNo: number;
  selection: Selection;
};

const CASINO_TABLE_TYPES = ['Roulette', 'Blackjack', 'Baccarat'] as const satisfies GameType[];

/** How many games the home rows "popular" and "new" keep (the full lists behind show-more). */
const POPULAR_COUNT = 60;
const NEW_COUNT = 60;
const LIVE_POPULAR_COUNT = 30;

/**
 * The race games (spec 000 §3 tag `races`): the slots a race would use, about 30, chosen by a draw
 * on each game's id so the set never moves when games are appended. Only playable slots take part.
 */
export const RACE_GAME_SHARE = 0.015;

export const SEED_CATEGORIES: readonly SeedCategory[] = [
  // The player's own rows come first on the home view and only for players who have any.
  {
    id: '100',
    vertical: 'casino',
    slug: 'lastplayed',
    tag: 'lastplayed',
    orderNo: 10,
    selection: { kind: 'player' },
  },
  {
    id: '101',
    vertical: 'casino',
    slug: 'favourites',
    tag: 'favourites',
    orderNo: 20,
    selection: { kind: 'player' },
  },
  {
    id: '102',
    vertical: 'casino',
    slug: 'popular',
    tag: 'popular',
    orderNo: 30,
    selection: { kind: 'top-popular', live: false, count: POPULAR_COUNT },
  },
  {
    id: '103',
    vertical: 'casino',
    slug: 'new',
    tag: 'new',
    orderNo: 40,
    selection: { kind: 'newest', count: NEW_COUNT },
  },
  {
    id: '104',
    vertical: 'casino',
    slug: 'jackpot',
    tag: 'jackpot',
    orderNo: 50,
    selection: { kind: 'jackpot' },
  },
  {
    id: '105',
    vertical: 'casino',
    slug: 'races',
    tag: 'races',
    orderNo: 60,
    selection: { kind: 'races' },
  },
  {
    id: '106',
    vertical: 'casino',
    slug: 'video-slots',
    tag: 'slots',
    orderNo: 70,
    selection: { kind: 'types', types: ['Video Slots'], order: 'popularity' },
  },
  {
    id: '107',
    vertical: 'casino',
    slug: 'classic-slots',
    tag: 'slots',
    orderNo: 80,
    selection: { kind: 'types', types: ['Classic Slots'], order: 'popularity' },
  },
  {
    id: '108',
    vertical: 'casino',
    slug: '3d-slots',
    tag: 'slots',
    orderNo: 90,
    selection: { kind: 'types', types: ['3D Slots'], order: 'popularity' },
  },
  {
    id: '109',
    vertical: 'casino',
    slug: 'table-games',
    tag: 'table-games',
    orderNo: 100,
    selection: { kind: 'types', types: CASINO_TABLE_TYPES, order: 'popularity' },
  },
  {
    id: '110',
    vertical: 'casino',
    slug: 'roulette',
    tag: 'roulette',
    orderNo: 110,
    selection: { kind: 'types', types: ['Roulette'], order: 'popularity' },
  },
  {
    id: '111',
    vertical: 'casino',
    slug: 'blackjack',
    tag: 'blackjack',
    orderNo: 120,
    selection: { kind: 'types', types: ['Blackjack'], order: 'popularity' },
  },
  {
    id: '112',
    vertical: 'casino',
    slug: 'baccarat',
    tag: 'baccarat',
    orderNo: 130,
    selection: { kind: 'types', types: ['Baccarat'], order: 'popularity' },
  },
  {
    id: '113',
    vertical: 'casino',
    slug: 'exclusive',
    tag: 'exclusive',
    orderNo: 140,
    selection: { kind: 'exclusive' },
  },
  {
    id: '114',
    vertical: 'casino',
    slug: 'all',
    tag: 'all',
    orderNo: 150,
    selection: { kind: 'all', live: false },
  },
  {
    id: '201',
    vertical: 'live',
    slug: 'live-popular',
    tag: 'popular',
    orderNo: 10,
    selection: { kind: 'top-popular', live: true, count: LIVE_POPULAR_COUNT },
  },
  {
    id: '202',
    vertical: 'live',
    slug: 'live-roulette',
    tag: 'roulette',
    orderNo: 20,
    selection: { kind: 'types', types: ['Live Roulette'], order: 'popularity' },
  },
  {
    id: '203',
    vertical: 'live',
    slug: 'live-blackjack',
    tag: 'blackjack',
    orderNo: 30,
    selection: { kind: 'types', types: ['Live Blackjack'], order: 'popularity' },
  },
  {
    id: '204',
    vertical: 'live',
    slug: 'gameshows',
    tag: 'gameshows',
    orderNo: 40,
    selection: { kind: 'types', types: ['Live Game Shows'], order: 'popularity' },
  },
  {
    id: '205',
    vertical: 'live',
    slug: 'baccarat-live',
    tag: 'baccarat',
    orderNo: 50,
    selection: { kind: 'types', types: ['Live Baccarat'], order: 'popularity' },
  },
  {
    id: '206',
    vertical: 'live',
    slug: 'live-all',
    tag: 'all',
    orderNo: 60,
    selection: { kind: 'all', live: true },
  },
];

/** Tags whose rows are each player's own (spec 000 §3): never cached, never seeded with games. */
export const PLAYER_CATEGORY_TAGS: ReadonlySet<CategoryTag> = new Set(['lastplayed', 'favourites']);

function byPopularity(a: SeedGame, b: SeedGame): number {
  return b.popularity - a.popularity || a.id.localeCompare(b.id);
}

function byName(a: SeedGame, b: SeedGame): number {
  return a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id);
}

function byNewest(a: SeedGame, b: SeedGame): number {
  return b.releasedAt.localeCompare(a.releasedAt) || byPopularity(a, b);
}

function isPlayable(game: SeedGame): boolean {
  return !game.isOffline && !game.inMaintenance;
}

/** Whether a game is one of the race games (stable: a draw on its id). */
export function isRaceGame(game: SeedGame): boolean {
  return (
    SLOT_GAME_TYPES.has(game.gameType) &&
    isPlayable(game) &&
    gameDraw('race', game.id) < RACE_GAME_SHARE
  );
}

function select(selection: Selection, catalogue: readonly SeedGame[]): SeedGame[] {
  const casino = catalogue.filter((game) => !game.isLive);
  switch (selection.kind) {
    case 'player':
      return [];
    case 'types': {
      const types: ReadonlySet<string> = new Set(selection.types);
      const chosen = catalogue.filter((game) => types.has(game.gameType));
      return chosen.sort(selection.order === 'name' ? byName : byPopularity);
    }
    case 'top-popular':
      return catalogue
        .filter((game) => game.isLive === selection.live && isPlayable(game))
        .sort(byPopularity)
        .slice(0, selection.count);
    case 'newest':
      return casino.filter(isPlayable).sort(byNewest).slice(0, selection.count);
    case 'jackpot':
      return casino.filter((game) => game.hasJackpot).sort(byPopularity);
    case 'races':
      return casino.filter(isRaceGame).sort(byPopularity);
    case 'exclusive':
      return casino.filter((game) => game.isExclusive).sort(byPopularity);
    case 'all':
      return catalogue.filter((game) => game.isLive === selection.live).sort(byName);
  }
}

export type SeedMembership = { categoryId: string; gameId: string; position: number };

/** Every shipped category's games in order, positions from 1. */
export function seedMemberships(catalogue: readonly SeedGame[]): SeedMembership[] {
  return SEED_CATEGORIES.flatMap((category) =>
    select(category.selection, catalogue).map((game, index) => ({
      categoryId: category.id,
      gameId: game.id,
      position: index + 1,
    })),
  );
}
