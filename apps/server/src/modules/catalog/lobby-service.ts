import {
  FAVOURITES_MAX,
  LOBBY_HOME_CATEGORY,
  type LobbyVertical,
  type TAllGamesResponse,
  type TCategoryPage,
  type TCategoryRow,
  type TGameTile,
  type TGetGamesResponse,
  type TLobbyGamesResponse,
} from '@playfair/contracts/lobby';
import { CACHE_TIME_SECONDS, SECOND_MS } from '@playfair/domain/constants';
import { currencyForLocale } from '@playfair/domain/locales';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { SiteService, VisitorContext } from '../site/service';
import { createTtlCache } from './lobby-cache';
import {
  aliasesFor,
  buildSnapshot,
  buildTileIndex,
  categoryRow,
  isCurrency,
  isPlayerCategory,
  resolvePage,
  storedGameIds,
  toListItem,
  verticalCategories,
  withFavourites,
  type LobbySnapshot,
  type TileContext,
} from './lobby-view';
import {
  addFavourite,
  listAliases,
  listCategories,
  listFavouriteIds,
  listGames,
  listLastPlayedIds,
  listMemberships,
  listPages,
  recordLastPlayed,
  removeFavourite,
  type AliasRow,
  type CategoryRow,
  type GameRow,
} from './repo';

// The lobby (spec 000 §2–§4, §6, §7; spec 001 §3, §5, §7): rows of categories, a category's full
// list, the search overlay's game list, favourites and last played games. What every caller shares
// is built from one snapshot of the catalogue and kept 60 s (spec 000 §9 "Lobby games 60 s"); the
// caller's favourites and last played games are read per request and laid over it, so a change of
// favourites shows at once and never reaches another caller.

/** spec 000 §9 "Lobby games 60 s". */
export const LOBBY_CACHE_MS = CACHE_TIME_SECONDS.lobbyGames * SECOND_MS;
/** spec 000 §3 lastplayed: the newest twenty launches are shown and kept. */
export const LAST_PLAYED_COUNT = 20;
// Bounds of the derived caches: each key is one (locale, currency, demo) context, or that plus a
// vertical and a category. Far above what a brand's locales and currencies give in practice.
const TILE_INDEX_MAX_ENTRIES = 64;
const ANSWER_MAX_ENTRIES = 1_024;

export type LobbyDependencies = {
  db: Database;
  site: Pick<SiteService, 'appConfig'>;
  now: () => Date;
};

export type FavouriteChange = { gameId: string; favourite: boolean };

export type Lobby = {
  /** GET /all/casino/getLobbyGames/{category}, /all/live/casino/getLobbyGames/{category}. */
  lobbyGames(input: {
    vertical: LobbyVertical;
    category: string;
    visitor: VisitorContext;
  }): Promise<TLobbyGamesResponse>;
  /** GET /get-games/{category}: the category of either vertical, as game list items. */
  categoryGameList(input: {
    category: string;
    visitor: VisitorContext;
  }): Promise<TGetGamesResponse>;
  /** GET /all/casino/games, /all/live/casino/games: every tile of the vertical and the aliases. */
  allGames(input: { vertical: LobbyVertical; visitor: VisitorContext }): Promise<TAllGamesResponse>;
  addFavourite(input: { playerId: string; name: string; id: string }): Promise<FavouriteChange>;
  removeFavourite(input: { playerId: string; name: string; id: string }): Promise<FavouriteChange>;
  recordLaunch(playerId: string, gameId: string): Promise<void>;
  /** Whether `/{locale}/casino/{slug}` (or live) names a category. */
  categoryExists(vertical: LobbyVertical, slug: string): Promise<boolean>;
  /** A shared category's game ids in order (races use `races`); null when there is none. */
  categoryGameIds(slug: string): Promise<string[] | null>;
  /** Forgets every cached answer (after a seed). */
  invalidate(): void;
};

type SharedHome = { rows: TCategoryRow[]; page: TCategoryPage };
/** One view's whole list as every caller without favourites gets it (one object for 60 s). */
type SharedAll = TAllGamesResponse;
type Loaded = { generation: number; snapshot: LobbySnapshot };

/** Game ids are printable ASCII (the provider API's external ids); anything else is no game. */
const GAME_ID_PATTERN = /^[\x21-\x7e]{1,128}$/;

function contextKey(context: TileContext): string {
  return `${context.locale}|${context.currency}|${context.isDemoPlayAllowed ? 'demo' : 'real'}`;
}

export function createLobby({ db, site, now }: LobbyDependencies): Lobby {
  let generation = 0;
  const snapshots = createTtlCache<Loaded>({ ttlMs: LOBBY_CACHE_MS, maxEntries: 1, now });
  const tileIndexes = createTtlCache<ReadonlyMap<string, TGameTile>>({
    ttlMs: LOBBY_CACHE_MS,
    maxEntries: TILE_INDEX_MAX_ENTRIES,
    now,
  });
  const homes = createTtlCache<SharedHome>({
    ttlMs: LOBBY_CACHE_MS,
    maxEntries: ANSWER_MAX_ENTRIES,
    now,
  });
  // An answer with nobody's own rows or favourites in it is the same for every such caller: the
  // same object for 60 s, so what is derived from it (its JSON, a page's first screen) is kept too.
  const sharedAnswers = createTtlCache<TLobbyGamesResponse>({
    ttlMs: LOBBY_CACHE_MS,
    maxEntries: ANSWER_MAX_ENTRIES,
    now,
  });
  const aliases = createTtlCache<AliasRow[]>({ ttlMs: LOBBY_CACHE_MS, maxEntries: 1, now });
  const alls = createTtlCache<SharedAll>({
    ttlMs: LOBBY_CACHE_MS,
    maxEntries: ANSWER_MAX_ENTRIES,
    now,
  });

  function snapshot(): Promise<Loaded> {
    return snapshots.get('catalogue', async () => {
      const [games, categories, memberships, pages] = await Promise.all([
        listGames(db),
        listCategories(db),
        listMemberships(db),
        listPages(db),
      ]);
      generation += 1;
      return { generation, snapshot: buildSnapshot({ games, categories, memberships, pages }) };
    });
  }

  // Tens of thousands of rows only the search overlay's list needs: read apart from the snapshot.
  function aliasRows(): Promise<AliasRow[]> {
    return aliases.get('aliases', () => listAliases(db));
  }

  /** Locale, currency and demo play exactly as the app configuration shows them to this caller. */
  function tileContext(visitor: VisitorContext): TileContext {
    const config = site.appConfig(visitor);
    return {
      locale: visitor.locale,
      currency: isCurrency(config.currency) ? config.currency : currencyForLocale(visitor.locale),
      isDemoPlayAllowed: config.lobby.demoPlay,
    };
  }

  function tilesFor(loaded: Loaded, context: TileContext) {
    return tileIndexes.get(`${loaded.generation}|${contextKey(context)}`, async () =>
      buildTileIndex(loaded.snapshot, context),
    );
  }

  function findCategory(loaded: Loaded, vertical: LobbyVertical, slug: string): CategoryRow {
    const category = loaded.snapshot.categoryBySlug.get(slug);
    if (category === undefined || category.vertical !== vertical) {
      throw new AppError('INVALID_GAME_CATEGORY');
    }
    return category;
  }

  /** The caller's own lists; empty for visitors (spec 000 §6: favourites are for players). */
  async function playerLists(visitor: VisitorContext) {
    if (visitor.player === null) return { favourites: [], lastPlayed: [] };
    const [favourites, lastPlayed] = await Promise.all([
      listFavouriteIds(db, visitor.player.id),
      listLastPlayedIds(db, visitor.player.id, LAST_PLAYED_COUNT),
    ]);
    return { favourites, lastPlayed };
  }

  function playerGameIds(
    category: CategoryRow,
    lists: { favourites: string[]; lastPlayed: string[] },
    snapshotGames: LobbySnapshot['games'],
  ): string[] {
    if (category.tag === 'lastplayed') return lists.lastPlayed;
    // Favourites are casino games (spec 000 §6); a game moved to live since is left out.
    return lists.favourites.filter((id) => snapshotGames.get(id)?.isLive === false);
  }

  async function sharedHome(
    loaded: Loaded,
    vertical: LobbyVertical,
    context: TileContext,
  ): Promise<SharedHome> {
    return homes.get(`${loaded.generation}|${vertical}|home|${contextKey(context)}`, async () => {
      const tiles = await tilesFor(loaded, context);
      const { snapshot: data } = loaded;
      const rows = verticalCategories(data, vertical)
        .filter((category) => !isPlayerCategory(category.tag))
        .map((category) =>
          categoryRow({
            snapshot: data,
            category,
            gameIds: storedGameIds(data, category),
            tiles,
            locale: context.locale,
            isHome: true,
          }),
        )
        .filter((row) => row.total > 0);
      return { rows, page: resolvePage(data, vertical, 'home', context.locale) };
    });
  }

  async function sharedCategory(
    loaded: Loaded,
    category: CategoryRow,
    context: TileContext,
  ): Promise<SharedHome> {
    const key = `${loaded.generation}|${category.vertical}|${category.id}|${contextKey(context)}`;
    return homes.get(key, async () => {
      const row = categoryRow({
        snapshot: loaded.snapshot,
        category,
        gameIds: storedGameIds(loaded.snapshot, category),
        tiles: await tilesFor(loaded, context),
        locale: context.locale,
        isHome: false,
      });
      return { rows: [row], page: row.page };
    });
  }

  function overlay(rows: readonly TCategoryRow[], favourites: ReadonlySet<string>): TCategoryRow[] {
    if (favourites.size === 0) return [...rows];
    return rows.map((row) => ({ ...row, games: withFavourites(row.games, favourites) }));
  }

  async function answerFor(input: {
    loaded: Loaded;
    vertical: LobbyVertical;
    slug: string;
    visitor: VisitorContext;
    context: TileContext;
    hasPlayerRows: boolean;
  }): Promise<TLobbyGamesResponse> {
    const { loaded, vertical, slug, visitor, context, hasPlayerRows } = input;
    const lists = hasPlayerRows
      ? await playerLists(visitor)
      : { favourites: [] as string[], lastPlayed: [] as string[] };
    const favourites = new Set(lists.favourites);

    if (slug === LOBBY_HOME_CATEGORY) {
      const shared = await sharedHome(loaded, vertical, context);
      const own = hasPlayerRows
        ? (await playerRows({ loaded, vertical, context, lists, isHome: true })).filter(
            (row) => row.total > 0,
          )
        : [];
      const rows = [...own, ...shared.rows].sort((a, b) => a.orderNo - b.orderNo);
      return {
        success: true,
        response: { categoryGamesList: overlay(rows, favourites) },
        page: shared.page,
      };
    }

    const category = findCategory(loaded, vertical, slug);
    const rows = isPlayerCategory(category.tag)
      ? await playerRows({ loaded, vertical, context, lists, isHome: false, only: category })
      : (await sharedCategory(loaded, category, context)).rows;
    const [row] = rows;
    return {
      success: true,
      response: { categoryGamesList: overlay(rows, favourites) },
      page: row?.page ?? resolvePage(loaded.snapshot, vertical, slug, context.locale),
    };
  }

  async function playerRows(input: {
    loaded: Loaded;
    vertical: LobbyVertical;
    context: TileContext;
    lists: { favourites: string[]; lastPlayed: string[] };
    isHome: boolean;
    only?: CategoryRow;
  }): Promise<TCategoryRow[]> {
    const { loaded, vertical, context, lists, isHome, only } = input;
    const tiles = await tilesFor(loaded, context);
    const categories = only === undefined ? verticalCategories(loaded.snapshot, vertical) : [only];
    return categories
      .filter((category) => isPlayerCategory(category.tag))
      .map((category) =>
        categoryRow({
          snapshot: loaded.snapshot,
          category,
          gameIds: playerGameIds(category, lists, loaded.snapshot.games),
          tiles,
          locale: context.locale,
          isHome,
        }),
      );
  }

  async function findFavouriteGame(name: string, id: string): Promise<GameRow> {
    const loaded = await snapshot();
    const cached = GAME_ID_PATTERN.test(id) ? loaded.snapshot.games.get(id) : undefined;
    // The address names the game twice (slug and id); both must agree (spec 000 §7).
    if (cached === undefined || cached.slug !== name) throw new AppError('GAME_NOT_FOUND');
    return cached;
  }

  return {
    async lobbyGames({ vertical, category: slug, visitor }) {
      const loaded = await snapshot();
      const context = tileContext(visitor);
      // spec 000 §6: favourites (and the player's own rows) belong to the casino lobby only.
      const hasPlayerRows = vertical === 'casino' && visitor.player !== null;
      if (!hasPlayerRows) {
        return sharedAnswers.get(
          `${loaded.generation}|${vertical}|${slug}|${contextKey(context)}`,
          () => answerFor({ loaded, vertical, slug, visitor, context, hasPlayerRows }),
        );
      }
      return answerFor({ loaded, vertical, slug, visitor, context, hasPlayerRows });
    },
    async categoryGameList({ category: slug, visitor }) {
      const loaded = await snapshot();
      const category = loaded.snapshot.categoryBySlug.get(slug);
      if (category === undefined) throw new AppError('INVALID_GAME_CATEGORY');
      const context = tileContext(visitor);
      const tiles = await tilesFor(loaded, context);
      const ids = isPlayerCategory(category.tag)
        ? playerGameIds(category, await playerLists(visitor), loaded.snapshot.games)
        : storedGameIds(loaded.snapshot, category);
      const gameData = ids.flatMap((id) => {
        const tile = tiles.get(id);
        return tile === undefined ? [] : [toListItem(tile)];
      });
      return { success: true, gameData, message: '' };
    },

    async allGames({ vertical, visitor }) {
      const loaded = await snapshot();
      const context = tileContext(visitor);
      const shared = await alls.get(
        `${loaded.generation}|${vertical}|${contextKey(context)}`,
        async () => {
          const tiles = await tilesFor(loaded, context);
          const games = [...tiles.values()]
            .filter((tile) => tile.isLive === (vertical === 'live'))
            .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id));
          const ids = new Set(games.map((tile) => tile.id));
          const aliases = aliasesFor(await aliasRows(), context.locale, ids);
          return { success: true, games, aliases };
        },
      );
      const favourites =
        vertical === 'casino'
          ? new Set((await playerLists(visitor)).favourites)
          : new Set<string>();
      // Callers without favourites share the answer object (and so its JSON, `json-memo.ts`).
      if (favourites.size === 0) return shared;
      return { ...shared, games: withFavourites(shared.games, favourites) };
    },

    async addFavourite({ playerId, name, id }) {
      const game = await findFavouriteGame(name, id);
      // spec 000 §6: favourites are hidden in live casino, so a live game cannot be one.
      if (game.isLive) throw new AppError('FAVOURITES_LIVE_GAME');
      const outcome = await addFavourite(db, {
        playerId,
        gameId: game.id,
        at: now(),
        max: FAVOURITES_MAX,
      });
      if (outcome === 'full') throw new AppError('FAVOURITES_LIMIT_REACHED');
      return { gameId: game.id, favourite: true };
    },

    async removeFavourite({ playerId, name, id }) {
      const game = await findFavouriteGame(name, id);
      await removeFavourite(db, playerId, game.id);
      return { gameId: game.id, favourite: false };
    },

    async recordLaunch(playerId, gameId) {
      await recordLastPlayed(db, { playerId, gameId, at: now(), keep: LAST_PLAYED_COUNT });
    },

    async categoryExists(vertical, slug) {
      const loaded = await snapshot();
      return loaded.snapshot.categoryBySlug.get(slug)?.vertical === vertical;
    },

    async categoryGameIds(slug) {
      const loaded = await snapshot();
      const category = loaded.snapshot.categoryBySlug.get(slug);
      if (category === undefined || isPlayerCategory(category.tag)) return null;
      return [...storedGameIds(loaded.snapshot, category)];
    },

    invalidate() {
      snapshots.clear();
      aliases.clear();
      tileIndexes.clear();
      homes.clear();
      sharedAnswers.clear();
      alls.clear();
    },
  };
}
