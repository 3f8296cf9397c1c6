import { ZBankIdResponse } from '@playfair/contracts/bankid';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XHR } from './helper';
import {
  createRegistrationTestApp,
  FORM,
  formBody,
  latestCode,
  postForm,
  startVisitor,
  type RegistrationTestApp,
  type VisitorSession,
} from './registration-helper';

// spec 001 §2: for the SGA authority (Sweden) registration goes through bank ID; the verified
// person's date of birth is the one that counts.

let t: RegistrationTestApp;
beforeAll(async () => {
  t = await createRegistrationTestApp();
});
afterAll(() => t.close());

const PERSONAL_NUMBER = '198112189876';

function bankIdCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'pf_bankid');
  if (cookie === undefined) throw new Error('no bank-ID cookie');
  return `${cookie.name}=${cookie.value}`;
}

/** Starts an order as the visitor, approves it on the sandbox page; answers the order and cookies. */
async function approvedOrder(visitor: VisitorSession) {
  const started = await t.app.inject({
    method: 'GET',
    url: '/sv/bankid-login',
    headers: visitor.headers,
  });
  const giiUrl = new URL(ZBankIdResponse.parse(started.json()).giiUrl ?? '', 'http://x');
  const orderRef = giiUrl.searchParams.get('order') ?? '';
  await t.app.inject({
    method: 'POST',
    url: '/bankid-sandbox/authorize',
    headers: FORM,
    payload: formBody({
      order: orderRef,
      secret: giiUrl.searchParams.get('secret') ?? '',
      personal_number: PERSONAL_NUMBER,
      answer: 'approve',
    }),
  });
  const cookie = `${visitor.cookie}; ${bankIdCookie(started)}`;
  return { orderRef, visitor: { ...visitor, cookie, headers: { ...visitor.headers, cookie } } };
}

function swedishForm(visitor: VisitorSession, changes: Record<string, string> = {}) {
  return {
    form_user_email: 'anna.svensson@example.se',
    form_user_password: 'Sommar-Stuga9',
    form_user_mobile_prefix: '+46',
    form_user_mobile: '70 123 45 67',
    // The form says a child's birthday; bank ID's verified one (1981-12-18) must win.
    form_user_dob_day: '1',
    form_user_dob_month: '1',
    form_user_dob_year: '2015',
    form_user_country: '15',
    form_user_postal_code: '114 55',
    form_user_deposit_limit: '5000',
    form_user_terms_and_conditions_consented: '1',
    form_user_privacy_and_cookie_notice_consented: '1',
    csrf_token: visitor.csrfToken,
    ...changes,
  };
}

describe('registration through bank ID (SGA)', () => {
  it('refuses a Swedish registration without a verified person (2000)', async () => {
    const visitor = await startVisitor(t.app, 'SE');
    const response = await postForm(t.app, '/sv/user/register', visitor, swedishForm(visitor));
    expect(response.statusCode).toBe(403);
    expect(response.json().status).toBe(2000);
  });

  it('registers the verified person, then logs them in with bank ID alone', async () => {
    const visitor = await startVisitor(t.app, 'SE');
    const { orderRef, visitor: withOrder } = await approvedOrder(visitor);
    const collected = ZBankIdResponse.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/sv/bankid-login?orderRef=${orderRef}`,
          headers: withOrder.headers,
        })
      ).json(),
    );
    expect(collected).toMatchObject({ success: false, register: true, orderRef });

    const sms = await postForm(t.app, '/sv/verify-sms', withOrder, {
      user_email: 'anna.svensson@example.se',
      user_mobile: '70 123 45 67',
      user_mobile_prefix: '+46',
    });
    expect(sms.json().status).toBe(103);
    const code = await latestCode(t.app, '+46 701234567');
    const registered = await postForm(
      t.app,
      '/sv/user/register',
      withOrder,
      swedishForm(withOrder, { bankid_order: orderRef, form_user_mobile_verification_code: code }),
    );
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json().redirect).toBe('/sv/');

    // The same person approving again is now simply logged in.
    const again = await approvedOrder(await startVisitor(t.app, 'SE'));
    const login = await t.app.inject({
      method: 'GET',
      url: `/sv/bankid-login?orderRef=${again.orderRef}`,
      headers: again.visitor.headers,
    });
    expect(ZBankIdResponse.parse(login.json())).toMatchObject({ success: true, redirect: '/sv/' });

    // The used order cannot register a second account, even from the browser that holds it.
    const bankIdPart =
      withOrder.cookie.split('; ').find((part) => part.startsWith('pf_bankid=')) ?? '';
    const fresh = await startVisitor(t.app, 'SE');
    const holder = { ...fresh, cookie: `${fresh.cookie}; ${bankIdPart}` };
    const replay = await postForm(
      t.app,
      '/sv/user/register',
      { ...holder, headers: { ...fresh.headers, cookie: holder.cookie } },
      swedishForm(holder, { bankid_order: orderRef, form_user_email: 'other@example.se' }),
    );
    expect(replay.json().status).toBe(2000);
    expect(replay.statusCode).toBe(403);
  });

  it('does not accept another browser’s order', async () => {
    const owner = await startVisitor(t.app, 'SE');
    const { orderRef } = await approvedOrder(owner);
    const stranger = await startVisitor(t.app, 'SE');
    const response = await postForm(
      t.app,
      '/sv/user/register',
      stranger,
      swedishForm(stranger, { bankid_order: orderRef, form_user_email: 'stranger@example.se' }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().status).toBe(2000);
  });

  it('keeps the XHR marker rule on the registration post', async () => {
    const visitor = await startVisitor(t.app, 'SE');
    const response = await t.app.inject({
      method: 'POST',
      url: '/sv/user/register',
      headers: { ...FORM, cookie: visitor.cookie },
      payload: formBody(swedishForm(visitor)),
    });
    expect(response.statusCode).toBe(403);
    expect(XHR['x-requested-with']).toBe('XMLHttpRequest');
  });
});
