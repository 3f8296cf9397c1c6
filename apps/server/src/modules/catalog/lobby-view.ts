import {
  type CategoryTag,
  type GameTag,
  type LobbyVertical,
  type TCategoryPage,
  type TCategoryRow,
  type TGameListItem,
  type TGameTile,
  type TSearchAlias,
} from '@playfair/contracts/lobby';
import { gamePagePath } from '@playfair/contracts/web-pages';
import { CATEGORY_ROW_GAME_COUNT } from '@playfair/domain/constants';
import { catalogChain, type Currency, type Locale } from '@playfair/domain/locales';
import { formatStakeRange, STAKE_CURRENCY_FACTORS } from '@playfair/domain/stake-limits';
import { gameImageHash } from '../game-images/service';
import type { AliasRow, CategoryRow, GameRow, PageRow } from './repo';
import { PLAYER_CATEGORY_TAGS } from './seed-categories';

// The lobby's answers built from one snapshot of the catalogue (spec 000 §3 game tile, category
// row, category list response; spec 001 §3 game list items). Pure: the service loads the snapshot
// and caches what is built here for 60 s (spec 000 §9).

/** The lobby as stored, read at once: games, categories in order, their games and pages. */
export type LobbySnapshot = {
  games: ReadonlyMap<string, GameRow>;
  /** Ordered by orderNo. */
  categories: readonly CategoryRow[];
  categoryBySlug: ReadonlyMap<string, CategoryRow>;
  /** Category id → its game ids in order. */
  members: ReadonlyMap<string, readonly string[]>;
  /** `${vertical}/${slug}/${locale}` → page. */
  pages: ReadonlyMap<string, PageRow>;
};

export function buildSnapshot(input: {
  games: readonly GameRow[];
  categories: readonly CategoryRow[];
  memberships: readonly { categoryId: string; gameId: string }[];
  pages: readonly PageRow[];
}): LobbySnapshot {
  const members = new Map<string, string[]>();
  for (const { categoryId, gameId } of input.memberships) {
    const list = members.get(categoryId);
    if (list === undefined) members.set(categoryId, [gameId]);
    else list.push(gameId);
  }
  return {
    games: new Map(input.games.map((game) => [game.id, game])),
    categories: input.categories,
    categoryBySlug: new Map(input.categories.map((category) => [category.slug, category])),
    members,
    pages: new Map(
      input.pages.map((page) => [`${page.vertical}/${page.slug}/${page.locale}`, page]),
    ),
  };
}

/** What a tile depends on besides the game: the caller's locale, currency and demo play. */
export type TileContext = { locale: Locale; currency: Currency; isDemoPlayAllowed: boolean };

export function isCurrency(value: string): value is Currency {
  return Object.hasOwn(STAKE_CURRENCY_FACTORS, value);
}

/** What a game is, for the search overlay's views and filters; from its engine, so every game has some. */
export function gameTags(game: GameRow): GameTag[] {
  const tags: GameTag[] = [];
  switch (game.engine) {
    case 'video-slot':
    case 'classic-slot':
      tags.push('slots');
      break;
    case 'roulette':
    case 'blackjack':
    case 'baccarat':
      if (!game.isLive) tags.push('table-games');
      tags.push(game.engine);
      break;
    case 'money-wheel':
      tags.push('gameshows');
      break;
  }
  if (game.isLive) tags.push('live');
  if (game.hasJackpot === true) tags.push('jackpot');
  return tags;
}

export function toTile(game: GameRow, context: TileContext): TGameTile {
  const url = gamePagePath(context.locale, game.slug);
  // spec 000 §6: demo only where the brand and market allow it, never in live casino.
  const hasDemo = context.isDemoPlayAllowed && game.allowDemo && !game.isLive;
  return {
    id: game.id,
    name: game.name,
    slug: game.slug,
    url,
    urlForFun: hasDemo ? `${url}?mode=demo` : null,
    vendor: game.vendor,
    vendorGameId: game.skin,
    isExclusive: game.isExclusive,
    inMaintenance: game.inMaintenance,
    isOffline: game.isOffline,
    isPromoted: game.isPromoted,
    favourite: false,
    minMaxLimit: formatStakeRange(game.minBetMinor, game.maxBetMinor, context.currency),
    childGameValue: null,
    gameImageHash: gameImageHash(game.id),
    gameAssetId: game.skin,
    gameType: game.gameType,
    isLive: game.isLive,
    tags: gameTags(game),
    releasedAt: game.releasedAt,
    popularity: game.popularity,
  };
}

/** Every game's tile for one context, by id (built once per context and snapshot). */
export function buildTileIndex(
  snapshot: LobbySnapshot,
  context: TileContext,
): ReadonlyMap<string, TGameTile> {
  const index = new Map<string, TGameTile>();
  for (const game of snapshot.games.values()) index.set(game.id, toTile(game, context));
  return index;
}

/** Each field from the first locale of the chain that has it, English last. */
export function resolvePage(
  snapshot: LobbySnapshot,
  vertical: LobbyVertical,
  slug: string,
  locale: Locale,
): TCategoryPage {
  const chain = [...new Set<string>([...catalogChain(locale), 'en'])];
  const rows = chain.flatMap((candidate) => {
    const row = snapshot.pages.get(`${vertical}/${slug}/${candidate}`);
    return row === undefined ? [] : [row];
  });
  const first = (field: 'title' | 'description' | 'content') =>
    rows.find((row) => row[field] !== '')?.[field] ?? '';
  return {
    title: first('title') || slug,
    description: first('description'),
    content: first('content'),
  };
}

export function isPlayerCategory(tag: CategoryTag): boolean {
  return PLAYER_CATEGORY_TAGS.has(tag);
}

export function verticalCategories(
  snapshot: LobbySnapshot,
  vertical: LobbyVertical,
): CategoryRow[] {
  return snapshot.categories.filter((category) => category.vertical === vertical);
}

function tilesOf(ids: readonly string[], tiles: ReadonlyMap<string, TGameTile>): TGameTile[] {
  return ids.flatMap((id) => {
    const tile = tiles.get(id);
    return tile === undefined ? [] : [tile];
  });
}

/** A category row with its games (all, or the home view's first 20) and its page. */
export function categoryRow(input: {
  snapshot: LobbySnapshot;
  category: CategoryRow;
  gameIds: readonly string[];
  tiles: ReadonlyMap<string, TGameTile>;
  locale: Locale;
  isHome: boolean;
}): TCategoryRow {
  const { snapshot, category, gameIds, tiles, locale, isHome } = input;
  const all = tilesOf(gameIds, tiles);
  return {
    id: category.id,
    name: category.slug,
    tag: category.tag,
    orderNo: category.orderNo,
    // spec 000 §9: a home row shows 20 games, then a show-more tile that opens the category.
    games: isHome ? all.slice(0, CATEGORY_ROW_GAME_COUNT) : all,
    total: all.length,
    page: resolvePage(snapshot, category.vertical, category.slug, locale),
  };
}

/** The category's stored games (the shared rows; the player's rows are built per request). */
export function storedGameIds(snapshot: LobbySnapshot, category: CategoryRow): readonly string[] {
  return snapshot.members.get(category.id) ?? [];
}

export function toListItem(tile: TGameTile): TGameListItem {
  return {
    id: tile.id,
    name: tile.name,
    vendor: tile.vendor,
    inMaintenance: tile.inMaintenance,
    isOffline: tile.isOffline,
    url: tile.url,
    urlForFun: tile.urlForFun,
  };
}

/**
 * spec 001 §5: the aliases of the caller's language chain and of English, each term once with the
 * union of its games, limited to `gameIds` (the vertical's games); terms that find none are left out.
 */
export function aliasesFor(
  aliases: readonly AliasRow[],
  locale: Locale,
  gameIds: ReadonlySet<string>,
): TSearchAlias[] {
  const locales = new Set<string>([...catalogChain(locale), 'en']);
  const byTerm = new Map<string, Set<string>>();
  for (const alias of aliases) {
    if (!locales.has(alias.locale) || !gameIds.has(alias.gameId)) continue;
    let ids = byTerm.get(alias.term);
    if (ids === undefined) {
      ids = new Set();
      byTerm.set(alias.term, ids);
    }
    ids.add(alias.gameId);
  }
  return [...byTerm.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([term, ids]) => ({ term, gameIds: [...ids] }));
}

/** A tile with the caller's favourite flag; the shared tile itself is never changed. */
export function withFavourites(
  tiles: readonly TGameTile[],
  favourites: ReadonlySet<string>,
): TGameTile[] {
  if (favourites.size === 0) return [...tiles];
  return tiles.map((tile) => (favourites.has(tile.id) ? { ...tile, favourite: true } : tile));
}
