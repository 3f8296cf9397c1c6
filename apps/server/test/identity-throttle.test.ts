import { ZErrorResponse } from '@playfair/contracts/errors';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, postLogin, type TestApp, type TestPlayer } from './helper';

// The login throttle of modules/identity/service.ts, driven through the API with a clock the test
// moves: per account 5 free failures, then 30 s doubling to at most 5 min; per address 5 free
// failures, then 30 s doubling to at most 15 min; failures forgotten 15 min after the last attempt.

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
let clock = new Date('2032-06-01T00:00:00.000Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { identity: { now: () => clock } });
});
afterAll(() => t.close());
beforeEach(() => advance(24 * 60 * MINUTE));

let addressCount = 0;
/** A fresh address, so a test sees only its own counters. */
function newAddress(): string {
  addressCount += 1;
  return `198.51.100.${addressCount}`;
}

function attempt(player: TestPlayer, password: string, remoteAddress: string) {
  return postLogin(t.app, { username: player.email, password }, { remoteAddress });
}

const wrong = (player: TestPlayer, address: string) => attempt(player, 'Wrong-Pass-1', address);

function expectRefused(response: LightMyRequestResponse, retryAfterSeconds: number) {
  expect(response.statusCode).toBe(429);
  expect(ZErrorResponse.parse(response.json()).error.code).toBe('RATE_LIMITED');
  expect(response.headers['retry-after']).toBe(String(retryAfterSeconds));
}

function expectFailure(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(200);
  expect(response.json().type).toBe('error');
}

describe('per account', () => {
  it('allows 5 failures, then refuses with a doubling Retry-After, capped at 5 minutes', async () => {
    const player = await t.createPlayer();
    // Every attempt from another address: only the account's counter can stop them.
    for (let i = 0; i < 5; i += 1) expectFailure(await wrong(player, newAddress()));
    expectRefused(await wrong(player, newAddress()), 30);
    // Even the right password waits: the lock does not depend on what is tried.
    expectRefused(await attempt(player, player.password, newAddress()), 30);
    advance(10 * SECOND);
    expectRefused(await wrong(player, newAddress()), 20);

    for (const lock of [60, 120, 240, 300, 300, 300]) {
      advance(20 * SECOND);
      expectFailure(await wrong(player, newAddress()));
      expectRefused(await wrong(player, newAddress()), lock);
      advance(lock * SECOND - 20 * SECOND);
    }
  });

  it('is not lengthened by attempts refused during the lock', async () => {
    const player = await t.createPlayer();
    for (let i = 0; i < 5; i += 1) expectFailure(await wrong(player, newAddress()));
    for (let i = 0; i < 20; i += 1) expectRefused(await wrong(player, newAddress()), 30);
    advance(30 * SECOND);
    // The real player, from their own address, gets in as soon as the lock ends.
    expect((await attempt(player, player.password, newAddress())).json().type).toBe('success');
  });

  it('is cleared by a successful login', async () => {
    const player = await t.createPlayer();
    const home = newAddress();
    for (let i = 0; i < 4; i += 1) expectFailure(await wrong(player, home));
    expect((await attempt(player, player.password, home)).json().type).toBe('success');
    for (let i = 0; i < 4; i += 1) expectFailure(await wrong(player, newAddress()));
    // 4 + 4 failures, but the success in between reset the account: the next is still free.
    expectFailure(await wrong(player, newAddress()));
    expectRefused(await wrong(player, newAddress()), 30);
  });

  it('forgets failures 15 minutes after the last attempt', async () => {
    const player = await t.createPlayer();
    for (let i = 0; i < 4; i += 1) expectFailure(await wrong(player, newAddress()));
    advance(15 * MINUTE + SECOND);
    for (let i = 0; i < 4; i += 1) expectFailure(await wrong(player, newAddress()));
    expectFailure(await wrong(player, newAddress()));
    expectRefused(await wrong(player, newAddress()), 30);
  });

  it('throttles an unknown account exactly like a known one', async () => {
    const ghost = { email: 'ghost@example.com', password: 'x' } as TestPlayer;
    for (let i = 0; i < 5; i += 1) expectFailure(await wrong(ghost, newAddress()));
    expectRefused(await wrong(ghost, newAddress()), 30);
  });
});

describe('per address', () => {
  it('counts failures across accounts and locks up to 15 minutes', async () => {
    const address = newAddress();
    const victims = await Promise.all(Array.from({ length: 12 }, () => t.createPlayer()));
    for (const victim of victims.slice(0, 5)) expectFailure(await wrong(victim, address));
    const next = victims[5] as TestPlayer;
    expectRefused(await wrong(next, address), 30);
    // Another address is not affected.
    expectFailure(await wrong(next, newAddress()));

    const locks = [60, 120, 240, 480, 900, 900];
    for (const [index, lock] of locks.entries()) {
      advance((index === 0 ? 30 : (locks[index - 1] ?? 0)) * SECOND);
      expectFailure(await wrong(victims[6 + index] as TestPlayer, address));
      expectRefused(await wrong(victims[0] as TestPlayer, address), lock);
    }
  });

  it('is not cleared by a success: logging in to one’s own account buys no more guesses', async () => {
    const address = newAddress();
    const own = await t.createPlayer();
    const others = await Promise.all(Array.from({ length: 5 }, () => t.createPlayer()));
    for (const other of others.slice(0, 4)) expectFailure(await wrong(other, address));
    expect((await attempt(own, own.password, address)).json().type).toBe('success');
    expectFailure(await wrong(others[4] as TestPlayer, address));
    expectRefused(await wrong(others[0] as TestPlayer, address), 30);
  });

  it('counts an IPv6 network (/64) as one address', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => t.createPlayer()));
    for (const [index, player] of players.slice(0, 5).entries()) {
      expectFailure(await wrong(player, `2001:db8:aa:bb::${index + 1}`));
    }
    expectRefused(await wrong(players[5] as TestPlayer, '2001:db8:aa:bb:ffff:1:2:3'), 30);
    expectFailure(await wrong(players[5] as TestPlayer, '2001:db8:aa:bc::1'));
  });
});
