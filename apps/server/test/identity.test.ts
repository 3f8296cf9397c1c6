import { ZAppConfig } from '@playfair/contracts/app-config';
import {
  ZCsrfErrorResponse,
  ZCsrfTokenResponse,
  ZLoginFailureResponse,
  ZLoginSuccessResponse,
  ZLogoutResponse,
} from '@playfair/contracts/identity';
import { ZErrorResponse } from '@playfair/contracts/errors';
import { parseOptions } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { players, sessions } from '../src/modules/identity/schema';
import { createIdentityService } from '../src/modules/identity/service';
import { queryRows } from '../src/platform/db/client';
import {
  createTestApp,
  getCsrf,
  loginAs,
  postLogin,
  sessionCookieOf,
  setRestrictions,
  inlinedConfig,
  XHR,
  type TestApp,
} from './helper';

const START = new Date('2031-03-01T08:00:00.000Z');
let clock = START;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const MINUTE = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { identity: { now: () => clock } });
});
afterAll(() => t.close());
beforeEach(() => {
  // Each test starts at its own hour, so throttle counters of earlier tests are long forgotten.
  advance(24 * 60 * MINUTE);
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' } as const;
const BROWSER = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } as const;

function setCookie(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((cookie) => cookie.name === name);
}

async function userStatus(cookie: string) {
  return t.app.inject({ method: 'GET', url: '/en/get/user-status', headers: { ...XHR, cookie } });
}

function expectSessionEnded(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(401);
  expect(response.body).toContain('INVALID_AUTHENTICATION_TOKEN');
  expect(ZErrorResponse.parse(response.json()).error.code).toBe('INVALID_AUTHENTICATION_TOKEN');
}

async function translated(key: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/en/translations/selection',
    headers: XHR,
    payload: { keys: [key] },
  });
  // Until the catalogs carry the key, the server answers the key itself.
  return response.json<{ payload: Record<string, string> }>().payload[key] ?? key;
}

async function countSessions(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from sessions`,
  );
  return row?.n ?? -1;
}

describe('CSRF token (spec 000 §4, §7)', () => {
  it('starts a visitor session with an HttpOnly, SameSite=Lax cookie and keeps its token', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: '/public-api/v1/get-form-csrf-token',
      headers: XHR,
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const { csrf_token: token } = ZCsrfTokenResponse.parse(first.json());
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = setCookie(first, 'pf_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeUndefined();

    const again = await t.app.inject({
      method: 'GET',
      url: '/public-api/v1/get-form-csrf-token',
      headers: { ...XHR, cookie: `pf_session=${cookie?.value}` },
    });
    expect(again.json()).toEqual({ csrf_token: token });
    expect(sessionCookieOf(again)).toBeUndefined();
  });

  it('stores only a hash of the session token', async () => {
    const { cookie } = await getCsrf(t.app);
    const token = cookie.split('=')[1] ?? '';
    const rows = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from sessions where id = ${token} or id like ${`%${token}%`}`,
    );
    expect(rows).toEqual([]);
  });

  it('refuses a login whose token belongs to another session, or that has none', async () => {
    const player = await t.createPlayer();
    const mine = await getCsrf(t.app);
    const theirs = await getCsrf(t.app);
    const fields = { username: player.email, password: player.password };
    const cases: { cookie?: string; extra: Record<string, string> }[] = [
      { cookie: mine.cookie, extra: { csrf_token: theirs.csrfToken } },
      { cookie: mine.cookie, extra: {} },
      { extra: { csrf_token: mine.csrfToken } },
    ];
    for (const { cookie, extra } of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/en/user/login',
        headers: { ...XHR, ...FORM, ...(cookie === undefined ? {} : { cookie }) },
        payload: new URLSearchParams({ ...fields, ...extra }).toString(),
      });
      expect(response.statusCode).toBe(200);
      const body = ZCsrfErrorResponse.parse(response.json());
      expect(body.error).toBe('Your session has expired. Please log in again.');
      expect(sessionCookieOf(response)).toBeUndefined();
    }
  });

  it('accepts the token in the X-CSRF-Token header too', async () => {
    const player = await t.createPlayer();
    const { cookie, csrfToken } = await getCsrf(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/en/user/login',
      headers: { ...XHR, ...FORM, cookie, 'x-csrf-token': csrfToken },
      payload: new URLSearchParams({
        username: player.email,
        password: player.password,
      }).toString(),
    });
    expect(response.json().type).toBe('success');
  });
});

describe('login (spec 000 §3, §5)', () => {
  it('logs in, rotating the session: a new HttpOnly cookie, the old one revoked', async () => {
    const player = await t.createPlayer({ awaitingLugasDeMigration: true, country: 'DE' });
    const visitor = await getCsrf(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/en/user/login',
      headers: { ...XHR, ...FORM, cookie: visitor.cookie },
      payload: new URLSearchParams({
        username: `  ${player.email.toUpperCase()} `,
        password: player.password,
        csrf_token: visitor.csrfToken,
      }).toString(),
    });
    expect(response.statusCode).toBe(200);
    const body = ZLoginSuccessResponse.parse(response.json());
    expect(body).toMatchObject({
      id: player.id,
      redirect: '/en/',
      error: null,
      gtmError: null,
      gtmLoginEvent: { event: 'login', userId: player.id, country: 'DE', currency: 'EUR' },
      awaitingMigration: false,
      awaitingLugasDeMigration: true,
    });
    const cookie = setCookie(response, 'pf_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(`pf_session=${cookie?.value}`).not.toBe(visitor.cookie);

    expect((await userStatus(`pf_session=${cookie?.value}`)).json()).toEqual({ success: true });
    // The visitor session the login came from is gone: its token opens nothing any more.
    const old = await t.app.inject({
      method: 'GET',
      url: '/public-api/v1/get-form-csrf-token',
      headers: { ...XHR, cookie: visitor.cookie },
    });
    expect(old.json().csrf_token).not.toBe(visitor.csrfToken);
    expect(sessionCookieOf(old)).toBeDefined();
  });

  it('answers an unknown account and a wrong password with the same status and text', async () => {
    const player = await t.createPlayer();
    const unknown = await postLogin(t.app, {
      username: 'nobody-here@example.com',
      password: player.password,
    });
    const wrong = await postLogin(t.app, { username: player.email, password: 'Wrong-Horse-7' });
    expect(unknown.statusCode).toBe(200);
    expect(wrong.statusCode).toBe(unknown.statusCode);
    expect(wrong.json()).toEqual(unknown.json());
    const body = ZLoginFailureResponse.parse(wrong.json());
    expect(body).toEqual({
      type: 'error',
      error: await translated('login_error_invalid_credentials'),
      gtmError: 'invalid_credentials',
    });
    expect(sessionCookieOf(wrong)).toBeUndefined();
  });

  it('stores the password as argon2id with at least OWASP parameters', async () => {
    const player = await t.createPlayer();
    const [row] = await t.database.db
      .select({ hash: players.passwordHash })
      .from(players)
      .where(eq(players.id, player.id));
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=1\$/);
    const options = parseOptions(row?.hash ?? '');
    expect(options.memoryCost).toBeGreaterThanOrEqual(19_456);
    expect(options.timeCost).toBeGreaterThanOrEqual(2);
    expect(options.parallelism).toBe(1);
    expect(row?.hash).not.toContain(player.password);
  });

  it('refuses a self-excluded player, also permanently excluded, and lets a past exclusion in', async () => {
    const excluded = await t.createPlayer({
      selfExcludedUntil: new Date(clock.getTime() + MINUTE),
    });
    const permanent = await t.createPlayer();
    await t.database.db.execute(
      sql`insert into player_restrictions (player_id, self_excluded_until)
          values (${permanent.id}, 'infinity')`,
    );
    // A dated exclusion names its end (registers.test.ts); a permanent one has none to name.
    const expected = {
      permanent: {
        type: 'error',
        error: await translated('login_error_self_excluded'),
        gtmError: 'self_excluded',
      },
      dated: { type: 'error', gtmError: 'self_excluded' },
    };
    for (const [player, answer] of [
      [excluded, expected.dated],
      [permanent, expected.permanent],
    ] as const) {
      const response = await postLogin(t.app, {
        username: player.email,
        password: player.password,
      });
      expect(response.json()).toMatchObject(answer);
      expect(sessionCookieOf(response)).toBeUndefined();
    }
    const returned = await t.createPlayer({ selfExcludedUntil: new Date(clock.getTime() - 1) });
    expect(
      (await postLogin(t.app, { username: returned.email, password: returned.password })).json()
        .type,
    ).toBe('success');
  });

  it.each([
    ['//evil.com'],
    ['https://evil.com'],
    ['/\\evil.com'],
    ['/.//evil.com'],
    ['javascript:alert(1)'],
    ['/\t/evil.com'],
  ])('ignores the open redirect %j', async (redirect) => {
    const player = await t.createPlayer();
    const response = await postLogin(
      t.app,
      { username: player.email, password: player.password, redirect },
      { locale: 'fi' },
    );
    expect(ZLoginSuccessResponse.parse(response.json()).redirect).toBe('/fi/');
  });

  it('follows a same-site redirect', async () => {
    const player = await t.createPlayer();
    const response = await postLogin(t.app, {
      username: player.email,
      password: player.password,
      redirect: '/en/casino?category=new#top',
    });
    expect(response.json().redirect).toBe('/en/casino?category=new#top');
  });

  it.each([
    ['a missing username', { password: 'x' }, 'username'],
    ['a missing password', { username: 'a@example.com' }, 'password'],
    ['an empty password', { username: 'a@example.com', password: '' }, 'password'],
    ['an oversized password', { username: 'a@example.com', password: 'P'.repeat(129) }, 'password'],
    [
      'an oversized username',
      { username: `${'a'.repeat(250)}@example.com`, password: 'x' },
      'username',
    ],
    [
      'an oversized redirect',
      { username: 'a@example.com', password: 'x', redirect: `/${'a'.repeat(2048)}` },
      'redirect',
    ],
  ])('refuses %s with 400 VALIDATION_ERROR and changes nothing', async (_name, fields, field) => {
    const { cookie, csrfToken } = await getCsrf(t.app);
    const before = await countSessions();
    const response = await t.app.inject({
      method: 'POST',
      url: '/en/user/login',
      headers: { ...XHR, ...FORM, cookie },
      payload: new URLSearchParams({ ...fields, csrf_token: csrfToken }).toString(),
    });
    expect(response.statusCode).toBe(400);
    const body = ZErrorResponse.parse(response.json());
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.error.fields ?? {})).toContain(field);
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(await countSessions()).toBe(before);
  });

  it('refuses a repeated field (a list) with 400, and a refused form counts no failure', async () => {
    const player = await t.createPlayer();
    const { cookie, csrfToken } = await getCsrf(t.app);
    for (let i = 0; i < 8; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/en/user/login',
        headers: { ...XHR, ...FORM, cookie },
        payload: `username=${encodeURIComponent(player.email)}&password=a&password=b&csrf_token=${csrfToken}`,
      });
      expect(response.statusCode).toBe(400);
    }
    // Eight refused forms later the account and the address are not throttled.
    expect(
      (await postLogin(t.app, { username: player.email, password: player.password })).json().type,
    ).toBe('success');
  });

  it('refuses a login without the XHR marker', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/en/user/login',
      headers: FORM,
      payload: 'username=a%40example.com&password=x',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the session cookie behind TLS', () => {
  let tls: TestApp;
  beforeAll(async () => {
    tls = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => tls.close());

  it('is __Host-pf_session and Secure when the proxy says https', async () => {
    const player = await tls.createPlayer();
    const https = { 'x-forwarded-proto': 'https' };
    const response = await postLogin(
      tls.app,
      { username: player.email, password: player.password },
      { headers: https },
    );
    expect(response.json().type).toBe('success');
    const cookie = setCookie(response, '__Host-pf_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: true });
    expect(cookie?.domain).toBeUndefined();
    expect(setCookie(response, 'pf_session')).toBeUndefined();

    const status = await tls.app.inject({
      method: 'GET',
      url: '/get/user-status',
      headers: { ...XHR, ...https, cookie: `__Host-pf_session=${cookie?.value}` },
    });
    expect(status.json()).toEqual({ success: true });
    // The same token under the plain name is not accepted over TLS: only __Host- is read there.
    const plain = await tls.app.inject({
      method: 'GET',
      url: '/get/user-status',
      headers: { ...XHR, ...https, cookie: `pf_session=${cookie?.value}` },
    });
    expect(plain.statusCode).toBe(401);
  });

  it('ignores x-forwarded-proto when the proxy is not trusted', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/public-api/v1/get-form-csrf-token',
      headers: { ...XHR, 'x-forwarded-proto': 'https' },
    });
    expect(setCookie(response, 'pf_session')?.secure).toBeUndefined();
    expect(setCookie(response, '__Host-pf_session')).toBeUndefined();
  });
});

describe('session lifetime', () => {
  it('ends after 30 idle minutes with INVALID_AUTHENTICATION_TOKEN, and clears the cookie', async () => {
    const player = await t.createPlayer();
    const cookie = await loginAs(t.app, player);
    advance(29 * MINUTE);
    expect((await userStatus(cookie)).statusCode).toBe(200);
    // Activity keeps it alive: 29 minutes after the last call, not after the login.
    advance(29 * MINUTE);
    expect((await userStatus(cookie)).statusCode).toBe(200);
    advance(30 * MINUTE + 1);
    const expired = await userStatus(cookie);
    expectSessionEnded(expired);
    expect(setCookie(expired, 'pf_session')?.value).toBe('');
  });

  it('ends 12 hours after login however active the player is', async () => {
    const player = await t.createPlayer();
    const cookie = await loginAs(t.app, player);
    for (let elapsed = 0; elapsed < 12 * 60 - 20; elapsed += 20) {
      advance(20 * MINUTE);
      expect((await userStatus(cookie)).statusCode, `after ${elapsed + 20} min`).toBe(200);
    }
    advance(20 * MINUTE);
    expectSessionEnded(await userStatus(cookie));
  });

  it('writes last_seen_at at most once a minute', async () => {
    const player = await t.createPlayer();
    const cookie = await loginAs(t.app, player);
    const lastSeen = async () => {
      const [row] = await t.database.db
        .select({ lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.playerId, player.id));
      return row?.lastSeenAt.getTime();
    };
    const loggedInAt = clock.getTime();
    expect(await lastSeen()).toBe(loggedInAt);
    advance(59_000);
    await userStatus(cookie);
    expect(await lastSeen()).toBe(loggedInAt);
    advance(1_000);
    await userStatus(cookie);
    expect(await lastSeen()).toBe(clock.getTime());
  });

  it('answers INVALID_AUTHENTICATION_TOKEN without a session, or with a visitor session', async () => {
    expectSessionEnded(
      await t.app.inject({ method: 'GET', url: '/en/user/kyc/status', headers: XHR }),
    );
    const { cookie } = await getCsrf(t.app);
    const visitor = await userStatus(cookie);
    expectSessionEnded(visitor);
    // The visitor's own session is still good for the login form.
    expect(sessionCookieOf(visitor)).toBeUndefined();
  });
});

describe('logout (spec 000 §2)', () => {
  it('revokes the session and clears the cookie; the old cookie then opens nothing', async () => {
    const player = await t.createPlayer();
    const cookie = await loginAs(t.app, player);
    const response = await t.app.inject({
      method: 'GET',
      url: '/fi/user/logout?redirect=%2Ffi%2Fcasino',
      headers: { ...XHR, cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(ZLogoutResponse.parse(response.json())).toEqual({
      success: true,
      redirect: '/fi/casino',
    });
    expect(setCookie(response, 'pf_session')?.value).toBe('');
    expectSessionEnded(await userStatus(cookie));
  });

  it('without the XHR marker and from no page of the site, only redirects: the session lives on', async () => {
    const player = await t.createPlayer();
    const cookie = await loginAs(t.app, player);
    const response = await t.app.inject({
      method: 'GET',
      url: '/en/user/logout',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(303);
    expect((await userStatus(cookie)).statusCode).toBe(200);
  });

  it.each(['//evil.com', 'https://evil.com', '/\\evil.com'])(
    'ignores the open redirect %j',
    async (redirect) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/en/user/logout?redirect=${encodeURIComponent(redirect)}`,
        headers: XHR,
      });
      expect(response.json()).toEqual({ success: true, redirect: '/en/' });
    },
  );
});

describe('revoking every session', () => {
  it('revokeAllSessions ends the player’s sessions on every browser and no one else’s', async () => {
    const player = await t.createPlayer();
    const other = await t.createPlayer();
    const phone = await loginAs(t.app, player);
    const laptop = await loginAs(t.app, player);
    const someoneElse = await loginAs(t.app, other);
    const identity = createIdentityService({ db: t.database.db, now: () => clock });
    expect(await identity.revokeAllSessions(player.id)).toBe(2);
    expectSessionEnded(await userStatus(phone));
    expectSessionEnded(await userStatus(laptop));
    expect((await userStatus(someoneElse)).statusCode).toBe(200);
  });

  it('changePassword revokes every session; the new password works and the old does not', async () => {
    const player = await t.createPlayer();
    const cookie = await loginAs(t.app, player);
    const identity = createIdentityService({ db: t.database.db, now: () => clock });
    await identity.changePassword(player.id, 'Brand-New-Pass-9');
    expectSessionEnded(await userStatus(cookie));
    const old = await postLogin(t.app, { username: player.email, password: player.password });
    expect(old.json().type).toBe('error');
    await loginAs(t.app, { email: player.email, password: 'Brand-New-Pass-9' });
  });
});

describe('account status calls (spec 000 §7)', () => {
  it('all need a session', async () => {
    for (const url of [
      '/en/user/accept-login-info',
      '/en/get/user-status',
      '/en/user/kyc/status',
      '/en/user/kyc-is-user-verified',
      '/en/user/check-de-migration',
      '/en/user/setOBtag?tag=abc',
    ]) {
      expectSessionEnded(await t.app.inject({ method: 'GET', url, headers: XHR }));
    }
  });

  it('user-status: success, the AML error text, or 500 with a redirect for an excluded player', async () => {
    const clear = await t.createPlayer();
    expect((await userStatus(await loginAs(t.app, clear))).json()).toEqual({ success: true });

    const aml = await t.createPlayer({ amlStatus: '3' });
    const amlResponse = await userStatus(await loginAs(t.app, aml));
    expect(amlResponse.statusCode).toBe(200);
    expect(amlResponse.json()).toEqual({
      success: false,
      error: await translated('source_of_wealth_required'),
    });

    const excluded = await t.createPlayer();
    const cookie = await loginAs(t.app, excluded);
    await setRestrictions(t.database.db, excluded.id, {
      selfExcludedUntil: new Date(clock.getTime() + 24 * 60 * MINUTE),
    });
    const blocked = await t.app.inject({
      method: 'GET',
      url: '/fi/get/user-status',
      headers: { ...XHR, cookie },
    });
    expect(blocked.statusCode).toBe(500);
    expect(blocked.json()).toEqual({ success: false, redirect: '/fi/' });
    expectSessionEnded(await userStatus(cookie));
  });

  it('kyc/status, kyc-is-user-verified and check-de-migration read the player', async () => {
    const get = (url: string, cookie: string) =>
      t.app.inject({ method: 'GET', url, headers: { ...XHR, cookie } }).then((r) => r.json());
    const clear = await loginAs(t.app, await t.createPlayer());
    expect(await get('/en/user/kyc/status', clear)).toEqual({ success: true, amlStatus: '0' });
    expect(await get('/en/user/kyc-is-user-verified', clear)).toEqual({ isUserKYCVerified: true });
    expect(await get('/en/user/check-de-migration', clear)).toEqual({ merge: false });

    const flagged = await loginAs(
      t.app,
      await t.createPlayer({ amlStatus: '1', hasKycBlock: true, awaitingLugasDeMigration: true }),
    );
    expect(await get('/en/user/kyc/status', flagged)).toEqual({ success: true, amlStatus: '1' });
    expect(await get('/en/user/kyc-is-user-verified', flagged)).toEqual({
      isUserKYCVerified: false,
    });
    expect(await get('/en/user/check-de-migration', flagged)).toEqual({ merge: true });
  });

  it('accept-login-info records the acceptance, and only with the XHR marker', async () => {
    const player = await t.createPlayer();
    const cookie = await loginAs(t.app, player);
    const accepted = async () => {
      const [row] = await t.database.db
        .select({ at: players.loginInfoAcceptedAt })
        .from(players)
        .where(eq(players.id, player.id));
      return row?.at ?? null;
    };
    const unmarked = await t.app.inject({
      method: 'GET',
      url: '/en/user/accept-login-info',
      headers: { cookie },
    });
    expect(unmarked.statusCode).toBe(403);
    expect(await accepted()).toBeNull();
    const response = await t.app.inject({
      method: 'GET',
      url: '/en/user/accept-login-info',
      headers: { ...XHR, cookie },
    });
    expect(response.json()).toEqual({ success: true });
    expect((await accepted())?.getTime()).toBe(clock.getTime());
  });

  it('setOBtag keeps a valid tag for 2 hours and refuses a bad one with 400, changing nothing', async () => {
    const player = await t.createPlayer();
    const cookie = await loginAs(t.app, player);
    const stored = async () => {
      const [row] = await t.database.db
        .select({ tag: players.referralTag, expiresAt: players.referralTagExpiresAt })
        .from(players)
        .where(eq(players.id, player.id));
      return { tag: row?.tag, expiresAt: row?.expiresAt?.getTime() };
    };
    const set = (tag: string) =>
      t.app.inject({
        method: 'GET',
        url: `/en/user/setOBtag?tag=${encodeURIComponent(tag)}`,
        headers: { ...XHR, cookie },
      });
    expect((await set('aff_42-x')).json()).toEqual({ success: true });
    expect(await stored()).toEqual({ tag: 'aff_42-x', expiresAt: clock.getTime() + 120 * MINUTE });
    for (const bad of ['', 'a'.repeat(65), 'a b', '<script>', 'ä']) {
      const response = await set(bad);
      expect(response.statusCode, bad).toBe(400);
      expect(ZErrorResponse.parse(response.json()).error.code).toBe('VALIDATION_ERROR');
    }
    expect((await stored()).tag).toBe('aff_42-x');
  });
});

describe('the app configuration reflects the logged-in player (spec 000 §3)', () => {
  it('carries the player’s id, country, currency, statuses, flags and jurisdiction', async () => {
    const player = await t.createPlayer({
      country: 'DE',
      currency: 'EUR',
      locale: 'en',
      amlStatus: '2',
      kycStatus: '1',
      isWithinBonusCap: false,
      hasGameplayBlock: true,
      hasPepBlock: true,
      hasRgTriggerBlock: true,
    });
    const cookie = await loginAs(t.app, player);
    const page = await t.app.inject({
      method: 'GET',
      url: '/fi/casino',
      headers: { ...BROWSER, cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const config = inlinedConfig(page.body);
    expect(config).toMatchObject({
      userId: player.id,
      logged: true,
      locale: 'fi',
      country: 'DE',
      currency: 'EUR',
      amlStatus: '2',
      kycStatus: '1',
      isUserWithinBonusCap: false,
      hasGameplayBlock: true,
      hasScanVerification: false,
      hasUnverifiedBlock: false,
      hasPepBlock: true,
      hasKycBlock: false,
      hasRGTriggerBlock: true,
      shouldBlockUnverifiedDEUser: true,
      minimumAge: 18,
      licencesAuthority: 'GGL',
    });
    // The same statuses as the server's reasons against real play, in the order they are told.
    expect(config.playReasons).toEqual([
      'pep-block',
      'gameplay-block',
      'aml-status',
      'kyc-status',
      'rg-trigger-block',
      'unverified-german-player',
    ]);
    expect(config.features['panic-button']).toBe(true);

    const api = await t.app.inject({
      method: 'GET',
      url: '/api/config?locale=sv',
      headers: { cookie },
    });
    expect(ZAppConfig.parse(api.json())).toMatchObject({
      userId: player.id,
      logged: true,
      currency: 'EUR',
      licencesAuthority: 'GGL',
    });
  });

  it('stays logged-out for a visitor, with or without a visitor session, and after logout', async () => {
    const { cookie: visitor } = await getCsrf(t.app);
    for (const headers of [BROWSER, { ...BROWSER, cookie: visitor }]) {
      const page = await t.app.inject({ method: 'GET', url: '/sv/', headers });
      expect(inlinedConfig(page.body)).toMatchObject({
        userId: 'logged-out',
        logged: false,
        currency: 'SEK',
        country: 'SE',
        playReasons: [],
      });
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    const cookie = await loginAs(t.app, await t.createPlayer());
    await t.app.inject({ method: 'GET', url: '/en/user/logout', headers: { ...XHR, cookie } });
    const after = await t.app.inject({
      method: 'GET',
      url: '/sv/',
      headers: { ...BROWSER, cookie },
    });
    expect(inlinedConfig(after.body).logged).toBe(false);
  });
});
