import { ZErrorResponse } from '@playfair/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postLogin, type TestApp } from './helper';

// Behind TRUST_PROXY=1 (one proxy that appends the address it saw to X-Forwarded-For), the client
// is the right-most address: what stands left of it the client wrote itself.
const PROXY = '10.0.0.5';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' });
});
afterAll(() => t.close());

describe('a trusted proxy in front', () => {
  it('throttles logins by the address the proxy saw, whatever the client forwards', async () => {
    const client = '198.51.100.77';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      // Every attempt at another account, so only the address's counter can stop them.
      const player = await t.createPlayer();
      const response = await postLogin(
        t.app,
        { username: player.email, password: 'Wrong-Pass-1' },
        {
          remoteAddress: PROXY,
          headers: { 'x-forwarded-for': `203.0.113.${attempt + 1}, ${client}` },
        },
      );
      statuses.push(response.statusCode);
    }
    // spec: five free failures per address, then a lock.
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('keeps the dev outbox closed: behind a proxy every caller comes from loopback', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/dev/outbox?to=someone%40example.com',
      remoteAddress: '127.0.0.1',
    });
    expect(response.statusCode).toBe(404);
    expect(ZErrorResponse.parse(response.json()).error.code).toBe('NOT_FOUND');
  });
});
