import { ZErrorResponse } from '@playfair/contracts/errors';
import { ZForgotPasswordResponse } from '@playfair/contracts/recovery';
import { MINUTE_MS, SECOND_MS } from '@playfair/domain/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db/client';
import { XHR } from './helper';
import {
  createRegistrationTestApp,
  FORM,
  latestCode,
  outboxFor,
  postForm,
  registerPlayer,
  rowCounts,
  startVisitor,
  type RegistrationTestApp,
  type VisitorSession,
} from './registration-helper';

let t: RegistrationTestApp;
beforeAll(async () => {
  t = await createRegistrationTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Battery-Staple9';

async function requestCode(visitor: VisitorSession, fields: Record<string, string>) {
  return postForm(t.app, '/en/user/forgot-password', visitor, {
    ...fields,
    csrf_token: visitor.csrfToken,
  });
}

async function reset(visitor: VisitorSession, fields: Record<string, string>) {
  return postForm(t.app, '/en/user/forgot-password/reset', visitor, {
    form_password: NEW_PASSWORD,
    form_password_repeat: NEW_PASSWORD,
    ...fields,
    csrf_token: visitor.csrfToken,
  });
}

function answerOf(response: { json(): unknown }) {
  return ZForgotPasswordResponse.parse(response.json());
}

async function isLoggedIn(session: VisitorSession): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/user/kyc/status',
    headers: session.headers,
  });
  return response.statusCode;
}

async function logIn(email: string, password: string) {
  const visitor = await startVisitor(t.app, 'GB');
  const response = await postForm(t.app, '/en/user/login', visitor, {
    username: email,
    password,
    csrf_token: visitor.csrfToken,
  });
  return (response.json() as { type: string }).type;
}

describe('step 1: POST /{locale}/user/forgot-password', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const player = await registerPlayer(t.app);
    const visitor = await startVisitor(t.app, 'GB');
    const known = await requestCode(visitor, { form_email: player.email.toUpperCase() });
    const unknown = await requestCode(visitor, { form_email: 'nobody.here@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(answerOf(known)).toMatchObject({
      isValid: true,
      errors: [],
      modal: 'forgot-password-reset',
      gtmError: null,
    });
    const [message] = await outboxFor(t.app, player.email);
    expect(message).toMatchObject({ channel: 'email', recipient: player.email });
    expect(message?.body).toMatch(/\b\d{6}\b/);
    expect(await outboxFor(t.app, 'nobody.here@example.com')).toEqual([]);
  });

  it('sends at most three codes an hour to one address, answering the same each time', async () => {
    const player = await registerPlayer(t.app);
    const visitor = await startVisitor(t.app, 'GB');
    const answers = [];
    for (let request = 0; request < 4; request += 1) {
      answers.push((await requestCode(visitor, { form_email: player.email })).json());
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await outboxFor(t.app, player.email)).toHaveLength(3);
  });

  it('refuses an address without an @ after its first character (spec 001 §5)', async () => {
    const visitor = await startVisitor(t.app, 'GB');
    const before = await rowCounts(t.database);
    for (const email of ['@example.com', 'no-at-sign', '']) {
      const response = await requestCode(visitor, { form_email: email });
      expect(response.statusCode, email).toBe(400);
      expect(answerOf(response)).toMatchObject({ isValid: false, modal: null });
    }
    const response = await requestCode(visitor, { form_email: 'no-at-sign' });
    expect(answerOf(response).errors).toEqual([
      {
        field: 'form_email',
        key: 'forgot_password_email_invalid',
        msg: 'Enter your email address.',
      },
    ]);
    expect(await rowCounts(t.database)).toEqual(before);
  });

  it('needs the CSRF token and the XHR marker', async () => {
    const visitor = await startVisitor(t.app, 'GB');
    const noToken = await postForm(t.app, '/en/user/forgot-password', visitor, {
      form_email: 'a@example.com',
    });
    expect(noToken.json()).toMatchObject({ type: 'csrf-error' });
    const noXhr = await t.app.inject({
      method: 'POST',
      url: '/en/user/forgot-password',
      headers: { cookie: visitor.cookie, ...FORM },
      payload: `form_email=a%40example.com&csrf_token=${visitor.csrfToken}`,
    });
    expect(noXhr.statusCode).toBe(403);
    expect(ZErrorResponse.parse(noXhr.json()).error.code).toBe('XHR_MARKER_REQUIRED');
  });

  it('refuses malformed, oversized and repeated input with 4xx and changes nothing', async () => {
    const visitor = await startVisitor(t.app, 'GB');
    const before = await rowCounts(t.database);
    const repeated = await t.app.inject({
      method: 'POST',
      url: '/en/user/forgot-password',
      headers: { ...visitor.headers, ...FORM },
      payload: `form_email=a%40example.com&form_email=b%40example.com&csrf_token=${visitor.csrfToken}`,
      remoteAddress: visitor.ip,
    });
    expect(repeated.statusCode).toBe(400);
    const long = await requestCode(visitor, { form_email: `${'a'.repeat(300)}@example.com` });
    expect(long.statusCode).toBe(400);
    const huge = await requestCode(visitor, {
      form_email: 'a@example.com',
      filler: 'x'.repeat(400_000),
    });
    expect(huge.statusCode).toBe(413);
    const json = await t.app.inject({
      method: 'POST',
      url: '/en/user/forgot-password',
      headers: { ...visitor.headers, 'content-type': 'application/json' },
      payload: '{"form_email":',
      remoteAddress: visitor.ip,
    });
    expect(json.statusCode).toBe(400);
    expect(await rowCounts(t.database)).toEqual(before);
  });

  it.each(['[]', '["form_email"]', '"a@example.com"', '1', 'true'])(
    'refuses the JSON body %s, which is no form, in the error model on both steps',
    async (payload) => {
      const visitor = await startVisitor(t.app, 'GB');
      const before = await rowCounts(t.database);
      for (const url of ['/en/user/forgot-password', '/en/user/forgot-password/reset']) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: {
            ...visitor.headers,
            'content-type': 'application/json',
            'x-csrf-token': visitor.csrfToken,
          },
          payload,
          remoteAddress: visitor.ip,
        });
        expect(response.statusCode).toBe(400);
        expect(ZErrorResponse.parse(response.json()).error).toMatchObject({
          code: 'MALFORMED_BODY',
          messageKey: 'error_malformed_body',
          message: 'The request could not be read.',
        });
      }
      await t.app.background.settled();
      expect(await rowCounts(t.database)).toEqual(before);
    },
  );
});

describe('step 2: POST /{locale}/user/forgot-password/reset', () => {
  it('changes the password, logs out every session, and tells the player', async () => {
    const player = await registerPlayer(t.app);
    expect(await isLoggedIn(player.session)).toBe(200);
    const visitor = await startVisitor(t.app, 'GB');
    await requestCode(visitor, { form_email: player.email });
    const code = await latestCode(t.app, player.email);

    const response = await reset(visitor, { form_email: player.email, form_recovery_code: code });
    expect(response.statusCode, response.body).toBe(200);
    expect(answerOf(response)).toMatchObject({
      isValid: true,
      modal: 'login',
      gtm: { event: 'passwordReset' },
    });

    const old = await t.app.inject({
      method: 'GET',
      url: '/user/kyc/status',
      headers: player.session.headers,
    });
    expect(old.statusCode).toBe(401);
    expect(ZErrorResponse.parse(old.json()).error.code).toBe('INVALID_AUTHENTICATION_TOKEN');
    expect(await logIn(player.email, player.password)).toBe('error');
    expect(await logIn(player.email, NEW_PASSWORD)).toBe('success');
    const [notice] = await outboxFor(t.app, player.email);
    expect(notice?.subject).toMatch(/password was changed/);
  });

  it('uses a code once', async () => {
    const player = await registerPlayer(t.app);
    const visitor = await startVisitor(t.app, 'GB');
    await requestCode(visitor, { form_email: player.email });
    const code = await latestCode(t.app, player.email);
    expect(
      (await reset(visitor, { form_email: player.email, form_recovery_code: code })).statusCode,
    ).toBe(200);
    const again = await reset(visitor, {
      form_email: player.email,
      form_recovery_code: code,
      form_password: 'Another-Pass8',
      form_password_repeat: 'Another-Pass8',
    });
    expect(again.statusCode).toBe(400);
    expect(answerOf(again).errors).toEqual([
      {
        field: 'form_recovery_code',
        key: 'recovery_code_invalid',
        msg: 'This code is wrong or has expired.',
      },
    ]);
    expect(await logIn(player.email, NEW_PASSWORD)).toBe('success');
  });

  it('keeps a code 10 minutes and not a second longer', async () => {
    const player = await registerPlayer(t.app);
    const visitor = await startVisitor(t.app, 'GB');
    await requestCode(visitor, { form_email: player.email });
    const code = await latestCode(t.app, player.email);
    t.clock.advance(10 * MINUTE_MS);
    const late = await reset(visitor, { form_email: player.email, form_recovery_code: code });
    expect(late.statusCode).toBe(400);
    expect(await logIn(player.email, player.password)).toBe('success');

    await requestCode(visitor, { form_email: player.email });
    const fresh = await latestCode(t.app, player.email);
    t.clock.advance(10 * MINUTE_MS - SECOND_MS);
    expect(
      (await reset(visitor, { form_email: player.email, form_recovery_code: fresh })).statusCode,
    ).toBe(200);
  });

  it('kills a code after five wrong tries', async () => {
    const player = await registerPlayer(t.app);
    const visitor = await startVisitor(t.app, 'GB');
    await requestCode(visitor, { form_email: player.email });
    const code = await latestCode(t.app, player.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(
        (await reset(visitor, { form_email: player.email, form_recovery_code: wrong })).statusCode,
      ).toBe(400);
    }
    expect(
      (await reset(visitor, { form_email: player.email, form_recovery_code: code })).statusCode,
    ).toBe(400);
    expect(await logIn(player.email, player.password)).toBe('success');
  });

  it('checks the new password (passwordProblems) without using the code up', async () => {
    const player = await registerPlayer(t.app);
    const visitor = await startVisitor(t.app, 'GB');
    await requestCode(visitor, { form_mobile: player.mobile.slice(4), form_mobile_prefix: '+44' });
    const code = await latestCode(t.app, player.mobile);
    // The SMS form names no email: the server checks the account's own.
    const localPart = player.email.split('@')[0] ?? '';
    const sameAsEmail = `${localPart[0]?.toUpperCase()}${localPart.slice(1)}`;
    const weak = await reset(visitor, {
      form_mobile: player.mobile.slice(4),
      form_mobile_prefix: '+44',
      form_recovery_code: code,
      form_password: sameAsEmail,
      form_password_repeat: sameAsEmail,
    });
    expect(weak.statusCode).toBe(400);
    expect(answerOf(weak).errors.map((error) => error.key)).toContain(
      'validation_password_not_email',
    );

    const mismatch = await reset(visitor, {
      form_mobile: player.mobile.slice(4),
      form_mobile_prefix: '+44',
      form_recovery_code: code,
      form_password_repeat: 'Something-Else1',
    });
    expect(answerOf(mismatch).errors.map((error) => error.key)).toEqual(['validation_match']);

    const good = await reset(visitor, {
      form_mobile: player.mobile.slice(4),
      form_mobile_prefix: '+44',
      form_recovery_code: code,
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(await logIn(player.email, NEW_PASSWORD)).toBe('success');
  });

  it('answers an unknown address like a wrong code, and changes nothing', async () => {
    const visitor = await startVisitor(t.app, 'GB');
    const before = await rowCounts(t.database);
    const response = await reset(visitor, {
      form_email: 'ghost@example.com',
      form_recovery_code: '123456',
    });
    expect(response.statusCode).toBe(400);
    expect(answerOf(response).errors[0]?.key).toBe('recovery_code_invalid');
    expect(await rowCounts(t.database)).toEqual(before);
  });

  it('stores only a hash of each code', async () => {
    const player = await registerPlayer(t.app);
    const visitor = await startVisitor(t.app, 'GB');
    await requestCode(visitor, { form_email: player.email });
    const code = await latestCode(t.app, player.email);
    const rows = await queryRows<{ code_hash: string }>(
      t.database.db,
      sql`select code_hash from recovery_codes where recipient = ${player.email}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.code_hash).not.toContain(code);
  });

  it('refuses a request without the XHR marker', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/en/user/forgot-password/reset',
      headers: { ...FORM },
      payload: 'form_email=a%40b.co',
    });
    expect(response.statusCode).toBe(403);
    expect(XHR['x-requested-with']).toBe('XMLHttpRequest');
  });
});
