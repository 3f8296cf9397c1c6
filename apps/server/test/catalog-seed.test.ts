import { GAME_ENGINES } from '@playfair/contracts/games';
import { GAME_SLUG_MAX_LENGTH, GAME_SLUG_PATTERN } from '@playfair/contracts/web-pages';
import { PROVIDER_ORDER_WEIGHTS } from '@playfair/domain/constants';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../src/modules/catalog/schema';
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

  it('makes live games roulette or blackjack without demo, Evolution among their vendors', async () => {
    const rows = await storedGames();
    const live = rows.filter((game) => game.isLive);
    expect(live.length).toBeGreaterThan(0);
    for (const game of live) {
      expect(['roulette', 'blackjack']).toContain(game.engine);
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

describe('seeding again', () => {
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
    await expect(insert({ engine: 'baccarat' })).rejects.toThrow();
    await expect(insert({ slug: 'Not A Slug' })).rejects.toThrow();
    const [{ count } = { count: -1 }] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from games where id like 'test-%'`,
    );
    expect(count).toBe(0);
  });
});
