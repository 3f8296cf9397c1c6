import { GAME_ENGINES } from '@playfair/contracts/games';
import { GAME_SLUG_MAX_LENGTH, GAME_SLUG_PATTERN } from '@playfair/contracts/web-pages';
import { PROVIDER_ORDER_WEIGHTS } from '@playfair/domain/constants';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gameCategories,
  gameCategoryGames,
  games,
  lobbyPages,
  searchAliases,
} from '../src/modules/catalog/schema';
import { generateSeedGames, GAME_TYPE_ENGINES } from '../src/modules/catalog/seed-games';
import { queryRows } from '../src/platform/db/client';
import { createCatalogTestApp, type CatalogTestApp } from './catalog-helper';

// The demo catalogue (DESIGN §7): at least 2,000 games seeded at start, every one an engine and a
// skin, the same ids on every start, and a second seed changes nothing.

let t: CatalogTestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(() => t.close());

async function storedGames() {
  return t.database.db.select().from(games);
}

describe('the seeded catalogue', () => {
  it('holds every generated game, at least 2,000, with unique ids and slugs', async () => {
    const rows = await storedGames();
    const generated = generateSeedGames();
    expect(rows.length).toBeGreaterThanOrEqual(2_000);
    // A slug clash would make the insert skip a game silently: every generated game must be stored.
    expect(rows.length).toBe(generated.length);
    expect(new Set(rows.map((game) => game.id)).size).toBe(rows.length);
    expect(new Set(rows.map((game) => game.slug)).size).toBe(rows.length);
    expect(new Set(rows.map((game) => game.name.toLowerCase())).size).toBe(rows.length);
  });

  it('maps every game to an engine and a skin the studio accepts, and uses every engine', async () => {
    const rows = await storedGames();
    for (const game of rows) {
      expect(GAME_ENGINES).toContain(game.engine);
      expect(game.skin).toMatch(/^[a-z0-9-]{1,64}$/);
      expect(game.slug).toMatch(GAME_SLUG_PATTERN);
      expect(game.slug.length).toBeLessThanOrEqual(GAME_SLUG_MAX_LENGTH);
      expect(GAME_TYPE_ENGINES[game.gameType as keyof typeof GAME_TYPE_ENGINES]).toBe(game.engine);
      expect(game.aspectRatio).toMatch(/^\d{1,2}:\d{1,2}$/);
      expect(game.minBetMinor).toBeGreaterThan(0n);
      expect(game.maxBetMinor).toBeGreaterThanOrEqual(game.minBetMinor);
      expect(game.name.length).toBeGreaterThan(0);
      expect(game.description).toContain(game.vendor);
    }
    expect(new Set(rows.map((game) => game.engine))).toEqual(new Set(GAME_ENGINES));
  });

  it("carries spec 001 §9's vendors and at least ten more", async () => {
    const vendors = new Set((await storedGames()).map((game) => game.vendor));
    for (const vendor of Object.keys(PROVIDER_ORDER_WEIGHTS)) expect(vendors).toContain(vendor);
    expect(vendors.size).toBeGreaterThanOrEqual(20);
  });

  it('makes live games tables and game shows without demo, Evolution among their vendors', async () => {
    const rows = await storedGames();
    const live = rows.filter((game) => game.isLive);
    expect(live.length).toBeGreaterThan(0);
    for (const game of live) {
      expect(['roulette', 'blackjack', 'baccarat', 'money-wheel']).toContain(game.engine);
      expect(game.allowDemo).toBe(false);
    }
    const liveVendors = new Set(live.map((game) => game.vendor));
    expect(liveVendors).toContain('Evolution');
    expect(liveVendors.size).toBeGreaterThanOrEqual(3);
    expect(rows.filter((game) => game.vendor === 'Evolution').every((game) => game.isLive)).toBe(
      true,
    );
  });

  it('has a handful of games in maintenance or offline, and some exclusive and promoted', async () => {
    const rows = await storedGames();
    const count = (flag: (game: (typeof rows)[number]) => boolean) => rows.filter(flag).length;
    expect(count((game) => game.inMaintenance)).toBeGreaterThan(0);
    expect(count((game) => game.inMaintenance)).toBeLessThan(20);
    expect(count((game) => game.isOffline)).toBeGreaterThan(0);
    expect(count((game) => game.isOffline)).toBeLessThan(20);
    expect(count((game) => game.isExclusive)).toBeGreaterThan(0);
    expect(count((game) => game.isPromoted)).toBeGreaterThan(0);
    // Most games play for fun; a few non-live ones do not.
    expect(count((game) => !game.isLive && !game.allowDemo)).toBeGreaterThan(0);
    expect(count((game) => game.allowDemo)).toBeGreaterThan(rows.length / 2);
  });
});

describe('the lobby’s games and flags', () => {
  it('keeps the ids of the games from before the lobby (appended, never moved)', async () => {
    // Ids and slugs as the catalogue had them before live game shows and baccarat were appended.
    const known = {
      '10001': 'eternal-sea-rush',
      '20077': 'raging-reef-empire',
      '40045': 'live-grand-roulette-d',
      '70100': 'live-vip-roulette-c',
      '200080': 'boulevard-blackjack-vip',
    };
    const rows = await t.database.db
      .select({ id: games.id, slug: games.slug })
      .from(games)
      .where(inArray(games.id, Object.keys(known)));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.slug]))).toEqual(known);
  });

  it('adds live game shows and live baccarat for Evolution and Scientific Games, and RNG baccarat', async () => {
    const rows = await storedGames();
    const ofType = (type: string) => rows.filter((game) => game.gameType === type);
    const vendorsOf = (type: string) => new Set(ofType(type).map((game) => game.vendor));
    expect(vendorsOf('Live Game Shows')).toEqual(new Set(['Evolution', 'Scientific Games']));
    expect(vendorsOf('Live Baccarat')).toEqual(new Set(['Evolution', 'Scientific Games']));
    expect(vendorsOf('Baccarat').size).toBeGreaterThanOrEqual(3);
    for (const game of ofType('Live Game Shows')) {
      expect(game).toMatchObject({ engine: 'money-wheel', isLive: true, allowDemo: false });
    }
    for (const game of [...ofType('Live Baccarat'), ...ofType('Baccarat')]) {
      expect(game.engine).toBe('baccarat');
    }
    expect(ofType('Baccarat').every((game) => !game.isLive)).toBe(true);
  });

  it('flags 40 to 80 slots with a jackpot, several of them by Play’n GO, and nothing else', async () => {
    const jackpot = (await storedGames()).filter((game) => game.hasJackpot === true);
    expect(jackpot.length).toBeGreaterThanOrEqual(40);
    expect(jackpot.length).toBeLessThanOrEqual(80);
    expect(jackpot.filter((game) => game.vendor === 'Play N Go').length).toBeGreaterThanOrEqual(5);
    expect(jackpot.every((game) => ['video-slot', 'classic-slot'].includes(game.engine))).toBe(
      true,
    );
    expect((await t.catalog.jackpotGames()).map((game) => game.id)).toEqual(
      jackpot.map((game) => game.id).sort((a, b) => a.localeCompare(b)),
    );
  });

  it('gives a database from before the flag its jackpot games, keeping an operator’s decision', async () => {
    const flagged = (await t.catalog.jackpotGames()).map((game) => game.id);
    const [kept, ...others] = flagged;
    if (kept === undefined) throw new Error('no jackpot games');
    // As after the migration: no game has decided yet, but the operator turned one off.
    await t.database.db.update(games).set({ hasJackpot: null });
    await t.database.db.update(games).set({ hasJackpot: false }).where(eq(games.id, kept));

    await t.catalog.seed();

    expect((await t.catalog.jackpotGames()).map((game) => game.id)).toEqual(others);
    const [{ undecided } = { undecided: -1 }] = await queryRows<{ undecided: number }>(
      t.database.db,
      sql`select count(*)::int as undecided from games where has_jackpot is null`,
    );
    expect(undecided).toBe(0);
    await t.database.db.update(games).set({ hasJackpot: true }).where(eq(games.id, kept));
  });

  it('seeds the categories of both lobbies, unique slugs, every page in the ten site languages', async () => {
    const categories = await t.database.db.select().from(gameCategories);
    expect(categories.filter((category) => category.vertical === 'casino').length).toBeGreaterThan(
      10,
    );
    expect(
      categories.filter((category) => category.vertical === 'live').length,
    ).toBeGreaterThanOrEqual(5);
    const pages = await t.database.db.select().from(lobbyPages);
    for (const category of categories) {
      const locales = pages
        .filter((page) => page.vertical === category.vertical && page.slug === category.slug)
        .map((page) => page.locale)
        .sort();
      expect(locales, category.slug).toEqual(
        ['de', 'en', 'es', 'fi', 'hr', 'is', 'nl', 'no', 'pl', 'sr', 'sv'].sort(),
      );
      const english = pages.find(
        (page) =>
          page.slug === category.slug &&
          page.vertical === category.vertical &&
          page.locale === 'en',
      );
      expect(english?.content, category.slug).not.toBe('');
    }
  });
});

describe('seeding again', () => {
  it('writes no second copy of the lobby’s rows', async () => {
    const count = async () =>
      Promise.all(
        [gameCategories, gameCategoryGames, lobbyPages, searchAliases].map(async (table) => {
          const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
          return row?.n ?? -1;
        }),
      );
    const before = await count();
    expect(before.every((n) => n > 0)).toBe(true);
    await t.catalog.seed();
    expect(await count()).toEqual(before);
  });

  it('generates the same catalogue every time', () => {
    expect(generateSeedGames()).toEqual(generateSeedGames());
  });

  it('inserts nothing into a seeded database and keeps the stored rows as they are', async () => {
    const before = await storedGames();
    const outcome = await t.catalog.seed();
    expect(outcome).toEqual({ inserted: 0, total: before.length });
    const after = await storedGames();
    const byId = (rows: typeof before) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(after)).toEqual(byId(before));
  });

  it("keeps an operator's change and puts back only a game that is missing", async () => {
    const [first, second] = generateSeedGames();
    if (first === undefined || second === undefined) throw new Error('no seed games');
    await t.database.db
      .update(games)
      .set({ inMaintenance: true, name: 'Renamed by the operator' })
      .where(eq(games.id, first.id));
    await t.database.db.delete(games).where(eq(games.id, second.id));

    const outcome = await t.catalog.seed();

    expect(outcome.inserted).toBe(1);
    const [kept] = await t.database.db.select().from(games).where(eq(games.id, first.id));
    expect(kept).toMatchObject({ inMaintenance: true, name: 'Renamed by the operator' });
    const [restored] = await t.database.db.select().from(games).where(eq(games.id, second.id));
    expect(restored).toMatchObject({ slug: second.slug, name: second.name });
  });
});

describe('the games table', () => {
  it('refuses a live game with demo play and an unknown engine', async () => {
    const [game] = generateSeedGames();
    if (game === undefined) throw new Error('no seed games');
    const insert = (changes: Record<string, unknown>) =>
      t.database.db.insert(games).values({
        ...game,
        id: `test-${Object.keys(changes).join('-')}`,
        slug: `test-${Object.keys(changes).join('-')}`,
        ...changes,
      });
    await expect(insert({ isLive: true, allowDemo: true })).rejects.toThrow();
    await expect(insert({ engine: 'craps' })).rejects.toThrow();
    await expect(insert({ slug: 'Not A Slug' })).rejects.toThrow();
    const [{ count } = { count: -1 }] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from games where id like 'test-%'`,
    );
    expect(count).toBe(0);
  });
});
