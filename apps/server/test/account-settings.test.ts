import {
  ZSettingsChangeResponse,
  type TSettingsChangeResponse,
} from '@playfair/contracts/account-settings';
import { ZCsrfErrorResponse } from '@playfair/contracts/identity';
import { ZErrorResponse } from '@playfair/contracts/errors';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db/client';
import {
  afterLogin,
  createRegistrationTestApp,
  outboxFor,
  postForm,
  registerPlayer,
  rowCounts,
  startVisitor,
  type RegistrationTestApp,
  type VisitorSession,
} from './registration-helper';

// Account settings (identity module): POST /{locale}/user/settings/email and …/mobile change the
// contact only after the current password, under the login's per-account throttle.

let t: RegistrationTestApp;
beforeAll(async () => {
  t = await createRegistrationTestApp();
});
afterAll(() => t.close());
// Throttle counters of earlier tests are long forgotten by the next one.
beforeEach(() => t.clock.advance(24 * 60 * 60_000));

type Player = Awaited<ReturnType<typeof registerPlayer>>;

/** The session's own CSRF token (the login rotated the session, and with it the token). */
async function withCsrf(session: VisitorSession): Promise<VisitorSession> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/public-api/v1/get-form-csrf-token',
    headers: session.headers,
    remoteAddress: session.ip,
  });
  return { ...session, csrfToken: response.json<{ csrf_token: string }>().csrf_token };
}

async function newPlayer(changes: Record<string, string> = {}) {
  const player = await registerPlayer(t.app, changes);
  return { ...player, session: await withCsrf(player.session) };
}

function changeEmail(player: Player, fields: Record<string, string | undefined>) {
  return postForm(t.app, '/en/user/settings/email', player.session, {
    current_password: player.password,
    csrf_token: player.session.csrfToken,
    ...fields,
  });
}

function changeMobile(player: Player, fields: Record<string, string | undefined>) {
  return postForm(t.app, '/en/user/settings/mobile', player.session, {
    current_password: player.password,
    new_mobile_prefix: '+44',
    csrf_token: player.session.csrfToken,
    ...fields,
  });
}

function answerOf(response: LightMyRequestResponse): TSettingsChangeResponse {
  expect(response.statusCode).toBe(200);
  return ZSettingsChangeResponse.parse(response.json());
}

function expectRefusal(response: LightMyRequestResponse, field: string, key: string) {
  const answer = answerOf(response);
  expect(answer.success).toBe(false);
  if (answer.success) return;
  expect(answer.errors).toEqual([{ field, key, msg: expect.any(String) }]);
  expect(answer.errors[0]?.msg).not.toBe(key);
}

async function logIn(email: string, password: string) {
  const visitor = await startVisitor(t.app, 'GB');
  const response = await postForm(t.app, '/en/user/login', visitor, {
    username: email,
    password,
    csrf_token: visitor.csrfToken,
  });
  return { response, visitor };
}

async function logsIn(email: string, password: string): Promise<boolean> {
  const { response } = await logIn(email, password);
  return response.statusCode === 200 && response.json<{ type: string }>().type === 'success';
}

async function isSessionLive(session: VisitorSession): Promise<boolean> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/en/user/kyc/status',
    headers: session.headers,
  });
  return response.statusCode === 200;
}

async function storedContact(email: string) {
  const [row] = await queryRows<{ mobile_prefix: string; mobile: string; reg_mobile: string }>(
    t.database.db,
    sql`select p.mobile_prefix, p.mobile, r.mobile as reg_mobile
        from players p join registrations r on r.player_id = p.id where p.email = ${email}`,
  );
  return row;
}

describe('access', () => {
  it('needs a logged-in session: INVALID_AUTHENTICATION_TOKEN without one', async () => {
    const visitor = await startVisitor(t.app, 'GB');
    for (const path of ['/en/user/settings/email', '/en/user/settings/mobile']) {
      const response = await postForm(t.app, path, visitor, {
        current_password: 'Correct-Horse7',
        new_email: 'someone@example.com',
        new_mobile_prefix: '+44',
        new_mobile: '7700900111',
        csrf_token: visitor.csrfToken,
      });
      expect(response.statusCode).toBe(401);
      expect(ZErrorResponse.parse(response.json()).error.code).toBe('INVALID_AUTHENTICATION_TOKEN');
    }
  });

  it('answers csrf-error for a missing or foreign token and changes nothing', async () => {
    const player = await newPlayer();
    const other = await newPlayer();
    const before = await rowCounts(t.database);
    for (const token of [undefined, other.session.csrfToken]) {
      const response = await changeEmail(player, {
        new_email: `fresh.${Date.now()}@example.com`,
        csrf_token: token,
      });
      expect(response.statusCode).toBe(200);
      expect(ZCsrfErrorResponse.parse(response.json()).type).toBe('csrf-error');
    }
    expect(await rowCounts(t.database)).toEqual(before);
    expect(await logsIn(player.email, player.password)).toBe(true);
  });
});

describe('the current password', () => {
  it('refuses a wrong one and changes nothing', async () => {
    const player = await newPlayer();
    const before = await rowCounts(t.database);
    const newEmail = `wrongpass.${Date.now()}@example.com`;

    expectRefusal(
      await changeEmail(player, { current_password: 'Not-The-One1', new_email: newEmail }),
      'current_password',
      'settings_password_wrong',
    );
    expectRefusal(
      await changeMobile(player, { current_password: 'Not-The-One1', new_mobile: '7700900222' }),
      'current_password',
      'settings_password_wrong',
    );

    expect(await rowCounts(t.database)).toEqual(before);
    expect(await logsIn(newEmail, player.password)).toBe(false);
    expect(await logsIn(player.email, player.password)).toBe(true);
    expect((await storedContact(player.email))?.reg_mobile).toBe(player.mobile);
  });

  it('counts wrong ones with the login failures of the account: 429 once it is locked', async () => {
    const player = await newPlayer();
    // Three failed logins and two wrong passwords here: the account's five free failures.
    for (let i = 0; i < 3; i += 1) expect(await logsIn(player.email, 'Wrong-Pass-1')).toBe(false);
    for (let i = 0; i < 2; i += 1) {
      expectRefusal(
        await changeEmail(player, { current_password: 'Wrong-Pass-1', new_email: 'x@example.com' }),
        'current_password',
        'settings_password_wrong',
      );
    }

    // Locked: even the right password waits, here and at the login.
    const locked = await changeEmail(player, { new_email: `locked.${Date.now()}@example.com` });
    expect(locked.statusCode).toBe(429);
    expect(ZErrorResponse.parse(locked.json()).error.code).toBe('RATE_LIMITED');
    expect(locked.headers['retry-after']).toBe('30');
    expect((await logIn(player.email, player.password)).response.statusCode).toBe(429);

    t.clock.advance(31_000);
    expect(answerOf(await changeMobile(player, { new_mobile: '7700900333' })).success).toBe(true);
  });
});

describe('email', () => {
  it('refuses an invalid address (111), one taken (42) and the same one', async () => {
    const player = await newPlayer();
    const other = await newPlayer();
    const before = await rowCounts(t.database);

    expectRefusal(
      await changeEmail(player, { new_email: 'not-an-address' }),
      'new_email',
      'registration_status_111',
    );
    expectRefusal(
      await changeEmail(player, { new_email: other.email.toUpperCase() }),
      'new_email',
      'registration_status_42',
    );
    expectRefusal(
      await changeEmail(player, { new_email: ` ${player.email} ` }),
      'new_email',
      'settings_same_value',
    );
    expectRefusal(await changeEmail(player, { new_email: '' }), 'new_email', 'validation_required');

    expect(await rowCounts(t.database)).toEqual(before);
    expect(await logsIn(player.email, player.password)).toBe(true);
  });

  it('changes the login email, tells the old address and logs out the other sessions only', async () => {
    const player = await newPlayer();
    const elsewhere = afterLogin(
      player.session,
      (await logIn(player.email, player.password)).response,
    );
    expect(await isSessionLive(elsewhere)).toBe(true);
    const newEmail = `Moved.${Date.now()}@Example.com`;

    const answer = answerOf(await changeEmail(player, { new_email: newEmail }));

    expect(answer).toEqual({
      success: true,
      message: 'Your email address has been changed. Log in with the new address from now on.',
    });
    expect(await isSessionLive(player.session)).toBe(true);
    expect(await isSessionLive(elsewhere)).toBe(false);
    expect(await logsIn(player.email, player.password)).toBe(false);
    expect(await logsIn(newEmail, player.password)).toBe(true);

    const [notice] = await outboxFor(t.app, player.email);
    expect(notice?.subject).toBe('Your Playfair account details were changed');
    expect(notice?.body).toContain('If this was not you, contact customer care');
    expect(await outboxFor(t.app, newEmail.toLowerCase())).toEqual([]);

    // The registration keeps the new address unique: nobody else may take it now.
    const other = await newPlayer();
    expectRefusal(
      await changeEmail(other, { new_email: newEmail }),
      'new_email',
      'registration_status_42',
    );
  });
});

describe('mobile', () => {
  it('refuses numbers the registration refuses (116, 101, 118, 114) and the same one', async () => {
    const player = await newPlayer();
    const other = await newPlayer();
    const before = await rowCounts(t.database);
    const national = player.mobile.replace('+44 ', '');
    const otherNational = other.mobile.replace('+44 ', '');

    const cases: [Record<string, string>, string][] = [
      [{ new_mobile_prefix: '+999', new_mobile: '7700900444' }, 'registration_status_116'],
      [{ new_mobile: '12' }, 'registration_status_101'],
      [{ new_mobile: '2079460000' }, 'registration_status_118'],
      [
        { new_mobile: `${otherNational.slice(0, 4)} ${otherNational.slice(4)}` },
        'registration_status_114',
      ],
      [{ new_mobile: national }, 'settings_same_value'],
    ];
    for (const [fields, key] of cases) {
      expectRefusal(await changeMobile(player, fields), 'new_mobile', key);
    }
    expect(await rowCounts(t.database)).toEqual(before);
    expect((await storedContact(player.email))?.reg_mobile).toBe(player.mobile);
  });

  it('changes the mobile with its spaces stripped and tells the email address', async () => {
    const player = await newPlayer();
    const elsewhere = afterLogin(
      player.session,
      (await logIn(player.email, player.password)).response,
    );

    const answer = answerOf(await changeMobile(player, { new_mobile: '07700 900 555' }));

    expect(answer).toEqual({ success: true, message: 'Your mobile number has been changed.' });
    expect(await storedContact(player.email)).toEqual({
      mobile_prefix: '+44',
      mobile: '7700900555',
      reg_mobile: '+44 7700900555',
    });
    expect(await isSessionLive(player.session)).toBe(true);
    expect(await isSessionLive(elsewhere)).toBe(false);
    const [notice] = await outboxFor(t.app, player.email);
    expect(notice?.body).toContain('mobile number of your Playfair account was just changed');

    // The old number is free again; the new one is taken.
    const other = await newPlayer();
    expectRefusal(
      await changeMobile(other, { new_mobile: '7700900555' }),
      'new_mobile',
      'registration_status_114',
    );
    expect(
      answerOf(await changeMobile(other, { new_mobile: player.mobile.replace('+44 ', '') }))
        .success,
    ).toBe(true);
  });
});

describe('a New Zealand player (spec 001 §5, 146)', () => {
  it('cannot move to a blocked email provider; a player elsewhere can', async () => {
    const kiwi = await newPlayer();
    await t.database.db.execute(
      sql`update players set country = 'NZ' where email = ${kiwi.email.toLowerCase()}`,
    );
    const refused = await changeEmail(kiwi, { new_email: `kiwi.${Date.now()}@mailinator.com` });
    expectRefusal(refused, 'new_email', 'registration_status_146');

    const briton = await newPlayer();
    const allowed = answerOf(
      await changeEmail(briton, { new_email: `brit.${Date.now()}@mailinator.com` }),
    );
    expect(allowed.success).toBe(true);
  });
});
