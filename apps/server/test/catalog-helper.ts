import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import type { GameRow } from '../src/modules/catalog/repo';
import { games } from '../src/modules/catalog/schema';
import { createCatalogService, type CatalogService } from '../src/modules/catalog/service';
import { loadConfig } from '../src/platform/config';
import { createPlayer, FIXTURE_WEB_DIST, openTestDatabase, type TestDatabase } from './helper';
import { createClock, type Clock } from './registration-helper';

// Shared by the catalogue tests: the app on a fresh database with a clock the test moves, the
// visitor's country set the way the edge sets it, and a second catalog service on the same
// database so a test can trade launch tokens the way the provider API will.

export const STUDIO_URL = 'https://studio.playfair.test';
/** The provider the app's launch tokens are for: the studio's (config.gameProviders' default). */
export const STUDIO_PROVIDER_ID = 'studio';
export const COUNTRY_HEADER = 'x-test-country';
/** The Host the tests' requests carry; the launch URL's origin is built from it. */
export const CASINO_HOST = 'casino.playfair.test';

export type CatalogTestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  clock: Clock;
  /** The catalog service on the app's database and clock (launch tokens, seed). */
  catalog: CatalogService;
  createPlayer: (overrides?: Parameters<typeof createPlayer>[1]) => ReturnType<typeof createPlayer>;
  close(): Promise<void>;
};

export async function createCatalogTestApp(): Promise<CatalogTestApp> {
  const clock = createClock(new Date('2031-03-01T12:00:00.000Z'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST: FIXTURE_WEB_DIST,
    GEO_COUNTRY_HEADER: COUNTRY_HEADER,
    STUDIO_URL,
  });
  const database = await openTestDatabase();
  const app = await buildApp({ config, database, seed: !database.isSeeded, now: clock.now });
  await app.ready();
  const unused = () => {
    throw new Error('not used by the token tests');
  };
  const catalog = createCatalogService({
    db: database.db,
    studioUrl: STUDIO_URL,
    studioProviderId: STUDIO_PROVIDER_ID,
    site: { appConfig: unused },
    jurisdictions: { profileFor: unused },
    now: clock.now,
  });
  return {
    app,
    database,
    clock,
    catalog,
    createPlayer: (overrides) => createPlayer(database.db, overrides),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The first game (by id) that meets every condition; throws when the seed has none. */
export async function gameWhere(db: TestDatabase['db'], ...conditions: SQL[]): Promise<GameRow> {
  const [game] = await db
    .select()
    .from(games)
    .where(and(...conditions))
    .orderBy(asc(games.id))
    .limit(1);
  if (game === undefined) throw new Error('the seed has no such game');
  return game;
}

/** A game that opens in every mode where the market allows it: no live, demo, online. */
export function playableSlot(db: TestDatabase['db'], engine: GameRow['engine'] = 'video-slot') {
  return gameWhere(
    db,
    eq(games.engine, engine),
    eq(games.isLive, false),
    eq(games.allowDemo, true),
    eq(games.inMaintenance, false),
    eq(games.isOffline, false),
  );
}

/** GET /{locale}/igc-game-url/{gameId} as the player site sends it. */
export function launch(
  app: FastifyInstance,
  path: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: path,
    headers: { 'x-requested-with': 'XMLHttpRequest', host: CASINO_HOST, ...headers },
  });
}

export type LaunchUrl = {
  base: string;
  engine: string;
  skin: string;
  params: Record<string, string>;
  /** The query's names in order (a repeated name shows twice). */
  names: string[];
};

/** Splits a launch URL into its parts; throws for anything not under the studio's /play/. */
export function parseLaunchUrl(text: string): LaunchUrl {
  const url = new URL(text);
  const match = /^\/play\/([a-z-]+)\/([a-z0-9-]+)$/.exec(url.pathname);
  if (match === null) throw new Error(`not a launch URL: ${text}`);
  return {
    base: url.origin,
    engine: match[1] ?? '',
    skin: match[2] ?? '',
    params: Object.fromEntries(url.searchParams),
    names: [...url.searchParams.keys()],
  };
}
