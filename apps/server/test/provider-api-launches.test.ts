import { ZErrorResponse } from '@playfair/contracts/errors';
import { ZAuthenticateResponse, type TDebitRequest } from '@playfair/contracts/provider-api';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  GAME_LAUNCH_MAX_AGE_MS,
  GAME_SESSION_IDLE_MS,
  LAUNCH_PURGE_JOB,
} from '../src/modules/gameplay/service';
import { ensureAccount } from '../src/modules/wallet/repo';
import { loadConfig } from '../src/platform/config';
import { queryRows } from '../src/platform/db/client';
import { createManualJobRunner } from '../src/platform/jobs/manual';
import { launch, parseLaunchUrl, playableSlot } from './catalog-helper';
import {
  createPlayer,
  FIXTURE_WEB_DIST,
  loginAs,
  openTestDatabase,
  XHR,
  type TestDatabase,
  type TestPlayer,
} from './helper';
import {
  cashOf,
  catalogueGames,
  fund,
  launchFor,
  launchTokenFor,
  nextId,
  providerPost,
  snapshot,
  STUDIO,
} from './provider-api-helper';
import { createClock, type Clock } from './registration-helper';

// DESIGN §7: a debit belongs to a game the player opened — a launch token traded by the calling
// provider for that player at that game — and only while that launch is live (not closed, used
// within 30 minutes, opened within 12 hours). Credits and rollbacks follow the debit they name.
// The app runs on a clock the tests move, with a second provider configured beside the studio.

const RIVAL = { id: 'rival', secret: 'rival-provider-secret-0001' } as const;
const MINUTE = 60_000;

let app: FastifyInstance;
let database: TestDatabase;
let clock: Clock;
let game: { id: string; name: string };
let otherGame: { id: string; name: string };
const jobs = createManualJobRunner();

beforeAll(async () => {
  clock = createClock(new Date('2031-05-01T10:00:00.000Z'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST: FIXTURE_WEB_DIST,
    GAME_PROVIDERS: `${STUDIO.id}:${STUDIO.secret},${RIVAL.id}:${RIVAL.secret}`,
  });
  database = await openTestDatabase();
  app = await buildApp({ config, database, seed: !database.isSeeded, now: clock.now, jobs });
  await app.ready();
  const games = await catalogueGames(database.db, 2);
  game = games[0]!;
  otherGame = games[1]!;
  // Decision 003: the wallet opens a provider's (empty) ledger account on its first call, outside
  // the money transaction; opened here, a refused call of the rival leaves every row as it was.
  await ensureAccount(database.db, { kind: 'provider', ownerId: RIVAL.id, currency: 'EUR' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function fundedPlayer(amountMinor = 10_000n): Promise<TestPlayer> {
  const player = await createPlayer(database.db, { currency: 'EUR' });
  await fund(database.db, player.id, amountMinor);
  return player;
}

function open(player: TestPlayer, gameId = game.id): Promise<void> {
  return launchFor({ app, database }, player, gameId, { now: clock.now });
}

function debitOf(player: TestPlayer, overrides: Partial<TDebitRequest> = {}): TDebitRequest {
  return {
    playerId: player.id,
    transactionId: nextId('d'),
    roundId: nextId('r'),
    gameId: game.id,
    amount: 100,
    currency: player.currency,
    ...overrides,
  };
}

function creditOf(debit: TDebitRequest) {
  return {
    playerId: debit.playerId,
    transactionId: nextId('c'),
    roundId: debit.roundId,
    gameId: debit.gameId,
    amount: 0,
    currency: debit.currency,
    debitTransactionId: debit.transactionId,
  };
}

async function ok(call: Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  const response = await call;
  if (response.statusCode !== 200) {
    throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  }
  return response;
}

/** The call is refused as a game session no longer valid, and nothing at all moved. */
async function expectRefusedUnchanged(act: () => Promise<LightMyRequestResponse>): Promise<void> {
  const before = await snapshot(database.db);
  const response = await act();
  expect({
    status: response.statusCode,
    code: ZErrorResponse.parse(response.json()).error.code,
  }).toEqual({ status: 401, code: 'PROVIDER_TOKEN_INVALID' });
  expect(await snapshot(database.db)).toEqual(before);
}

async function lastUsedOf(player: TestPlayer): Promise<string[]> {
  const rows = await queryRows<{ used: string }>(
    database.db,
    sql`select to_char(last_used_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') as used
        from game_launches where player_id = ${player.id} and closed_at is null`,
  );
  return rows.map((row) => row.used);
}

describe('a debit belongs to a live launch', () => {
  it('takes the stake of a player who opened the game at this provider', async () => {
    const player = await fundedPlayer(10_000n);
    await open(player);
    const debit = debitOf(player, { amount: 2_500 });
    const answer = await ok(providerPost(app, 'debit', debit));
    expect(answer.json()).toMatchObject({ success: true, balance: 7_500, currency: 'EUR' });
    expect(await cashOf(database.db, player.id)).toBe(7_500n);
    await ok(providerPost(app, 'credit', creditOf(debit)));
  });

  it('refuses a player who never opened a game, and moves nothing', async () => {
    const player = await fundedPlayer();
    await expectRefusedUnchanged(() => providerPost(app, 'debit', debitOf(player)));
    expect(await cashOf(database.db, player.id)).toBe(10_000n);
  });

  it('refuses another player than the one who opened the game', async () => {
    const opener = await fundedPlayer();
    const other = await fundedPlayer();
    await open(opener);
    await expectRefusedUnchanged(() => providerPost(app, 'debit', debitOf(other)));
    expect(await cashOf(database.db, other.id)).toBe(10_000n);
  });

  it('refuses another catalogue game than the one opened, and a game id not in the catalogue', async () => {
    const player = await fundedPlayer();
    await open(player);
    for (const gameId of [otherGame.id, 'no-such-game-xyz']) {
      await expectRefusedUnchanged(() => providerPost(app, 'debit', debitOf(player, { gameId })));
    }
    expect(await cashOf(database.db, player.id)).toBe(10_000n);
  });

  it('refuses another provider than the one the game was opened at', async () => {
    const player = await fundedPlayer();
    await open(player);
    await expectRefusedUnchanged(() =>
      providerPost(app, 'debit', debitOf(player), { provider: RIVAL }),
    );
    expect(await cashOf(database.db, player.id)).toBe(10_000n);
  });

  it('refuses a launch token traded by another provider and leaves it to its own', async () => {
    const player = await fundedPlayer(3_000n);
    const token = await launchTokenFor(
      database.db,
      { playerId: player.id, gameId: game.id, currency: 'EUR' },
      clock.now,
    );
    await expectRefusedUnchanged(() =>
      providerPost(app, 'authenticate', { token }, { provider: RIVAL }),
    );
    // Refused at the rival, the player has no launch there either.
    await expectRefusedUnchanged(() =>
      providerPost(app, 'debit', debitOf(player), { provider: RIVAL }),
    );
    const answer = await ok(providerPost(app, 'authenticate', { token }));
    expect(ZAuthenticateResponse.parse(answer.json())).toMatchObject({
      playerId: player.id,
      balance: 3_000,
    });
  });

  it('goes idle 30 minutes after its last debit; each debit keeps it alive, written once a minute', async () => {
    const player = await fundedPlayer(10_000n);
    const openedAt = clock.now();
    await open(player);
    const stakes: TDebitRequest[] = [];
    const stake = async () => {
      const debit = debitOf(player);
      await ok(providerPost(app, 'debit', debit));
      stakes.push(debit);
    };
    clock.advance(30_000);
    await stake();
    // Less than a minute after the last recorded use: no write.
    expect(await lastUsedOf(player)).toEqual([openedAt.toISOString().slice(0, 19)]);
    clock.advance(29 * MINUTE);
    await stake();
    expect(await lastUsedOf(player)).toEqual([clock.now().toISOString().slice(0, 19)]);
    // Within the idle limit of the second stake, though not of the opening.
    clock.advance(GAME_SESSION_IDLE_MS - MINUTE);
    await stake();
    const last = stakes.at(-1)!;
    const lastAnswer = (await providerPost(app, 'debit', last)).json();

    clock.advance(GAME_SESSION_IDLE_MS + 1);
    await expectRefusedUnchanged(() => providerPost(app, 'debit', debitOf(player)));
    // A stake already taken answers its first answer again (DESIGN §4), and the stakes of the
    // idle launch are still rolled back and paid: the studio settles them after the fact.
    expect((await ok(providerPost(app, 'debit', last))).json()).toEqual(lastAnswer);
    await ok(
      providerPost(app, 'rollback', {
        playerId: player.id,
        transactionId: nextId('x'),
        roundId: last.roundId,
        gameId: last.gameId,
        originalTransactionId: last.transactionId,
      }),
    );
    for (const debit of stakes.slice(0, -1)) await ok(providerPost(app, 'credit', creditOf(debit)));
    expect(await cashOf(database.db, player.id)).toBe(9_800n);

    // Opened again, the game takes stakes again.
    await open(player);
    const again = debitOf(player);
    await ok(providerPost(app, 'debit', again));
    await ok(providerPost(app, 'credit', creditOf(again)));
  });

  it('ends 12 hours after the game was opened, however busy the play', async () => {
    const player = await fundedPlayer(100_000n);
    await open(player);
    const step = 25 * MINUTE;
    let elapsed = 0;
    while (elapsed + step < GAME_LAUNCH_MAX_AGE_MS) {
      clock.advance(step);
      elapsed += step;
      const debit = debitOf(player, { amount: 10 });
      await ok(providerPost(app, 'debit', debit));
      await ok(providerPost(app, 'credit', creditOf(debit)));
    }
    clock.advance(GAME_LAUNCH_MAX_AGE_MS - elapsed + 1);
    await expectRefusedUnchanged(() => providerPost(app, 'debit', debitOf(player)));
  });

  it('is deleted by the hourly purge job once past its 12 hours, younger ones kept', async () => {
    expect(jobs.registered().get(LAUNCH_PURGE_JOB)).toEqual({
      kind: 'schedule',
      cron: '27 * * * *',
    });
    const old = await fundedPlayer();
    await open(old);
    clock.advance(GAME_LAUNCH_MAX_AGE_MS + 1);
    const young = await fundedPlayer();
    await open(young);
    await jobs.run(LAUNCH_PURGE_JOB);
    const launches = async (player: TestPlayer) =>
      (
        await queryRows<{ n: number }>(
          database.db,
          sql`select count(*)::int as n from game_launches where player_id = ${player.id}::uuid`,
        )
      )[0]?.n;
    expect(await launches(old)).toBe(0);
    expect(await launches(young)).toBe(1);
    await ok(providerPost(app, 'debit', debitOf(young)));
  });

  it('ends with the player’s game sessions (GET /user/close-session)', async () => {
    const player = await fundedPlayer();
    await open(player);
    const debit = debitOf(player);
    await ok(providerPost(app, 'debit', debit));
    await ok(providerPost(app, 'credit', creditOf(debit)));
    const cookie = await loginAs(app, player);
    const closed = await app.inject({
      method: 'GET',
      url: '/en/user/close-session',
      headers: { ...XHR, cookie },
    });
    expect(closed.json()).toEqual({ success: true, closed: 1 });
    for (const gameId of [game.id, otherGame.id]) {
      await expectRefusedUnchanged(() => providerPost(app, 'debit', debitOf(player, { gameId })));
    }
  });

  it('opens from the game view’s launch: GET /igc-game-url, then the studio’s authenticate', async () => {
    const player = await fundedPlayer(5_000n);
    const cookie = await loginAs(app, player);
    const slot = await playableSlot(database.db);
    const url = parseLaunchUrl((await launch(app, `/en/igc-game-url/${slot.id}`, { cookie })).body);
    const token = url.params.token ?? '';
    await expectRefusedUnchanged(() =>
      providerPost(app, 'authenticate', { token }, { provider: RIVAL }),
    );
    await ok(providerPost(app, 'authenticate', { token }));
    const debit = debitOf(player, { gameId: url.params.game ?? '', amount: 500 });
    expect((await ok(providerPost(app, 'debit', debit))).json()).toMatchObject({ balance: 4_500 });
    await ok(providerPost(app, 'credit', creditOf(debit)));
  });
});
