import { ZCsrfErrorResponse } from '@playfair/contracts/identity';
import { ZErrorResponse } from '@playfair/contracts/errors';
import {
  HISTORY_PAGE_SIZE,
  ZOperatorDecisionResponse,
  ZOperatorWithdrawalListResponse,
  ZTransactionHistoryResponse,
  ZWithdrawalListResponse,
  ZWithdrawalResponse,
  ZQuickDepositResponse,
} from '@playfair/contracts/payments';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db/client';
import { setRestrictions, XHR } from './helper';
import {
  balanceOf,
  createPaymentsTestApp,
  deposit,
  expectLedgerBalanced,
  fund,
  getAs,
  newCardFields,
  newKey,
  operatorHeaders,
  postFormAs,
  signedInPlayer,
  VISA_OK,
  type PaymentsTestApp,
  type Session,
} from './payments-helper';

// Withdrawals (DESIGN §4 payments): held at once, cancelled by the player or decided by the
// operator through its own API, exactly one decision winning; and the transaction history.

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

function requestWithdrawal(session: Session, fields: Record<string, string>) {
  return postFormAs(t, session, '/en/user/withdrawals', {
    method: 'bank-transfer',
    bank: 'sandbox-bank',
    idempotency_key: newKey(),
    ...fields,
  });
}

function withdrawalOf(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  return ZWithdrawalResponse.parse(response.json()).withdrawal;
}

function expectError(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  const body = ZErrorResponse.parse(response.json());
  expect(body.error.code).toBe(code);
  return body;
}

function cancel(session: Session, id: string) {
  return postFormAs(t, session, `/en/user/withdrawals/${id}/cancel`, {});
}

function approve(id: string, token?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/operator-api/v1/withdrawals/${id}/approve`,
    headers: operatorHeaders(token),
  });
}

function reject(id: string, reason: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/operator-api/v1/withdrawals/${id}/reject`,
    headers: { ...operatorHeaders(), 'content-type': 'application/json' },
    payload: JSON.stringify({ reason }),
  });
}

async function heldFor(session: Session): Promise<bigint> {
  const [row] = await queryRows<{ balance: string }>(
    t.database.db,
    sql`select balance_minor::text as balance from ledger_accounts
         where kind = 'player_withdrawal' and owner_id = ${session.id}`,
  );
  return BigInt(row?.balance ?? '0');
}

async function fundedPlayer(amountMinor = 100_000n): Promise<Session> {
  const player = await signedInPlayer(t);
  await fund(t, player, amountMinor);
  return player;
}

describe('POST /user/withdrawals', () => {
  it('holds the money at once and lists the withdrawal as pending', async () => {
    const player = await fundedPlayer();
    const withdrawal = withdrawalOf(await requestWithdrawal(player, { amount: '50' }));
    expect(withdrawal).toMatchObject({
      status: 'pending',
      amountMinor: '5000',
      currency: 'EUR',
      formatted: '€50.00',
      method: 'Bank transfer · Sandbox Bank',
      decidedAt: null,
    });
    expect(await balanceOf(t, player)).toBe(95_000n);
    expect(await heldFor(player)).toBe(5_000n);
    const list = ZWithdrawalListResponse.parse(
      (await getAs(t, player, '/en/user/withdrawals')).json(),
    );
    expect(list.items.map((item) => item.id)).toEqual([withdrawal.id]);
    await expectLedgerBalanced(t);
  });

  it('answers a visitor language that names an inherited property, and holds the money once', async () => {
    const player = await fundedPlayer();
    const key = newKey();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/user/withdrawals',
        headers: {
          ...XHR,
          'content-type': 'application/x-www-form-urlencoded',
          'accept-language': 'constructor',
          cookie: player.cookie,
        },
        payload: new URLSearchParams({
          csrf_token: player.csrfToken,
          method: 'bank-transfer',
          bank: 'sandbox-bank',
          amount: '50',
          idempotency_key: key,
        }).toString(),
      });
    const first = withdrawalOf(await send());
    expect(withdrawalOf(await send()).id).toBe(first.id);
    expect(await heldFor(player)).toBe(5_000n);
    expect(await balanceOf(t, player)).toBe(95_000n);
  });

  it('refuses what the balance does not cover, and amounts outside the method limits, changing nothing', async () => {
    const player = await fundedPlayer(3_000n);
    expectError(await requestWithdrawal(player, { amount: '30.01' }), 402, 'INSUFFICIENT_FUNDS');
    expectError(
      await requestWithdrawal(player, { amount: '19.99' }),
      400,
      'PAYMENT_AMOUNT_TOO_LOW',
    );
    const rich = await fundedPlayer(2_000_000n);
    const high = expectError(
      await requestWithdrawal(rich, { amount: '10000.01' }),
      400,
      'PAYMENT_AMOUNT_TOO_HIGH',
    );
    expect(high.error.message).toBe("The amount is above this method's maximum.");
    expectError(await requestWithdrawal(player, { amount: 'lots' }), 400, 'VALIDATION_ERROR');
    expectError(
      await requestWithdrawal(player, { amount: '20', bank: 'nowhere' }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(
      await requestWithdrawal(player, {
        amount: '20',
        method: '00000000-0000-4000-8000-000000000000',
      }),
      404,
      'PAYMENT_METHOD_UNKNOWN',
    );
    expect(await balanceOf(t, player)).toBe(3_000n);
    expect(await heldFor(player)).toBe(0n);
    expect(
      ZWithdrawalListResponse.parse((await getAs(t, player, '/en/user/withdrawals')).json()).items,
    ).toEqual([]);
  });

  it('holds once for a repeated request with the same idempotency key', async () => {
    const player = await fundedPlayer();
    const fields = { amount: '40', idempotency_key: newKey() };
    const [first, second] = await Promise.all([
      requestWithdrawal(player, fields),
      requestWithdrawal(player, fields),
    ]);
    expect(withdrawalOf(second).id).toBe(withdrawalOf(first).id);
    expect(withdrawalOf(await requestWithdrawal(player, fields)).id).toBe(withdrawalOf(first).id);
    expect(await balanceOf(t, player)).toBe(96_000n);
    expectError(
      await requestWithdrawal(player, { ...fields, amount: '41' }),
      409,
      'TRANSACTION_CONFLICT',
    );
  });

  it('answers csrf-error without the token and holds nothing', async () => {
    const player = await fundedPlayer();
    const response = await postFormAs(
      t,
      { ...player, csrfToken: 'wrong' },
      '/en/user/withdrawals',
      {
        amount: '20',
        method: 'bank-transfer',
        bank: 'sandbox-bank',
        idempotency_key: newKey(),
      },
    );
    expect(ZCsrfErrorResponse.parse(response.json()).type).toBe('csrf-error');
    expect(await balanceOf(t, player)).toBe(100_000n);
  });

  it('lets a self-excluded player withdraw', async () => {
    const player = await fundedPlayer();
    await setRestrictions(t.database.db, player.id, {
      selfExcludedUntil: new Date('2099-01-01T00:00:00Z'),
    });
    expect(withdrawalOf(await requestWithdrawal(player, { amount: '100' })).status).toBe('pending');
    expect(await balanceOf(t, player)).toBe(90_000n);
  });

  it('pays out to a saved card once approved', async () => {
    const player = await signedInPlayer(t);
    const started = await deposit(
      t,
      player,
      'new-card',
      newCardFields(VISA_OK, '200', { save_card: 'on' }),
    );
    expect(started.json().success).toBe(true);
    await t.jobs.flush();
    const qdu = ZQuickDepositResponse.parse((await getAs(t, player, '/en/user/qdu')).json());
    const cardId = qdu.methods[0]?.accountId ?? '';
    const withdrawal = withdrawalOf(
      await requestWithdrawal(player, { amount: '150', method: cardId }),
    );
    expect(withdrawal.method).toBe('Visa •••• 4242');
    const decided = ZOperatorDecisionResponse.parse((await approve(withdrawal.id)).json());
    expect(decided.withdrawal).toMatchObject({ status: 'approved', payoutStatus: 'paid' });
    const [payout] = await queryRows<{ token: string | null }>(
      t.database.db,
      sql`select token from psp_sandbox_operations where kind = 'payout' and reference = ${withdrawal.id}`,
    );
    expect(payout?.token).toMatch(/^tok_/);
    expect(await balanceOf(t, player)).toBe(5_000n);
    await expectLedgerBalanced(t);
  });
});

describe('cancelling a withdrawal', () => {
  it('releases a pending withdrawal back to cash, once', async () => {
    const player = await fundedPlayer();
    const withdrawal = withdrawalOf(await requestWithdrawal(player, { amount: '60' }));
    const cancelled = withdrawalOf(await cancel(player, withdrawal.id));
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.decidedAt).not.toBeNull();
    expect(await balanceOf(t, player)).toBe(100_000n);
    expect(await heldFor(player)).toBe(0n);
    expect(withdrawalOf(await cancel(player, withdrawal.id)).status).toBe('cancelled');
    expect(await balanceOf(t, player)).toBe(100_000n);
    expectError(await approve(withdrawal.id), 409, 'WITHDRAWAL_NOT_PENDING');
    await expectLedgerBalanced(t);
  });

  it('lets no one else see or cancel a player’s withdrawal', async () => {
    const owner = await fundedPlayer();
    const withdrawal = withdrawalOf(await requestWithdrawal(owner, { amount: '20' }));
    const other = await fundedPlayer();
    expectError(await cancel(other, withdrawal.id), 404, 'NOT_FOUND');
    expectError(await cancel(other, 'not-a-uuid'), 404, 'NOT_FOUND');
    const list = ZWithdrawalListResponse.parse(
      (await getAs(t, other, '/en/user/withdrawals')).json(),
    );
    expect(list.items).toEqual([]);
    expect(await heldFor(owner)).toBe(2_000n);
  });
});

describe('operator API', () => {
  it('refuses calls without credentials or with a wrong token', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/operator-api/v1/withdrawals' });
    expectError(none, 401, 'OPERATOR_UNAUTHORIZED');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/operator-api/v1/withdrawals',
      headers: operatorHeaders('playfair-dev-operatoR'),
    });
    expectError(wrong, 401, 'OPERATOR_UNAUTHORIZED');
    const basic = await t.app.inject({
      method: 'GET',
      url: '/operator-api/v1/withdrawals',
      headers: { authorization: 'Basic b3BzOnBsYXlmYWly' },
    });
    expectError(basic, 401, 'OPERATOR_UNAUTHORIZED');
    const player = await fundedPlayer();
    const withdrawal = withdrawalOf(await requestWithdrawal(player, { amount: '20' }));
    expectError(await approve(withdrawal.id, 'not-the-token-at-all'), 401, 'OPERATOR_UNAUTHORIZED');
    expect(await heldFor(player)).toBe(2_000n);
  });

  it('lists pending withdrawals oldest first', async () => {
    const player = await fundedPlayer();
    const first = withdrawalOf(await requestWithdrawal(player, { amount: '20' }));
    t.clock.advance(1_000);
    const second = withdrawalOf(await requestWithdrawal(player, { amount: '21' }));
    const response = await t.app.inject({
      method: 'GET',
      url: '/operator-api/v1/withdrawals?status=pending&limit=500',
      headers: operatorHeaders(),
    });
    expect(response.statusCode).toBe(200);
    const ids = ZOperatorWithdrawalListResponse.parse(response.json()).items.map((item) => item.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids.indexOf(first.id)).toBeGreaterThanOrEqual(0);
  });

  it('approves: the held money goes to clearing and is paid out, once, recording the operator', async () => {
    const player = await fundedPlayer();
    const withdrawal = withdrawalOf(await requestWithdrawal(player, { amount: '80' }));
    const response = await approve(withdrawal.id);
    expect(response.statusCode).toBe(200);
    const decided = ZOperatorDecisionResponse.parse(response.json()).withdrawal;
    expect(decided).toMatchObject({
      id: withdrawal.id,
      playerId: player.id,
      status: 'approved',
      decidedBy: 'ops',
      payoutStatus: 'paid',
      rejectReason: null,
    });
    expect(await balanceOf(t, player)).toBe(92_000n);
    expect(await heldFor(player)).toBe(0n);

    const again = ZOperatorDecisionResponse.parse((await approve(withdrawal.id)).json()).withdrawal;
    expect(again.status).toBe('approved');
    expectError(await reject(withdrawal.id, 'too late'), 409, 'WITHDRAWAL_NOT_PENDING');
    expectError(await cancel(player, withdrawal.id), 409, 'WITHDRAWAL_NOT_PENDING');
    const [payouts] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from psp_sandbox_operations where kind = 'payout' and reference = ${withdrawal.id}`,
    );
    expect(Number(payouts?.count)).toBe(1);
    expect(await balanceOf(t, player)).toBe(92_000n);
    await expectLedgerBalanced(t);
  });

  it('rejects with a reason: the money goes back to cash', async () => {
    const player = await fundedPlayer();
    const withdrawal = withdrawalOf(await requestWithdrawal(player, { amount: '70' }));
    expectError(await reject(withdrawal.id, ''), 400, 'VALIDATION_ERROR');
    expect(await heldFor(player)).toBe(7_000n);
    const decided = ZOperatorDecisionResponse.parse(
      (await reject(withdrawal.id, 'KYC documents missing')).json(),
    ).withdrawal;
    expect(decided).toMatchObject({
      status: 'rejected',
      decidedBy: 'ops',
      rejectReason: 'KYC documents missing',
      payoutStatus: null,
    });
    expect(await balanceOf(t, player)).toBe(100_000n);
    expect(
      ZOperatorDecisionResponse.parse((await reject(withdrawal.id, 'again')).json()).withdrawal
        .status,
    ).toBe('rejected');
    expectError(await approve(withdrawal.id), 409, 'WITHDRAWAL_NOT_PENDING');
    expectError(await approve('00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
    expect(await balanceOf(t, player)).toBe(100_000n);
    await expectLedgerBalanced(t);
  });

  it('lets exactly one of a racing cancel and approve win', async () => {
    for (let round = 0; round < 5; round += 1) {
      const player = await fundedPlayer();
      const withdrawal = withdrawalOf(await requestWithdrawal(player, { amount: '50' }));
      const [cancelled, approved] = await Promise.all([
        cancel(player, withdrawal.id),
        approve(withdrawal.id),
      ]);
      const winners = [cancelled, approved].filter((response) => response.statusCode === 200);
      expect(winners).toHaveLength(1);
      const loser = cancelled.statusCode === 200 ? approved : cancelled;
      expectError(loser, 409, 'WITHDRAWAL_NOT_PENDING');
      const isCancelled = cancelled.statusCode === 200;
      expect(await balanceOf(t, player)).toBe(isCancelled ? 100_000n : 95_000n);
      expect(await heldFor(player)).toBe(0n);
      const [moves] = await queryRows<{ count: number }>(
        t.database.db,
        sql`select count(*)::int as count from ledger_transfers
             where idempotency_key in (${`withdrawal:${withdrawal.id}:release`}, ${`withdrawal:${withdrawal.id}:payout`})`,
      );
      expect(Number(moves?.count)).toBe(1);
    }
    await expectLedgerBalanced(t);
  });
});

describe('GET /user/transaction-history', () => {
  it('lists deposits and withdrawals newest first, by period, a page at a time', async () => {
    // Ten minutes apart, so the session stays alive, across midnight of 1 June (UTC).
    t.clock.set(new Date('2027-06-01T23:00:00Z'));
    const player = await signedInPlayer(t);
    const started = await deposit(t, player, 'new-card', newCardFields(VISA_OK, '1000'));
    expect(started.json().success).toBe(true);
    await t.jobs.flush();
    const ids: string[] = [];
    for (let index = 0; index < HISTORY_PAGE_SIZE + 1; index += 1) {
      t.clock.set(new Date(Date.parse('2027-06-01T23:10:00Z') + index * 10 * 60_000));
      ids.push(withdrawalOf(await requestWithdrawal(player, { amount: '20' })).id);
    }

    const first = ZTransactionHistoryResponse.parse(
      (await getAs(t, player, '/en/user/transaction-history')).json(),
    );
    expect(first).toMatchObject({
      page: 1,
      pageSize: HISTORY_PAGE_SIZE,
      total: HISTORY_PAGE_SIZE + 2,
    });
    expect(first.items).toHaveLength(HISTORY_PAGE_SIZE);
    expect(first.items[0]).toMatchObject({
      id: ids.at(-1),
      type: 'withdrawal',
      status: 'pending',
      amountMinor: '2000',
      currency: 'EUR',
      formatted: '€20.00',
      method: 'Bank transfer · Sandbox Bank',
      createdAt: '2027-06-02T02:30:00.000Z',
    });
    const second = ZTransactionHistoryResponse.parse(
      (await getAs(t, player, '/en/user/transaction-history?page=2')).json(),
    );
    expect(second.items.map((item) => item.id)).toEqual([ids[0], expect.any(String)]);
    expect(second.items[1]).toMatchObject({
      type: 'deposit',
      status: 'succeeded',
      amountMinor: '100000',
      method: 'Visa •••• 4242',
      createdAt: '2027-06-01T23:00:00.000Z',
    });

    const firstDay = ZTransactionHistoryResponse.parse(
      (await getAs(t, player, '/en/user/transaction-history?from=2027-06-01&to=2027-06-01')).json(),
    );
    expect(firstDay.total).toBe(6);
    expect(firstDay.items.at(-1)?.type).toBe('deposit');
    const secondDay = ZTransactionHistoryResponse.parse(
      (await getAs(t, player, '/en/user/transaction-history?from=2027-06-02')).json(),
    );
    expect(secondDay.total).toBe(HISTORY_PAGE_SIZE + 1 - 5);
    expect(secondDay.items.every((item) => item.type === 'withdrawal')).toBe(true);

    const bad = await getAs(
      t,
      player,
      '/en/user/transaction-history?from=2027-06-05&to=2027-06-01',
    );
    expectError(bad, 400, 'VALIDATION_ERROR');
    expectError(
      await getAs(t, player, '/en/user/transaction-history?from=June'),
      400,
      'VALIDATION_ERROR',
    );
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/en/user/transaction-history',
      headers: XHR,
    });
    expect(anonymous.statusCode).toBe(401);
    const other = await signedInPlayer(t);
    const empty = ZTransactionHistoryResponse.parse(
      (await getAs(t, other, '/en/user/transaction-history')).json(),
    );
    expect(empty.total).toBe(0);
  });
});
