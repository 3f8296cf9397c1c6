import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginAs, XHR, type TestApp } from './helper';

// spec 000 §2 "Logout: /{locale}/user/logout with an optional query" as a plain link (GET): the
// site's own pages log out through it, another site's link or image cannot (a forged request).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function loggedIn(): Promise<string> {
  return loginAs(t.app, await t.createPlayer());
}

function logout(cookie: string, headers: Record<string, string>, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `/en/user/logout${query}`,
    headers: { cookie, accept: 'text/html', ...headers },
  });
}

async function isLoggedIn(cookie: string): Promise<boolean> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/en/get/user-status',
    headers: { ...XHR, cookie },
  });
  return response.statusCode === 200 && !response.body.includes('INVALID_AUTHENTICATION_TOKEN');
}

describe('logout as a plain link', () => {
  it('from a page of the site (Sec-Fetch-Site same-origin) logs out and redirects', async () => {
    const cookie = await loggedIn();
    const response = await logout(
      cookie,
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' },
      '?redirect=%2Fen%2Fcasino',
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/en/casino');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.cookies.find((each) => each.name === 'pf_session')?.value).toBe('');
    expect(await isLoggedIn(cookie)).toBe(false);
  });

  it('typed into the address bar (Sec-Fetch-Site none) logs out', async () => {
    const cookie = await loggedIn();
    const response = await logout(cookie, { 'sec-fetch-site': 'none' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/en/');
    expect(await isLoggedIn(cookie)).toBe(false);
  });

  it('without Sec-Fetch-Site, a Referer of this site logs out', async () => {
    const cookie = await loggedIn();
    const response = await logout(cookie, { referer: 'http://localhost:80/en/casino' });
    expect(response.statusCode).toBe(303);
    expect(await isLoggedIn(cookie)).toBe(false);
  });

  it('from another site only redirects, and the player stays logged in', async () => {
    const cookie = await loggedIn();
    const forged: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      { 'sec-fetch-site': 'same-site' },
      { referer: 'https://evil.example/page' },
      {},
    ];
    for (const headers of forged) {
      const response = await logout(cookie, headers, '?redirect=https%3A%2F%2Fevil.example');
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/en/');
      expect(response.cookies.find((each) => each.name === 'pf_session')).toBeUndefined();
      expect(await isLoggedIn(cookie)).toBe(true);
    }
  });

  it("the site's own call (XHR marker) still answers JSON", async () => {
    const cookie = await loggedIn();
    const response = await t.app.inject({
      method: 'GET',
      url: '/en/user/logout',
      headers: { ...XHR, cookie },
    });
    expect(response.json()).toEqual({ success: true, redirect: '/en/' });
    expect(await isLoggedIn(cookie)).toBe(false);
  });
});
