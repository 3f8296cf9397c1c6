import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, XHR, type TestApp } from './helper';

// SMS_CODES_PER_MINUTE: the operator sets how many verification codes (an SMS each) one address
// may ask for a minute; the default stays 10 (shared-rate-limits.test.ts).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_CODES_PER_MINUTE: '3' });
});
afterAll(() => t.close());

it('refuses the code over the configured number a minute for one address', async () => {
  const ask = () =>
    t.app.inject({
      method: 'POST',
      url: '/en/verify-sms',
      headers: { ...XHR, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'user_mobile=1&user_mobile_prefix=%2B44',
      remoteAddress: '10.9.8.7',
    });
  const statuses = [];
  for (let request = 0; request < 4; request += 1) statuses.push((await ask()).statusCode);
  expect(statuses).toEqual([200, 200, 200, 429]);
});
