import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db/client';
import { countRows, getAs, operatorHeaders, postFormAs, signedInPlayer } from './payments-helper';
import { fund, nextId, providerPost } from './provider-api-helper';
import { createRgTestApp, type RgSession, type RgTestApp } from './rg-helper';

// Responsible gambling in play (DESIGN §10, spec 001 §4, packages/contracts game-session.ts): every
// rule is held at the provider API's debit, so these tests play through the launch the site asks
// for (GET /igc-game-url) and the signed calls a studio makes — a direct call skips nothing.

let t: RgTestApp;
let slotA: string;
let slotB: string;
let table: string;

const MINUTE = 60_000;

beforeAll(async () => {
  t = await createRgTestApp();
  const slots = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id from games where engine = 'video-slot' and not is_offline and not in_maintenance
        order by id limit 2`,
  );
  const tables = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id from games where engine = 'roulette' and not is_offline and not in_maintenance
        order by id limit 1`,
  );
  [slotA, slotB] = slots.map((row) => row.id) as [string, string];
  table = tables[0]?.id ?? '';
});
afterAll(() => t.close());

type Player = RgSession;

async function player(country: string, currency: string, dateOfBirth = '1990-01-01') {
  const session = await signedInPlayer(t, { country, currency, dateOfBirth });
  await fund(t.database.db, session.id, 1_000_000n, currency);
  return session;
}

/** GET /igc-game-url as the site asks it; answers the response. */
function askLaunch(session: Player, gameId: string) {
  return getAs(t, session, `/en/igc-game-url/${gameId}`);
}

/** The launch the site asks for, then the studio's authenticate with its token. */
async function launch(session: Player, gameId: string): Promise<void> {
  const response = await askLaunch(session, gameId);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.body, 'a real-money launch').toMatch(/^http/);
  const token = new URL(response.body).searchParams.get('token');
  expect(token, response.body).not.toBeNull();
  const authenticated = await providerPost(t.app, 'authenticate', { token });
  expect(authenticated.statusCode, authenticated.body).toBe(200);
}

function debit(session: Player, gameId: string, amount: number, roundId = nextId('round')) {
  return providerPost(t.app, 'debit', {
    playerId: session.id,
    roundId,
    gameId,
    transactionId: nextId('debit'),
    amount,
    currency: session.currency,
  });
}

/** A round lost whole: the stake, then a zero credit that settles it. */
async function loseRound(session: Player, gameId: string, amount: number): Promise<void> {
  const roundId = nextId('round');
  const transactionId = nextId('debit');
  const staked = await providerPost(t.app, 'debit', {
    playerId: session.id,
    roundId,
    gameId,
    transactionId,
    amount,
    currency: session.currency,
  });
  expect(staked.statusCode, staked.body).toBe(200);
  const settled = await providerPost(t.app, 'credit', {
    playerId: session.id,
    roundId,
    gameId,
    transactionId: nextId('credit'),
    amount: 0,
    currency: session.currency,
    debitTransactionId: transactionId,
  });
  expect(settled.statusCode, settled.body).toBe(200);
}

/**
 * Plays on for `minutes`: a small lost round and a page's call every 10 minutes keep the launch
 * and the site session alive, as a player at the game does.
 */
async function keepPlaying(session: Player, gameId: string, minutes: number): Promise<void> {
  for (let passed = 0; passed < minutes; passed += 10) {
    t.clock.advance(Math.min(10, minutes - passed) * MINUTE);
    expect((await getAs(t, session, '/en/reality-check/get')).statusCode).toBe(200);
    if (passed + 10 < minutes) await loseRound(session, gameId, 1);
  }
}

/** Browses the site (no play) for `minutes`, a call every 10 minutes. */
async function keepBrowsing(session: Player, minutes: number): Promise<void> {
  for (let passed = 0; passed < minutes; passed += 10) {
    t.clock.advance(Math.min(10, minutes - passed) * MINUTE);
    expect((await getAs(t, session, '/en/reality-check/get')).statusCode).toBe(200);
  }
}

function refusal(response: { statusCode: number; json: () => unknown }) {
  const body = response.json() as { error?: { code?: string } };
  return { status: response.statusCode, code: body.error?.code };
}

async function setOptions(session: Player, fields: Record<string, string>) {
  return postFormAs(t, session, '/en/game/session/options/set', fields);
}

describe('the game-session check screen (Spain, slots)', () => {
  it('offers the market’s limits for a slot and none for a table game', async () => {
    const spaniard = await player('ES', 'EUR');
    const options = await getAs(t, spaniard, `/en/game/session/options?gameId=${slotA}`);
    expect(options.statusCode).toBe(200);
    const body = options.json<{
      data: { required: boolean; options: Record<string, Record<string, string>>; meta: object };
    }>();
    expect(body.data.required).toBe(true);
    expect(Object.keys(body.data.options.SessionDuration ?? {})).toEqual([
      '15',
      '30',
      '60',
      '90',
      '120',
      '180',
      '240',
    ]);
    expect(body.data.options.NetLoss?.['50.00']).toBe('€50.00');
    expect(body.data.meta).toMatchObject({ title: 'Set your session limits', notice: null });
    // The game page's last path segment names the game as well as its id (spec 001 §3 GameId).
    const [row] = await queryRows<{ slug: string }>(
      t.database.db,
      sql`select slug from games where id = ${slotA}`,
    );
    const bySlug = await getAs(t, spaniard, `/en/game/session/options?gameId=${row?.slug ?? ''}`);
    expect(bySlug.json<{ data: { required: boolean } }>().data.required).toBe(true);
    const tableOptions = await getAs(t, spaniard, `/en/game/session/options?gameId=${table}`);
    expect(tableOptions.json<{ data: { required: boolean } }>().data.required).toBe(false);
    const finn = await player('FI', 'EUR');
    const elsewhere = await getAs(t, finn, `/en/game/session/options?gameId=${slotA}`);
    expect(elsewhere.json<{ data: { required: boolean } }>().data.required).toBe(false);
  });

  it('refuses a stake on a slot until limits are set, then holds the session to them', async () => {
    const spaniard = await player('ES', 'EUR');
    await launch(spaniard, slotA);
    // A direct call cannot skip the check screen.
    expect(refusal(await debit(spaniard, slotA, 100))).toEqual({
      status: 403,
      code: 'GAME_SESSION_LIMITS_REQUIRED',
    });
    const set = await setOptions(spaniard, {
      SessionDuration: '30',
      NetLoss: '10.00',
      GameId: slotA,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<{ data: { limits: object } }>().data.limits).toMatchObject({
      SessionDuration: 30,
      NetLossMinor: '1000',
      NetLoss: '10.00',
    });
    await loseRound(spaniard, slotA, 600);
    // 6 lost: a stake of 5 could take the loss to 11, past the limit of 10.
    expect(refusal(await debit(spaniard, slotA, 500))).toEqual({
      status: 403,
      code: 'NET_LOSS_LIMIT_REACHED',
    });
    await loseRound(spaniard, slotA, 400);
    const details = await postFormAs(t, spaniard, '/en/game/session/details', { GameId: slotA });
    expect(details.json<{ data: { session: object } }>().data.session).toMatchObject({
      bet: '1000',
      win: '0',
      netLoss: '1000',
      netLossPercent: 100,
    });
    expect(refusal(await debit(spaniard, slotA, 1))).toEqual({
      status: 403,
      code: 'NET_LOSS_LIMIT_REACHED',
    });
  });

  it('keeps a running session’s limits and ends its play when its time is up', async () => {
    const spaniard = await player('ES', 'EUR');
    await launch(spaniard, slotA);
    const first = { SessionDuration: '15', NetLoss: '100.00', GameId: slotA };
    expect((await setOptions(spaniard, first)).statusCode).toBe(200);
    const options = await getAs(t, spaniard, `/en/game/session/options?gameId=${slotA}`);
    expect(options.json<{ data: { current: object } }>().data.current).toMatchObject({
      SessionDuration: 15,
    });
    expect(
      refusal(await setOptions(spaniard, { ...first, SessionDuration: '240', NetLoss: '1000.00' })),
    ).toEqual({ status: 409, code: 'GAME_SESSION_LIMITS_LOCKED' });
    await loseRound(spaniard, slotA, 100);
    t.clock.advance(15 * MINUTE);
    expect(refusal(await debit(spaniard, slotA, 100))).toEqual({
      status: 403,
      code: 'GAME_SESSION_TIME_REACHED',
    });
    // The session ran out: a new one may start, and its check screen notes how soon it is.
    const again = await getAs(t, spaniard, `/en/game/session/options?gameId=${slotA}`);
    expect(again.json<{ data: { current: unknown } }>().data.current).toBeNull();
    expect((await setOptions(spaniard, first)).statusCode).toBe(200);
    await launch(spaniard, slotA);
    expect((await debit(spaniard, slotA, 100)).statusCode).toBe(200);
  });

  it('notes a new session started within 60 minutes of the last one', async () => {
    const spaniard = await player('ES', 'EUR');
    await launch(spaniard, slotA);
    await setOptions(spaniard, { SessionDuration: '15', NetLoss: '10.00', GameId: slotA });
    await loseRound(spaniard, slotA, 100);
    const closed = await getAs(t, spaniard, `/en/user/close-session?gameId=${slotA}`);
    expect(closed.json<{ closed: number }>().closed).toBe(1);
    t.clock.advance(20 * MINUTE);
    const soon = await getAs(t, spaniard, `/en/game/session/options?gameId=${slotA}`);
    expect(soon.json<{ data: { meta: { notice: string | null } } }>().data.meta.notice).toContain(
      '60 minutes',
    );
    t.clock.advance(20 * MINUTE);
    await getAs(t, spaniard, '/en/reality-check/get');
    t.clock.advance(21 * MINUTE);
    const later = await getAs(t, spaniard, `/en/game/session/options?gameId=${slotA}`);
    expect(later.json<{ data: { meta: { notice: string | null } } }>().data.meta.notice).toBeNull();
  });

  it.each([
    [{ SessionDuration: '45', NetLoss: '10.00' }, 'SessionDuration'],
    [{ SessionDuration: '30', NetLoss: '11.00' }, 'NetLoss'],
    [{ SessionDuration: '', NetLoss: '10.00' }, 'SessionDuration'],
    [{ SessionDuration: '30', NetLoss: '1e3' }, 'NetLoss'],
    [{ SessionDuration: '30', NetLoss: '9'.repeat(40) }, 'NetLoss'],
  ])('refuses the options %j with a 400 naming %s and stores nothing', async (fields, field) => {
    const spaniard = await player('ES', 'EUR');
    const before = await countRows(t, 'game_sessions');
    const response = await setOptions(spaniard, { ...fields, GameId: slotA });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { fields?: Record<string, string> } }>();
    expect(Object.keys(body.error.fields ?? {})).toContain(field);
    expect(await countRows(t, 'game_sessions')).toBe(before);
  });

  it('refuses options for a game that asks none, and without the CSRF token', async () => {
    const spaniard = await player('ES', 'EUR');
    const sessionsBefore = await countRows(t, 'game_sessions');
    expect(
      refusal(
        await setOptions(spaniard, { SessionDuration: '30', NetLoss: '10.00', GameId: table }),
      ),
    ).toEqual({ status: 400, code: 'GAME_SESSION_OPTION_UNKNOWN' });
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/en/game/session/options/set',
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        'content-type': 'application/x-www-form-urlencoded',
        cookie: spaniard.cookie,
      },
      payload: new URLSearchParams({
        SessionDuration: '30',
        NetLoss: '10.00',
        GameId: slotA,
      }).toString(),
    });
    expect(noCsrf.json<{ data?: unknown }>().data).toBeUndefined();
    expect(await countRows(t, 'game_sessions')).toBe(sessionsBefore);
    expect(
      await t.app.inject({ method: 'GET', url: `/en/game/session/options?gameId=${slotA}` }),
    ).toHaveProperty('statusCode', 401);
  });
});

describe('one game at a time', () => {
  it('refuses a second game while one is open, and the closed game stakes no more', async () => {
    const finn = await player('FI', 'EUR');
    await launch(finn, slotA);
    expect((await debit(finn, slotA, 100)).statusCode).toBe(200);
    expect(refusal(await askLaunch(finn, slotB))).toEqual({
      status: 409,
      code: 'MULTIPLE_GAME_SESSIONS_ACTIVE',
    });
    // The same game again (a reload) is no second game: the new launch replaces the old one.
    await launch(finn, slotA);
    // The site closes the other game and asks again (spec 001 §8: retried once).
    const closed = await getAs(t, finn, '/en/user/close-session');
    expect(closed.json<{ closed: number }>().closed).toBe(1);
    await launch(finn, slotB);
    expect(refusal(await debit(finn, slotA, 100))).toEqual({
      status: 401,
      code: 'PROVIDER_TOKEN_INVALID',
    });
    expect((await debit(finn, slotB, 100)).statusCode).toBe(200);
  });

  it('keeps one live launch when a studio opens two games directly', async () => {
    const finn = await player('FI', 'EUR');
    await launch(finn, slotA);
    await getAs(t, finn, `/en/user/close-session?gameId=${slotA}`);
    await launch(finn, slotB);
    const live = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from game_launches
          where player_id = ${finn.id}::uuid and closed_at is null`,
    );
    expect(live[0]?.n).toBe(1);
    expect(refusal(await debit(finn, slotA, 100)).code).toBe('PROVIDER_TOKEN_INVALID');
  });

  it('closes only the launch with launchOnly=1: a reload keeps the session and its limits', async () => {
    const spaniard = await player('ES', 'EUR');
    await launch(spaniard, slotA);
    await setOptions(spaniard, { SessionDuration: '30', NetLoss: '10.00', GameId: slotA });
    await loseRound(spaniard, slotA, 300);
    const left = await getAs(t, spaniard, `/en/user/close-session?gameId=${slotA}&launchOnly=1`);
    expect(left.json<{ closed: number }>().closed).toBe(0);
    expect(refusal(await debit(spaniard, slotA, 100)).code).toBe('PROVIDER_TOKEN_INVALID');
    // The page comes back (a reload): the same session, its limits and its figures.
    const options = await getAs(t, spaniard, `/en/game/session/options?gameId=${slotA}`);
    expect(options.json<{ data: { current: unknown } }>().data.current).toMatchObject({
      NetLoss: '10.00',
    });
    await launch(spaniard, slotA);
    const details = await postFormAs(t, spaniard, '/en/game/session/details', { GameId: slotA });
    expect(details.json()).toMatchObject({ data: { session: { bet: '300', netLossPercent: 30 } } });
    // Another game opens without a question: nothing else is live.
    await getAs(t, spaniard, `/en/user/close-session?gameId=${slotA}&launchOnly=1`);
    expect((await askLaunch(spaniard, slotB)).statusCode).toBe(200);
  });

  it('closes only the named game with close-session?gameId', async () => {
    const finn = await player('FI', 'EUR');
    await launch(finn, slotA);
    const other = await getAs(t, finn, `/en/user/close-session?gameId=${slotB}`);
    expect(other.json<{ closed: number }>().closed).toBe(0);
    expect((await debit(finn, slotA, 100)).statusCode).toBe(200);
  });
});

describe('reality checks', () => {
  it('pauses play when due, summarises the last hour, and a reload does not reset it', async () => {
    const finn = await player('FI', 'EUR');
    await launch(finn, slotA);
    const started = await getAs(t, finn, '/en/reality-check/start');
    expect(started.json()).toMatchObject({
      hasActiveRealityCheck: false,
      remainingTime: 3600,
      kind: 'soft',
    });
    await loseRound(finn, slotA, 250);
    await keepPlaying(finn, slotA, 40);
    // A reload (the launch and the clock's start again) keeps the clock.
    await launch(finn, slotA);
    const reloaded = await getAs(t, finn, '/en/reality-check/start');
    expect(reloaded.json()).toMatchObject({ remainingTime: 20 * 60 });
    await keepPlaying(finn, slotA, 20);
    expect(refusal(await debit(finn, slotA, 100))).toEqual({
      status: 403,
      code: 'REALITY_CHECK_DUE',
    });
    // 250, and a round of 1 every 10 minutes of play but the last of each stretch (3 + 1).
    const summary = await getAs(t, finn, '/en/reality-check');
    expect(summary.json()).toMatchObject({
      hasActiveRealityCheck: true,
      elapsedMinutes: 60,
      position: { bets: 5, stake: '254', wins: '0', net: '-254', netFormatted: '-€2.54' },
    });
    const position = await getAs(t, finn, '/en/user/gaming-history-reality-check/1');
    expect(position.json()).toMatchObject({ data: { bets: 5, stake: '254', wins: '0' } });
    const read = await getAs(t, finn, '/en/reality-check/stop');
    expect(read.json()).toMatchObject({ hasActiveRealityCheck: false, remainingTime: 3600 });
    expect((await debit(finn, slotA, 100)).statusCode).toBe(200);
  });

  it('starts a new sitting after 30 minutes without play', async () => {
    const finn = await player('FI', 'EUR');
    await launch(finn, slotA);
    await loseRound(finn, slotA, 100);
    await keepPlaying(finn, slotA, 20);
    await getAs(t, finn, `/en/user/close-session`);
    // Away from the games (the site session kept alive) for more than 30 minutes.
    await keepBrowsing(finn, 40);
    await launch(finn, slotA);
    const status = await getAs(t, finn, '/en/reality-check/get');
    expect(status.json()).toMatchObject({ hasActiveRealityCheck: false, remainingTime: 3600 });
  });

  it('lets a British player choose the interval, but only an offered one', async () => {
    const brit = await player('GB', 'GBP');
    const form = await getAs(t, brit, '/en/reality-check-form');
    expect(form.json()).toMatchObject({ intervalMinutes: 60, choices: [15, 30, 45, 60] });
    const refused = await postFormAs(t, brit, '/en/reality-check-form', { interval: '5' });
    expect(refusal(refused)).toEqual({ status: 400, code: 'REALITY_CHECK_CHOICE_NOT_OFFERED' });
    const chosen = await postFormAs(t, brit, '/en/reality-check-form', { interval: '15' });
    expect(chosen.json()).toMatchObject({ intervalMinutes: 15 });
    await launch(brit, slotA);
    t.clock.advance(15 * MINUTE);
    expect(refusal(await debit(brit, slotA, 100)).code).toBe('REALITY_CHECK_DUE');
    const finn = await player('FI', 'EUR');
    const fixed = await postFormAs(t, finn, '/en/reality-check-form', { interval: '15' });
    expect(fixed.statusCode).toBe(400);
  });

  it('lets the operator make a check due now, with a reason, audited', async () => {
    const finn = await player('FI', 'EUR');
    await launch(finn, slotA);
    const response = await t.app.inject({
      method: 'POST',
      url: `/operator-api/v1/players/${finn.id}/reality-check`,
      headers: { ...operatorHeaders(), 'content-type': 'application/json' },
      payload: JSON.stringify({ isDueNow: true, reason: 'Risk signal: long night sessions' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(refusal(await debit(finn, slotA, 100)).code).toBe('REALITY_CHECK_DUE');
    const audit = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from rg_audit where player_id = ${finn.id}::uuid order by seq`,
    );
    expect(audit.map((row) => row.action)).toContain('reality-check.operator-set');
  });
});

describe('the hard reality check (Spain)', () => {
  it('blocks play when due, through a 5-minute cooldown the player starts', async () => {
    const spaniard = await player('ES', 'EUR');
    await launch(spaniard, table);
    const status = await getAs(t, spaniard, '/en/public-api/v1/reality-check');
    expect(status.json()).toMatchObject({
      isEnabled: true,
      hasActiveRealityCheck: false,
      dueIn: 3600,
      remainingTime: null,
    });
    await keepPlaying(spaniard, table, 60);
    expect(refusal(await debit(spaniard, table, 100))).toEqual({
      status: 403,
      code: 'HARD_REALITY_CHECK_ACTIVE',
    });
    // The soft check's "read, play on" does not lift a hard one.
    expect(refusal(await getAs(t, spaniard, '/en/reality-check/stop')).code).toBe(
      'HARD_REALITY_CHECK_ACTIVE',
    );
    expect(
      (await getAs(t, spaniard, '/en/public-api/v1/reality-check/pop-up-tracking')).statusCode,
    ).toBe(200);
    const confirmed = await getAs(
      t,
      spaniard,
      '/en/public-api/v1/reality-check/confirmation-for-cooldown',
    );
    expect(confirmed.json()).toMatchObject({ hasActiveRealityCheck: true, cooldownRemaining: 300 });
    // Confirming again does not restart the pause.
    t.clock.advance(2 * MINUTE);
    const again = await getAs(
      t,
      spaniard,
      '/en/public-api/v1/reality-check/confirmation-for-cooldown',
    );
    expect(again.json()).toMatchObject({ cooldownRemaining: 180 });
    expect(refusal(await debit(spaniard, table, 100)).code).toBe('HARD_REALITY_CHECK_ACTIVE');
    t.clock.advance(3 * MINUTE);
    expect((await debit(spaniard, table, 100)).statusCode).toBe(200);
    const after = await getAs(t, spaniard, '/en/public-api/v1/reality-check');
    expect(after.json()).toMatchObject({ hasActiveRealityCheck: false, dueIn: 3600 });
  });

  it('says how much play time is left today and logs the player out on leaving', async () => {
    const spaniard = await player('ES', 'EUR');
    const limit = await postFormAs(t, spaniard, '/en/user/v2/limits', {
      LimitType: '4',
      Duration: '1',
      Amount: '90',
    });
    expect(limit.statusCode, limit.body).toBe(200);
    const status = await getAs(t, spaniard, '/en/public-api/v1/reality-check/remaining-time');
    expect(status.json<{ remainingTime: number }>().remainingTime).toBe(90 * 60);
    const left = await postFormAs(
      t,
      spaniard,
      '/en/public-api/v1/reality-check/confirmation-tracking',
      {
        action: 'logout',
      },
    );
    expect(left.json()).toMatchObject({ success: true, HasSessionExpired: true });
    expect((await getAs(t, spaniard, '/en/reality-check/get')).statusCode).toBe(401);
  });
});

describe('stake caps at the debit', () => {
  it.each([
    ['GB', 'GBP', '1990-01-01', 500, 501],
    ['GB', 'GBP', '2005-06-01', 200, 201],
    ['DE', 'EUR', '1990-01-01', 100, 101],
  ])(
    'a %s player born %s stakes %i on a slot, not %i',
    async (country, currency, dob, ok, over) => {
      const session = await player(country, currency, dob);
      await launch(session, slotA);
      expect(refusal(await debit(session, slotA, over))).toEqual({
        status: 403,
        code: 'STAKE_ABOVE_CAP',
      });
      expect((await debit(session, slotA, ok)).statusCode).toBe(200);
    },
  );

  it('tells the studio the cap in the launch URL, so it offers only the stakes it may', async () => {
    const young = await player('GB', 'GBP', '2005-06-01');
    const url = new URL((await askLaunch(young, slotA)).body);
    expect(url.searchParams.get('maxStake')).toBe('200');
    const finn = await player('FI', 'EUR');
    expect(new URL((await askLaunch(finn, slotA)).body).searchParams.has('maxStake')).toBe(false);
  });

  it('holds no slot cap on a table game, nor where the market has none', async () => {
    const brit = await player('GB', 'GBP');
    await launch(brit, table);
    expect((await debit(brit, table, 2_000)).statusCode).toBe(200);
    const finn = await player('FI', 'EUR');
    await launch(finn, slotA);
    expect((await debit(finn, slotA, 2_000)).statusCode).toBe(200);
  });
});
