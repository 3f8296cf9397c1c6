import { ZCsrfErrorResponse } from '@playfair/contracts/identity';
import { ZErrorResponse } from '@playfair/contracts/errors';
import {
  ZCardRemovalResponse,
  ZDepositResponse,
  ZPaymentStatusResponse,
  ZQuickDepositResponse,
  type TDepositResponse,
} from '@playfair/contracts/payments';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSandboxBody } from '../src/modules/payments/sandbox/webhooks';
import { queryRows } from '../src/platform/db/client';
import { setRestrictions, XHR } from './helper';
import {
  balanceOf,
  countRows,
  createPaymentsTestApp,
  deposit,
  depositTransfersOf,
  expectLedgerBalanced,
  getAs,
  newCardFields,
  newKey,
  postFormAs,
  SANDBOX_SECRET,
  signedInPlayer,
  VISA_DECLINED,
  VISA_NO_FUNDS,
  VISA_OK,
  VISA_TIMEOUT,
  type PaymentsTestApp,
  type Session,
} from './payments-helper';

// Deposits (spec 001 §2/§3/§7 quick deposit, card removal; DESIGN §4 payments): the sandbox PSP's
// test cards, its bank page and its signed webhooks, through app.inject on a fresh database.

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

const WEBHOOK_PATH = '/payments/webhooks/sandbox';

function depositAnswer(response: LightMyRequestResponse): TDepositResponse {
  expect(response.statusCode).toBe(200);
  return ZDepositResponse.parse(response.json());
}

function expectRefused(response: LightMyRequestResponse, code: string) {
  const answer = depositAnswer(response);
  expect(answer.success).toBe(false);
  if (answer.success) throw new Error('refused expected');
  expect(answer.errors[0]?.code).toBe(code);
  expect(answer.errors[0]?.msg).not.toMatch(/^error_|^payment_/);
  return answer;
}

function expectStarted(response: LightMyRequestResponse) {
  const answer = depositAnswer(response);
  if (!answer.success) throw new Error(`started expected: ${JSON.stringify(answer)}`);
  return answer;
}

async function paymentStatus(session: Session, paymentId: string) {
  const response = await getAs(t, session, `/${session.locale}/user/payment/${paymentId}`);
  expect(response.statusCode).toBe(200);
  return ZPaymentStatusResponse.parse(response.json());
}

async function quickDeposit(session: Session) {
  const response = await getAs(t, session, `/${session.locale}/user/qdu`);
  expect(response.statusCode).toBe(200);
  return ZQuickDepositResponse.parse(response.json());
}

async function selfExclude(session: Session) {
  await setRestrictions(t.database.db, session.id, {
    selfExcludedUntil: new Date(t.clock.now().getTime() + 365 * 24 * 3_600_000),
  });
}

/** The sandbox's queued webhook bodies for a payment, oldest first. */
async function queuedEvents(paymentId: string): Promise<string[]> {
  const rows = await queryRows<{ body: string }>(
    t.database.db,
    sql`select body from psp_sandbox_events where body::jsonb -> 'data' ->> 'reference' = ${paymentId}
        order by created_at, id`,
  );
  return rows.map((row) => row.body);
}

function postWebhook(body: string, signature: string | undefined) {
  return t.app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'x-sandbox-signature': signature }),
    },
    payload: body,
  });
}

describe('GET /user/qdu', () => {
  it('offers a new card and a bank transfer with the limits of the player’s currency', async () => {
    const player = await signedInPlayer(t);
    const answer = await quickDeposit(player);
    expect(answer.methods.map((method) => method.id)).toEqual(['new-card', 'bank-transfer']);
    expect(answer.methods[0]).toMatchObject({
      providerType: 'card',
      label: 'New card',
      limit: { min: '1000', max: '500000' },
    });
    expect(answer.methods[1]).toMatchObject({
      providerType: 'bank_transfer',
      label: 'Bank transfer',
      limit: { min: '2000', max: '1000000' },
      fields: ['bank'],
    });
    expect(answer.data).toMatchObject({
      currency: 'EUR',
      presets: ['2000', '5000', '10000', '20000'],
    });
    expect(answer.data.banks.length).toBeGreaterThan(0);
  });

  it('scales the limits for kronor and translates the labels', async () => {
    const player = await signedInPlayer(t, { currency: 'SEK', country: 'SE', locale: 'sv' });
    const answer = await quickDeposit(player);
    expect(answer.methods[0]).toMatchObject({
      label: 'Nytt kort',
      limit: { min: '10000', max: '5000000' },
    });
    expect(answer.data.currency).toBe('SEK');
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/en/user/qdu', headers: XHR });
    expect(response.statusCode).toBe(401);
    expect(ZErrorResponse.parse(response.json()).error.code).toBe('INVALID_AUTHENTICATION_TOKEN');
  });
});

describe('POST /user/payment-deposit/{id}: refusals change nothing', () => {
  it('refuses amounts below the minimum and above the maximum, translated, charging nothing', async () => {
    const player = await signedInPlayer(t, { locale: 'fi' });
    const operationsBefore = await countRows(t, 'psp_sandbox_operations');
    const paymentsBefore = await countRows(t, 'payments');

    const low = expectRefused(
      await deposit(t, player, 'new-card', newCardFields(VISA_OK, '9,99')),
      'PAYMENT_AMOUNT_TOO_LOW',
    );
    expect(low.errors[0]?.msg).toBe('Summa on tämän maksutavan vähimmäismäärää pienempi.');
    expectRefused(
      await deposit(t, player, 'new-card', newCardFields(VISA_OK, '5000.01')),
      'PAYMENT_AMOUNT_TOO_HIGH',
    );
    expectRefused(
      await deposit(t, player, 'bank-transfer', {
        amount: '19.99',
        idempotency_key: newKey(),
        bank: 'sandbox-bank',
      }),
      'PAYMENT_AMOUNT_TOO_LOW',
    );

    expect(await countRows(t, 'psp_sandbox_operations')).toBe(operationsBefore);
    expect(await countRows(t, 'payments')).toBe(paymentsBefore);
    expect(await balanceOf(t, player)).toBe(0n);
  });

  it('names each bad field and refuses an unknown method or amount', async () => {
    const player = await signedInPlayer(t);
    const paymentsBefore = await countRows(t, 'payments');
    const bad = expectRefused(
      await deposit(t, player, 'new-card', {
        ...newCardFields('4242424242424241', '20'),
        expiry_month: '01',
        expiry_year: '26',
        cvc: '12',
      }),
      'VALIDATION_ERROR',
    );
    expect(bad.errors.map((error) => error.field)).toEqual(['card_number', 'expiry_month', 'cvc']);
    expect(bad.errors.map((error) => error.msg)).toEqual([
      'Check the card number. We accept Visa and Mastercard.',
      'Check the expiry date: the card must not have expired.',
      'Enter the 3-digit security code from the back of the card.',
    ]);
    expectRefused(
      await deposit(t, player, 'new-card', newCardFields(VISA_OK, 'twenty')),
      'VALIDATION_ERROR',
    );
    expectRefused(
      await deposit(t, player, 'paypal', newCardFields(VISA_OK, '20')),
      'PAYMENT_METHOD_UNKNOWN',
    );
    expectRefused(
      await deposit(t, player, 'bank-transfer', { amount: '50', idempotency_key: newKey() }),
      'VALIDATION_ERROR',
    );
    expect(await countRows(t, 'payments')).toBe(paymentsBefore);
  });

  it('answers csrf-error without the token and charges nothing', async () => {
    const player = await signedInPlayer(t);
    const paymentsBefore = await countRows(t, 'payments');
    const response = await postFormAs(
      t,
      { ...player, csrfToken: 'wrong' },
      '/en/user/payment-deposit/new-card',
      newCardFields(VISA_OK, '20'),
    );
    expect(response.statusCode).toBe(200);
    expect(ZCsrfErrorResponse.parse(response.json()).type).toBe('csrf-error');
    expect(await countRows(t, 'payments')).toBe(paymentsBefore);
  });

  it('refuses a self-excluded player before the provider is asked', async () => {
    const player = await signedInPlayer(t);
    await selfExclude(player);
    const operationsBefore = await countRows(t, 'psp_sandbox_operations');
    const answer = expectRefused(
      await deposit(t, player, 'new-card', newCardFields(VISA_OK, '20')),
      'SELF_EXCLUDED',
    );
    expect(answer.errors[0]?.msg).toBe(
      'You have excluded yourself from play. Deposits and play stay closed until your exclusion ends.',
    );
    expect(await countRows(t, 'psp_sandbox_operations')).toBe(operationsBefore);
    expect(await balanceOf(t, player)).toBe(0n);
  });
});

describe('card deposits and their confirmation', () => {
  it('credits a successful charge only when the signed webhook arrives, once', async () => {
    const player = await signedInPlayer(t);
    const started = expectStarted(
      await deposit(t, player, 'new-card', newCardFields(VISA_OK, '20')),
    );
    expect(started.status).toBe('pending');
    expect(await balanceOf(t, player)).toBe(0n);
    expect((await paymentStatus(player, started.paymentId)).status).toBe('pending');

    expect(await t.jobs.flush()).toEqual({ delivered: 1, failed: 0 });
    expect(await paymentStatus(player, started.paymentId)).toEqual({
      success: true,
      paymentId: started.paymentId,
      status: 'succeeded',
      amountMinor: '2000',
      currency: 'EUR',
    });
    expect(await balanceOf(t, player)).toBe(2000n);
    expect(await t.jobs.flush()).toEqual({ delivered: 0, failed: 0 });
    expect(await depositTransfersOf(t, player)).toBe(1);
    await expectLedgerBalanced(t);
  });

  it('answers declines and insufficient funds as translated errors and takes nothing', async () => {
    const player = await signedInPlayer(t);
    const declined = expectRefused(
      await deposit(t, player, 'new-card', newCardFields(VISA_DECLINED, '20')),
      'PAYMENT_DECLINED',
    );
    expect(declined.errors[0]?.msg).toBe('Your bank declined the payment. No money was taken.');
    const noFunds = expectRefused(
      await deposit(t, player, 'new-card', newCardFields(VISA_NO_FUNDS, '20')),
      'PAYMENT_CARD_FUNDS',
    );
    expect(noFunds.errors[0]?.msg).toBe('The card has insufficient funds. No money was taken.');
    await t.jobs.flush();
    expect(await balanceOf(t, player)).toBe(0n);
    expect(await depositTransfersOf(t, player)).toBe(0);
  });

  it('keeps a timed-out charge pending and credits it once when the late webhook comes', async () => {
    const player = await signedInPlayer(t);
    const answer = expectRefused(
      await deposit(t, player, 'new-card', newCardFields(VISA_TIMEOUT, '25')),
      'PAYMENT_TIMEOUT',
    );
    expect(answer.errors[0]?.msg).toContain('do not pay again');
    const paymentId = answer.paymentId;
    if (paymentId === undefined) throw new Error('the timeout answer names its payment');
    expect((await paymentStatus(player, paymentId)).status).toBe('pending');

    // The sandbox sends its webhook 30 s later: nothing is due yet.
    expect(await t.jobs.flush()).toEqual({ delivered: 0, failed: 0 });
    expect(await balanceOf(t, player)).toBe(0n);

    t.clock.advance(31_000);
    expect((await t.jobs.flush()).delivered).toBeGreaterThanOrEqual(1);
    expect((await paymentStatus(player, paymentId)).status).toBe('succeeded');
    expect(await balanceOf(t, player)).toBe(2500n);

    // The same event again (a redelivery): answered, credited nothing more.
    const [body] = await queuedEvents(paymentId);
    if (body === undefined) throw new Error('the sandbox queued no event');
    const again = await postWebhook(body, signSandboxBody(SANDBOX_SECRET, body));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(await balanceOf(t, player)).toBe(2500n);
    expect(await depositTransfersOf(t, player)).toBe(1);
    await expectLedgerBalanced(t);
  });

  it('settles a timed-out charge by a status query when its webhook is late, then ignores the webhook', async () => {
    const player = await signedInPlayer(t);
    const answer = expectRefused(
      await deposit(t, player, 'new-card', newCardFields(VISA_TIMEOUT, '30')),
      'PAYMENT_TIMEOUT',
    );
    const paymentId = answer.paymentId ?? '';
    // Too young to be asked about: the reconciliation leaves it.
    await t.jobs.reconcile();
    expect((await paymentStatus(player, paymentId)).status).toBe('pending');

    t.clock.advance(61_000);
    await t.jobs.reconcile();
    expect((await paymentStatus(player, paymentId)).status).toBe('succeeded');
    expect(await balanceOf(t, player)).toBe(3000n);

    await t.jobs.flush();
    expect(await balanceOf(t, player)).toBe(3000n);
    expect(await depositTransfersOf(t, player)).toBe(1);
  });

  it('credits once even for a second, differently numbered event about the same payment', async () => {
    const player = await signedInPlayer(t);
    const started = expectStarted(
      await deposit(t, player, 'new-card', newCardFields(VISA_OK, '40')),
    );
    const [body] = await queuedEvents(started.paymentId);
    if (body === undefined) throw new Error('the sandbox queued no event');
    await t.jobs.flush();
    const forged = body.replace(/"id":"evt_[0-9a-f]{32}"/, `"id":"evt_${'a'.repeat(32)}"`);
    const response = await postWebhook(forged, signSandboxBody(SANDBOX_SECRET, forged));
    expect(response.json()).toEqual({ received: true, duplicate: false });
    expect(await balanceOf(t, player)).toBe(4000n);
    expect(await depositTransfersOf(t, player)).toBe(1);
  });

  it('refuses a webhook with a bad or missing signature, and nothing moves', async () => {
    const player = await signedInPlayer(t);
    const started = expectStarted(
      await deposit(t, player, 'new-card', newCardFields(VISA_OK, '20')),
    );
    const [body] = await queuedEvents(started.paymentId);
    if (body === undefined) throw new Error('the sandbox queued no event');

    const wrong = await postWebhook(body, signSandboxBody('not-the-sandbox-secret', body));
    expect(wrong.statusCode).toBe(401);
    expect(ZErrorResponse.parse(wrong.json()).error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const missing = await postWebhook(body, undefined);
    expect(missing.statusCode).toBe(401);
    const tampered = body.replace('"amount_minor":"2000"', '"amount_minor":"200000"');
    expect((await postWebhook(tampered, signSandboxBody(SANDBOX_SECRET, body))).statusCode).toBe(
      401,
    );
    const malformed = '{"id":';
    expect(
      (await postWebhook(malformed, signSandboxBody(SANDBOX_SECRET, malformed))).statusCode,
    ).toBe(400);

    expect((await paymentStatus(player, started.paymentId)).status).toBe('pending');
    expect(await balanceOf(t, player)).toBe(0n);
    await t.jobs.flush();
    expect(await balanceOf(t, player)).toBe(2000n);
  });

  it('charges once for a double submit with the same idempotency key', async () => {
    const player = await signedInPlayer(t);
    const fields = newCardFields(VISA_OK, '50');
    const [first, second] = await Promise.all([
      deposit(t, player, 'new-card', fields),
      deposit(t, player, 'new-card', fields),
    ]);
    const a = expectStarted(first);
    const b = expectStarted(second);
    expect(b.paymentId).toBe(a.paymentId);
    const retry = expectStarted(await deposit(t, player, 'new-card', fields));
    expect(retry.paymentId).toBe(a.paymentId);
    const [row] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from psp_sandbox_operations where reference = ${a.paymentId}`,
    );
    expect(Number(row?.count)).toBe(1);

    await t.jobs.flush();
    expect(await balanceOf(t, player)).toBe(5000n);
    // The same key for another amount is refused, not a second payment.
    expectRefused(
      await deposit(t, player, 'new-card', { ...fields, amount: '60' }),
      'TRANSACTION_CONFLICT',
    );
    expect(await balanceOf(t, player)).toBe(5000n);
  });

  it('refunds a charge confirmed after the player self-excluded, and the payment fails with the reason', async () => {
    const player = await signedInPlayer(t);
    const started = expectStarted(
      await deposit(t, player, 'new-card', newCardFields(VISA_OK, '20')),
    );
    await selfExclude(player);
    await t.jobs.flush();

    const status = await paymentStatus(player, started.paymentId);
    expect(status.status).toBe('failed');
    expect(status.message).toBe(
      'You have excluded yourself from play. Deposits and play stay closed until your exclusion ends. The payment has been refunded in full to where it came from.',
    );
    expect(await balanceOf(t, player)).toBe(0n);
    const [refund] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from psp_sandbox_operations where kind = 'refund' and reference = ${started.paymentId}`,
    );
    expect(refund?.status).toBe('succeeded');
    const [payment] = await queryRows<{ refund_status: string }>(
      t.database.db,
      sql`select refund_status from payments where id = ${started.paymentId}`,
    );
    expect(payment?.refund_status).toBe('refunded');
    await expectLedgerBalanced(t);
  });
});

describe('saved cards and card removal', () => {
  it('saves a card, offers it first, charges it again and stops offering it once removed', async () => {
    const player = await signedInPlayer(t);
    const first = expectStarted(
      await deposit(t, player, 'new-card', newCardFields(VISA_OK, '20', { save_card: '1' })),
    );
    await t.jobs.flush();
    expect((await paymentStatus(player, first.paymentId)).status).toBe('succeeded');

    const offered = await quickDeposit(player);
    const saved = offered.methods[0];
    expect(saved).toMatchObject({
      providerType: 'card',
      label: 'Visa •••• 4242',
      expiry: '12/30',
      fields: ['cvc'],
    });
    expect(offered.methods.map((method) => method.id).slice(1)).toEqual([
      'new-card',
      'bank-transfer',
    ]);
    const cardId = saved?.accountId ?? '';
    expect(saved?.id).toBe(cardId);
    const stored = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select * from payment_cards where id = ${cardId}`,
    );
    expect(JSON.stringify(stored)).not.toContain(VISA_OK);

    expectRefused(
      await deposit(t, player, cardId, { amount: '30', idempotency_key: newKey() }),
      'VALIDATION_ERROR',
    );
    const again = expectStarted(
      await deposit(t, player, cardId, { amount: '30', idempotency_key: newKey(), cvc: '321' }),
    );
    await t.jobs.flush();
    expect((await paymentStatus(player, again.paymentId)).status).toBe('succeeded');
    expect(await balanceOf(t, player)).toBe(5000n);

    // Another player cannot remove it, nor charge it.
    const other = await signedInPlayer(t);
    const foreign = await postFormAs(t, other, '/en/user/card-removal', { accountId: cardId });
    expect(ZCardRemovalResponse.parse(foreign.json())).toEqual({
      success: false,
      errors: [{ msg: 'This card is not saved on your account.' }],
    });
    expectRefused(
      await deposit(t, other, cardId, { amount: '30', idempotency_key: newKey(), cvc: '321' }),
      'PAYMENT_METHOD_UNKNOWN',
    );

    const removal = await postFormAs(t, player, '/en/user/card-removal', { accountId: cardId });
    expect(ZCardRemovalResponse.parse(removal.json())).toEqual({ success: true });
    expect((await quickDeposit(player)).methods.map((method) => method.id)).toEqual([
      'new-card',
      'bank-transfer',
    ]);
    expectRefused(
      await deposit(t, player, cardId, { amount: '30', idempotency_key: newKey(), cvc: '321' }),
      'PAYMENT_METHOD_UNKNOWN',
    );
    const twice = await postFormAs(t, player, '/en/user/card-removal', { accountId: cardId });
    expect(ZCardRemovalResponse.parse(twice.json()).success).toBe(false);
    const unknown = await postFormAs(t, player, '/en/user/card-removal', { accountId: 'nope' });
    expect(ZCardRemovalResponse.parse(unknown.json()).success).toBe(false);
  });
});

describe('bank transfers and the sandbox bank page', () => {
  async function startTransfer(player: Session, amount: string) {
    const answer = expectStarted(
      await deposit(t, player, 'bank-transfer', {
        amount,
        idempotency_key: newKey(),
        bank: 'sandbox-bank',
      }),
    );
    const url = answer.service?.url;
    if (url === undefined) throw new Error('a bank transfer answers its service step');
    const [path, query] = url.split('?');
    const secret = new URLSearchParams(query).get('secret') ?? '';
    return { answer, url, path: path ?? '', secret };
  }

  it('shows a script-free approval page, and credits the transfer after approval', async () => {
    const player = await signedInPlayer(t);
    const { answer, url, path, secret } = await startTransfer(player, '100');
    expect(answer.status).toBe('pending');

    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('€100.00');
    expect(page.body).toContain('Sandbox Bank');

    const approved = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ secret, answer: 'approve' }).toString(),
    });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`/en/?deposit=${answer.paymentId}`);
    expect(await balanceOf(t, player)).toBe(0n);
    await t.jobs.flush();
    expect((await paymentStatus(player, answer.paymentId)).status).toBe('succeeded');
    expect(await balanceOf(t, player)).toBe(10000n);

    // The page is done: a second answer finds nothing.
    const replay = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ secret, answer: 'approve' }).toString(),
    });
    expect(replay.statusCode).toBe(404);
    expect(await balanceOf(t, player)).toBe(10000n);
  });

  it('ends a cancelled transfer cancelled, with a message, and never opens the page without its secret', async () => {
    const player = await signedInPlayer(t);
    const { answer, path, secret } = await startTransfer(player, '20');
    const noSecret = await t.app.inject({ method: 'GET', url: `${path}?secret=${'x'.repeat(32)}` });
    expect(noSecret.statusCode).toBe(404);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ secret, answer: 'cancel' }).toString(),
    });
    expect(cancelled.statusCode).toBe(303);
    await t.jobs.flush();
    const status = await paymentStatus(player, answer.paymentId);
    expect(status.status).toBe('cancelled');
    expect(status.message).toBe('The payment was cancelled. No money was taken.');
    expect(await balanceOf(t, player)).toBe(0n);
  });
});

describe('GET /user/payment/{id}', () => {
  it('shows a player only their own payments', async () => {
    const owner = await signedInPlayer(t);
    const started = expectStarted(
      await deposit(t, owner, 'new-card', newCardFields(VISA_OK, '20')),
    );
    const other = await signedInPlayer(t);
    const response = await getAs(t, other, `/en/user/payment/${started.paymentId}`);
    expect(response.statusCode).toBe(404);
    expect(ZErrorResponse.parse(response.json()).error.code).toBe('NOT_FOUND');
    expect((await getAs(t, other, '/en/user/payment/not-a-uuid')).statusCode).toBe(404);
  });
});
