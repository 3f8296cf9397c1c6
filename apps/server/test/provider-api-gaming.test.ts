import { ZErrorResponse } from '@playfair/contracts/errors';
import {
  ZActiveSessionResponse,
  ZCloseSessionResponse,
  ZGamingHistoryResponse,
  ZGamingPeriodResponse,
} from '@playfair/contracts/gaming';
import { HISTORY_PAGE_SIZE } from '@playfair/contracts/payments';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGameplayService, GAME_SESSION_IDLE_MS } from '../src/modules/gameplay/service';
import { createIdentityService } from '../src/modules/identity/service';
import { createProviderApiService } from '../src/modules/provider-api/service';
import { createWalletService } from '../src/modules/wallet/service';
import { queryRows } from '../src/platform/db/client';
import { createTestApp, loginAs, XHR, type TestApp, type TestPlayer } from './helper';
import {
  catalogueGames,
  fund,
  launchFor,
  nextId,
  providerPost,
  STUDIO,
} from './provider-api-helper';

let t: TestApp;
let game: { id: string; name: string };
beforeAll(async () => {
  t = await createTestApp();
  game = (await catalogueGames(t.database.db, 1))[0]!;
});
afterAll(() => t.close());

/**
 * A launch of a game the catalogue no longer lists (withdrawn after the player opened it), as the
 * studio opens it: rounds of it keep its id, and the history shows the id for its name.
 */
async function launchWithdrawnGame(player: TestPlayer, gameId: string): Promise<void> {
  const service = createProviderApiService({
    db: t.database.db,
    wallet: createWalletService(t.database.db),
    identity: createIdentityService({ db: t.database.db }),
    gameplay: createGameplayService({
      db: t.database.db,
      catalog: { gameNames: async () => new Map() },
      events: t.app.events,
    }),
    catalog: {
      consumeLaunchToken: async () => ({
        playerId: player.id,
        gameId,
        currency: player.currency,
        stakeCapMinor: null,
        requiresSessionLimits: false,
      }),
    },
  });
  await service.authenticate(STUDIO.id, 'a token of the withdrawn game');
}

async function expectOk(call: Promise<{ statusCode: number; body: string }>): Promise<void> {
  const response = await call;
  if (response.statusCode !== 200) throw new Error(`${response.statusCode}: ${response.body}`);
}

/** One round through the provider API: a stake, then a win (or a rollback). */
async function playRound(
  player: TestPlayer,
  round: { bet: number; win: number; gameId?: string; rollback?: boolean },
): Promise<string> {
  const roundId = nextId('round');
  const debitId = nextId('debit');
  const base = { playerId: player.id, roundId, gameId: round.gameId ?? game.id };
  await expectOk(
    providerPost(t.app, 'debit', {
      ...base,
      transactionId: debitId,
      amount: round.bet,
      currency: player.currency,
    }),
  );
  await expectOk(
    round.rollback === true
      ? providerPost(t.app, 'rollback', {
          ...base,
          transactionId: nextId('rollback'),
          originalTransactionId: debitId,
        })
      : providerPost(t.app, 'credit', {
          ...base,
          transactionId: nextId('credit'),
          amount: round.win,
          currency: player.currency,
          debitTransactionId: debitId,
        }),
  );
  return roundId;
}

async function get(url: string, cookie: string, headers: Record<string, string> = XHR) {
  return t.app.inject({ method: 'GET', url, headers: { ...headers, cookie } });
}

describe('GET /user/gaming-history', () => {
  it('lists the player’s rounds newest first, formatted, with the game’s name', async () => {
    const player = await t.createPlayer({ currency: 'EUR' });
    await fund(t.database.db, player.id, 100_000n);
    await launchFor(t, player, game.id);
    const older = await playRound(player, { bet: 150, win: 0 });
    const cancelled = await playRound(player, { bet: 200, win: 0, rollback: true });
    // One game at a time: opening the next game closes the first.
    await launchWithdrawnGame(player, 'not-in-catalogue');
    const newest = await playRound(player, { bet: 1_000, win: 2_550, gameId: 'not-in-catalogue' });
    const someoneElse = await t.createPlayer();
    await fund(t.database.db, someoneElse.id, 1_000n);
    await launchFor(t, someoneElse, game.id);
    await playRound(someoneElse, { bet: 100, win: 0 });

    const cookie = await loginAs(t.app, player);
    const response = await get('/en/user/gaming-history', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = ZGamingHistoryResponse.parse(response.json());
    expect(body).toMatchObject({ success: true, page: 1, pageSize: HISTORY_PAGE_SIZE, total: 3 });
    expect(body.items.map((item) => item.roundId)).toEqual([newest, cancelled, older]);
    expect(body.items[0]).toMatchObject({
      gameId: 'not-in-catalogue',
      gameName: 'not-in-catalogue',
      status: 'completed',
      betMinor: '1000',
      winMinor: '2550',
      currency: 'EUR',
      betFormatted: '€10.00',
      winFormatted: '€25.50',
    });
    expect(body.items[1]).toMatchObject({ status: 'cancelled', betMinor: '0' });
    expect(body.items[2]).toMatchObject({ gameName: game.name, betFormatted: '€1.50' });
    expect(body.items[2]?.endedAt).not.toBeNull();
  });

  it('pages by HISTORY_PAGE_SIZE and filters by period', async () => {
    const player = await t.createPlayer({ currency: 'EUR' });
    await fund(t.database.db, player.id, 100_000n);
    await launchFor(t, player, game.id);
    for (let round = 0; round < HISTORY_PAGE_SIZE + 2; round += 1) {
      await playRound(player, { bet: 10, win: 0 });
    }
    const cookie = await loginAs(t.app, player);
    const second = ZGamingHistoryResponse.parse(
      (await get('/en/user/gaming-history?page=2', cookie)).json(),
    );
    expect(second.total).toBe(HISTORY_PAGE_SIZE + 2);
    expect(second.items).toHaveLength(2);
    const today = new Date().toISOString().slice(0, 10);
    const inToday = ZGamingHistoryResponse.parse(
      (await get(`/en/user/gaming-history?from=${today}&to=${today}`, cookie)).json(),
    );
    expect(inToday.total).toBe(HISTORY_PAGE_SIZE + 2);
    const before = ZGamingHistoryResponse.parse(
      (await get('/en/user/gaming-history?to=2020-01-01', cookie)).json(),
    );
    expect(before).toMatchObject({ total: 0, items: [] });
  });

  it('refuses a bad query with VALIDATION_ERROR and a visitor with 401', async () => {
    const player = await t.createPlayer();
    const cookie = await loginAs(t.app, player);
    for (const query of ['page=0', 'from=yesterday', 'page=x']) {
      const response = await get(`/en/user/gaming-history?${query}`, cookie);
      expect(response.statusCode).toBe(400);
      expect(ZErrorResponse.parse(response.json()).error.code).toBe('VALIDATION_ERROR');
    }
    const visitor = await t.app.inject({
      method: 'GET',
      url: '/en/user/gaming-history',
      headers: XHR,
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('GET /user/get-gaming-history-period/{days}', () => {
  it('sums the stakes and wins of the rounds that stood, over the period', async () => {
    const player = await t.createPlayer({ currency: 'EUR' });
    await fund(t.database.db, player.id, 100_000n);
    await launchFor(t, player, game.id);
    await playRound(player, { bet: 1_000, win: 0 });
    await playRound(player, { bet: 500, win: 1_200 });
    await playRound(player, { bet: 300, win: 0, rollback: true });
    const cookie = await loginAs(t.app, player);
    const response = await get('/en/user/get-gaming-history-period/30', cookie);
    expect(ZGamingPeriodResponse.parse(response.json())).toEqual({
      success: true,
      data: {
        days: 30,
        rounds: 2,
        betMinor: '1500',
        winMinor: '1200',
        netMinor: '-300',
        currency: 'EUR',
        betFormatted: '€15.00',
        winFormatted: '€12.00',
        netFormatted: '-€3.00',
      },
    });
  });

  it('takes 1 to 365 days only', async () => {
    const player = await t.createPlayer();
    const cookie = await loginAs(t.app, player);
    for (const days of ['0', '366', 'x', '1.5']) {
      const response = await get(`/en/user/get-gaming-history-period/${days}`, cookie);
      expect(response.statusCode).toBe(400);
    }
    const one = await get('/en/user/get-gaming-history-period/1', cookie);
    expect(ZGamingPeriodResponse.parse(one.json()).data).toMatchObject({ days: 1, rounds: 0 });
  });
});

describe('GET /user/active-session and /user/close-session', () => {
  it('shows the open session with its net loss, and closes it only with the XHR marker', async () => {
    const player = await t.createPlayer({ currency: 'EUR' });
    await fund(t.database.db, player.id, 100_000n);
    await launchFor(t, player, game.id);
    await playRound(player, { bet: 1_000, win: 400 });
    await playRound(player, { bet: 500, win: 0 });
    const cookie = await loginAs(t.app, player);

    const active = ZActiveSessionResponse.parse(
      (await get('/en/user/active-session', cookie)).json(),
    );
    expect(active.data).toHaveLength(1);
    expect(active.data[0]).toMatchObject({
      gameId: game.id,
      GameName: game.name,
      bet: '1500',
      win: '400',
      currency: 'EUR',
      meta: { NetLoss: '1100' },
    });

    const withoutMarker = await get('/en/user/close-session', cookie, {});
    expect(withoutMarker.statusCode).toBe(403);
    expect((await get('/en/user/active-session', cookie)).json().data).toHaveLength(1);

    const closed = await get('/en/user/close-session', cookie);
    expect(ZCloseSessionResponse.parse(closed.json())).toEqual({ success: true, closed: 1 });
    expect((await get('/en/user/active-session', cookie)).json().data).toEqual([]);
    expect((await get('/en/user/close-session', cookie)).json()).toEqual({
      success: true,
      closed: 0,
    });

    // Closing ended the launch too: the game is opened again, and its next round opens a new
    // session.
    await launchFor(t, player, game.id);
    await playRound(player, { bet: 100, win: 0 });
    const next = ZActiveSessionResponse.parse(
      (await get('/en/user/active-session', cookie)).json(),
    );
    expect(next.data.map((session) => session.bet)).toEqual(['100']);
    expect(next.data[0]?.sessionId).not.toBe(active.data[0]?.sessionId);
  });

  it('starts a new session after the idle limit and no longer lists the idle one', async () => {
    const player = await t.createPlayer({ currency: 'EUR' });
    await fund(t.database.db, player.id, 10_000n);
    let clock = new Date('2030-01-01T12:00:00Z');
    const gameplay = createGameplayService({
      db: t.database.db,
      catalog: { gameNames: async () => new Map() },
      events: t.app.events,
      now: () => clock,
    });
    const service = createProviderApiService({
      db: t.database.db,
      wallet: createWalletService(t.database.db),
      identity: createIdentityService({ db: t.database.db }),
      gameplay,
      catalog: {
        consumeLaunchToken: async () => ({
          playerId: player.id,
          gameId: 'idle-game',
          currency: 'EUR',
          stakeCapMinor: null,
          requiresSessionLimits: false,
        }),
      },
    });
    await service.authenticate(STUDIO.id, 'a launch token');
    const stakes: { transactionId: string; roundId: string }[] = [];
    const stake = async () => {
      const debit = {
        playerId: player.id,
        transactionId: nextId('d'),
        roundId: nextId('r'),
        gameId: 'idle-game',
        amount: 10,
        currency: 'EUR',
      };
      await service.debit(STUDIO.id, debit);
      stakes.push(debit);
    };
    await stake();
    clock = new Date(clock.getTime() + GAME_SESSION_IDLE_MS - 1);
    await stake();
    expect((await gameplay.activeSessions(player)).data.map((s) => s.bet)).toEqual(['20']);
    clock = new Date(clock.getTime() + GAME_SESSION_IDLE_MS + 1);
    expect((await gameplay.activeSessions(player)).data).toEqual([]);
    // The idle launch takes no stake; the player opens the game again.
    await expect(stake()).rejects.toMatchObject({ code: 'PROVIDER_TOKEN_INVALID' });
    await service.authenticate(STUDIO.id, 'another launch token');
    await stake();
    const sessions = await queryRows<{ bet: string; ended: boolean }>(
      t.database.db,
      sql`select bet_minor::text as bet, ended_at is not null as ended from game_sessions
          where player_id = ${player.id} order by started_at`,
    );
    expect(sessions).toEqual([
      { bet: '20', ended: true },
      { bet: '10', ended: false },
    ]);
    // The rounds end (lost), still counted in the sessions they were played in.
    for (const debit of stakes) {
      await service.credit(STUDIO.id, {
        playerId: player.id,
        transactionId: nextId('c'),
        roundId: debit.roundId,
        gameId: 'idle-game',
        amount: 0,
        currency: 'EUR',
        debitTransactionId: debit.transactionId,
      });
    }
    expect(await gameplay.closeSessions(player)).toBe(1);
  });
});
