import { DAY_MS, HOUR_MS } from '@playfair/domain/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db/client';
import { OPERATOR_TOKEN } from './payments-helper';
import { loginAs, postLogin, XHR } from './helper';
import {
  createRgTestApp,
  errorCodeOf,
  rgGet,
  rgPlayer,
  rgPost,
  setLimit,
  type RgTestApp,
} from './rg-helper';

// Issue "Responsible gambling I": time-outs, self-exclusion and the panic button (spec 000 §9 ids,
// spec 001 §7 add-timeout, DESIGN §10), the operator's view and the audit trail.

let t: RgTestApp;
beforeAll(async () => {
  t = await createRgTestApp();
});
afterAll(() => t.close());

function operator(method: 'GET' | 'POST', url: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${OPERATOR_TOKEN}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

describe('a time-out or self-exclusion (POST /user/self-exclusion)', () => {
  it('takes a 7-day time-out at once: every session ends and the login is refused with its end', async () => {
    const player = await rgPlayer(t, { country: 'FI' });
    const secondBrowser = await loginAs(t.app, player);
    const response = await rgPost(t, player, '/en/user/self-exclusion', {
      duration: '2',
      password: player.password,
    });
    expect(response.statusCode, response.body).toBe(200);
    const until = new Date(t.clock.now().getTime() + 7 * DAY_MS);
    expect(response.json()).toEqual({
      success: true,
      Kind: 'time-out',
      Until: until.toISOString(),
    });
    expect((await rgGet(t, player, '/en/user/wallet')).statusCode).toBe(401);
    expect(
      (await rgGet(t, { ...player, cookie: secondBrowser }, '/en/user/wallet')).statusCode,
    ).toBe(401);
    const login = await postLogin(t.app, { username: player.email, password: player.password });
    expect(login.json()).toMatchObject({ type: 'error' });
    // The end date, in the player's words: 17 March 2027.
    expect(login.json().error).toContain('March 17, 2027');
  });

  it('refuses a wrong password and a duration the market does not offer, changing nothing', async () => {
    const player = await rgPlayer(t, { country: 'GB', currency: 'GBP' });
    const wrong = await rgPost(t, player, '/en/user/self-exclusion', {
      duration: '4',
      password: 'Not-The-Password-1',
    });
    expect(errorCodeOf(wrong)).toBe('PASSWORD_INCORRECT');
    // GB offers no 3-month break and no permanent exclusion (its profile).
    for (const duration of ['30', '6', '99', 'x']) {
      const refused = await rgPost(t, player, '/en/user/self-exclusion', {
        duration,
        password: player.password,
      });
      expect(refused.statusCode, duration).toBe(400);
    }
    expect((await rgGet(t, player, '/en/user/wallet')).statusCode).toBe(200);
  });

  it('excludes permanently where the market offers it', async () => {
    const player = await rgPlayer(t, { country: 'FI' });
    const response = await rgPost(t, player, '/en/user/self-exclusion', {
      duration: '6',
      password: player.password,
    });
    expect(response.json()).toEqual({ success: true, Kind: 'self-exclusion', Until: null });
    const login = await postLogin(t.app, { username: player.email, password: player.password });
    expect(login.json()).toMatchObject({ type: 'error', gtmError: 'self_excluded' });
  });
});

describe('the panic button (POST /user/add-timeout, DE)', () => {
  it('starts 24 hours at once, ends the session and reports who pressed it', async () => {
    const player = await rgPlayer(t, { country: 'DE' });
    const response = await rgPost(t, player, '/en/user/add-timeout');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      Kind: 'time-out',
      Until: new Date(t.clock.now().getTime() + 24 * HOUR_MS).toISOString(),
    });
    expect((await rgGet(t, player, '/en/user/wallet')).statusCode).toBe(401);
    const [fact] = await queryRows<{ payload: Record<string, unknown> }>(
      t.database.db,
      sql`select payload from domain_events where type = 'player.restricted'
          and player_id = ${player.id}`,
    );
    expect(fact?.payload).toMatchObject({ restriction: 'timed-out', source: 'panic-button' });
    t.clock.advance(24 * HOUR_MS);
    const back = await postLogin(t.app, { username: player.email, password: player.password });
    expect(back.json()).toMatchObject({ type: 'success' });
  });

  it('is refused where the market has no panic button', async () => {
    const player = await rgPlayer(t, { country: 'FI' });
    expect(errorCodeOf(await rgPost(t, player, '/en/user/add-timeout'))).toBe(
      'PANIC_BUTTON_NOT_OFFERED',
    );
    expect((await rgGet(t, player, '/en/user/wallet')).statusCode).toBe(200);
  });
});

describe('the operator API and the audit trail', () => {
  it('sets an operator limit the player can lower but not raise, and shows a whole audit chain', async () => {
    const player = await rgPlayer(t, { country: 'FI' });
    await setLimit(t, player, 'deposit', 'daily', '500');
    const set = await operator('POST', `/operator-api/v1/players/${player.id}/limits`, {
      LimitType: 1,
      Duration: 1,
      Amount: '100',
      reason: 'affordability check',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ Status: 'active', Limit: { SetBy: 'operator' } });
    expect(errorCodeOf(await setLimit(t, player, 'deposit', 'daily', '150'))).toBe(
      'LIMIT_OPERATOR_SET',
    );
    expect((await setLimit(t, player, 'deposit', 'daily', '80')).statusCode).toBe(200);

    const view = await operator('GET', `/operator-api/v1/players/${player.id}/rg`);
    expect(view.statusCode).toBe(200);
    const body = view.json<{
      audit: { seq: number; actorKind: string; action: string; reason: string }[];
      auditBrokenAt: number | null;
      limits: unknown[];
    }>();
    expect(body.auditBrokenAt).toBeNull();
    expect(body.limits).toHaveLength(3);
    expect(body.audit.map((row) => [row.seq, row.actorKind, row.action])).toEqual([
      [1, 'player', 'limit.set'],
      [2, 'operator', 'limit.set'],
      [3, 'player', 'limit.set'],
    ]);
    expect(body.audit[1]?.reason).toBe('affordability check');
  });

  it('keeps the audit trail append-only', async () => {
    const player = await rgPlayer(t, { country: 'FI' });
    await setLimit(t, player, 'wager', 'monthly', '1000');
    await expect(
      queryRows(
        t.database.db,
        sql`update rg_audit set reason = 'edited' where player_id = ${player.id}`,
      ),
    ).rejects.toThrow();
    await expect(
      queryRows(t.database.db, sql`delete from rg_audit where player_id = ${player.id}`),
    ).rejects.toThrow();
  });

  it('lifts a responsible-gambling trigger block with a reason', async () => {
    const player = await rgPlayer(t, { country: 'FI', hasRgTriggerBlock: true });
    const lifted = await operator(
      'POST',
      `/operator-api/v1/players/${player.id}/rg-trigger-block/lift`,
      { reason: 'reviewed with the player' },
    );
    expect(lifted.json()).toEqual({ success: true, hasRgTriggerBlock: false });
    const view = await operator('GET', `/operator-api/v1/players/${player.id}/rg`);
    expect(view.json().audit).toEqual([
      expect.objectContaining({ action: 'rg-trigger-block.lifted', actorKind: 'operator' }),
    ]);
    expect(
      (await operator('POST', `/operator-api/v1/players/${player.id}/rg-trigger-block/lift`, {}))
        .statusCode,
    ).toBe(400);
  });

  it('refuses the operator API without its token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/operator-api/v1/players/00000000-0000-0000-0000-000000000000/rg',
      headers: XHR,
    });
    expect(response.statusCode).toBe(401);
  });
});
