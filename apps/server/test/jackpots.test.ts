import { ZErrorResponse } from '@playfair/contracts/errors';
import {
  JACKPOT_FEED_PATH,
  ZJackpotFeedResponse,
  type TJackpotPoolReport,
} from '@playfair/contracts/jackpot-feed';
import {
  ZJackpotsResponse,
  ZPlayNGoJackpotResponse,
  type TJackpotsResponse,
} from '@playfair/contracts/lobby';
import { signProviderBody } from '@playfair/contracts/provider-signature';
import { SECOND_MS, providerOrderWeight } from '@playfair/domain/constants';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { games } from '../src/modules/catalog/schema';
import { jackpotPools } from '../src/modules/jackpots/schema';
import { JACKPOT_CURRENCIES, createJackpotsService } from '../src/modules/jackpots/service';
import { loadConfig } from '../src/platform/config';
import { queryRows } from '../src/platform/db/client';
import {
  createPlayer,
  FIXTURE_WEB_DIST,
  loginAs,
  openTestDatabase,
  type TestDatabase,
} from './helper';
import { STUDIO } from './provider-api-helper';
import { createClock } from './registration-helper';
import type { FastifyInstance } from 'fastify';

// spec 000 §3, §7 (GET /jackpots/{currency}), spec 001 §7 (GET /jackpots/play-n-go/EUR|RSD) and
// the providers' signed jackpot feed.

const clock = createClock(new Date('2031-05-01T12:00:00.000Z'));
let app: FastifyInstance;
let database: TestDatabase;
let jackpotGames: { id: string; name: string; vendor: string }[];

beforeAll(async () => {
  database = await openTestDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: FIXTURE_WEB_DIST });
  app = await buildApp({ config, database, seed: !database.isSeeded, now: clock.now });
  await app.ready();
  jackpotGames = await database.db
    .select({ id: games.id, name: games.name, vendor: games.vendor })
    .from(games)
    .where(eq(games.hasJackpot, true));
});

afterAll(async () => {
  await app.close();
  await database.close();
});

function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

async function board(currency: string, locale = 'en'): Promise<TJackpotsResponse> {
  const response = await get(`/${locale}/jackpots/${currency}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZJackpotsResponse.parse(response.json());
}

/** The highest stored pool of each game in a currency, in minor units. */
async function highestStored(currency: string): Promise<Map<string, bigint>> {
  const rows = await queryRows<{ game_id: string; highest: string }>(
    database.db,
    sql`select game_id, max(amount_minor)::text as highest from jackpot_pools where currency = ${currency} group by game_id`,
  );
  return new Map(rows.map((row) => [row.game_id, BigInt(row.highest)]));
}

function feed(
  body: unknown,
  options: { secret?: string; providerId?: string; signature?: string } = {},
) {
  const payload = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: JACKPOT_FEED_PATH,
    headers: {
      'content-type': 'application/json',
      'x-provider-id': options.providerId ?? STUDIO.id,
      'x-playfair-signature':
        options.signature ?? signProviderBody(options.secret ?? STUDIO.secret, payload),
    },
    payload,
  });
}

function minorOf(amount: number): bigint {
  return BigInt(Math.round(amount * 100));
}

describe('the seed', () => {
  it('opens pools for every jackpot game in every jackpot currency, idempotently', async () => {
    expect(jackpotGames.length).toBeGreaterThan(10);
    const [{ count }] = (await queryRows<{ count: string }>(
      database.db,
      sql`select count(distinct (game_id, currency))::text as count from jackpot_pools`,
    )) as [{ count: string }];
    expect(Number(count)).toBe(jackpotGames.length * JACKPOT_CURRENCIES.length);
    const [first] = await database.db.select().from(jackpotPools).limit(1);
    expect(first?.source).toBe('seed');
    expect(JACKPOT_CURRENCIES).not.toContain('HRK');
    expect(JACKPOT_CURRENCIES).not.toContain('ISK');
    const again = createJackpotsService({
      db: database.db,
      jackpotGames: async () => jackpotGames,
      now: clock.now,
    });
    expect(await again.seed()).toEqual({ inserted: 0 });
    // A pool gone missing is opened again, stamped with the seed's clock.
    const [game] = jackpotGames;
    if (game === undefined) throw new Error('no jackpot games');
    const removed = await database.db
      .delete(jackpotPools)
      .where(eq(jackpotPools.gameId, game.id))
      .returning();
    expect(removed.length).toBeGreaterThanOrEqual(JACKPOT_CURRENCIES.length);
    expect(await again.seed()).toEqual({ inserted: removed.length });
    const reopened = await database.db
      .select()
      .from(jackpotPools)
      .where(eq(jackpotPools.gameId, game.id));
    expect(reopened.map((pool) => [pool.source, pool.updatedAt.toISOString()])).toEqual(
      removed.map(() => ['seed', '2031-05-01T12:00:00.000Z']),
    );
  });

  it('gives realistic amounts: minors in the thousands of euros, a few megas in the millions', async () => {
    const eur = await database.db
      .select()
      .from(jackpotPools)
      .where(eq(jackpotPools.currency, 'EUR'));
    for (const pool of eur.filter((row) => row.tier === 'minor')) {
      expect(pool.amountMinor).toBeGreaterThanOrEqual(1_000_00n);
      expect(pool.amountMinor).toBeLessThan(10_000_00n);
    }
    const megas = eur.filter((row) => row.tier === 'mega');
    expect(megas.length).toBeGreaterThan(0);
    expect(megas.length).toBeLessThan(jackpotGames.length / 3);
    for (const pool of megas) expect(pool.amountMinor).toBeGreaterThanOrEqual(1_000_000_00n);
  });
});

describe('GET /{locale}/jackpots/{currency}', () => {
  it('answers the highest pool of every jackpot game, highest first, with the names', async () => {
    const response = await get('/en/jackpots/EUR');
    expect(response.headers['cache-control']).toBe('public, max-age=10');
    const { Data } = ZJackpotsResponse.parse(response.json());
    const stored = await highestStored('EUR');
    expect(Data).toHaveLength(jackpotGames.length);
    const names = new Map(jackpotGames.map((game) => [game.id, game.name]));
    for (const jackpot of Data) {
      expect(jackpot.Currency).toBe('EUR');
      expect(minorOf(jackpot.Amount)).toBe(stored.get(jackpot.GameId));
      expect(jackpot.GameName).toBe(names.get(jackpot.GameId));
      expect(Math.round(jackpot.Amount * 100)).toBeCloseTo(jackpot.Amount * 100, 6);
    }
    const amounts = Data.map((jackpot) => jackpot.Amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('answers HRK and ISK in euros', async () => {
    const eur = await board('EUR');
    for (const [currency, locale] of [
      ['HRK', 'hr'],
      ['ISK', 'is'],
    ] as const) {
      const answer = await board(currency, locale);
      expect(answer.Data.every((jackpot) => jackpot.Currency === 'EUR')).toBe(true);
      expect(answer).toEqual(eur);
    }
  });

  it('answers the currency asked, whoever asks: a visitor in SEK, a NOK player in EUR', async () => {
    const sek = await board('SEK', 'sv');
    expect(sek.Data.every((jackpot) => jackpot.Currency === 'SEK')).toBe(true);
    const storedSek = await highestStored('SEK');
    expect(minorOf(sek.Data[0]!.Amount)).toBe(storedSek.get(sek.Data[0]!.GameId));
    const eur = await board('EUR');
    // Kronor are worth less than euros: the same pools are larger numbers.
    expect(sek.Data[0]!.Amount).toBeGreaterThan(eur.Data[0]!.Amount * 5);

    const player = await createPlayer(database.db, {
      country: 'NO',
      currency: 'NOK',
      locale: 'no',
    });
    const cookie = await loginAs(app, player);
    const asPlayer = await get('/no/jackpots/EUR', { cookie });
    expect(ZJackpotsResponse.parse(asPlayer.json())).toEqual(eur);
    const inNok = ZJackpotsResponse.parse((await get('/no/jackpots/NOK', { cookie })).json());
    expect(inNok.Data.every((jackpot) => jackpot.Currency === 'NOK')).toBe(true);
  });

  it('refuses a malformed currency or one without pools with the error model', async () => {
    for (const currency of ['eur', 'EURO', 'XYZ', 'USD', 'E1R', 'play-n-go']) {
      const response = await get(`/en/jackpots/${currency}`);
      expect([currency, response.statusCode]).toEqual([currency, 400]);
      const body = ZErrorResponse.parse(response.json());
      expect(body.error.code).toBe('VALIDATION_ERROR');
      expect(body.error.fields).toEqual({ currency: 'error_validation' });
      expect(response.headers['cache-control']).toBeUndefined();
    }
  });

  it('keeps an answer 10 seconds, then reads the pools again', async () => {
    const before = await board('PLN', 'pl');
    const top = before.Data[0]!;
    await database.db
      .update(jackpotPools)
      .set({ amountMinor: minorOf(top.Amount) + 12_345n })
      .where(and(eq(jackpotPools.gameId, top.GameId), eq(jackpotPools.currency, 'PLN')));
    expect((await board('PLN', 'pl')).Data[0]).toEqual(top);
    clock.advance(10 * SECOND_MS);
    expect((await board('PLN', 'pl')).Data[0]!.Amount).toBeCloseTo(top.Amount + 123.45, 2);
  });
});

describe('GET /{locale}/jackpots/play-n-go/{EUR|RSD}', () => {
  it("answers the highest Play'n GO pool in that currency", async () => {
    const playNGo = new Set(
      jackpotGames.filter((game) => providerOrderWeight(game.vendor) === 2).map((game) => game.id),
    );
    expect(playNGo.size).toBeGreaterThan(0);
    for (const [currency, locale] of [
      ['EUR', 'hr'],
      ['RSD', 'sr'],
    ] as const) {
      const response = await get(`/${locale}/jackpots/play-n-go/${currency}`);
      expect(response.statusCode).toBe(200);
      const answer = ZPlayNGoJackpotResponse.parse(response.json());
      expect(answer.Currency).toBe(currency);
      expect(playNGo.has(answer.GameId)).toBe(true);
      const stored = await highestStored(currency);
      const highest = [...stored]
        .filter(([id]) => playNGo.has(id))
        .sort((a, b) => (b[1] > a[1] ? 1 : -1))[0]!;
      expect([answer.GameId, minorOf(answer.Amount)]).toEqual(highest);
    }
  });

  it('refuses any other currency', async () => {
    for (const currency of ['SEK', 'eur', 'HRK']) {
      const response = await get(`/en/jackpots/play-n-go/${currency}`);
      expect(response.statusCode).toBe(400);
      expect(ZErrorResponse.parse(response.json()).error.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('POST /provider-api/v1/jackpots', () => {
  const pool = (overrides: Partial<TJackpotPoolReport> = {}): TJackpotPoolReport => ({
    gameId: jackpotGames[0]!.id,
    tier: 'major',
    currency: 'EUR',
    amountMinor: 987_654_321,
    ...overrides,
  });

  it('writes the reported amounts, which the next answer shows at once', async () => {
    await board('EUR'); // cached now
    const gameId = jackpotGames[1]!.id;
    const response = await feed({
      pools: [pool({ gameId }), pool({ gameId, tier: 'mega', currency: 'RSD', amountMinor: 5 })],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZJackpotFeedResponse.parse(response.json())).toEqual({ success: true, updated: 2 });
    const top = (await board('EUR')).Data[0]!;
    expect([top.GameId, top.Amount]).toEqual([gameId, 9_876_543.21]);
    const [stored] = await database.db
      .select()
      .from(jackpotPools)
      .where(
        and(
          eq(jackpotPools.gameId, gameId),
          eq(jackpotPools.tier, 'major'),
          eq(jackpotPools.currency, 'EUR'),
        ),
      );
    expect(stored?.source).toBe(STUDIO.id);
  });

  async function snapshot(): Promise<string> {
    const rows = await queryRows<{ digest: string }>(
      database.db,
      sql`select md5(string_agg(game_id || tier || currency || amount_minor::text, ',' order by game_id, tier, currency)) as digest from jackpot_pools`,
    );
    return rows[0]!.digest;
  }

  it('refuses a bad signature or an unknown provider and stores nothing', async () => {
    const before = await snapshot();
    const body = { pools: [pool({ amountMinor: 1 })] };
    const forged = await feed(body, { secret: 'not-the-secret' });
    expect(forged.statusCode).toBe(401);
    expect(ZErrorResponse.parse(forged.json()).error.code).toBe('PROVIDER_SIGNATURE_INVALID');
    const unsigned = await feed(body, { signature: 'sha256=00' });
    expect(unsigned.statusCode).toBe(401);
    const stranger = await feed(body, { providerId: 'someone-else' });
    expect(stranger.statusCode).toBe(401);
    expect(ZErrorResponse.parse(stranger.json()).error.code).toBe('PROVIDER_UNKNOWN');
    expect(await snapshot()).toBe(before);
  });

  it('refuses the whole report for one unknown game, currency or repeated pool', async () => {
    const before = await snapshot();
    const cases = [
      [[pool({ amountMinor: 1 }), pool({ gameId: '999999999' })], 404, 'GAME_NOT_FOUND'],
      [[pool({ amountMinor: 1 }), pool({ currency: 'HRK' })], 400, 'VALIDATION_ERROR'],
      [[pool({ amountMinor: 1 }), pool({ currency: 'USD' })], 400, 'VALIDATION_ERROR'],
      [[pool({ amountMinor: 1 }), pool({ amountMinor: 2 })], 400, 'VALIDATION_ERROR'],
      [[pool({ amountMinor: -1 })], 400, 'VALIDATION_ERROR'],
      [[pool({ tier: 'huge' as 'mega' })], 400, 'VALIDATION_ERROR'],
    ] as const;
    for (const [pools, status, code] of cases) {
      const response = await feed({ pools });
      expect([JSON.stringify(pools), response.statusCode]).toEqual([JSON.stringify(pools), status]);
      expect(ZErrorResponse.parse(response.json()).error.code).toBe(code);
    }
    expect(await snapshot()).toBe(before);
  });
});
