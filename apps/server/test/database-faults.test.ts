import { ZErrorResponse } from '@playfair/contracts/errors';
import { ZWithdrawalResponse } from '@playfair/contracts/payments';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  balanceOf,
  createPaymentsTestApp,
  expectLedgerBalanced,
  countRows,
  fund,
  newKey,
  postFormAs,
  signedInPlayer,
  type PaymentsTestApp,
  type Session,
} from './payments-helper';
import { queryRows } from '../src/platform/db/client';
import { isDatabaseUnavailable } from '../src/platform/db/errors';

// Issue "Hardening" 1: a dropped database connection (a failover, an idle-connection killer,
// pg_terminate_backend) must not end the process. The requests it hits answer a clean 503 with
// nothing half-done, a retry with the same idempotency key settles each once, and the app serves
// again on new connections. Only a PostgreSQL server has connections to drop.
const serverUrl = process.env.DATABASE_URL;
const WAVES = 6;
const REQUESTS_PER_WAVE = 30;
const AMOUNT_MINOR = 2_000n; // €20, the bank transfer's smallest withdrawal
const PROBE_RECIPIENT = 'half-done@example.com';
const START_MINOR = AMOUNT_MINOR * BigInt(WAVES * REQUESTS_PER_WAVE);

describe.skipIf(serverUrl === undefined || serverUrl === '')('dropped database connections', () => {
  let t: PaymentsTestApp;
  let admin: pg.Client;

  beforeAll(async () => {
    t = await createPaymentsTestApp();
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await t.close();
  });

  /** Ends every connection to the test database but the admin's own; answers how many it ended. */
  async function dropConnections(): Promise<number> {
    const result = await admin.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid()`,
      [t.database.name],
    );
    return result.rows.filter((row) => row.ended).length;
  }

  function withdraw(player: Session, key: string): Promise<LightMyRequestResponse> {
    return postFormAs(t, player, '/en/user/withdrawals', {
      method: 'bank-transfer',
      bank: 'sandbox-bank',
      amount: (Number(AMOUNT_MINOR) / 100).toString(),
      idempotency_key: key,
    });
  }

  it('survives a connection dropped inside a transaction: it rolls back and the pool serves again', async () => {
    const db = t.database.db;
    const lost: Error[] = [];
    const inFlight = db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into outbox (channel, recipient, body, created_at)
            values ('email', ${PROBE_RECIPIENT}, 'half-done', now())`,
      );
      const [row] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
      // The backend goes away while this transaction still holds its connection.
      await admin.query('select pg_terminate_backend($1)', [row?.pid]);
      await tx.execute(sql`select pg_sleep(5)`);
    });
    await inFlight.catch((error: unknown) => lost.push(error as Error));
    expect(lost).toHaveLength(1);
    expect(isDatabaseUnavailable(lost[0])).toBe(true);
    // The next statement runs on a new connection, and finds nothing of the half-done transaction.
    const [left] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from outbox where recipient = ${PROBE_RECIPIENT}`,
    );
    expect(left?.n).toBe(0);
  });

  it('keeps serving: hit requests answer 503, their retries settle each withdrawal once', async () => {
    const player = await signedInPlayer(t);
    await fund(t, player, START_MINOR);
    const keys: string[] = [];
    const unavailable: string[] = [];
    let dropped = 0;

    for (let wave = 0; wave < WAVES; wave += 1) {
      const waveKeys = Array.from({ length: REQUESTS_PER_WAVE }, () => newKey());
      keys.push(...waveKeys);
      let isWaveDone = false;
      const answers = Promise.all(waveKeys.map((key) => withdraw(player, key))).finally(() => {
        isWaveDone = true;
      });
      // Drop every connection, again and again, while the wave's transactions are in flight.
      while (!isWaveDone) dropped += await dropConnections();
      const settled = await answers;
      settled.forEach((response, index) => {
        const key = waveKeys[index] ?? '';
        if (response.statusCode === 200) return;
        // Nothing but a clean 503 in the error model: no internals, no other failure.
        expect(response.statusCode, response.body).toBe(503);
        expect(response.headers['retry-after']).toBe('1');
        const body = ZErrorResponse.parse(response.json());
        expect(body.error.code).toBe('SERVICE_UNAVAILABLE');
        expect(response.body).not.toMatch(/terminat|pg_|Connection|stack|at /i);
        unavailable.push(key);
      });
    }
    // The fault really hit requests in flight (else this test proves nothing).
    expect(dropped).toBeGreaterThan(0);
    expect(unavailable.length).toBeGreaterThan(0);

    // The process still serves, on new connections (an idle one killed last may fail one ping
    // before the pool drops it).
    await vi.waitFor(async () =>
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200),
    );

    // The caller who got a 503 tries again with the same key and learns the one outcome.
    for (const key of unavailable) {
      const retried = await withdraw(player, key);
      expect(retried.statusCode, retried.body).toBe(200);
    }
    expect(await countRows(t, 'withdrawals')).toBe(keys.length);
    // Each key answers its own withdrawal, once; none moved twice and none is missing.
    const ids = new Set<string>();
    for (const key of keys) {
      const again = await withdraw(player, key);
      ids.add(ZWithdrawalResponse.parse(again.json()).withdrawal.id);
    }
    expect(ids.size).toBe(keys.length);
    expect(await balanceOf(t, player)).toBe(0n);
    await expectLedgerBalanced(t);
  });
});
