import { ZErrorResponse } from '@playfair/contracts/errors';
import { IGC_GAME_URL_FALSE } from '@playfair/contracts/games';
import {
  FAVOURITES_MAX,
  ZAllGamesResponse,
  ZFavouriteResponse,
  ZGetGamesResponse,
  ZLobbyGamesResponse,
  type TCategoryRow,
} from '@playfair/contracts/lobby';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favouriteGames, games, lastPlayedGames } from '../src/modules/catalog/schema';
import { queryRows } from '../src/platform/db/client';
import {
  createCatalogTestApp,
  gameWhere,
  launch,
  parseLaunchUrl,
  playableSlot,
  type CatalogTestApp,
} from './catalog-helper';
import { loginAs, setRestrictions, XHR } from './helper';

// What the lobby keeps per player (spec 000 §3 lastplayed and favourites rows, §6 favourites for
// players and never in live casino, §7 add/remove favourite) and the server's hold on real play for
// the blocks of spec 001 §6 (the web shows the modal; the launch call refuses anyway).

let t: CatalogTestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(() => t.close());

type Session = { id: string; cookie: string };

async function newPlayer(overrides: Parameters<CatalogTestApp['createPlayer']>[0] = {}) {
  const player = await t.createPlayer({
    country: 'FI',
    currency: 'EUR',
    locale: 'fi',
    ...overrides,
  });
  return { id: player.id, cookie: await loginAs(t.app, player) };
}

function call(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { ...XHR, ...headers } });
}

function favouritePath(action: 'add' | 'remove', game: { slug: string; id: string }) {
  return `/en/user/${action}favourite/${game.slug}/${game.id}`;
}

async function favourite(
  session: Session,
  action: 'add' | 'remove',
  game: { slug: string; id: string },
) {
  const response = await call(favouritePath(action, game), { cookie: session.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return ZFavouriteResponse.parse(response.json());
}

async function home(cookie?: string) {
  const response = await call(
    '/en/all/casino/getLobbyGames/home',
    cookie === undefined ? {} : { cookie },
  );
  expect(response.statusCode).toBe(200);
  return { response, rows: ZLobbyGamesResponse.parse(response.json()).response.categoryGamesList };
}

function row(rows: readonly TCategoryRow[], tag: TCategoryRow['tag']): TCategoryRow | undefined {
  return rows.find((candidate) => candidate.tag === tag);
}

/** The first `count` playable video slots, by id. */
function playableSlots(count: number) {
  return t.database.db
    .select()
    .from(games)
    .where(
      and(
        eq(games.engine, 'video-slot'),
        eq(games.isLive, false),
        eq(games.isOffline, false),
        eq(games.inMaintenance, false),
      ),
    )
    .orderBy(asc(games.id))
    .limit(count);
}

describe('GET /{locale}/user/addfavourite/{name}/{id} and removefavourite', () => {
  it('adds and removes a favourite, idempotently, with a translated message', async () => {
    const session = await newPlayer();
    const game = await playableSlot(t.database.db);

    const added = await favourite(session, 'add', game);
    expect(added).toEqual({
      success: true,
      gameId: game.id,
      favourite: true,
      message: 'Added to your favourites.',
    });
    expect((await favourite(session, 'add', game)).favourite).toBe(true);
    const stored = await t.database.db
      .select()
      .from(favouriteGames)
      .where(eq(favouriteGames.playerId, session.id));
    expect(stored.map((entry) => entry.gameId)).toEqual([game.id]);

    const finnish = await call(`/fi/user/removefavourite/${game.slug}/${game.id}`, {
      cookie: session.cookie,
    });
    expect(ZFavouriteResponse.parse(finnish.json())).toMatchObject({
      favourite: false,
      message: 'Poistettu suosikeistasi.',
    });
    expect((await favourite(session, 'remove', game)).favourite).toBe(false);
    const left = await t.database.db
      .select()
      .from(favouriteGames)
      .where(eq(favouriteGames.playerId, session.id));
    expect(left).toEqual([]);
  });

  it('answers a visitor 401 INVALID_AUTHENTICATION_TOKEN, and a call without the XHR marker 403', async () => {
    const game = await playableSlot(t.database.db);
    const visitor = await call(favouritePath('add', game));
    expect(visitor.statusCode).toBe(401);
    expect(ZErrorResponse.parse(visitor.json()).error.code).toBe('INVALID_AUTHENTICATION_TOKEN');

    const session = await newPlayer();
    const unmarked = await t.app.inject({
      method: 'GET',
      url: favouritePath('add', game),
      headers: { cookie: session.cookie },
    });
    expect(unmarked.statusCode).toBe(403);
    expect(ZErrorResponse.parse(unmarked.json()).error.code).toBe('XHR_MARKER_REQUIRED');
    const [{ count } = { count: -1 }] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from favourite_games where player_id = ${session.id}`,
    );
    expect(count).toBe(0);
  });

  it('answers 404 GAME_NOT_FOUND when the name is not the game’s slug or the game is unknown', async () => {
    const session = await newPlayer();
    const [first, second] = await playableSlots(2);
    if (first === undefined || second === undefined) throw new Error('no slots');
    for (const path of [
      `/en/user/addfavourite/${second.slug}/${first.id}`,
      `/en/user/addfavourite/${first.slug}/999999999`,
      `/en/user/removefavourite/${second.slug}/${first.id}`,
    ]) {
      const response = await call(path, { cookie: session.cookie });
      expect(response.statusCode, path).toBe(404);
      expect(ZErrorResponse.parse(response.json()).error).toMatchObject({
        code: 'GAME_NOT_FOUND',
        codeId: 2,
      });
    }
  });

  it('refuses a live game with 400 (favourites are hidden in live casino)', async () => {
    const session = await newPlayer();
    const live = await gameWhere(t.database.db, eq(games.isLive, true));
    const response = await call(favouritePath('add', live), { cookie: session.cookie });
    expect(response.statusCode).toBe(400);
    expect(ZErrorResponse.parse(response.json()).error).toMatchObject({
      code: 'FAVOURITES_LIVE_GAME',
      message: 'Live casino games cannot be added to your favourites.',
    });
  });

  it(`keeps at most ${FAVOURITES_MAX} favourites and says so`, async () => {
    const session = await newPlayer();
    const slots = await playableSlots(FAVOURITES_MAX + 1);
    const [extra] = slots.splice(FAVOURITES_MAX, 1);
    if (extra === undefined) throw new Error('not enough slots');
    await t.database.db.insert(favouriteGames).values(
      slots.map((game, index) => ({
        playerId: session.id,
        gameId: game.id,
        createdAt: new Date(t.clock.now().getTime() - index * 1_000),
      })),
    );
    const response = await call(favouritePath('add', extra), { cookie: session.cookie });
    expect(response.statusCode).toBe(400);
    expect(ZErrorResponse.parse(response.json()).error).toMatchObject({
      code: 'FAVOURITES_LIMIT_REACHED',
      message:
        'You have reached the maximum number of favourites. Remove one before adding another.',
    });
    // One already among them is still accepted (idempotent), and room made by a removal is usable.
    const [kept] = slots;
    if (kept === undefined) throw new Error('no slots');
    expect((await favourite(session, 'add', kept)).favourite).toBe(true);
    await favourite(session, 'remove', kept);
    expect((await favourite(session, 'add', extra)).favourite).toBe(true);
  });
});

describe('the lobby for a player', () => {
  it('shows the favourites row and flags, fresh after each change, and only to that player', async () => {
    const alice = await newPlayer();
    const bob = await newPlayer();
    const [first, second] = await playableSlots(2);
    if (first === undefined || second === undefined) throw new Error('no slots');

    // Prime every cache first: a change after it must still show at once.
    expect(row((await home(alice.cookie)).rows, 'favourites')).toBeUndefined();
    await home();

    await favourite(alice, 'add', first);
    t.clock.advance(1_000);
    await favourite(alice, 'add', second);

    const { rows, response } = await home(alice.cookie);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(String(response.headers.vary)).toContain('Cookie');
    const favourites = row(rows, 'favourites');
    // The most recently added first.
    expect(favourites?.games.map((game) => game.id)).toEqual([second.id, first.id]);
    expect(favourites?.total).toBe(2);
    const allRow = row(rows, 'all');
    const flagged = allRow?.games.filter((game) => game.favourite).map((game) => game.id) ?? [];
    const inAll = allRow?.games.map((game) => game.id) ?? [];
    expect(flagged).toEqual(inAll.filter((id) => id === first.id || id === second.id));

    // Not for another player, nor in the visitors' shared answer.
    const bobRows = (await home(bob.cookie)).rows;
    expect(row(bobRows, 'favourites')).toBeUndefined();
    expect(bobRows.flatMap((entry) => entry.games).some((game) => game.favourite)).toBe(false);
    const visitorRows = (await home()).rows;
    expect(visitorRows.flatMap((entry) => entry.games).some((game) => game.favourite)).toBe(false);

    // The search overlay's list and the favourites list agree.
    const all = ZAllGamesResponse.parse(
      (await call('/en/all/casino/games', { cookie: alice.cookie })).json(),
    );
    expect(
      all.games
        .filter((game) => game.favourite)
        .map((game) => game.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());
    const list = ZGetGamesResponse.parse(
      (await call('/en/get-games/favourites', { cookie: alice.cookie })).json(),
    );
    expect(list.gameData.map((game) => game.id)).toEqual([second.id, first.id]);
    const category = ZLobbyGamesResponse.parse(
      (await call('/en/all/casino/getLobbyGames/favourites', { cookie: alice.cookie })).json(),
    );
    expect(category.response.categoryGamesList[0]?.games.every((game) => game.favourite)).toBe(
      true,
    );

    // Removed: gone from the row and the flags at once, though the shared answer is cached.
    await favourite(alice, 'remove', second);
    const after = (await home(alice.cookie)).rows;
    expect(row(after, 'favourites')?.games.map((game) => game.id)).toEqual([first.id]);
    expect(
      after.flatMap((entry) => entry.games).some((game) => game.id === second.id && game.favourite),
    ).toBe(false);
  });

  it('never shows favourites in live casino', async () => {
    const session = await newPlayer();
    await favourite(session, 'add', await playableSlot(t.database.db));
    const live = ZLobbyGamesResponse.parse(
      (await call('/en/all/live/casino/getLobbyGames/home', { cookie: session.cookie })).json(),
    );
    const rows = live.response.categoryGamesList;
    expect(rows.some((entry) => entry.tag === 'favourites' || entry.tag === 'lastplayed')).toBe(
      false,
    );
    expect(rows.flatMap((entry) => entry.games).some((game) => game.favourite)).toBe(false);
  });

  it('records a launch, real or for fun, in the last played row: newest first, 20 at most', async () => {
    const session = await newPlayer();
    expect(row((await home(session.cookie)).rows, 'lastplayed')).toBeUndefined();
    const slots = await playableSlots(22);
    for (const game of slots) {
      t.clock.advance(1_000);
      const response = await launch(t.app, `/fi/igc-game-url/${game.id}`, {
        cookie: session.cookie,
      });
      expect(response.body).not.toBe(IGC_GAME_URL_FALSE);
    }
    const [replayed] = slots;
    if (replayed === undefined) throw new Error('no slots');
    t.clock.advance(1_000);
    const demo = await launch(t.app, `/fi/igc-game-url/${replayed.id}?mode=demo`, {
      cookie: session.cookie,
    });
    expect(parseLaunchUrl(demo.body).params.mode).toBe('demo');

    const lastPlayed = row((await home(session.cookie)).rows, 'lastplayed');
    const expected = [replayed, ...slots.slice(1).reverse()].slice(0, 20).map((game) => game.id);
    expect(lastPlayed?.games.map((game) => game.id)).toEqual(expected);
    expect(lastPlayed?.total).toBe(20);
    const stored = await t.database.db
      .select()
      .from(lastPlayedGames)
      .where(eq(lastPlayedGames.playerId, session.id));
    expect(stored).toHaveLength(20);
    const list = ZGetGamesResponse.parse(
      (await call('/en/get-games/lastplayed', { cookie: session.cookie })).json(),
    );
    expect(list.gameData.map((game) => game.id)).toEqual(expected);
  });

  it('records nothing for a visitor’s demo launch', async () => {
    const before = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from last_played_games`,
    );
    const game = await playableSlot(t.database.db);
    const response = await launch(t.app, `/fi/igc-game-url/${game.id}?mode=demo`);
    expect(parseLaunchUrl(response.body).params.mode).toBe('demo');
    const after = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from last_played_games`,
    );
    expect(after).toEqual(before);
  });
});

describe('real play under the blocks of spec 001 §6', () => {
  const BLOCKS = [
    { hasUnverifiedBlock: true },
    { hasPepBlock: true },
    { hasKycBlock: true },
    { amlStatus: '2' },
    { kycStatus: '1' },
    { hasRgTriggerBlock: true },
    { hasGameplayBlock: true },
    { hasScanVerification: true },
  ] as const;
  const CLEAR = {
    hasUnverifiedBlock: false,
    hasPepBlock: false,
    hasKycBlock: false,
    amlStatus: '0',
    kycStatus: '0',
    hasRgTriggerBlock: false,
    hasGameplayBlock: false,
    hasScanVerification: false,
  };

  async function tokens(): Promise<number> {
    const [row] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from game_launch_tokens`,
    );
    return row?.count ?? -1;
  }

  it('answers `false` and issues no token for each block, and demo play stays open', async () => {
    const session = await newPlayer();
    const game = await playableSlot(t.database.db);
    const real = () => launch(t.app, `/fi/igc-game-url/${game.id}`, { cookie: session.cookie });
    expect(parseLaunchUrl((await real()).body).params.mode).toBe('real');

    for (const block of BLOCKS) {
      await setRestrictions(t.database.db, session.id, { ...CLEAR, ...block });
      const before = await tokens();
      expect((await real()).body, JSON.stringify(block)).toBe(IGC_GAME_URL_FALSE);
      expect(await tokens(), JSON.stringify(block)).toBe(before);
      const demo = await launch(t.app, `/fi/igc-game-url/${game.id}?mode=demo`, {
        cookie: session.cookie,
      });
      expect(parseLaunchUrl(demo.body).params.mode, JSON.stringify(block)).toBe('demo');
    }

    await setRestrictions(t.database.db, session.id, CLEAR);
    expect(parseLaunchUrl((await real()).body).params.mode).toBe('real');
  });

  it('refuses an unverified German player, and lets a verified one play', async () => {
    const german = await newPlayer({ country: 'DE', locale: 'en', state: 'BE' });
    const game = await playableSlot(t.database.db);
    await setRestrictions(t.database.db, german.id, { kycStatus: '1' });
    const refused = await launch(t.app, `/en/igc-game-url/${game.id}`, { cookie: german.cookie });
    expect(refused.body).toBe(IGC_GAME_URL_FALSE);
    await setRestrictions(t.database.db, german.id, { kycStatus: '0' });
    const allowed = await launch(t.app, `/en/igc-game-url/${game.id}`, { cookie: german.cookie });
    expect(parseLaunchUrl(allowed.body).params.mode).toBe('real');
  });
});
