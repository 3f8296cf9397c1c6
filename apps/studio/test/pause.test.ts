import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestStudio, launch, moneyCallsOf, postAs, type TestStudio } from './helper';

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

describe('POST /api/session/pause', () => {
  it('holds every round while the casino has paused the game, and lets play go on after', async () => {
    const boot = await launch(studio, 'classic-slot', { token: TOKEN });
    const paused = await post(boot.sessionId, '/api/session/pause', { isPaused: true });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toEqual({ success: true, isPaused: true });

    const refused = await post(boot.sessionId, '/api/rounds', { stake: 100 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      error: { code: 'GAME_PAUSED', message: 'The game is paused by the casino.' },
    });
    expect(moneyCalls()).toEqual([]);

    const resumed = await post(boot.sessionId, '/api/session/pause', { isPaused: false });
    expect(resumed.json()).toEqual({ success: true, isPaused: false });
    const round = await post(boot.sessionId, '/api/rounds', { stake: 100 });
    expect(round.statusCode).toBe(200);
    expect(moneyCalls().map((call) => call.path)).toEqual(['debit', 'credit']);
  });

  it('holds a blackjack deal too, in demo play as in real', async () => {
    const boot = await launch(studio, 'blackjack', { mode: 'demo' });
    await post(boot.sessionId, '/api/session/pause', { isPaused: true });
    const refused = await post(boot.sessionId, '/api/blackjack/deal', { stake: 100 });
    expect(refused.json()).toMatchObject({ error: { code: 'GAME_PAUSED' } });
    await post(boot.sessionId, '/api/session/pause', { isPaused: false });
    expect((await post(boot.sessionId, '/api/blackjack/deal', { stake: 100 })).statusCode).toBe(
      200,
    );
  });

  it('answers 400 VALIDATION_ERROR for a body that is not { isPaused: boolean }', async () => {
    const boot = await launch(studio, 'video-slot', { token: TOKEN });
    for (const payload of [
      {},
      { isPaused: 'yes' },
      { isPaused: 1 },
      { isPaused: true, extra: 1 },
    ]) {
      const response = await post(boot.sessionId, '/api/session/pause', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        error: { code: 'VALIDATION_ERROR' },
      });
    }
    expect(studio.sessions.all()[0]!.pausedAt).toBeNull();
  });

  it('answers 401 SESSION_INVALID without a live session', async () => {
    for (const authorization of [undefined, 'Bearer nope', `Bearer ${'a'.repeat(43)}`]) {
      const response = await studio.app.inject({
        method: 'POST',
        url: '/api/session/pause',
        headers: {
          'content-type': 'application/json',
          ...(authorization ? { authorization } : {}),
        },
        payload: '{"isPaused":true}',
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, error: { code: 'SESSION_INVALID' } });
    }
  });
});

describe('a stake refused for responsible gambling', () => {
  it('answers 403 CASINO_PAUSED_PLAY with the casino code, takes nothing and pauses the session', async () => {
    const boot = await launch(studio, 'video-slot', { token: TOKEN });
    studio.casino.refuseNext('debit', 'REALITY_CHECK_DUE');
    const refused = await post(boot.sessionId, '/api/rounds', { stake: 200 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      success: false,
      error: {
        code: 'CASINO_PAUSED_PLAY',
        message: 'The casino has paused play: see the message on the casino page.',
        casinoCode: 'REALITY_CHECK_DUE',
      },
    });
    expect(studio.casino.balances.get('player-1')).toBe(100_000);
    expect(moneyCalls().map((call) => call.path)).toEqual(['debit']);

    const held = await post(boot.sessionId, '/api/rounds', { stake: 200 });
    expect(held.json()).toMatchObject({ error: { code: 'GAME_PAUSED' } });
    expect(moneyCalls()).toHaveLength(1);

    // The casino page closed its check: the game goes on.
    await post(boot.sessionId, '/api/session/pause', { isPaused: false });
    const round = await post(boot.sessionId, '/api/rounds', { stake: 200 });
    expect(round.statusCode).toBe(200);
    expect(studio.casino.balances.get('player-1')).toBe(100_000 - 200 + round.json().win);
  });
});
