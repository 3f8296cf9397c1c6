import { ZErrorResponse } from '@playfair/contracts/errors';
import { ZHealthResponse } from '@playfair/contracts/health';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, postLogin, XHR, type TestApp } from './helper';
import { canRunRedisServer, startRedisServer, type RedisServer } from './redis-server';

// Hardening 10: with Redis away, the calls that count in it answer 503 at once instead of waiting
// ~12 s and answering 500; /health says so; and service returns with Redis, with no restart.
describe.skipIf(!canRunRedisServer)('Redis going away and coming back', () => {
  let redis: RedisServer;
  let t: TestApp;
  beforeAll(async () => {
    redis = await startRedisServer();
    t = await createTestApp({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
  const health = async () => ZHealthResponse.parse((await t.app.inject('/health')).json());
  const wrongLogin = () =>
    postLogin(t.app, { username: 'someone@example.com', password: 'Wrong-Pass-1' });
  const validateEmail = () =>
    t.app.inject({
      method: 'POST',
      url: '/en/public-api/v1/validate/email',
      headers: { ...XHR, ...FORM },
      payload: 'Email=someone%40example.com',
    });
  const forgotPassword = () =>
    t.app.inject({
      method: 'POST',
      url: '/en/user/forgot-password',
      headers: { ...XHR, ...FORM },
      payload: 'form_email=someone%40example.com',
    });

  function expectUnavailable(response: LightMyRequestResponse) {
    expect(response.statusCode, response.body).toBe(503);
    expect(ZErrorResponse.parse(response.json()).error.code).toBe('SERVICE_UNAVAILABLE');
  }

  it('answers 503 while Redis is away, says so in /health, and serves again when it returns', async () => {
    expect(await health()).toMatchObject({ status: 'ok', redis: { status: 'up' } });
    expect((await wrongLogin()).json()).toMatchObject({ type: 'error' });

    await redis.stop();
    await vi.waitFor(async () => expect((await health()).redis?.status).toBe('down'));
    expect((await t.app.inject('/health')).statusCode).toBe(503);
    expectUnavailable(await wrongLogin());
    expectUnavailable(await validateEmail());
    expectUnavailable(await forgotPassword());
    // What needs no Redis goes on.
    expect(
      (await t.app.inject({ method: 'GET', url: '/en/all/casino/games', headers: XHR })).statusCode,
    ).toBe(200);

    redis = await startRedisServer(redis.port);
    await vi.waitFor(async () => expect((await health()).status).toBe('ok'), {
      timeout: 10_000,
      interval: 100,
    });
    expect((await wrongLogin()).json()).toMatchObject({ type: 'error' });
    expect((await validateEmail()).statusCode).toBe(200);
  });
});
