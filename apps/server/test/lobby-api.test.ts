import { ZErrorResponse } from '@playfair/contracts/errors';
import {
  ZAllGamesResponse,
  ZGetGamesResponse,
  ZLobbyGamesResponse,
  type TCategoryRow,
} from '@playfair/contracts/lobby';
import { CATEGORY_ROW_GAME_COUNT, SEO_SHOW_MORE_MIN_WORDS } from '@playfair/domain/constants';
import { MONEY_SPACE } from '@playfair/domain/money';
import { asc, eq } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wordCount } from '../src/modules/catalog/category-pages';
import {
  gameCategories,
  gameCategoryGames,
  games,
  lobbyPages,
} from '../src/modules/catalog/schema';
import { gameImageHash } from '../src/modules/game-images/service';
import {
  createCatalogTestApp,
  COUNTRY_HEADER,
  gameWhere,
  type CatalogTestApp,
} from './catalog-helper';
import { XHR } from './helper';

// The lobby's shared calls (spec 000 §2, §3, §7; spec 001 §3, §5, §7): home rows and category lists
// of both verticals with their SEO pages, the game list of /get-games, the search overlay's list with
// aliases, the 60 s cache, and the category addresses of the site.

let t: CatalogTestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(() => t.close());

async function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { ...XHR, ...headers } });
}

async function lobby(url: string, headers: Record<string, string> = {}) {
  const response = await get(url, headers);
  expect(response.statusCode, response.body).toBe(200);
  return { response, body: ZLobbyGamesResponse.parse(response.json()) };
}

/** Every game of a category, in its stored order (position, then name), from the database. */
async function storedCategoryGames(slug: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ id: gameCategoryGames.gameId })
    .from(gameCategoryGames)
    .innerJoin(gameCategories, eq(gameCategories.id, gameCategoryGames.categoryId))
    .innerJoin(games, eq(games.id, gameCategoryGames.gameId))
    .where(eq(gameCategories.slug, slug))
    .orderBy(asc(gameCategoryGames.position), asc(games.name), asc(games.id));
  return rows.map((row) => row.id);
}

function rowNamed(rows: readonly TCategoryRow[], name: string): TCategoryRow {
  const row = rows.find((candidate) => candidate.name === name);
  if (row === undefined) throw new Error(`no row ${name}`);
  return row;
}

describe('GET /{locale}/all/casino/getLobbyGames/home', () => {
  it('answers every casino row with its first 20 games, its total and its page, in order', async () => {
    const { body } = await lobby('/en/all/casino/getLobbyGames/home');
    const rows = body.response.categoryGamesList;
    expect(rows.map((row) => row.name)).toEqual([
      'popular',
      'new',
      'jackpot',
      'races',
      'video-slots',
      'classic-slots',
      '3d-slots',
      'table-games',
      'roulette',
      'blackjack',
      'baccarat',
      'exclusive',
      'all',
    ]);
    expect(rows.map((row) => row.orderNo)).toEqual(
      [...rows.map((row) => row.orderNo)].sort((a, b) => a - b),
    );
    for (const row of rows) {
      expect(row.games.length).toBe(Math.min(CATEGORY_ROW_GAME_COUNT, row.total));
      expect(row.page.title).not.toBe('');
      for (const game of row.games) expect(game.isLive).toBe(false);
    }
    // A visitor has no rows of their own (spec 000 §3: lastplayed, favourites).
    expect(rows.some((row) => row.tag === 'favourites' || row.tag === 'lastplayed')).toBe(false);
    const casinoGames = await t.database.db.select().from(games).where(eq(games.isLive, false));
    expect(rowNamed(rows, 'all').total).toBe(casinoGames.length);
    expect(rowNamed(rows, 'all').games).toHaveLength(CATEGORY_ROW_GAME_COUNT);
    expect(rowNamed(rows, 'video-slots').total).toBe(
      casinoGames.filter((game) => game.gameType === 'Video Slots').length,
    );
    expect(body.page.title).toBe('Online casino');
    expect(wordCount(body.page.content)).toBeGreaterThan(SEO_SHOW_MORE_MIN_WORDS);
  });

  it('builds each tile from the game: addresses, image hash, asset, tags and the stake range', async () => {
    const { body } = await lobby('/fi/all/casino/getLobbyGames/home');
    const tile = rowNamed(body.response.categoryGamesList, 'popular').games[0];
    if (tile === undefined) throw new Error('no popular game');
    const [game] = await t.database.db.select().from(games).where(eq(games.id, tile.id));
    if (game === undefined) throw new Error('the tile names no game');
    expect(tile).toMatchObject({
      name: game.name,
      slug: game.slug,
      url: `/fi/game/${game.slug}`,
      urlForFun: game.allowDemo ? `/fi/game/${game.slug}?mode=demo` : null,
      vendor: game.vendor,
      vendorGameId: game.skin,
      gameAssetId: game.skin,
      gameImageHash: gameImageHash(game.id),
      gameType: game.gameType,
      releasedAt: game.releasedAt,
      popularity: game.popularity,
      favourite: false,
      childGameValue: null,
    });
    expect(tile.tags).toContain('slots');
    // EUR cents from the catalogue, in the locale's currency (fi: EUR), whole amounts bare.
    expect(tile.minMaxLimit).toMatch(/^€\d+(\.\d\d)? – €\d+(\.\d\d)?$/);
  });

  it('formats the stake range in the locale’s currency (sv: SEK at the studio’s ×10)', async () => {
    const roulette = await gameWhere(
      t.database.db,
      eq(games.gameType, 'Roulette'),
      eq(games.minBetMinor, 10n),
      eq(games.maxBetMinor, 10_000n),
    );
    const { body } = await lobby('/sv/all/casino/getLobbyGames/roulette');
    const tile = body.response.categoryGamesList[0]?.games.find((game) => game.id === roulette.id);
    expect(tile?.minMaxLimit).toBe(`Kr${MONEY_SPACE}1 – Kr${MONEY_SPACE}1,000`);
  });

  it('offers no demo address where the market allows no demo play (GB)', async () => {
    const { body } = await lobby('/gb/all/casino/getLobbyGames/home');
    const tiles = body.response.categoryGamesList.flatMap((row) => row.games);
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((tile) => tile.urlForFun === null)).toBe(true);
    const { body: edge } = await lobby('/en/all/casino/getLobbyGames/home', {
      [COUNTRY_HEADER]: 'GB',
    });
    expect(
      edge.response.categoryGamesList
        .flatMap((row) => row.games)
        .every((tile) => tile.urlForFun === null),
    ).toBe(true);
    const { body: finland } = await lobby('/en/all/casino/getLobbyGames/home', {
      [COUNTRY_HEADER]: 'FI',
    });
    expect(
      finland.response.categoryGamesList
        .flatMap((row) => row.games)
        .some((tile) => tile.urlForFun !== null),
    ).toBe(true);
  });

  it('is cached 60 s for everyone, public for visitors and varying by cookie', async () => {
    const { response } = await lobby('/en/all/casino/getLobbyGames/home');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(String(response.headers.vary)).toContain('Cookie');
  });

  it('answers a browser brotli (gzip without it) of the same JSON, varying by Accept-Encoding', async () => {
    const url = '/en/all/casino/getLobbyGames/home';
    const plain = await lobby(url);
    const brotli = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    const again = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(String(brotli.headers.vary)).toMatch(/Cookie.*Accept-Encoding/);
    expect(brotli.rawPayload.length * 5).toBeLessThan(plain.response.rawPayload.length);
    const unpacked = JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8'));
    expect(unpacked).toEqual(plain.body);
    expect(again.rawPayload.equals(brotli.rawPayload)).toBe(true);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.body);
  });

  it('keeps the shared answer 60 s in the process, then shows the catalogue’s change', async () => {
    const before = await lobby('/nl/all/casino/getLobbyGames/popular');
    const first = before.body.response.categoryGamesList[0]?.games[0];
    if (first === undefined) throw new Error('no popular game');
    await t.database.db
      .update(games)
      .set({ name: 'Renamed Meanwhile' })
      .where(eq(games.id, first.id));
    try {
      const cached = await lobby('/nl/all/casino/getLobbyGames/popular');
      expect(cached.body.response.categoryGamesList[0]?.games[0]?.name).toBe(first.name);
      t.clock.advance(60_001);
      const fresh = await lobby('/nl/all/casino/getLobbyGames/popular');
      expect(fresh.body.response.categoryGamesList[0]?.games[0]?.name).toBe('Renamed Meanwhile');
    } finally {
      await t.database.db.update(games).set({ name: first.name }).where(eq(games.id, first.id));
      t.clock.advance(60_001);
    }
  });
});

describe('GET /{locale}/all/casino/getLobbyGames/{category}', () => {
  it('answers one row with every game of the category, in the category’s order', async () => {
    const { body } = await lobby('/en/all/casino/getLobbyGames/all');
    const [row] = body.response.categoryGamesList;
    expect(body.response.categoryGamesList).toHaveLength(1);
    if (row === undefined) throw new Error('no row');
    expect(row).toMatchObject({ name: 'all', tag: 'all' });
    expect(row.games).toHaveLength(row.total);
    const names = row.games.map((game) => game.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(body.page).toEqual(row.page);
    expect(row.games.map((game) => game.id)).toEqual(await storedCategoryGames('all'));

    const popular = (await lobby('/en/all/casino/getLobbyGames/popular')).body.response
      .categoryGamesList[0];
    const scores = popular?.games.map((game) => game.popularity) ?? [];
    expect(scores.length).toBeGreaterThan(CATEGORY_ROW_GAME_COUNT);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('holds the jackpot slots and the race games', async () => {
    const jackpot = await storedCategoryGames('jackpot');
    const flagged = await t.database.db.select().from(games).where(eq(games.hasJackpot, true));
    expect(new Set(jackpot)).toEqual(new Set(flagged.map((game) => game.id)));
    const races =
      (
        await lobby('/en/all/casino/getLobbyGames/races')
      ).body.response.categoryGamesList[0]?.games.map((game) => game.id) ?? [];
    expect(races).toEqual(await storedCategoryGames('races'));
    expect(races.length).toBeGreaterThanOrEqual(20);
    expect(races.length).toBeLessThanOrEqual(40);
    expect(await t.catalog.categoryGameIds('races')).toEqual(races);
  });

  it('swaps the page with the category and falls back to English field by field', async () => {
    const english = (await lobby('/en/all/casino/getLobbyGames/roulette')).body.page;
    const finnish = (await lobby('/fi/all/casino/getLobbyGames/roulette')).body.page;
    expect(english.title).toBe('Roulette');
    expect(finnish.title).toBe('Ruletti');
    expect(finnish.description).not.toBe(english.description);
    // The long text is written in English; Finnish falls back to it.
    expect(finnish.content).toBe(english.content);
    expect(wordCount(english.content)).toBeGreaterThan(SEO_SHOW_MORE_MIN_WORDS);
    // A regional locale reads its language first (se → sv → en).
    expect((await lobby('/se/all/casino/getLobbyGames/roulette')).body.page.title).toBe('Roulette');
    expect((await lobby('/no/all/casino/getLobbyGames/roulette')).body.page.title).toBe('Rulett');
    // The casino home has its own Finnish text.
    const home = (await lobby('/fi/all/casino/getLobbyGames/home')).body.page;
    expect(home.content).toContain('Tervetuloa');
  });

  it('falls back to English for a page without the locale’s row', async () => {
    await t.database.db.delete(lobbyPages).where(eq(lobbyPages.locale, 'pl'));
    t.clock.advance(60_001);
    const polish = (await lobby('/pl/all/casino/getLobbyGames/blackjack')).body.page;
    const english = (await lobby('/en/all/casino/getLobbyGames/blackjack')).body.page;
    expect(polish).toEqual(english);
  });

  it('answers INVALID_GAME_CATEGORY (14) as a 404 for an unknown category or one of the other vertical', async () => {
    for (const url of [
      '/en/all/casino/getLobbyGames/no-such-category',
      '/en/all/casino/getLobbyGames/live-roulette',
      '/en/all/live/casino/getLobbyGames/video-slots',
      '/en/all/live/casino/getLobbyGames/favourites',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(ZErrorResponse.parse(response.json()).error).toMatchObject({
        code: 'INVALID_GAME_CATEGORY',
        codeId: 14,
        message: 'This game category does not exist.',
      });
    }
  });

  it('refuses a malformed category with 400 and the translated validation error', async () => {
    const response = await get('/fi/all/casino/getLobbyGames/Not_A_Slug');
    expect(response.statusCode).toBe(400);
    expect(ZErrorResponse.parse(response.json()).error.code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /{locale}/all/live/casino/getLobbyGames/{category}', () => {
  it('answers the live rows: live games only, never demo, never favourites', async () => {
    const { body } = await lobby('/en/all/live/casino/getLobbyGames/home');
    const rows = body.response.categoryGamesList;
    expect(rows.map((row) => row.name)).toEqual([
      'live-popular',
      'live-roulette',
      'live-blackjack',
      'gameshows',
      'baccarat-live',
      'live-all',
    ]);
    const tiles = rows.flatMap((row) => row.games);
    expect(tiles.every((tile) => tile.isLive && tile.urlForFun === null && !tile.favourite)).toBe(
      true,
    );
    expect(tiles.every((tile) => tile.tags.includes('live'))).toBe(true);
    expect(rowNamed(rows, 'gameshows').games.every((tile) => tile.tags.includes('gameshows'))).toBe(
      true,
    );
    expect(body.page.title).toBe('Live casino');
    expect(wordCount(body.page.content)).toBeGreaterThan(SEO_SHOW_MORE_MIN_WORDS);
    const liveGames = await t.database.db.select().from(games).where(eq(games.isLive, true));
    expect(rowNamed(rows, 'live-all').total).toBe(liveGames.length);
  });

  it('answers a live category in full', async () => {
    const { body } = await lobby('/en/all/live/casino/getLobbyGames/baccarat-live');
    const [row] = body.response.categoryGamesList;
    expect(row?.games.length).toBe(row?.total);
    expect(row?.games.every((tile) => tile.gameType === 'Live Baccarat')).toBe(true);
    expect(body.page.title).toBe('Live baccarat');
  });
});

describe('GET /{locale}/get-games/{category}', () => {
  it('answers success, the game list items of the category and an empty message', async () => {
    const response = await get('/en/get-games/blackjack');
    expect(response.statusCode).toBe(200);
    const body = ZGetGamesResponse.parse(response.json());
    expect(body.message).toBe('');
    expect(body.gameData.map((game) => game.id)).toEqual(await storedCategoryGames('blackjack'));
    expect(Object.keys(body.gameData[0] ?? {}).sort()).toEqual(
      ['id', 'inMaintenance', 'isOffline', 'name', 'url', 'urlForFun', 'vendor'].sort(),
    );
    const live = ZGetGamesResponse.parse((await get('/en/get-games/gameshows')).json());
    expect(live.gameData.length).toBeGreaterThan(0);
    expect(live.gameData.every((game) => game.urlForFun === null)).toBe(true);
  });

  it('answers an empty list of favourites to a visitor, and 404 for an unknown category', async () => {
    const favourites = ZGetGamesResponse.parse((await get('/en/get-games/favourites')).json());
    expect(favourites.gameData).toEqual([]);
    const unknown = await get('/en/get-games/nothing-here');
    expect(unknown.statusCode).toBe(404);
    expect(ZErrorResponse.parse(unknown.json()).error.code).toBe('INVALID_GAME_CATEGORY');
  });
});

describe('GET /{locale}/all/casino/games and /all/live/casino/games', () => {
  it('lists every tile of the vertical with the aliases of the locale and of English', async () => {
    const response = await get('/fi/all/casino/games');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const body = ZAllGamesResponse.parse(response.json());
    const casinoGames = await t.database.db.select().from(games).where(eq(games.isLive, false));
    expect(body.games).toHaveLength(casinoGames.length);
    const terms = new Set(body.aliases.map((alias) => alias.term));
    expect(terms).toContain('ruletti');
    expect(terms).toContain('pokies');
    // Swedish terms are for Swedish readers.
    expect(terms).not.toContain('spelautomat');
  });

  it('finds games by a Finnish alias whose names do not contain it (spec 001 §5)', async () => {
    const body = ZAllGamesResponse.parse((await get('/fi/all/casino/games')).json());
    const byId = new Map(body.games.map((game) => [game.id, game]));
    const aliasGames = (term: string) => {
      const alias = body.aliases.find((candidate) => candidate.term === term);
      if (alias === undefined) throw new Error(`no alias ${term}`);
      return alias.gameIds.map((id) => byId.get(id));
    };
    const roulettes = aliasGames('ruletti');
    expect(roulettes.length).toBeGreaterThan(10);
    expect(roulettes.every((game) => game?.tags.includes('roulette'))).toBe(true);
    expect(roulettes.some((game) => game?.name.toLowerCase().includes('ruletti'))).toBe(false);
    expect(aliasGames('faarao').every((game) => game?.name.includes('Pharaoh'))).toBe(true);
    expect(aliasGames('ventti').every((game) => game?.tags.includes('blackjack'))).toBe(true);
    expect(aliasGames('jättipotti').every((game) => game?.tags.includes('jackpot'))).toBe(true);
    expect(aliasGames('kulta').every((game) => /gold/i.test(game?.name ?? ''))).toBe(true);
  });

  it('answers every visitor the same compressed list, with no favourites in it', async () => {
    const headers = { 'accept-encoding': 'br' };
    const first = await get('/fi/all/casino/games', headers);
    const second = await get('/fi/all/casino/games', headers);
    expect(first.headers['content-encoding']).toBe('br');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const body = ZAllGamesResponse.parse(
      JSON.parse(brotliDecompressSync(first.rawPayload).toString('utf8')),
    );
    expect(body.games.some((game) => game.favourite)).toBe(false);
  });

  it('gives the live list live games only, its aliases limited to them', async () => {
    const body = ZAllGamesResponse.parse((await get('/sv/all/live/casino/games')).json());
    expect(body.games.length).toBeGreaterThan(0);
    expect(body.games.every((game) => game.isLive)).toBe(true);
    const ids = new Set(body.games.map((game) => game.id));
    expect(body.aliases.every((alias) => alias.gameIds.every((id) => ids.has(id)))).toBe(true);
    expect(body.aliases.map((alias) => alias.term)).toContain('rulett');
    expect(body.aliases.map((alias) => alias.term)).not.toContain('spelautomat');
  });
});

describe('the category addresses of the site', () => {
  const HTML = { accept: 'text/html' };

  it('serves the app for a category of each lobby, and the site’s 404 page otherwise', async () => {
    for (const path of [
      '/en/casino/roulette',
      '/fi/live-casino/gameshows',
      '/en/casino/favourites',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: path, headers: HTML });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    }
    for (const path of [
      '/en/casino/no-such-category',
      '/en/casino/gameshows',
      '/en/live-casino/roulette',
      '/en/casino/Bad_Slug',
      '/en/casino/home',
    ]) {
      const response = await t.app.inject({ method: 'GET', url: path, headers: HTML });
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
    }
  });

  it('sends a bare category address to the visitor’s locale', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/casino/roulette',
      headers: { ...HTML, 'accept-language': 'fi' },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/fi/casino/roulette');
  });

  it('stops serving a category the operator removed (after the lobby cache)', async () => {
    await t.database.db.delete(gameCategories).where(eq(gameCategories.slug, 'exclusive'));
    t.clock.advance(60_001);
    const response = await t.app.inject({
      method: 'GET',
      url: '/en/casino/exclusive',
      headers: HTML,
    });
    expect(response.statusCode).toBe(404);
  });
});
