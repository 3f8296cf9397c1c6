import { randomUUID } from 'node:crypto';
import { ZErrorResponse } from '@playfair/contracts/errors';
import {
  ZAuthenticateResponse,
  ZBalanceResponse,
  ZTransactionResponse,
  type TCreditRequest,
  type TDebitRequest,
  type TRollbackRequest,
} from '@playfair/contracts/provider-api';
import { signProviderBody } from '@playfair/contracts/provider-signature';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db/client';
import { createTestApp, type TestApp, type TestPlayer } from './helper';
import {
  balanceSums,
  cashOf,
  catalogueGames,
  fund,
  launchFor,
  launchTokenFor,
  ledgerRowsFor,
  nextId,
  providerPost,
  roundOf,
  snapshot,
  STUDIO,
} from './provider-api-helper';

let t: TestApp;
/** The game every player here has opened (a debit belongs to a launch, DESIGN §7). */
let game: { id: string; name: string };
/** Another catalogue game, opened only where a test says so. */
let otherGame: { id: string; name: string };
beforeAll(async () => {
  t = await createTestApp();
  const games = await catalogueGames(t.database.db, 2);
  game = games[0]!;
  otherGame = games[1]!;
});
afterAll(() => t.close());

function errorCodeOf(response: LightMyRequestResponse): string {
  return ZErrorResponse.parse(response.json()).error.code;
}

function debitOf(player: TestPlayer, overrides: Partial<TDebitRequest> = {}): TDebitRequest {
  return {
    playerId: player.id,
    transactionId: nextId('d'),
    roundId: nextId('r'),
    gameId: game.id,
    amount: 100,
    currency: player.currency,
    ...overrides,
  };
}

function creditOf(debit: TDebitRequest, overrides: Partial<TCreditRequest> = {}): TCreditRequest {
  return {
    playerId: debit.playerId,
    transactionId: nextId('c'),
    roundId: debit.roundId,
    gameId: debit.gameId,
    amount: 0,
    currency: debit.currency,
    debitTransactionId: debit.transactionId,
    ...overrides,
  };
}

function rollbackOf(
  debit: TDebitRequest,
  overrides: Partial<TRollbackRequest> = {},
): TRollbackRequest {
  return {
    playerId: debit.playerId,
    transactionId: nextId('x'),
    roundId: debit.roundId,
    gameId: debit.gameId,
    originalTransactionId: debit.transactionId,
    ...overrides,
  };
}

/** A player with money who has opened `game` at the studio. */
async function fundedPlayer(amountMinor = 10_000n): Promise<TestPlayer> {
  const player = await t.createPlayer({ currency: 'EUR' });
  await fund(t.database.db, player.id, amountMinor);
  await launchFor(t, player, game.id);
  return player;
}

/** Runs `act`, checks it is refused with `code` (and `status`), and that nothing moved at all. */
async function expectRefusedUnchanged(
  act: () => Promise<LightMyRequestResponse>,
  code: string,
  status: number,
): Promise<LightMyRequestResponse> {
  const before = await snapshot(t.database.db);
  const response = await act();
  expect({ status: response.statusCode, code: errorCodeOf(response) }).toEqual({ status, code });
  expect(await snapshot(t.database.db)).toEqual(before);
  return response;
}

async function ok(response: Promise<LightMyRequestResponse>) {
  const answered = await response;
  if (answered.statusCode !== 200) {
    throw new Error(`expected 200, got ${answered.statusCode}: ${answered.body}`);
  }
  return ZTransactionResponse.parse(answered.json());
}

describe('provider API: who may call, and the body', () => {
  it('refuses a caller without a provider id, or with an unknown one', async () => {
    const player = await fundedPlayer();
    const body = debitOf(player);
    await expectRefusedUnchanged(
      () => providerPost(t.app, 'debit', body, { headers: { 'x-provider-id': '' } }),
      'PROVIDER_UNKNOWN',
      401,
    );
    await expectRefusedUnchanged(
      () =>
        providerPost(t.app, 'debit', body, {
          provider: { id: 'someone-else', secret: STUDIO.secret },
        }),
      'PROVIDER_UNKNOWN',
      401,
    );
  });

  it('refuses a missing, malformed or wrong signature, and a body changed after signing', async () => {
    const player = await fundedPlayer();
    const body = debitOf(player);
    const json = JSON.stringify(body);
    for (const signature of [
      null,
      'sha256=',
      'sha1=abc',
      signProviderBody('another-secret-of-16+', json),
      signProviderBody(STUDIO.secret, json).toUpperCase(),
    ]) {
      await expectRefusedUnchanged(
        () => providerPost(t.app, 'debit', body, { signature }),
        'PROVIDER_SIGNATURE_INVALID',
        401,
      );
    }
    // Signed over one amount, sent with another: the bytes differ, so the signature does not hold.
    await expectRefusedUnchanged(
      () =>
        providerPost(t.app, 'debit', body, {
          rawBody: JSON.stringify({ ...body, amount: 1 }),
          signature: signProviderBody(STUDIO.secret, json),
        }),
      'PROVIDER_SIGNATURE_INVALID',
      401,
    );
    // The signature is over the exact bytes: the same JSON re-spaced is another body.
    await expectRefusedUnchanged(
      () =>
        providerPost(t.app, 'debit', body, {
          rawBody: JSON.stringify(body, null, 2),
          signature: signProviderBody(STUDIO.secret, json),
        }),
      'PROVIDER_SIGNATURE_INVALID',
      401,
    );
  });

  it('checks the signature before the JSON: malformed but signed is MALFORMED_BODY', async () => {
    const player = await fundedPlayer();
    await expectRefusedUnchanged(
      () => providerPost(t.app, 'debit', null, { rawBody: '{"playerId":' }),
      'MALFORMED_BODY',
      400,
    );
    await expectRefusedUnchanged(
      () =>
        providerPost(t.app, 'debit', null, {
          rawBody: '{"playerId":',
          signature: signProviderBody('wrong-secret-0000000', '{"playerId":'),
        }),
      'PROVIDER_SIGNATURE_INVALID',
      401,
    );
    // A signed prototype-poisoning body is refused, not merged into anything.
    await expectRefusedUnchanged(
      () =>
        providerPost(t.app, 'balance', null, {
          rawBody: `{"playerId":"${player.id}","__proto__":{"x":1}}`,
        }),
      'MALFORMED_BODY',
      400,
    );
  });

  it('answers VALIDATION_ERROR for a body outside the contract, naming the field', async () => {
    const player = await fundedPlayer();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...debitOf(player), amount: 0 }, 'amount'],
      [{ ...debitOf(player), amount: -100 }, 'amount'],
      [{ ...debitOf(player), amount: 1.5 }, 'amount'],
      [{ ...debitOf(player), amount: '100' }, 'amount'],
      [{ ...debitOf(player), currency: 'eur' }, 'currency'],
      [{ ...debitOf(player), transactionId: 'has space' }, 'transactionId'],
      [{ ...debitOf(player), extra: true }, '_'],
    ];
    for (const [body, field] of cases) {
      const response = await expectRefusedUnchanged(
        () => providerPost(t.app, 'debit', body),
        'VALIDATION_ERROR',
        400,
      );
      expect(Object.keys(ZErrorResponse.parse(response.json()).error.fields ?? {})).toContain(
        field,
      );
    }
    const { roundId: _omitted, ...withoutRound } = debitOf(player);
    await expectRefusedUnchanged(
      () => providerPost(t.app, 'debit', withoutRound),
      'VALIDATION_ERROR',
      400,
    );
    const negativeCredit = { ...creditOf(debitOf(player)), amount: -1 };
    await expectRefusedUnchanged(
      () => providerPost(t.app, 'credit', negativeCredit),
      'VALIDATION_ERROR',
      400,
    );
  });

  it('takes JSON only, without the browser marker, and answers under a locale prefix too', async () => {
    const player = await fundedPlayer(1_234n);
    const form = `playerId=${player.id}`;
    const asForm = await providerPost(t.app, 'balance', null, {
      rawBody: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(asForm.statusCode).toBe(415);
    expect(errorCodeOf(asForm)).toBe('UNSUPPORTED_MEDIA_TYPE');

    const prefixed = await providerPost(
      t.app,
      'balance',
      { playerId: player.id },
      { locale: 'fi' },
    );
    expect(prefixed.statusCode).toBe(200);
    expect(prefixed.headers['cache-control']).toBe('no-store');
    expect(ZBalanceResponse.parse(prefixed.json())).toEqual({
      success: true,
      balance: 1_234,
      currency: 'EUR',
    });
  });

  it('treats a request without a body as the empty body: its signature, then the schema', async () => {
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/provider-api/v1/balance',
      headers: { 'x-provider-id': STUDIO.id },
    });
    expect(errorCodeOf(unsigned)).toBe('PROVIDER_SIGNATURE_INVALID');
    const signedEmpty = await t.app.inject({
      method: 'POST',
      url: '/provider-api/v1/balance',
      headers: {
        'x-provider-id': STUDIO.id,
        'x-playfair-signature': signProviderBody(STUDIO.secret, ''),
      },
    });
    expect(signedEmpty.statusCode).toBe(400);
    expect(errorCodeOf(signedEmpty)).toBe('VALIDATION_ERROR');
  });
});

describe('provider API: authenticate and balance', () => {
  it('trades a launch token once for the player, their currency and balance', async () => {
    const player = await t.createPlayer({ currency: 'SEK', country: 'SE', locale: 'sv' });
    await fund(t.database.db, player.id, 50_000n, 'SEK');
    const token = await launchTokenFor(t.database.db, {
      playerId: player.id,
      gameId: game.id,
      currency: 'SEK',
    });
    const first = await providerPost(t.app, 'authenticate', { token });
    expect(first.statusCode).toBe(200);
    expect(ZAuthenticateResponse.parse(first.json())).toEqual({
      success: true,
      playerId: player.id,
      currency: 'SEK',
      balance: 50_000,
    });
    const again = await providerPost(t.app, 'authenticate', { token });
    expect(again.statusCode).toBe(401);
    expect(errorCodeOf(again)).toBe('PROVIDER_TOKEN_INVALID');
  });

  it('refuses an unknown token', async () => {
    const response = await providerPost(t.app, 'authenticate', {
      token: 'x'.repeat(43),
    });
    expect(response.statusCode).toBe(401);
    expect(errorCodeOf(response)).toBe('PROVIDER_TOKEN_INVALID');
  });

  it('answers USER_NOT_FOUND for an unknown or malformed player id', async () => {
    for (const playerId of [randomUUID(), 'not-a-uuid']) {
      const response = await providerPost(t.app, 'balance', { playerId });
      expect(response.statusCode).toBe(404);
      expect(errorCodeOf(response)).toBe('USER_NOT_FOUND');
    }
  });
});

describe('provider API: debit', () => {
  it('takes the stake from the player, opens the round and answers the balance after it', async () => {
    const player = await fundedPlayer(10_000n);
    const debit = debitOf(player, { amount: 2_500 });
    const answer = await ok(providerPost(t.app, 'debit', debit));
    expect(answer).toMatchObject({ success: true, balance: 7_500, currency: 'EUR' });
    expect(answer.transactionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await cashOf(t.database.db, player.id)).toBe(7_500n);
    expect(await roundOf(t.database.db, debit.roundId)).toEqual({
      status: 'open',
      bet: '2500',
      win: '0',
    });
    // The stake went to the provider's ledger account; every currency still sums to zero.
    for (const total of Object.values(await balanceSums(t.database.db))) expect(total).toBe(0n);
    await ok(providerPost(t.app, 'credit', creditOf(debit)));
  });

  it('answers a replay with the first answer, even after the balance moved on', async () => {
    const player = await fundedPlayer(10_000n);
    const debit = debitOf(player, { amount: 1_000 });
    const first = await ok(providerPost(t.app, 'debit', debit));
    const next = debitOf(player, { amount: 500 });
    await ok(providerPost(t.app, 'debit', next));
    const before = await snapshot(t.database.db);
    const replay = await ok(providerPost(t.app, 'debit', debit));
    expect(replay).toEqual(first);
    expect(replay.balance).toBe(9_000);
    expect(await snapshot(t.database.db)).toEqual(before);
    expect(await ledgerRowsFor(t.database.db, debit.transactionId)).toBe(1);
    await ok(providerPost(t.app, 'credit', creditOf(debit)));
    await ok(providerPost(t.app, 'credit', creditOf(next)));
  });

  it('refuses the same transaction id with another payload: TRANSACTION_CONFLICT', async () => {
    const player = await fundedPlayer();
    const debit = debitOf(player);
    await ok(providerPost(t.app, 'debit', debit));
    for (const other of [
      { ...debit, amount: debit.amount + 1 },
      { ...debit, roundId: nextId('r') },
    ]) {
      await expectRefusedUnchanged(
        () => providerPost(t.app, 'debit', other),
        'TRANSACTION_CONFLICT',
        409,
      );
    }
    // A credit or rollback reusing a debit's id is a conflict too.
    await expectRefusedUnchanged(
      () => providerPost(t.app, 'credit', creditOf(debit, { transactionId: debit.transactionId })),
      'TRANSACTION_CONFLICT',
      409,
    );
    await expectRefusedUnchanged(
      () =>
        providerPost(t.app, 'rollback', rollbackOf(debit, { transactionId: debit.transactionId })),
      'TRANSACTION_CONFLICT',
      409,
    );
    await ok(providerPost(t.app, 'credit', creditOf(debit)));
  });

  it('refuses a currency other than the player’s: CURRENCY_MISMATCH', async () => {
    const player = await fundedPlayer();
    await expectRefusedUnchanged(
      () => providerPost(t.app, 'debit', debitOf(player, { currency: 'SEK' })),
      'CURRENCY_MISMATCH',
      400,
    );
  });

  it('refuses an unknown player: USER_NOT_FOUND', async () => {
    const player = await fundedPlayer();
    await expectRefusedUnchanged(
      () => providerPost(t.app, 'debit', debitOf(player, { playerId: randomUUID() })),
      'USER_NOT_FOUND',
      404,
    );
  });

  it('refuses a stake above the balance with INSUFFICIENT_FUNDS and the balance', async () => {
    const player = await fundedPlayer(300n);
    const response = await expectRefusedUnchanged(
      () => providerPost(t.app, 'debit', debitOf(player, { amount: 301 })),
      'INSUFFICIENT_FUNDS',
      402,
    );
    expect(response.json()).toMatchObject({ success: false, balance: 300 });
  });

  it('lets the wallet policy refuse blocked, excluded, timed-out and gameplay-blocked players', async () => {
    const future = new Date(Date.now() + 86_400_000);
    const cases: [Parameters<TestApp['createPlayer']>[0], string][] = [
      [{ blockedAt: new Date() }, 'ACCOUNT_BLOCKED'],
      [{ selfExcludedUntil: future }, 'SELF_EXCLUDED'],
      [{ timedOutUntil: future }, 'TIMED_OUT'],
      [{ hasGameplayBlock: true }, 'GAMEPLAY_BLOCKED'],
    ];
    for (const [overrides, code] of cases) {
      const player = await t.createPlayer({ currency: 'EUR', ...overrides });
      await fund(t.database.db, player.id, 1_000n);
      await launchFor(t, player, game.id);
      await expectRefusedUnchanged(() => providerPost(t.app, 'debit', debitOf(player)), code, 403);
    }
  });

  it('refuses a stake on a round that ended: ROUND_CLOSED', async () => {
    const player = await fundedPlayer();
    const debit = debitOf(player);
    await ok(providerPost(t.app, 'debit', debit));
    await ok(providerPost(t.app, 'credit', creditOf(debit, { amount: 50 })));
    await expectRefusedUnchanged(
      () => providerPost(t.app, 'debit', debitOf(player, { roundId: debit.roundId })),
      'ROUND_CLOSED',
      409,
    );
  });

  it('keeps the record of a call append-only, as the ledger', async () => {
    const player = await fundedPlayer();
    const debit = debitOf(player);
    await ok(providerPost(t.app, 'debit', debit));
    const mine = sql`provider_id = ${STUDIO.id} and transaction_id = ${debit.transactionId}`;
    await expect(
      t.database.db.execute(sql`update provider_transactions set amount_minor = 1 where ${mine}`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`delete from provider_transactions where ${mine}`),
    ).rejects.toThrow();
    const [row] = await queryRows<{ amount: string }>(
      t.database.db,
      sql`select amount_minor::text as amount from provider_transactions where ${mine}`,
    );
    expect(row?.amount).toBe(String(debit.amount));
    await ok(providerPost(t.app, 'credit', creditOf(debit)));
  });

  it('refuses a round id of another player’s round, or another game in it', async () => {
    const player = await fundedPlayer();
    const other = await fundedPlayer();
    const debit = debitOf(player);
    await ok(providerPost(t.app, 'debit', debit));
    await expectRefusedUnchanged(
      () => providerPost(t.app, 'debit', debitOf(other, { roundId: debit.roundId })),
      'VALIDATION_ERROR',
      400,
    );
    // The player has the other game open too: the round, not the launch, refuses it.
    await launchFor(t, player, otherGame.id);
    await expectRefusedUnchanged(
      () =>
        providerPost(
          t.app,
          'debit',
          debitOf(player, { roundId: debit.roundId, gameId: otherGame.id }),
        ),
      'VALIDATION_ERROR',
      400,
    );
    await ok(providerPost(t.app, 'credit', creditOf(debit)));
  });
});

describe('provider API: credit', () => {
  it('pays a win against the debit and completes the round; a replay answers the same', async () => {
    const player = await fundedPlayer(10_000n);
    const debit = debitOf(player, { amount: 1_000 });
    await ok(providerPost(t.app, 'debit', debit));
    const credit = creditOf(debit, { amount: 3_000 });
    const paid = await ok(providerPost(t.app, 'credit', credit));
    expect(paid.balance).toBe(12_000);
    expect(await roundOf(t.database.db, debit.roundId)).toEqual({
      status: 'completed',
      bet: '1000',
      win: '3000',
    });
    const before = await snapshot(t.database.db);
    expect(await ok(providerPost(t.app, 'credit', credit))).toEqual(paid);
    expect(await snapshot(t.database.db)).toEqual(before);
    expect(await ledgerRowsFor(t.database.db, credit.transactionId)).toBe(1);
  });

  it('closes a lost round with a zero credit and no ledger transfer', async () => {
    const player = await fundedPlayer(10_000n);
    const debit = debitOf(player, { amount: 400 });
    await ok(providerPost(t.app, 'debit', debit));
    const transfers = (await snapshot(t.database.db)).counts;
    const credit = creditOf(debit, { amount: 0 });
    const closed = await ok(providerPost(t.app, 'credit', credit));
    expect(closed.balance).toBe(9_600);
    expect(await roundOf(t.database.db, debit.roundId)).toMatchObject({ status: 'completed' });
    expect(await ledgerRowsFor(t.database.db, credit.transactionId)).toBe(0);
    expect((await snapshot(t.database.db)).counts).toEqual({
      ...(transfers as object),
      transactions: (transfers as { transactions: number }).transactions + 1,
    });
    expect(await ok(providerPost(t.app, 'credit', credit))).toEqual(closed);
  });

  it('keeps the round open with roundEnded false; a credit after the round ended is ROUND_CLOSED', async () => {
    const player = await fundedPlayer(10_000n);
    const debit = debitOf(player, { amount: 1_000 });
    await ok(providerPost(t.app, 'debit', debit));
    await ok(providerPost(t.app, 'credit', creditOf(debit, { amount: 500, roundEnded: false })));
    expect(await roundOf(t.database.db, debit.roundId)).toMatchObject({ status: 'open' });
    await ok(providerPost(t.app, 'credit', creditOf(debit, { amount: 700 })));
    expect(await roundOf(t.database.db, debit.roundId)).toEqual({
      status: 'completed',
      bet: '1000',
      win: '1200',
    });
    await expectRefusedUnchanged(
      () => providerPost(t.app, 'credit', creditOf(debit, { amount: 100 })),
      'ROUND_CLOSED',
      409,
    );
    expect(await cashOf(t.database.db, player.id)).toBe(10_200n);
  });

  it('refuses a credit against no debit, another player’s or another round’s: TRANSACTION_NOT_FOUND', async () => {
    const player = await fundedPlayer();
    const other = await fundedPlayer();
    const debit = debitOf(player);
    await ok(providerPost(t.app, 'debit', debit));
    const otherDebit = debitOf(other);
    await ok(providerPost(t.app, 'debit', otherDebit));
    for (const credit of [
      creditOf(debit, { debitTransactionId: nextId('never') }),
      creditOf(debit, { debitTransactionId: otherDebit.transactionId }),
      creditOf(debit, { roundId: otherDebit.roundId }),
      creditOf(otherDebit, { playerId: player.id }),
    ]) {
      await expectRefusedUnchanged(
        () => providerPost(t.app, 'credit', { ...credit, amount: 10 }),
        'TRANSACTION_NOT_FOUND',
        404,
      );
    }
    await ok(providerPost(t.app, 'credit', creditOf(debit)));
    await ok(providerPost(t.app, 'credit', creditOf(otherDebit)));
  });

  it('refuses a credit against a rolled-back debit: TRANSACTION_ROLLED_BACK', async () => {
    const player = await fundedPlayer();
    const debit = debitOf(player);
    await ok(providerPost(t.app, 'debit', debit));
    await ok(providerPost(t.app, 'rollback', rollbackOf(debit)));
    for (const amount of [0, 250]) {
      await expectRefusedUnchanged(
        () => providerPost(t.app, 'credit', creditOf(debit, { amount })),
        'TRANSACTION_ROLLED_BACK',
        409,
      );
    }
  });

  it('refuses a credit in another currency: CURRENCY_MISMATCH', async () => {
    const player = await fundedPlayer();
    const debit = debitOf(player);
    await ok(providerPost(t.app, 'debit', debit));
    await expectRefusedUnchanged(
      () => providerPost(t.app, 'credit', creditOf(debit, { amount: 5, currency: 'NOK' })),
      'CURRENCY_MISMATCH',
      400,
    );
    await ok(providerPost(t.app, 'credit', creditOf(debit)));
  });
});

describe('provider API: rollback', () => {
  it('refunds the debit and cancels its round', async () => {
    const player = await fundedPlayer(10_000n);
    const debit = debitOf(player, { amount: 1_500 });
    await ok(providerPost(t.app, 'debit', debit));
    const rollback = rollbackOf(debit);
    const answer = await ok(providerPost(t.app, 'rollback', rollback));
    expect(answer.balance).toBe(10_000);
    expect(await cashOf(t.database.db, player.id)).toBe(10_000n);
    expect(await roundOf(t.database.db, debit.roundId)).toEqual({
      status: 'cancelled',
      bet: '0',
      win: '0',
    });
    for (const total of Object.values(await balanceSums(t.database.db))) expect(total).toBe(0n);
  });

  it('answers a repeated rollback with success and the first answer, refunding once', async () => {
    const player = await fundedPlayer(10_000n);
    const debit = debitOf(player, { amount: 700 });
    await ok(providerPost(t.app, 'debit', debit));
    const rollback = rollbackOf(debit);
    const first = await ok(providerPost(t.app, 'rollback', rollback));
    const next = debitOf(player, { amount: 100 });
    await ok(providerPost(t.app, 'debit', next));
    const before = await snapshot(t.database.db);
    // The very same call again, and another rollback id for the same debit.
    expect(await ok(providerPost(t.app, 'rollback', rollback))).toEqual(first);
    expect(await ok(providerPost(t.app, 'rollback', rollbackOf(debit)))).toEqual(first);
    expect(await snapshot(t.database.db)).toEqual(before);
    expect(await ledgerRowsFor(t.database.db, rollback.transactionId)).toBe(1);
    expect(await cashOf(t.database.db, player.id)).toBe(9_900n);
    await ok(providerPost(t.app, 'credit', creditOf(next)));
  });

  it('refuses to roll back a debit that was paid: ROLLBACK_NOT_ALLOWED', async () => {
    const player = await fundedPlayer();
    const debit = debitOf(player);
    await ok(providerPost(t.app, 'debit', debit));
    const credit = creditOf(debit, { amount: 0 });
    await ok(providerPost(t.app, 'credit', credit));
    await expectRefusedUnchanged(
      () => providerPost(t.app, 'rollback', rollbackOf(debit)),
      'ROLLBACK_NOT_ALLOWED',
      409,
    );
    // A credit itself cannot be rolled back either.
    await expectRefusedUnchanged(
      () =>
        providerPost(
          t.app,
          'rollback',
          rollbackOf(debit, { originalTransactionId: credit.transactionId }),
        ),
      'ROLLBACK_NOT_ALLOWED',
      409,
    );
  });

  it('refuses to roll back another player’s debit: TRANSACTION_NOT_FOUND', async () => {
    const player = await fundedPlayer();
    const other = await fundedPlayer();
    const debit = debitOf(player);
    await ok(providerPost(t.app, 'debit', debit));
    await expectRefusedUnchanged(
      () => providerPost(t.app, 'rollback', rollbackOf(debit, { playerId: other.id })),
      'TRANSACTION_NOT_FOUND',
      404,
    );
    await ok(providerPost(t.app, 'credit', creditOf(debit)));
  });

  it('records a rollback that arrives before its debit; the late debit is refused and moves nothing', async () => {
    const player = await fundedPlayer(5_000n);
    const debit = debitOf(player, { amount: 800 });
    const before = await snapshot(t.database.db);
    const rollback = rollbackOf(debit);
    const answer = await ok(providerPost(t.app, 'rollback', rollback));
    expect(answer.balance).toBe(5_000);
    expect(await ledgerRowsFor(t.database.db, rollback.transactionId)).toBe(0);
    // Only the record of the rollback was written: no money, no round.
    const after = await snapshot(t.database.db);
    expect(after.accounts).toEqual(before.accounts);
    expect(after.rounds).toEqual(before.rounds);
    expect(await ok(providerPost(t.app, 'rollback', rollback))).toEqual(answer);

    await expectRefusedUnchanged(
      () => providerPost(t.app, 'debit', debit),
      'TRANSACTION_ROLLED_BACK',
      409,
    );
    expect(await cashOf(t.database.db, player.id)).toBe(5_000n);
    expect(await roundOf(t.database.db, debit.roundId)).toBeUndefined();
  });

  it('cancels a round only when none of its debits stand', async () => {
    const player = await fundedPlayer(10_000n);
    const first = debitOf(player, { amount: 100 });
    const second = debitOf(player, { amount: 200, roundId: first.roundId });
    await ok(providerPost(t.app, 'debit', first));
    await ok(providerPost(t.app, 'debit', second));
    await ok(providerPost(t.app, 'rollback', rollbackOf(first)));
    expect(await roundOf(t.database.db, first.roundId)).toEqual({
      status: 'open',
      bet: '200',
      win: '0',
    });
    await ok(providerPost(t.app, 'rollback', rollbackOf(second)));
    expect(await roundOf(t.database.db, first.roundId)).toMatchObject({ status: 'cancelled' });
    expect(await cashOf(t.database.db, player.id)).toBe(10_000n);
  });
});

describe('provider API: the flows above', () => {
  // Runs last in this file (vitest keeps the order): every round these flows opened has ended.
  it('left every round completed or cancelled', async () => {
    const rows = await queryRows<{ status: string; n: number }>(
      t.database.db,
      sql`select status, count(*)::int as n from game_rounds group by status order by status`,
    );
    expect(rows.map((row) => row.status)).toEqual(['cancelled', 'completed']);
  });
});
