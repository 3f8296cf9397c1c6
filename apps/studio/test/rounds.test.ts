import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MONEY_WHEEL_SEGMENTS, moneyWheelLabel } from '../src/engines/money-wheel-layout';
import {
  createTestStudio,
  journalLines,
  launch,
  moneyCallsOf,
  postAs,
  type TestStudio,
} from './helper';

const TOKEN = 'token-of-player-one-0123';
let studio: TestStudio;

beforeEach(async () => {
  studio = await createTestStudio();
  studio.casino.addPlayer(TOKEN, 'player-1', 100_000);
});
afterEach(() => studio.close());

const post = (sessionId: string, url: string, payload: unknown) =>
  postAs(studio, sessionId, url, payload);
const moneyCalls = () => moneyCallsOf(studio);

describe('a real-money round', () => {
  it('debits the stake, plays, credits the win and records a replayable round', async () => {
    const boot = await launch(studio, 'video-slot', { token: TOKEN });
    const response = await post(boot.sessionId, '/api/rounds', { stake: 100 });
    expect(response.statusCode).toBe(200);
    const round = response.json();
    expect(round).toMatchObject({
      success: true,
      engine: 'video-slot',
      stake: 100,
      isWinPending: false,
    });

    const [debit, credit] = moneyCalls();
    expect(debit).toMatchObject({
      path: 'debit',
      body: {
        playerId: 'player-1',
        transactionId: `${round.roundId}:d1`,
        roundId: round.roundId,
        gameId: 'casino-game-1',
        amount: 100,
        currency: 'EUR',
      },
    });
    expect(credit).toMatchObject({
      path: 'credit',
      body: {
        transactionId: `${round.roundId}:c1`,
        amount: round.win,
        debitTransactionId: `${round.roundId}:d1`,
        roundEnded: true,
      },
    });
    expect(studio.casino.balances.get('player-1')).toBe(100_000 - 100 + round.win);
    expect(round.balance).toBe(100_000 - 100 + round.win);

    const lines = await journalLines(studio.dataDir);
    const record = lines.find((line) => line.type === 'round' && line.roundId === round.roundId);
    expect(record).toMatchObject({
      engine: 'video-slot',
      skin: 'book-of-pharaoh',
      stake: 100,
      win: round.win,
      status: 'completed',
    });
    expect((record!.rngDraws as unknown[]).length).toBeGreaterThanOrEqual(5);

    const replay = await studio.app.inject({
      method: 'GET',
      url: `/api/rounds/${round.roundId}`,
      headers: { authorization: `Bearer ${boot.sessionId}` },
    });
    expect(replay.json()).toMatchObject({
      success: true,
      isReplayMatch: true,
      round: { roundId: round.roundId },
    });
  });

  it('settles a roulette spin with its bets', async () => {
    const boot = await launch(studio, 'roulette', { token: TOKEN });
    studio.rng.script.push(17);
    const response = await post(boot.sessionId, '/api/rounds', {
      bets: [
        { type: 'straight', numbers: [17], amount: 10 },
        { type: 'red', amount: 20 },
      ],
    });
    expect(response.json()).toMatchObject({
      stake: 30,
      win: 360,
      outcome: { pocket: 17, colour: 'black' },
    });
    expect(studio.casino.balances.get('player-1')).toBe(100_000 - 30 + 360);
  });

  it('does not start the round on INSUFFICIENT_FUNDS and says so', async () => {
    studio.casino.addPlayer('token-of-a-poor-player-1', 'player-2', 50);
    const boot = await launch(studio, 'classic-slot', { token: 'token-of-a-poor-player-1' });
    const response = await post(boot.sessionId, '/api/rounds', { stake: 100 });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ error: { code: 'INSUFFICIENT_FUNDS', balance: 50 } });
    expect(moneyCalls().map((call) => call.path)).toEqual(['debit']);
    expect(studio.casino.balances.get('player-2')).toBe(50);
    // The refused round did not start: the next one is not held back by the minimum cycle.
    expect(studio.sessions.all()[0]!.lastRoundStartedAt).toBeNull();
  });

  it('sends a debit again with the same transaction id when an answer is lost, and takes it once', async () => {
    const boot = await launch(studio, 'classic-slot', { token: TOKEN });
    studio.casino.failNext('debit', 'unavailable');
    studio.casino.failNext('debit', 'drop');
    const response = await post(boot.sessionId, '/api/rounds', { stake: 100 });
    expect(response.statusCode).toBe(200);
    const debits = moneyCalls().filter((call) => call.path === 'debit');
    expect(debits.length).toBeGreaterThanOrEqual(2);
    expect(new Set(debits.map((call) => call.body.transactionId)).size).toBe(1);
    const { win } = response.json();
    expect(studio.casino.balances.get('player-1')).toBe(100_000 - 100 + win);
  });

  it('rolls the debit back when its fate stays unknown, and records the round cancelled', async () => {
    const boot = await launch(studio, 'video-slot', { token: TOKEN });
    studio.casino.failNext('debit', 'lose-answer', 3);
    const response = await post(boot.sessionId, '/api/rounds', { stake: 200 });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      error: { code: 'CASINO_UNAVAILABLE', isRefundPending: false },
    });
    const rollback = moneyCalls().find((call) => call.path === 'rollback');
    expect(rollback?.body.originalTransactionId).toMatch(/:d1$/);
    expect(studio.casino.balances.get('player-1')).toBe(100_000);
    expect(moneyCalls().some((call) => call.path === 'credit')).toBe(false);
    const lines = await journalLines(studio.dataDir);
    expect(lines.find((line) => line.type === 'round')).toMatchObject({
      status: 'cancelled',
      win: 0,
    });
  });

  it('keeps an undelivered credit and delivers it later with the same id', async () => {
    const boot = await launch(studio, 'video-slot', { token: TOKEN });
    studio.casino.failNext('credit', 'unavailable', 3);
    const response = await post(boot.sessionId, '/api/rounds', { stake: 100 });
    expect(response.statusCode).toBe(200);
    const { roundId, win } = response.json();
    expect(studio.settlements.pending()).toHaveLength(1);
    expect(studio.casino.transactions.has(`${roundId}:c1`)).toBe(false);

    await studio.settlements.drain();
    expect(studio.settlements.pending()).toHaveLength(0);
    expect(studio.casino.transactions.has(`${roundId}:c1`)).toBe(true);
    expect(studio.casino.balances.get('player-1')).toBe(100_000 - 100 + win);
    const credits = moneyCalls().filter((call) => call.path === 'credit');
    expect(new Set(credits.map((call) => call.body.transactionId))).toEqual(
      new Set([`${roundId}:c1`]),
    );
  });

  it('refuses a round started sooner than the minimum game cycle', async () => {
    const boot = await launch(studio, 'classic-slot', { token: TOKEN, minCycleMs: 2500 });
    const first = await post(boot.sessionId, '/api/rounds', { stake: 10 });
    expect(first.json()).toMatchObject({ nextRoundInMs: 2500 });
    studio.clock.now += 1000;
    const early = await post(boot.sessionId, '/api/rounds', { stake: 10 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: { code: 'MIN_CYCLE', retryInMs: 1500 } });
    expect(moneyCalls().filter((call) => call.path === 'debit')).toHaveLength(1);
    studio.clock.now += 1500;
    expect((await post(boot.sessionId, '/api/rounds', { stake: 10 })).statusCode).toBe(200);
  });
});

describe('demo play', () => {
  it('plays with 100000 of play money and never calls the casino', async () => {
    const boot = await launch(studio, 'video-slot', { mode: 'demo', token: undefined });
    let balance = boot.balance;
    for (let round = 0; round < 5; round += 1) {
      const response = await post(boot.sessionId, '/api/rounds', { stake: 1000 });
      const body = response.json();
      expect(body.balance).toBe(balance - 1000 + body.win);
      balance = body.balance;
    }
    const answer = await studio.app.inject({
      method: 'GET',
      url: '/api/balance',
      headers: { authorization: `Bearer ${boot.sessionId}` },
    });
    expect(answer.json()).toEqual({ success: true, balance, currency: 'EUR' });
    expect(studio.casino.calls).toEqual([]);
  });
});

describe('blackjack', () => {
  // Cards are draws of 52: rank = value % 13 (0 ace, 4 five, 5 six, 9 ten).
  it('takes a double as a second debit in the same round and pays once', async () => {
    const boot = await launch(studio, 'blackjack', { token: TOKEN });
    // Player 5, dealer up 6, player 6, dealer hole 10; the double draws a 10; the dealer draws a 9.
    studio.rng.script.push(4, 5, 5, 9, 9, 8);
    const dealt = await post(boot.sessionId, '/api/blackjack/deal', { stake: 100 });
    expect(dealt.json()).toMatchObject({
      hand: { phase: 'player', playerTotal: 11, dealer: [5], allowed: ['hit', 'stand', 'double'] },
    });
    const doubled = await post(boot.sessionId, '/api/blackjack/double', {});
    const body = doubled.json();
    expect(body.hand).toMatchObject({
      phase: 'settled',
      wager: 200,
      playerTotal: 21,
      dealerTotal: 25,
      result: 'win',
      win: 400,
    });
    expect(body.hand.dealer).toHaveLength(3);

    const roundId = body.hand.roundId as string;
    expect(
      moneyCalls().map((call) => [call.path, call.body.transactionId, call.body.amount]),
    ).toEqual([
      ['debit', `${roundId}:d1`, 100],
      ['debit', `${roundId}:d2`, 100],
      ['credit', `${roundId}:c1`, 400],
    ]);
    expect(studio.casino.balances.get('player-1')).toBe(100_000 + 200);
    const lines = await journalLines(studio.dataDir);
    expect(lines.find((line) => line.type === 'round')).toMatchObject({
      engine: 'blackjack',
      stake: 200,
      win: 400,
      bets: { stake: 100, actions: ['double'] },
    });
  });

  it('keeps the hand in play when the double cannot be paid for', async () => {
    studio.casino.addPlayer('token-of-a-poor-player-1', 'player-2', 150);
    const boot = await launch(studio, 'blackjack', { token: 'token-of-a-poor-player-1' });
    studio.rng.script.push(4, 5, 5, 9);
    await post(boot.sessionId, '/api/blackjack/deal', { stake: 100 });
    const refused = await post(boot.sessionId, '/api/blackjack/double', {});
    expect(refused.statusCode).toBe(402);
    studio.rng.script.push(9, 8);
    const stood = await post(boot.sessionId, '/api/blackjack/stand', {});
    expect(stood.json()).toMatchObject({ hand: { phase: 'settled', result: 'win', win: 200 } });
  });

  it('refuses moves out of turn', async () => {
    const boot = await launch(studio, 'blackjack', { token: TOKEN });
    const early = await post(boot.sessionId, '/api/blackjack/hit', {});
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: { code: 'NO_OPEN_ROUND' } });
    const wrongGame = await post(boot.sessionId, '/api/rounds', { stake: 100 });
    expect(wrongGame.json()).toMatchObject({ error: { code: 'WRONG_GAME' } });
  });

  it('finishes a hand left in play when the studio stops', async () => {
    const boot = await launch(studio, 'blackjack', { token: TOKEN });
    studio.rng.script.push(9, 5, 7, 9, 9);
    await post(boot.sessionId, '/api/blackjack/deal', { stake: 100 });
    await studio.app.close();
    const credit = studio.casino.calls.find((call) => call.path === 'credit');
    expect(credit?.body).toMatchObject({ amount: 200 });
  });
});

describe('table games', () => {
  it('settles a baccarat coup with its bets, commission and all', async () => {
    const boot = await launch(studio, 'baccarat', { token: TOKEN });
    expect(boot).toMatchObject({ tableChips: [20, 100, 200, 500, 1000], tableMaxTotal: 10_000 });
    // Cards 3 (a four) and 4 (a five) make the player a natural 9; the banker has 9 (ten) + 6 (seven).
    studio.rng.script.push(3, 9, 4, 6);
    const response = await post(boot.sessionId, '/api/rounds', {
      bets: [
        { type: 'player', amount: 100 },
        { type: 'banker', amount: 20 },
      ],
    });
    const round = response.json();
    expect(round).toMatchObject({
      engine: 'baccarat',
      stake: 120,
      win: 200,
      outcome: { playerTotal: 9, bankerTotal: 7, winner: 'player', betWins: [200, 0] },
    });
    expect(moneyCalls().map((call) => [call.path, call.body.amount])).toEqual([
      ['debit', 120],
      ['credit', 200],
    ]);
    expect(studio.casino.balances.get('player-1')).toBe(100_000 - 120 + 200);
    const replay = await studio.app.inject({
      method: 'GET',
      url: `/api/rounds/${round.roundId}`,
      headers: { authorization: `Bearer ${boot.sessionId}` },
    });
    expect(replay.json()).toMatchObject({
      isReplayMatch: true,
      round: { engine: 'baccarat', bets: [{ type: 'player' }, { type: 'banker' }] },
    });
  });

  it('spins the money wheel again on a multiplier and pays the next number multiplied', async () => {
    const boot = await launch(studio, 'money-wheel', { token: TOKEN });
    const stopOf = (label: string) =>
      MONEY_WHEEL_SEGMENTS.findIndex((segment) => moneyWheelLabel(segment) === label);
    studio.rng.script.push(stopOf('2×'), stopOf('10'));
    const response = await post(boot.sessionId, '/api/rounds', {
      bets: [
        { number: 10, amount: 100 },
        { number: 1, amount: 50 },
      ],
    });
    expect(response.json()).toMatchObject({
      engine: 'money-wheel',
      stake: 150,
      win: 100 * (10 * 2 + 1),
      outcome: { multiplier: 2, number: 10, stops: [stopOf('2×'), stopOf('10')] },
    });
    expect(studio.casino.balances.get('player-1')).toBe(100_000 - 150 + 2100);
    const lines = await journalLines(studio.dataDir);
    expect(lines.find((line) => line.type === 'round')).toMatchObject({
      engine: 'money-wheel',
      stake: 150,
      win: 2100,
      rngDraws: [
        { n: 54, value: stopOf('2×') },
        { n: 54, value: stopOf('10') },
      ],
    });
  });

  it.each([
    ['baccarat', [{ type: 'player', amount: 10 }], 'every bet is a whole number of 20 chips'],
    [
      'baccarat',
      [{ type: 'banker', amount: 10 }],
      'a banker bet is a multiple of 20, so its 5 % commission is whole',
    ],
    ['baccarat', [{ type: 'red', amount: 20 }], undefined],
    [
      'baccarat',
      [
        { type: 'tie', amount: 20 },
        { type: 'tie', amount: 20 },
      ],
      'one bet per spot: player, banker, tie',
    ],
    ['baccarat', [{ type: 'player', amount: 10_020 }], 'the table limit is 10000'],
    [
      'money-wheel',
      [
        { number: 5, amount: 10 },
        { number: 5, amount: 10 },
      ],
      'one bet per number',
    ],
    ['money-wheel', [{ number: 5, amount: 15 }], 'every bet is a whole number of 10 chips'],
  ])('refuses %s bets %j, and moves no money', async (engine, bets, problem) => {
    const boot = await launch(studio, engine, { token: TOKEN });
    const response = await post(boot.sessionId, '/api/rounds', { bets });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'BETS_INVALID' } });
    if (problem) expect(response.json().error.problem).toBe(problem);
    expect(moneyCalls()).toEqual([]);
  });

  it('refuses a bet on a segment that is not a number of the wheel', async () => {
    const boot = await launch(studio, 'money-wheel', { token: TOKEN });
    const response = await post(boot.sessionId, '/api/rounds', {
      bets: [{ number: 3, amount: 10 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    expect(moneyCalls()).toEqual([]);
  });

  it('refuses a slot stake at a table game and table bets at a slot', async () => {
    const wheel = await launch(studio, 'money-wheel', { token: TOKEN });
    expect((await post(wheel.sessionId, '/api/rounds', { stake: 100 })).json()).toMatchObject({
      error: { code: 'BETS_INVALID' },
    });
    const slot = await launch(studio, 'classic-slot', { token: TOKEN });
    const answer = await post(slot.sessionId, '/api/rounds', {
      bets: [{ number: 5, amount: 10 }],
    });
    expect(answer.json()).toMatchObject({ error: { code: 'STAKE_INVALID' } });
    expect(moneyCalls()).toEqual([]);
  });

  it('plays baccarat and the money wheel for fun without calling the casino', async () => {
    const baccarat = await launch(studio, 'baccarat', { mode: 'demo', token: undefined });
    const coup = (
      await post(baccarat.sessionId, '/api/rounds', {
        bets: [{ type: 'tie', amount: 1000 }],
      })
    ).json();
    expect(coup.balance).toBe(100_000 - 1000 + coup.win);
    const wheel = await launch(studio, 'money-wheel', { mode: 'demo', token: undefined });
    const spin = (
      await post(wheel.sessionId, '/api/rounds', {
        bets: [{ number: 40, amount: 1000 }],
      })
    ).json();
    expect(spin.balance).toBe(100_000 - 1000 + spin.win);
    expect(studio.casino.calls).toEqual([]);
  });
});

describe('hostile or malformed calls', () => {
  it('answers 401 without a valid session', async () => {
    for (const authorization of [undefined, 'Bearer nope', `Bearer ${'a'.repeat(43)}`]) {
      const response = await studio.app.inject({
        method: 'POST',
        url: '/api/rounds',
        headers: {
          'content-type': 'application/json',
          ...(authorization ? { authorization } : {}),
        },
        payload: '{"stake":100}',
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, error: { code: 'SESSION_INVALID' } });
    }
  });

  it('answers 4xx with a clear error for bad bodies, and moves no money', async () => {
    const boot = await launch(studio, 'roulette', { token: TOKEN });
    const call = (payload: string, contentType = 'application/json') =>
      studio.app.inject({
        method: 'POST',
        url: '/api/rounds',
        headers: { authorization: `Bearer ${boot.sessionId}`, 'content-type': contentType },
        payload,
      });
    expect((await call('{"bets":')).statusCode).toBe(400);
    expect((await call('{"stake":100}', 'text/plain')).statusCode).toBe(415);
    expect(
      (await call(JSON.stringify({ bets: [{ type: 'red', amount: 10 }], extra: 1 }))).statusCode,
    ).toBe(400);
    expect(
      (
        await call(
          JSON.stringify({ bets: [{ type: 'red', amount: 10, numbers: 'x'.repeat(20_000) }] }),
        )
      ).statusCode,
    ).toBe(413);
    const split = await call(
      JSON.stringify({ bets: [{ type: 'split', numbers: [1, 9], amount: 10 }] }),
    );
    expect(split.json()).toMatchObject({ error: { code: 'BETS_INVALID' } });
    const chip = await call(JSON.stringify({ bets: [{ type: 'red', amount: 15 }] }));
    expect(chip.json()).toMatchObject({ error: { code: 'BETS_INVALID' } });
    const proto = await call('{"__proto__":{"stake":1},"bets":[{"type":"red","amount":10}]}');
    expect(proto.statusCode).toBe(400);
    expect(moneyCalls()).toEqual([]);
  });

  it('refuses a slot stake above the launch’s stake cap with 403, sending nothing', async () => {
    const boot = await launch(studio, 'video-slot', { token: TOKEN, maxStake: 200 });
    const response = await post(boot.sessionId, '/api/rounds', { stake: 500 });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      success: false,
      error: { code: 'STAKE_ABOVE_CAP', maxStakeMinor: 200 },
    });
    expect(moneyCalls()).toEqual([]);
    expect(studio.casino.balances.get('player-1')).toBe(100_000);

    const within = await post(boot.sessionId, '/api/rounds', { stake: 200 });
    expect(within.statusCode).toBe(200);
    expect(moneyCalls()[0]).toMatchObject({ path: 'debit', body: { amount: 200 } });
  });

  it('refuses a stake that is not on the ladder', async () => {
    const boot = await launch(studio, 'video-slot', { token: TOKEN });
    const response = await post(boot.sessionId, '/api/rounds', { stake: 30 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'STAKE_INVALID', stakes: [10, 20, 50, 100, 200, 500, 1000] },
    });
  });
});
