import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, XHR, type TestApp } from './helper';
import { canUseRedis, startTestRedis, type TestRedis } from './redis-server';

// DESIGN §3: with REDIS_URL, several processes count one address's requests together — two apps
// on one Redis stand for two processes behind one load balancer.

const FORM = { 'content-type': 'application/x-www-form-urlencoded' } as const;
/** The verification-code route allows 10 a minute per address (registration/routes.ts). */
const SMS_LIMIT = 10;

describe.runIf(canUseRedis)('request limits shared through Redis', () => {
  let redis: TestRedis;
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    redis = await startTestRedis();
    [first, second] = await Promise.all([
      createTestApp({ REDIS_URL: redis.url }),
      createTestApp({ REDIS_URL: redis.url }),
    ]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    redis?.stop();
  });

  it('refuses the request over the limit whichever process it reaches', async () => {
    // An address of this run's own, so a shared REDIS_URL holds no earlier counts for it.
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const ask = (app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: '/en/verify-sms',
        headers: { ...XHR, ...FORM },
        payload: 'user_mobile=1&user_mobile_prefix=%2B44',
        remoteAddress: address,
      });
    const statuses: number[] = [];
    for (let request = 0; request < SMS_LIMIT; request += 1) {
      statuses.push((await ask(request % 2 === 0 ? first : second)).statusCode);
    }
    expect(statuses).toEqual(Array.from({ length: SMS_LIMIT }, () => 200));
    // Each process has seen five; together they have seen ten.
    const over = await ask(first);
    expect(over.statusCode).toBe(429);
    expect((await ask(second)).statusCode).toBe(429);
  });
});
