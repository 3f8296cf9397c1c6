import { ZDepositResponse } from '@playfair/contracts/payments';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { queryRows } from '../src/platform/db/client';
import {
  createPlayer,
  FIXTURE_WEB_DIST,
  loginAs,
  openTestDatabase,
  setRestrictions,
  XHR,
} from './helper';
import {
  createPaymentsTestApp,
  deposit,
  getAs,
  newCardFields,
  newKey,
  signedInPlayer,
  VISA_DECLINED,
  VISA_OK,
  type PaymentsTestApp,
  type Session,
} from './payments-helper';

// Onload actions from the player's account (spec 001 §2): the login-info popup where the market
// shows it (spec 000 §2), and deposits that ended while the player was away — updateDepositCount
// when money arrived, genericModal with the reason when it did not. Each is said once.

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

type Action = { action: string; params: Record<string, unknown> };

async function onloadActionsOf(cookie: string, locale = 'en'): Promise<Action[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/config?locale=${locale}`,
    headers: { ...XHR, cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ onloadActions: Action[] }>().onloadActions;
}

function loginInfoOf(actions: Action[]): Action | undefined {
  return actions.find(({ action, params }) => action === 'modal' && params.name === 'login-info');
}

function depositActionsOf(actions: Action[]): Action[] {
  return actions.filter(
    ({ action }) => action === 'updateDepositCount' || action === 'genericModal',
  );
}

describe('the login-info popup (spec 000 §2)', () => {
  it('shows a Swedish player, after each login, when the login before it was, until accepted', async () => {
    const player = await createPlayer(t.database.db, {
      country: 'SE',
      currency: 'SEK',
      locale: 'sv',
    });
    const firstLoginAt = t.clock.now();
    const first = await loginAs(t.app, player);
    // The first login has none before it.
    expect(loginInfoOf(await onloadActionsOf(first, 'sv'))).toBeUndefined();

    t.clock.advance(3_600_000);
    const secondLoginAt = t.clock.now();
    const second = await loginAs(t.app, player);
    expect(loginInfoOf(await onloadActionsOf(second, 'sv'))).toEqual({
      action: 'modal',
      params: { name: 'login-info', lastLogin: firstLoginAt.toISOString() },
    });
    // It stays on every page until accepted.
    expect(loginInfoOf(await onloadActionsOf(second, 'sv'))).toBeDefined();

    t.clock.advance(60_000);
    const accepted = await t.app.inject({
      method: 'GET',
      url: '/sv/user/accept-login-info',
      headers: { ...XHR, cookie: second },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ success: true });
    expect(loginInfoOf(await onloadActionsOf(second, 'sv'))).toBeUndefined();

    // The next login asks again, with the time of the one accepted.
    t.clock.advance(3_600_000);
    const third = await loginAs(t.app, player);
    expect(loginInfoOf(await onloadActionsOf(third, 'sv'))?.params.lastLogin).toBe(
      secondLoginAt.toISOString(),
    );
  });

  it('is not shown where the market does not show it', async () => {
    const player = await createPlayer(t.database.db, { locale: 'en' });
    await loginAs(t.app, player);
    t.clock.advance(3_600_000);
    const second = await loginAs(t.app, player);
    expect(loginInfoOf(await onloadActionsOf(second))).toBeUndefined();
  });

  it('follows an operator who turns it on for a market (profiles are data)', async () => {
    const database = await openTestDatabase();
    await database.db.execute(
      sql`update jurisdictions set profile = profile || '{"showsLoginInfo": true}'::jsonb
          where code = 'default'`,
    );
    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: FIXTURE_WEB_DIST });
    const app = await buildApp({ config, database, seed: !database.isSeeded });
    try {
      await app.ready();
      const player = await createPlayer(database.db, { locale: 'en' });
      await loginAs(app, player);
      const second = await loginAs(app, player);
      const response = await app.inject({
        method: 'GET',
        url: '/api/config?locale=en',
        headers: { ...XHR, cookie: second },
      });
      expect(loginInfoOf(response.json<{ onloadActions: Action[] }>().onloadActions)).toBeDefined();
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('refuses the acceptance from a visitor and changes nothing', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/en/user/accept-login-info',
      headers: XHR,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('deposits that ended while the player was away', () => {
  async function startCardDeposit(session: Session, amount: string): Promise<string> {
    const response = await deposit(t, session, 'new-card', newCardFields(VISA_OK, amount));
    const answer = ZDepositResponse.parse(response.json());
    if (!answer.success) throw new Error(`started expected: ${response.body}`);
    return answer.paymentId;
  }

  it('asks the next page to read the deposits again, once, when money arrived unseen', async () => {
    const player = await signedInPlayer(t);
    await startCardDeposit(player, '20');
    await startCardDeposit(player, '30');
    // The page is closed before the confirmation: nobody polls.
    expect(await t.jobs.flush()).toEqual({ delivered: 2, failed: 0 });

    expect(depositActionsOf(await onloadActionsOf(player.cookie))).toEqual([
      { action: 'updateDepositCount', params: { count: 2 } },
    ]);
    expect(depositActionsOf(await onloadActionsOf(player.cookie))).toEqual([]);
  });

  it('says nothing more of a deposit whose ending the cashier already showed', async () => {
    const player = await signedInPlayer(t);
    const paymentId = await startCardDeposit(player, '20');
    await t.jobs.flush();
    const status = await getAs(t, player, `/en/user/payment/${paymentId}`);
    expect(status.json()).toMatchObject({ status: 'succeeded' });

    expect(depositActionsOf(await onloadActionsOf(player.cookie))).toEqual([]);
  });

  it('says nothing more of a card declined in the deposit’s own answer', async () => {
    const player = await signedInPlayer(t);
    const response = await deposit(t, player, 'new-card', newCardFields(VISA_DECLINED, '20'));
    expect(response.json()).toMatchObject({ success: false });

    expect(depositActionsOf(await onloadActionsOf(player.cookie))).toEqual([]);
  });

  it('tells in a generic modal why a deposit confirmed after a self-exclusion was refunded', async () => {
    const player = await signedInPlayer(t);
    await startCardDeposit(player, '20');
    await setRestrictions(t.database.db, player.id, {
      selfExcludedUntil: new Date(t.clock.now().getTime() + 365 * 24 * 3_600_000),
    });
    await t.jobs.flush();

    expect(depositActionsOf(await onloadActionsOf(player.cookie))).toEqual([
      {
        action: 'genericModal',
        params: {
          message:
            'You have excluded yourself from play. Deposits and play stay closed until your exclusion ends. The payment has been refunded in full to where it came from.',
        },
      },
    ]);
    expect(depositActionsOf(await onloadActionsOf(player.cookie))).toEqual([]);
  });

  it('tells it in the player’s language', async () => {
    const player = await signedInPlayer(t, { country: 'FI', locale: 'fi' });
    await startCardDeposit(player, '20');
    await setRestrictions(t.database.db, player.id, {
      selfExcludedUntil: new Date(t.clock.now().getTime() + 365 * 24 * 3_600_000),
    });
    await t.jobs.flush();

    const [modal] = depositActionsOf(await onloadActionsOf(player.cookie, 'fi'));
    expect(modal?.action).toBe('genericModal');
    expect(modal?.params.message).not.toMatch(/excluded yourself|error_|payment_/);
    expect(String(modal?.params.message).length).toBeGreaterThan(20);
  });

  it('says a cancelled bank transfer to nobody: the player cancelled it', async () => {
    const player = await signedInPlayer(t);
    const response = await deposit(t, player, 'bank-transfer', {
      amount: '50',
      idempotency_key: newKey(),
      bank: 'sandbox-bank',
    });
    const answer = ZDepositResponse.parse(response.json());
    if (!answer.success) throw new Error(`started expected: ${response.body}`);
    await t.database.db.execute(
      sql`update payments set status = 'cancelled', settled_at = now() where id = ${answer.paymentId}`,
    );

    expect(depositActionsOf(await onloadActionsOf(player.cookie))).toEqual([]);
  });

  it('tells each ending to one page of two loading at once', async () => {
    const player = await signedInPlayer(t);
    await startCardDeposit(player, '20');
    await t.jobs.flush();

    const [a, b] = await Promise.all([
      onloadActionsOf(player.cookie),
      onloadActionsOf(player.cookie),
    ]);
    expect([...depositActionsOf(a), ...depositActionsOf(b)]).toEqual([
      { action: 'updateDepositCount', params: { count: 1 } },
    ]);
    const [row] = await queryRows<{ shown: boolean }>(
      t.database.db,
      sql`select outcome_shown_at is not null as shown from payments where player_id = ${player.id}`,
    );
    expect(row?.shown).toBe(true);
  });
});
