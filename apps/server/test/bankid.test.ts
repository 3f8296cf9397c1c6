import { ZBankIdResponse } from '@playfair/contracts/bankid';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANKID_ORDER_LIFETIME_MS, createBankIdService } from '../src/modules/bankid/service';
import { createTestApp, sessionCookieOf, XHR, type TestApp } from './helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FORM = { 'content-type': 'application/x-www-form-urlencoded' } as const;
const VALID_NUMBER = '19811218-9876';

function collectCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'pf_bankid');
  if (cookie === undefined) throw new Error('no bank-ID cookie');
  return `${cookie.name}=${cookie.value}`;
}

async function startOrder() {
  const response = await t.app.inject({ method: 'GET', url: '/sv/bankid-login', headers: XHR });
  expect(response.statusCode).toBe(200);
  const body = ZBankIdResponse.parse(response.json());
  expect(body).toMatchObject({ success: true, error: null });
  const giiUrl = new URL(body.giiUrl ?? '', 'http://localhost');
  return {
    cookie: collectCookie(response),
    orderRef: giiUrl.searchParams.get('order') ?? '',
    secret: giiUrl.searchParams.get('secret') ?? '',
    giiUrl: body.giiUrl ?? '',
  };
}

function answer(order: { orderRef: string; secret: string }, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/bankid-sandbox/authorize',
    headers: FORM,
    payload: new URLSearchParams({
      order: order.orderRef,
      secret: order.secret,
      ...fields,
    }).toString(),
  });
}

function collect(orderRef: string, cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/sv/bankid-login?orderRef=${orderRef}`,
    headers: cookie === undefined ? XHR : { ...XHR, cookie },
  });
}

describe('GET /bankid-login with the sandbox identity provider (spec 001 §2, SGA)', () => {
  it('shows the provider page for the order and nothing for a wrong secret', async () => {
    const order = await startOrder();
    const page = await t.app.inject({ method: 'GET', url: order.giiUrl });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('name="personal_number"');
    expect(page.body).toContain('<html lang="sv-SE">');
    const wrong = await t.app.inject({
      method: 'GET',
      url: `/bankid-sandbox/authorize?order=${order.orderRef}&secret=${'x'.repeat(43)}`,
      headers: XHR,
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('sends a person with no account to registration, keeping the order for it', async () => {
    const order = await startOrder();
    const approved = await answer(order, { personal_number: VALID_NUMBER, answer: 'approve' });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`/sv/?bankid=${order.orderRef}`);
    const result = ZBankIdResponse.parse((await collect(order.orderRef, order.cookie)).json());
    expect(result).toMatchObject({ success: false, register: true, orderRef: order.orderRef });
    expect(result.error).toBeTruthy();
  });

  it('logs a known person in once, on the browser that started the order only', async () => {
    const player = await t.createPlayer({ country: 'SE', currency: 'SEK', locale: 'sv' });
    await createBankIdService(t.database.db).linkIdentity('198112189876', player.id);
    const order = await startOrder();
    await answer(order, { personal_number: '198112189876', answer: 'approve' });

    const stranger = ZBankIdResponse.parse((await collect(order.orderRef)).json());
    expect(stranger.success).toBe(false);

    const response = await collect(order.orderRef, order.cookie);
    expect(ZBankIdResponse.parse(response.json())).toMatchObject({
      success: true,
      redirect: '/sv/',
    });
    expect(sessionCookieOf(response)).toBeDefined();

    const replay = ZBankIdResponse.parse((await collect(order.orderRef, order.cookie)).json());
    expect(replay.success).toBe(false);
  });

  it('answers pending until the person answers, and refused after a cancel', async () => {
    const order = await startOrder();
    expect(
      ZBankIdResponse.parse((await collect(order.orderRef, order.cookie)).json()),
    ).toMatchObject({
      success: false,
      pending: true,
    });
    const cancelled = await answer(order, { answer: 'cancel' });
    expect(cancelled.statusCode).toBe(303);
    const result = ZBankIdResponse.parse((await collect(order.orderRef, order.cookie)).json());
    expect(result.success).toBe(false);
    expect(result.error).toBeTruthy();
    // A settled order cannot be answered again.
    expect(
      (await answer(order, { personal_number: VALID_NUMBER, answer: 'approve' })).statusCode,
    ).toBe(404);
  });

  it('refuses a personal number with a wrong check digit on the provider page', async () => {
    const order = await startOrder();
    const response = await answer(order, { personal_number: '198112189877', answer: 'approve' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('role="alert"');
    expect(
      ZBankIdResponse.parse((await collect(order.orderRef, order.cookie)).json()).pending,
    ).toBe(true);
  });

  it('is offered in Sweden only, and needs the XHR marker', async () => {
    const finland = await t.app.inject({ method: 'GET', url: '/fi/bankid-login', headers: XHR });
    expect(finland.statusCode).toBe(404);
    const unmarked = await t.app.inject({ method: 'GET', url: '/sv/bankid-login' });
    expect(unmarked.statusCode).toBe(403);
  });

  it('refuses malformed order references and answers', async () => {
    expect((await collect('not-a-ref', undefined)).statusCode).toBe(400);
    const order = await startOrder();
    expect((await answer(order, { answer: 'steal' })).statusCode).toBe(400);
  });

  it('lets an order expire after five minutes', async () => {
    let now = new Date('2026-11-21T10:00:00Z');
    const service = createBankIdService(t.database.db, () => now);
    const started = await service.start('sv');
    const secret = new URL(started.giiUrl, 'http://x').searchParams.get('secret') ?? '';
    now = new Date(now.getTime() + BANKID_ORDER_LIFETIME_MS + 1);
    expect(await service.settle(started.orderRef, secret, { personalNumber: VALID_NUMBER })).toBe(
      'not-pending',
    );
    expect(await service.collect(started.orderRef, started.collectSecret)).toEqual({
      kind: 'expired',
    });
  });
});
