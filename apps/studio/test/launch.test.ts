import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CASINO_ORIGIN,
  createTestStudio,
  launch,
  launchUrl,
  readBoot,
  type TestStudio,
} from './helper';

let studio: TestStudio;
beforeEach(async () => {
  studio = await createTestStudio();
  studio.casino.addPlayer('token-of-player-one-0123', 'player-1', 100_000);
});
afterEach(() => studio.close());

describe('GET /play/{engine}/{skin}', () => {
  it('authenticates the token once and answers the game page with its boot data', async () => {
    const response = await studio.app.inject({
      method: 'GET',
      url: launchUrl('video-slot', 'book-of-pharaoh', {
        token: 'token-of-player-one-0123',
        locale: 'fi',
      }),
    });
    expect(response.statusCode).toBe(200);
    const boot = readBoot(response.body);
    expect(boot).toMatchObject({
      mode: 'real',
      engine: 'video-slot',
      gameId: 'casino-game-1',
      currency: 'EUR',
      balance: 100_000,
      locale: 'fi',
      origin: CASINO_ORIGIN,
      stakes: [10, 20, 50, 100, 200, 500, 1000],
    });
    expect(boot.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(boot.skin).toMatchObject({
      slug: 'book-of-pharaoh',
      theme: 'egypt',
      title: 'Book Of Pharaoh',
    });
    expect(studio.casino.calls.map((call) => call.path)).toEqual(['authenticate']);
    expect(response.body).toContain('<html lang="fi">');

    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`frame-ancestors ${CASINO_ORIGIN}`);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('opens a demo session without a token and without calling the casino', async () => {
    const response = await studio.app.inject({
      method: 'GET',
      url: launchUrl('roulette', 'lucky-dragon', { mode: 'demo', currency: 'SEK' }),
    });
    expect(response.statusCode).toBe(200);
    expect(readBoot(response.body)).toMatchObject({
      mode: 'demo',
      balance: 100_000,
      currency: 'SEK',
    });
    expect(studio.casino.calls).toEqual([]);
  });

  it.each([
    ['baccarat', 'baccarat-royale', [20, 100, 200, 500, 1000]],
    ['money-wheel', 'mega-money-wheel', [10, 20, 50, 100, 200, 500, 1000]],
  ])('launches %s for real money with the table chips', async (engine, skin, chips) => {
    const response = await studio.app.inject({
      method: 'GET',
      url: launchUrl(engine, skin, { token: 'token-of-player-one-0123' }),
    });
    expect(response.statusCode).toBe(200);
    expect(readBoot(response.body)).toMatchObject({
      engine,
      mode: 'real',
      balance: 100_000,
      skin: { slug: skin },
      tableChips: chips,
      tableMaxTotal: 10_000,
    });
    expect(studio.casino.calls.map((call) => call.path)).toEqual(['authenticate']);
  });

  it.each([
    ['an unknown engine', launchUrl('poker', 'x', { token: 'token-of-player-one-0123' })],
    [
      'a skin outside [a-z0-9-]',
      launchUrl('roulette', 'Bad_Skin', { token: 'token-of-player-one-0123' }),
    ],
    [
      'an origin that is not a casino of ours',
      launchUrl('roulette', 'x', {
        token: 'token-of-player-one-0123',
        origin: 'https://evil.example',
      }),
    ],
    [
      'no origin',
      launchUrl('roulette', 'x', { token: 'token-of-player-one-0123', origin: undefined }),
    ],
    ['real play without a token', launchUrl('roulette', 'x', {})],
    [
      'an unknown currency',
      launchUrl('roulette', 'x', { token: 'token-of-player-one-0123', currency: 'XXX' }),
    ],
    [
      'a bad minimum cycle',
      launchUrl('roulette', 'x', { token: 'token-of-player-one-0123', minCycleMs: '-1' }),
    ],
    [
      'no game id',
      launchUrl('roulette', 'x', { token: 'token-of-player-one-0123', game: undefined }),
    ],
    ['a bad mode', launchUrl('roulette', 'x', { token: 'token-of-player-one-0123', mode: 'free' })],
    ...['0', '100000001', '1000000000', '-200', '2.5', '5e2', 'abc', ''].map((maxStake) => [
      `a stake cap of "${maxStake}"`,
      launchUrl('video-slot', 'x', { token: 'token-of-player-one-0123', maxStake }),
    ]),
  ])('answers 400 for %s, and does nothing', async (_case, url) => {
    const response = await studio.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: { code: 'LAUNCH_INVALID' } });
    expect(studio.casino.calls).toEqual([]);
    expect(studio.sessions.size()).toBe(0);
  });

  it('offers a slot only the stakes within the casino’s stake cap, and keeps the cap', async () => {
    studio.casino.addPlayer('token-of-a-uk-player-0123', 'player-uk', 100_000, 'GBP');
    const uk = { token: 'token-of-a-uk-player-0123', currency: 'GBP' };
    const capped = (engine: string, maxStake: number | undefined) =>
      launch(studio, engine, { ...uk, maxStake });

    expect(await capped('video-slot', 500)).toMatchObject({
      stakes: [10, 20, 50, 100, 200, 500],
      maxStakeMinor: 500,
    });
    expect(await capped('classic-slot', 200)).toMatchObject({
      stakes: [10, 20, 50, 100, 200],
      maxStakeMinor: 200,
    });
    expect(await capped('video-slot', undefined)).toMatchObject({
      stakes: [10, 20, 50, 100, 200, 500, 1000],
      maxStakeMinor: null,
    });
    // Below the smallest stake nothing is offered; the game says so and starts no round.
    expect(await capped('video-slot', 5)).toMatchObject({ stakes: [], maxStakeMinor: 5 });
    // The table games keep their limits.
    expect(await capped('roulette', 200)).toMatchObject({
      stakes: [10, 20, 50, 100, 200, 500, 1000],
      tableMaxTotal: 10_000,
    });
    expect(await capped('baccarat', 200)).toMatchObject({ tableChips: [20, 100, 200, 500, 1000] });
  });

  it('offers a demo launch, which carries no cap, the whole ladder', async () => {
    expect(await launch(studio, 'video-slot', { mode: 'demo', currency: 'GBP' })).toMatchObject({
      stakes: [10, 20, 50, 100, 200, 500, 1000],
      maxStakeMinor: null,
    });
  });

  it('answers a browser a readable 400 page that says what is wrong', async () => {
    const response = await studio.app.inject({
      method: 'GET',
      url: launchUrl('roulette', 'x', {
        token: 'token-of-player-one-0123',
        origin: 'https://evil.example',
      }),
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('origin is not a casino this studio serves');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('answers 401 when the casino refuses the token, and opens no session', async () => {
    const response = await studio.app.inject({
      method: 'GET',
      url: launchUrl('roulette', 'x', { token: 'token-nobody-was-given-0' }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'LAUNCH_REFUSED' } });
    expect(studio.sessions.size()).toBe(0);
  });

  it('refuses a launch whose currency is not the player’s', async () => {
    const response = await studio.app.inject({
      method: 'GET',
      url: launchUrl('roulette', 'x', { token: 'token-of-player-one-0123', currency: 'SEK' }),
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers /health', async () => {
    const response = await studio.app.inject({ method: 'GET', url: '/health' });
    expect(response.json()).toEqual({ status: 'ok', sessions: 0, pendingSettlements: 0 });
  });
});
