import { ZMigrationResponse } from '@playfair/contracts/currency-migration';
import { hrkLimitToEurMinor, hrkToEurMinor } from '@playfair/domain/euro-changeover';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db/client';
import {
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
  type PaymentsTestApp,
  type Session,
  VISA_OK,
} from './payments-helper';
import { postLogin, sessionCookieOf, XHR } from './helper';
import { DEMO_KUNA_PASSWORD, DEMO_KUNA_PLAYERS } from '../src/modules/migrations/service';

// spec 000 §1/§4/§7 the Croatian migration (DESIGN §4): kuna money becomes euros at 7.53450,
// each amount rounded half up to the cent, exactly once, whatever runs it how often.

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t.close());

function kunaPlayer(): Promise<Session> {
  return signedInPlayer(t, {
    country: 'HR',
    currency: 'HRK',
    locale: 'hr',
    awaitingMigration: true,
  });
}

async function startMigration(session: Session) {
  const response = await getAs(t, session, '/hr/user/start-migration');
  expect(response.statusCode, response.body).toBe(200);
  return ZMigrationResponse.parse(response.json());
}

/** The queued job and the sweep, as the job runner would run them. */
async function runMigrationJobs(session: Session): Promise<void> {
  await t.runner.run('migrations.currency', { playerId: session.id });
  await t.runner.run('migrations.currency-sweep');
}

async function accountsOf(playerId: string) {
  const rows = await queryRows<{ kind: string; currency: string; balance: string }>(
    t.database.db,
    sql`select kind, currency::text as currency, balance_minor::text as balance
          from ledger_accounts where owner_id = ${playerId} order by kind, currency`,
  );
  return Object.fromEntries(
    rows.map((row) => [`${row.kind}:${row.currency}`, BigInt(row.balance)]),
  );
}

async function conversionTransfers(playerId: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    t.database.db,
    sql`select count(*)::int as count from ledger_transfers
         where kind = 'currency_conversion' and idempotency_key like ${`currency-migration:${playerId}:%`}`,
  );
  return Number(row?.count ?? 0);
}

/** The player's kuna transfers other than the conversion: kind, amount, newest last. */
async function kunaBooksOf(playerId: string) {
  return queryRows<{ kind: string; amount: string }>(
    t.database.db,
    sql`select t.kind, t.amount_minor::text as amount from ledger_transfers t
          join ledger_accounts a on a.id in (t.debit_account_id, t.credit_account_id)
         where a.owner_id = ${playerId} and t.currency = 'HRK' and t.kind <> 'currency_conversion'
         order by t.created_at, t.id`,
  );
}

async function playerRow(playerId: string) {
  const [row] = await queryRows<{ currency: string; awaiting: boolean }>(
    t.database.db,
    sql`select currency, awaiting_migration as awaiting from players where id = ${playerId}`,
  );
  return row;
}

/** The same player logged in again (the session keeps the currency it started with). */
async function signedInAgain(player: Session): Promise<Session> {
  const login = await postLogin(t.app, { username: player.email, password: player.password });
  const cookie = sessionCookieOf(login) ?? '';
  const csrf = await t.app.inject({
    method: 'GET',
    url: '/public-api/v1/get-form-csrf-token',
    headers: { ...XHR, cookie },
  });
  return { ...player, cookie, csrfToken: csrf.json<{ csrf_token: string }>().csrf_token };
}

function requestWithdrawal(session: Session, amount: string) {
  return postFormAs(t, session, '/hr/user/withdrawals', {
    method: 'bank-transfer',
    bank: 'sandbox-bank',
    idempotency_key: newKey(),
    amount,
  });
}

describe('the Croatian migration to the euro', () => {
  it('converts balances, open withdrawals, limits and the running bonus once, exactly to the cent', async () => {
    const player = await kunaPlayer();
    await fund(t, player, 1_234_56n);
    const withdrawal = await requestWithdrawal(player, '200.00');
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    const limit = await postFormAs(t, player, '/hr/user/v2/limits', {
      LimitType: '1',
      Duration: '3',
      Amount: '1000',
    });
    expect(limit.statusCode, limit.body).toBe(200);
    const granted = await t.app.inject({
      method: 'POST',
      url: `/operator-api/v1/players/${player.id}/rewards`,
      headers: { ...operatorHeaders(), 'content-type': 'application/json' },
      payload: {
        kind: 'bonus',
        amountMinor: '5000',
        bonus: { wageringMultiplier: 3, wageringDays: 7 },
        reason: 'Loyalty bonus before the changeover',
        idempotencyKey: `hrk-bonus-${player.id}`,
      },
    });
    expect(granted.statusCode, granted.body).toBe(200);

    expect(await accountsOf(player.id)).toEqual({
      'player_bonus:HRK': 5_000n,
      'player_cash:HRK': 1_034_56n,
      'player_withdrawal:HRK': 200_00n,
    });

    // Started: in progress until the job has run; asking again queues nothing new twice.
    expect(await startMigration(player)).toEqual({
      success: true,
      progress: 'MigrationinProgress',
    });
    expect(await startMigration(player)).toEqual({
      success: true,
      progress: 'MigrationinProgress',
    });
    expect(t.runner.sent().filter((job) => job.name === 'migrations.currency')).not.toHaveLength(0);
    await runMigrationJobs(player);
    expect(await startMigration(player)).toEqual({ success: true, progress: 'MigrationCompleted' });

    // 1,034.56 kn = 137.3097 € → 137.31 €; 200.00 kn = 26.5445 € → 26.54 €.
    const cash = hrkToEurMinor(1_034_56n);
    const held = hrkToEurMinor(200_00n);
    expect(cash).toBe(13_731n);
    expect(held).toBe(2_654n);
    expect(await accountsOf(player.id)).toEqual({
      'player_bonus:EUR': hrkToEurMinor(5_000n),
      'player_bonus:HRK': 0n,
      'player_cash:EUR': cash,
      'player_cash:HRK': 0n,
      'player_withdrawal:EUR': held,
      'player_withdrawal:HRK': 0n,
    });
    expect(await playerRow(player.id)).toEqual({ currency: 'EUR', awaiting: false });
    await expectLedgerBalanced(t);

    // The open withdrawal is the euro amount now, and the operator pays it from what is held.
    const [open] = await queryRows<{ amount: string; currency: string }>(
      t.database.db,
      sql`select amount_minor::text as amount, currency::text as currency from withdrawals
           where player_id = ${player.id} and status = 'pending'`,
    );
    expect(open).toEqual({ amount: held.toString(), currency: 'EUR' });
    // The monthly deposit limit of 1,000 kn is 132.72 €, and the audit trail says so.
    const [converted] = await queryRows<{ amount: number }>(
      t.database.db,
      sql`select amount::int as amount from rg_limits where player_id = ${player.id} and limit_type = 'deposit'`,
    );
    expect(BigInt(converted?.amount ?? 0)).toBe(hrkLimitToEurMinor(1_000_00n));
    const [audit] = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from rg_audit where player_id = ${player.id} and action = 'limits.currency-converted'`,
    );
    expect(audit?.action).toBe('limits.currency-converted');
    const [bonus] = await queryRows<{ currency: string; amount: string; required: string }>(
      t.database.db,
      sql`select currency::text as currency, amount_minor::text as amount,
                 wagering_required_minor::text as required
            from player_bonuses where player_id = ${player.id} and status = 'active'`,
    );
    expect(bonus).toEqual({
      currency: 'EUR',
      amount: hrkToEurMinor(5_000n).toString(),
      required: hrkToEurMinor(15_000n).toString(),
    });

    // The wallet answers in euros; the history keeps the kuna deposit as it was.
    const wallet = await getAs(t, player, '/hr/user/wallet');
    expect(wallet.json<{ balanceMinor: string; currency: string }>()).toMatchObject({
      balanceMinor: cash.toString(),
      currency: 'EUR',
    });

    // Again, from the job, the sweep and the call: nothing moves twice.
    const transfers = await conversionTransfers(player.id);
    expect(transfers).toBe(6);
    await runMigrationJobs(player);
    await Promise.all([runMigrationJobs(player), runMigrationJobs(player)]);
    expect(await startMigration(player)).toEqual({ success: true, progress: 'MigrationCompleted' });
    expect(await conversionTransfers(player.id)).toBe(transfers);
    expect((await accountsOf(player.id))['player_cash:EUR']).toBe(cash);
    await expectLedgerBalanced(t);

    // The approved withdrawal pays out exactly what was held.
    const approved = await t.app.inject({
      method: 'POST',
      url: `/operator-api/v1/withdrawals/${withdrawal.json<{ withdrawal: { id: string } }>().withdrawal.id}/approve`,
      headers: { ...operatorHeaders(), 'content-type': 'application/json' },
      payload: { reason: 'Checked' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await accountsOf(player.id))['player_withdrawal:EUR']).toBe(0n);
    await expectLedgerBalanced(t);
  });

  it('converts once when several runs start at the same moment', async () => {
    const player = await kunaPlayer();
    await fund(t, player, 50_000_00n);
    await startMigration(player);
    // On PostgreSQL these run on separate connections at once; the row lock decides.
    await Promise.all([
      t.runner.run('migrations.currency', { playerId: player.id }),
      t.runner.run('migrations.currency', { playerId: player.id }),
      t.runner.run('migrations.currency-sweep'),
      t.runner.run('migrations.currency-sweep'),
    ]);
    await t.runner.run('migrations.currency-sweep');
    expect(await conversionTransfers(player.id)).toBe(2);
    expect(await accountsOf(player.id)).toEqual({
      'player_cash:EUR': hrkToEurMinor(50_000_00n),
      'player_cash:HRK': 0n,
    });
    await expectLedgerBalanced(t);
  });

  it('leaves everything as it was when the migration fails midway, and finishes it later', async () => {
    const player = await kunaPlayer();
    await fund(t, player, 777_77n);
    // A failure after the money moved but before the player's currency changed: the whole
    // transaction must go.
    await t.database.db.execute(
      sql.raw(`create function fail_currency_change() returns trigger language plpgsql as $$
        begin raise exception 'the machine stopped'; end; $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger fail_currency_change before update of currency on players
        for each row when (new.currency = 'EUR') execute function fail_currency_change()`),
    );
    try {
      expect((await startMigration(player)).progress).toBe('MigrationinProgress');
      await expect(t.runner.run('migrations.currency', { playerId: player.id })).rejects.toThrow();
      await t.runner.run('migrations.currency-sweep');
      expect(await accountsOf(player.id)).toEqual({ 'player_cash:HRK': 777_77n });
      expect(await conversionTransfers(player.id)).toBe(0);
      expect(await playerRow(player.id)).toEqual({ currency: 'HRK', awaiting: true });
      expect((await startMigration(player)).progress).toBe('MigrationinProgress');
    } finally {
      await t.database.db.execute(sql.raw('drop trigger fail_currency_change on players'));
      await t.database.db.execute(sql.raw('drop function fail_currency_change()'));
    }
    await t.runner.run('migrations.currency-sweep');
    expect(await accountsOf(player.id)).toEqual({
      'player_cash:EUR': hrkToEurMinor(777_77n),
      'player_cash:HRK': 0n,
    });
    expect(await startMigration(player)).toEqual({ success: true, progress: 'MigrationCompleted' });
    await expectLedgerBalanced(t);
  });

  it('keeps the value of any history within half a cent per amount, and the kuna books as they were', async () => {
    type Step =
      | { op: 'deposit'; lipa: number }
      | { op: 'withdraw'; lipa: number; then: 'pending' | 'cancel' | 'approve' | 'reject' };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({
        op: fc.constant('deposit' as const),
        lipa: fc.integer({ min: 1, max: 2_000_000 }),
      }),
      // The sandbox bank pays out 150 kn to 75,000 kn.
      fc.record({
        op: fc.constant('withdraw' as const),
        lipa: fc.integer({ min: 15_000, max: 400_000 }),
        then: fc.constantFrom(
          'pending' as const,
          'cancel' as const,
          'approve' as const,
          'reject' as const,
        ),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 6 }), async (history) => {
        const player = await kunaPlayer();
        // Enough kuna for every withdrawal the history asks, then its own deposits on top.
        const needed = history.reduce((sum, item) => sum + BigInt(item.lipa), 0n);
        if (needed > 0n) await fund(t, player, needed);
        for (const item of history) {
          if (item.op === 'deposit') {
            await fund(t, player, BigInt(item.lipa));
            continue;
          }
          const asked = await requestWithdrawal(player, (item.lipa / 100).toFixed(2));
          expect(asked.statusCode, asked.body).toBe(200);
          const id = asked.json<{ withdrawal: { id: string } }>().withdrawal.id;
          if (item.then === 'cancel') {
            const cancelled = await postFormAs(t, player, `/hr/user/withdrawals/${id}/cancel`, {});
            expect(cancelled.statusCode, cancelled.body).toBe(200);
          } else if (item.then !== 'pending') {
            const decided = await t.app.inject({
              method: 'POST',
              url: `/operator-api/v1/withdrawals/${id}/${item.then}`,
              headers: { ...operatorHeaders(), 'content-type': 'application/json' },
              payload: { reason: 'Checked by the property' },
            });
            expect(decided.statusCode, decided.body).toBe(200);
          }
        }
        const before = await accountsOf(player.id);
        const kunaTransfers = await kunaBooksOf(player.id);
        const pending = history.filter((item) => item.op === 'withdraw' && item.then === 'pending');

        await startMigration(player);
        await runMigrationJobs(player);
        const after = await accountsOf(player.id);
        const cashKuna = before['player_cash:HRK'] ?? 0n;
        const cash = after['player_cash:EUR'] ?? 0n;
        // The balance within half a cent of its kuna value: |cents × 7.5345 − lipa| ≤ ½ cent.
        const error = cash * 753_450n - cashKuna * 100_000n;
        expect(2n * (error < 0n ? -error : error)).toBeLessThanOrEqual(753_450n);
        // What is held is exactly the sum of the open withdrawals, each converted on its own.
        expect(after['player_withdrawal:EUR'] ?? 0n).toBe(
          pending.reduce((sum, item) => sum + hrkToEurMinor(BigInt(item.lipa)), 0n),
        );
        expect(after['player_cash:HRK'] ?? 0n).toBe(0n);
        expect(after['player_withdrawal:HRK'] ?? 0n).toBe(0n);
        // The kuna history is kept as it was booked: only the conversion itself was added.
        expect(await kunaBooksOf(player.id)).toEqual(kunaTransfers);
      }),
      { numRuns: 10 },
    );
    await expectLedgerBalanced(t);
  });

  it('seeds demo kuna players who log in awaiting the migration, with the notice on every page', async () => {
    const demo = DEMO_KUNA_PLAYERS[0];
    const login = await postLogin(
      t.app,
      { username: demo.email, password: DEMO_KUNA_PASSWORD },
      { locale: 'hr' },
    );
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ type: 'success', awaitingMigration: true });
    const cookie = sessionCookieOf(login) ?? '';
    const wallet = await t.app.inject({
      method: 'GET',
      url: '/hr/user/wallet',
      headers: { ...XHR, cookie },
    });
    expect(wallet.json()).toMatchObject({
      balanceMinor: demo.balanceMinor.toString(),
      currency: 'HRK',
    });
    // The site's configuration opens the notice on every page until the account is in euro.
    const page = await t.app.inject({ method: 'GET', url: '/hr/', headers: { cookie } });
    expect(page.body).toContain('euro-migration');
  });

  it('takes no kuna deposit before the migration, and euro deposits after it', async () => {
    const player = await kunaPlayer();
    const refused = await deposit(t, player, 'new-card', newCardFields(VISA_OK, '200'));
    // The cashier's answer (spec 001 §7): success false with the reason, and nothing charged.
    expect(refused.json()).toMatchObject({
      success: false,
      errors: [{ code: 'CURRENCY_MIGRATION_REQUIRED' }],
    });
    expect(await accountsOf(player.id)).toEqual({});
    await startMigration(player);
    await runMigrationJobs(player);
    const relogged = await signedInAgain(player);
    const accepted = await deposit(t, relogged, 'new-card', newCardFields(VISA_OK, '20'));
    expect(accepted.json(), accepted.body).toMatchObject({ success: true });
  });

  it('answers a player without kuna that there is nothing to migrate, and a visitor 401', async () => {
    const euro = await signedInPlayer(t, { country: 'FI', currency: 'EUR', locale: 'fi' });
    expect(await startMigration(euro)).toEqual({ success: false, progress: 'MigrationNotNeeded' });
    expect(await playerRow(euro.id)).toEqual({ currency: 'EUR', awaiting: false });
    const visitor = await t.app.inject({
      method: 'GET',
      url: '/hr/user/start-migration',
      headers: XHR,
    });
    expect(visitor.statusCode).toBe(401);
  });
});
