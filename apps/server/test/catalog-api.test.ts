import { ZErrorResponse } from '@playfair/contracts/errors';
import { IGC_GAME_URL_FALSE, ZGameDetailsResponse } from '@playfair/contracts/games';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameLaunchTokens, games } from '../src/modules/catalog/schema';
import { queryRows } from '../src/platform/db/client';
import {
  CASINO_HOST,
  COUNTRY_HEADER,
  createCatalogTestApp,
  gameWhere,
  launch,
  parseLaunchUrl,
  playableSlot,
  STUDIO_PROVIDER_ID,
  STUDIO_URL,
  type CatalogTestApp,
} from './catalog-helper';
import { loginAs, setRestrictions, XHR } from './helper';

// GET /{locale}/games/{slug} (spec 001 §3 game details) and GET /{locale}/igc-game-url/{gameId}
// (spec 001 §7: the iframe URL as text, or `false`).

let t: CatalogTestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(() => t.close());

async function tokenCount(): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    t.database.db,
    sql`select count(*)::int as count from game_launch_tokens`,
  );
  return row?.count ?? -1;
}

describe('GET /{locale}/games/{slug}', () => {
  it('answers the game details of a slug', async () => {
    const game = await playableSlot(t.database.db);
    const response = await t.app.inject({
      method: 'GET',
      url: `/en/games/${game.slug}`,
      headers: XHR,
    });
    expect(response.statusCode).toBe(200);
    expect(ZGameDetailsResponse.parse(response.json())).toEqual({
      success: true,
      game: {
        gameId: game.id,
        slug: game.slug,
        Name: game.name,
        GameType: game.gameType,
        vendor: game.vendor,
        aspectRatio: game.aspectRatio,
        forFun: true,
        isLive: false,
        inMaintenance: false,
        isOffline: false,
        description: game.description,
      },
    });
  });

  it('says a live game is live and not for fun, and shows a game in maintenance as such', async () => {
    const live = await gameWhere(t.database.db, eq(games.isLive, true));
    const liveAnswer = ZGameDetailsResponse.parse(
      (await t.app.inject({ method: 'GET', url: `/en/games/${live.slug}` })).json(),
    );
    expect(liveAnswer.game).toMatchObject({ isLive: true, forFun: false });

    const resting = await gameWhere(t.database.db, eq(games.inMaintenance, true));
    const restingAnswer = ZGameDetailsResponse.parse(
      (await t.app.inject({ method: 'GET', url: `/en/games/${resting.slug}` })).json(),
    );
    expect(restingAnswer.game).toMatchObject({ gameId: resting.id, inMaintenance: true });
  });

  it('answers without the locale prefix too', async () => {
    const game = await playableSlot(t.database.db);
    const response = await t.app.inject({ method: 'GET', url: `/games/${game.slug}` });
    expect(ZGameDetailsResponse.parse(response.json()).game.gameId).toBe(game.id);
  });

  it.each([
    ['an unknown slug', 'no-such-game-here'],
    ['upper case', 'Riches-Of-The-Pharaoh'],
    ['a doubled hyphen', 'riches--pharaoh'],
    ['a slug over 100 characters', 'a'.repeat(101)],
  ])('answers 404 GAME_NOT_FOUND (code 2) for %s', async (_case, slug) => {
    const response = await t.app.inject({ method: 'GET', url: `/fi/games/${slug}`, headers: XHR });
    expect(response.statusCode).toBe(404);
    const body = ZErrorResponse.parse(response.json());
    expect(body.error).toMatchObject({
      code: 'GAME_NOT_FOUND',
      codeId: 2,
      messageKey: 'error_game_not_found',
    });
    // In the caller's locale (fi), not the English text.
    expect(body.error.message).not.toBe('This game is not available.');
  });
});

describe('GET /{locale}/igc-game-url/{gameId} for a visitor', () => {
  it('answers the demo URL, as text, uncached, without a token', async () => {
    const game = await playableSlot(t.database.db);
    const before = await tokenCount();
    const response = await launch(t.app, `/en/igc-game-url/${game.id}`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const url = parseLaunchUrl(response.body);
    expect(url).toEqual({
      base: STUDIO_URL,
      engine: game.engine,
      skin: game.skin,
      params: {
        game: game.id,
        mode: 'demo',
        locale: 'en',
        currency: 'EUR',
        minCycleMs: '0',
        origin: `http://${CASINO_HOST}`,
      },
      names: ['game', 'mode', 'locale', 'currency', 'minCycleMs', 'origin'],
    });
    expect(await tokenCount()).toBe(before);
  });

  it('plays demo in the currency of the locale', async () => {
    const game = await playableSlot(t.database.db);
    const norway = parseLaunchUrl((await launch(t.app, `/no/igc-game-url/${game.id}`)).body);
    expect(norway.params).toMatchObject({ locale: 'no', currency: 'NOK' });
    const poland = parseLaunchUrl((await launch(t.app, `/pl/igc-game-url/${game.id}`)).body);
    expect(poland.params).toMatchObject({ locale: 'pl', currency: 'PLN' });
  });

  it('answers `false` where the market allows no demo play (GB by locale or by the edge)', async () => {
    const game = await playableSlot(t.database.db);
    expect((await launch(t.app, `/gb/igc-game-url/${game.id}`)).body).toBe(IGC_GAME_URL_FALSE);
    const fromBritain = await launch(t.app, `/en/igc-game-url/${game.id}`, {
      [COUNTRY_HEADER]: 'GB',
    });
    expect(fromBritain.statusCode).toBe(200);
    expect(fromBritain.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(fromBritain.body).toBe(IGC_GAME_URL_FALSE);
    // Sweden, Germany, Spain and the Netherlands allow no visitor demo either (jurisdictions.ts).
    for (const country of ['SE', 'DE', 'ES', 'NL']) {
      const response = await launch(t.app, `/en/igc-game-url/${game.id}`, {
        [COUNTRY_HEADER]: country,
      });
      expect(response.body).toBe(IGC_GAME_URL_FALSE);
    }
  });

  it("lets the edge's country win over the locale's", async () => {
    const game = await playableSlot(t.database.db);
    const response = await launch(t.app, `/gb/igc-game-url/${game.id}`, { [COUNTRY_HEADER]: 'FI' });
    expect(parseLaunchUrl(response.body).params).toMatchObject({ mode: 'demo', locale: 'gb' });
  });

  it('answers `false` for a live game, a game without demo, and real play', async () => {
    const live = await gameWhere(t.database.db, eq(games.isLive, true));
    expect((await launch(t.app, `/en/igc-game-url/${live.id}`)).body).toBe(IGC_GAME_URL_FALSE);
    const noDemo = await gameWhere(
      t.database.db,
      eq(games.isLive, false),
      eq(games.allowDemo, false),
      eq(games.inMaintenance, false),
      eq(games.isOffline, false),
    );
    expect((await launch(t.app, `/en/igc-game-url/${noDemo.id}`)).body).toBe(IGC_GAME_URL_FALSE);
    const slot = await playableSlot(t.database.db);
    const before = await tokenCount();
    expect((await launch(t.app, `/en/igc-game-url/${slot.id}?mode=real`)).body).toBe(
      IGC_GAME_URL_FALSE,
    );
    expect(await tokenCount()).toBe(before);
  });

  it('answers `false` for a game in maintenance, an offline game and an unknown id', async () => {
    const resting = await gameWhere(t.database.db, eq(games.inMaintenance, true));
    const offline = await gameWhere(t.database.db, eq(games.isOffline, true));
    for (const id of [resting.id, offline.id, '999999999', 'x'.repeat(200), 'a%20b']) {
      const response = await launch(t.app, `/en/igc-game-url/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(IGC_GAME_URL_FALSE);
    }
  });

  it('refuses an unknown mode with 400 and the call without the XHR marker with 403', async () => {
    const game = await playableSlot(t.database.db);
    const badMode = await launch(t.app, `/en/igc-game-url/${game.id}?mode=free`);
    expect(badMode.statusCode).toBe(400);
    expect(ZErrorResponse.parse(badMode.json()).error.code).toBe('VALIDATION_ERROR');
    const unmarked = await t.app.inject({ method: 'GET', url: `/en/igc-game-url/${game.id}` });
    expect(unmarked.statusCode).toBe(403);
    expect(ZErrorResponse.parse(unmarked.json()).error.code).toBe('XHR_MARKER_REQUIRED');
  });
});

describe('GET /{locale}/igc-game-url/{gameId} for a player', () => {
  it('answers the real URL with a fresh token the provider API can trade once', async () => {
    const player = await t.createPlayer({ country: 'FI', currency: 'EUR', locale: 'fi' });
    const cookie = await loginAs(t.app, player);
    const game = await playableSlot(t.database.db);

    const response = await launch(t.app, `/fi/igc-game-url/${game.id}`, { cookie });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const url = parseLaunchUrl(response.body);
    expect(url.names).toEqual([
      'game',
      'mode',
      'token',
      'locale',
      'currency',
      'minCycleMs',
      'origin',
    ]);
    expect(url.params).toMatchObject({
      game: game.id,
      mode: 'real',
      locale: 'fi',
      currency: 'EUR',
      minCycleMs: '0',
      origin: `http://${CASINO_HOST}`,
    });
    const token = url.params.token ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect(await t.catalog.consumeLaunchToken(token, STUDIO_PROVIDER_ID)).toEqual({
      playerId: player.id,
      gameId: game.id,
      currency: 'EUR',
      // A Finnish player: no slot stake cap, no session limits (rg-in-play.test.ts has the others).
      stakeCapMinor: null,
      requiresSessionLimits: false,
    });
    expect(await t.catalog.consumeLaunchToken(token, STUDIO_PROVIDER_ID)).toBeNull();
  });

  it('stores only the SHA-256 of the token, and gives each launch its own', async () => {
    const player = await t.createPlayer({ country: 'FI', currency: 'EUR' });
    const cookie = await loginAs(t.app, player);
    const game = await playableSlot(t.database.db);
    const first = parseLaunchUrl(
      (await launch(t.app, `/en/igc-game-url/${game.id}`, { cookie })).body,
    ).params.token;
    const second = parseLaunchUrl(
      (await launch(t.app, `/en/igc-game-url/${game.id}`, { cookie })).body,
    ).params.token;
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(first).not.toBe(second);

    const rows = await t.database.db
      .select()
      .from(gameLaunchTokens)
      .where(eq(gameLaunchTokens.playerId, player.id));
    expect(rows.map((row) => row.tokenHash).sort()).toEqual(
      [first, second]
        .map((token) =>
          createHash('sha256')
            .update(token ?? '')
            .digest('hex'),
        )
        .sort(),
    );
    expect(JSON.stringify(rows)).not.toContain(first);
    expect(rows[0]).toMatchObject({
      gameId: game.id,
      currency: 'EUR',
      providerId: STUDIO_PROVIDER_ID,
      usedAt: null,
    });
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(15 * 60_000);
  });

  it("plays real money in the player's currency, whatever the locale", async () => {
    const player = await t.createPlayer({ country: 'NO', currency: 'NOK', locale: 'no' });
    const cookie = await loginAs(t.app, player);
    const game = await playableSlot(t.database.db, 'classic-slot');
    const url = parseLaunchUrl(
      (await launch(t.app, `/en/igc-game-url/${game.id}`, { cookie })).body,
    );
    expect(url).toMatchObject({ engine: 'classic-slot', skin: game.skin });
    expect(url.params).toMatchObject({ mode: 'real', locale: 'en', currency: 'NOK' });
    const grant = await t.catalog.consumeLaunchToken(url.params.token ?? '', STUDIO_PROVIDER_ID);
    expect(grant).toMatchObject({ playerId: player.id, gameId: game.id, currency: 'NOK' });
  });

  it('opens a live game for real, and never for fun', async () => {
    const player = await t.createPlayer({ country: 'FI', currency: 'EUR' });
    const cookie = await loginAs(t.app, player);
    const live = await gameWhere(
      t.database.db,
      eq(games.isLive, true),
      eq(games.engine, 'roulette'),
      eq(games.inMaintenance, false),
      eq(games.isOffline, false),
    );
    const real = parseLaunchUrl(
      (await launch(t.app, `/en/igc-game-url/${live.id}`, { cookie })).body,
    );
    expect(real.params).toMatchObject({ mode: 'real', game: live.id });
    const demo = await launch(t.app, `/en/igc-game-url/${live.id}?mode=demo`, { cookie });
    expect(demo.body).toBe(IGC_GAME_URL_FALSE);
  });

  it('answers the demo URL without a token when a player asks mode=demo', async () => {
    const player = await t.createPlayer({ country: 'FI', currency: 'EUR' });
    const cookie = await loginAs(t.app, player);
    const game = await playableSlot(t.database.db);
    const before = await tokenCount();
    const url = parseLaunchUrl(
      (await launch(t.app, `/fi/igc-game-url/${game.id}?mode=demo`, { cookie })).body,
    );
    expect(url.params).toMatchObject({ mode: 'demo', currency: 'EUR' });
    expect(url.params.token).toBeUndefined();
    expect(await tokenCount()).toBe(before);
  });

  it("decides demo play by the player's country, not the locale or the edge", async () => {
    const briton = await t.createPlayer({ country: 'GB', currency: 'GBP', locale: 'gb' });
    const cookie = await loginAs(t.app, briton);
    const game = await playableSlot(t.database.db);
    const response = await launch(t.app, `/en/igc-game-url/${game.id}?mode=demo`, {
      cookie,
      [COUNTRY_HEADER]: 'FI',
    });
    expect(response.body).toBe(IGC_GAME_URL_FALSE);
  });

  it('answers `false` to a player for a game in maintenance or offline, issuing no token', async () => {
    const player = await t.createPlayer({ country: 'FI', currency: 'EUR' });
    const cookie = await loginAs(t.app, player);
    const resting = await gameWhere(t.database.db, eq(games.inMaintenance, true));
    const offline = await gameWhere(t.database.db, eq(games.isOffline, true));
    const before = await tokenCount();
    for (const game of [resting, offline]) {
      const response = await launch(t.app, `/en/igc-game-url/${game.id}`, { cookie });
      expect(response.body).toBe(IGC_GAME_URL_FALSE);
    }
    expect(await tokenCount()).toBe(before);
  });

  it('answers `false` for real play, issuing no token, to a player the money policy would refuse a stake', async () => {
    const slot = await gameWhere(t.database.db, eq(games.engine, 'video-slot'));
    const later = new Date(t.clock.now().getTime() + 60 * 60 * 1000);
    const before = await tokenCount();
    for (const restriction of [
      { timedOutUntil: later },
      { hasGameplayBlock: true },
      { blockedAt: t.clock.now() },
    ]) {
      const player = await t.createPlayer({ country: 'FI', currency: 'EUR' });
      const cookie = await loginAs(t.app, player);
      await setRestrictions(t.database.db, player.id, restriction);
      const response = await launch(t.app, `/en/igc-game-url/${slot.id}`, { cookie });
      expect(response.body, JSON.stringify(restriction)).toBe(IGC_GAME_URL_FALSE);
    }
    expect(await tokenCount()).toBe(before);
  });

  it('paces slots for a British player at 2.5 s a round (UKGC), and not roulette or blackjack', async () => {
    const briton = await t.createPlayer({ country: 'GB', currency: 'GBP', locale: 'gb' });
    const cookie = await loginAs(t.app, briton);
    const cycleOf = async (engine: 'video-slot' | 'classic-slot' | 'roulette' | 'blackjack') => {
      const game = await gameWhere(
        t.database.db,
        eq(games.engine, engine),
        eq(games.inMaintenance, false),
        eq(games.isOffline, false),
      );
      const url = parseLaunchUrl(
        (await launch(t.app, `/gb/igc-game-url/${game.id}`, { cookie })).body,
      );
      expect(url.params).toMatchObject({ mode: 'real', currency: 'GBP' });
      return url.params.minCycleMs;
    };
    expect(await cycleOf('video-slot')).toBe('2500');
    expect(await cycleOf('classic-slot')).toBe('2500');
    expect(await cycleOf('roulette')).toBe('0');
    expect(await cycleOf('blackjack')).toBe('0');
  });
});

describe('the catalog service for other modules', () => {
  it('finds a game by id with its name, vendor, engine and skin; null for none', async () => {
    const game = await playableSlot(t.database.db, 'classic-slot');
    expect(await t.catalog.findGame(game.id)).toMatchObject({
      id: game.id,
      name: game.name,
      vendor: game.vendor,
      engine: 'classic-slot',
      skin: game.skin,
    });
    expect(await t.catalog.findGame('999999999')).toBeNull();
    expect(await t.catalog.findGame('bad\u0000id')).toBeNull();
  });

  it('names games by id for the history, leaving out ids it does not know', async () => {
    const slot = await playableSlot(t.database.db);
    const live = await gameWhere(t.database.db, eq(games.isLive, true));
    const names = await t.catalog.gameNames([slot.id, live.id, slot.id, '999999999', 'bad id']);
    expect(names).toEqual(
      new Map([
        [slot.id, slot.name],
        [live.id, live.name],
      ]),
    );
    expect(await t.catalog.gameNames([])).toEqual(new Map());
  });
});
