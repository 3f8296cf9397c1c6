import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp, type AppDependencies } from '../src/app';
import { createManualPaymentJobs, type ManualPaymentJobs } from '../src/modules/payments/jobs';
import { createWalletService } from '../src/modules/wallet/service';
import { loadConfig } from '../src/platform/config';
import { createManualJobRunner, type ManualJobRunner } from '../src/platform/jobs/manual';
import { queryRows } from '../src/platform/db/client';
import {
  createPlayer,
  FIXTURE_WEB_DIST,
  loginAs,
  openTestDatabase,
  XHR,
  type PlayerOverrides,
  type TestDatabase,
  type TestPlayer,
} from './helper';

// The payments tests' app: a clock the tests move (no sleeps) and payment jobs run by hand —
// `jobs.flush()` delivers the sandbox's due webhooks through app.inject (the signed route runs),
// `jobs.reconcile()` runs one reconciliation pass.

/** Far enough ahead that the test cards' expiry (12/30) is in the future and 01/26 is past. */
export const CLOCK_START = new Date('2027-03-10T12:00:00.000Z');
export const OPERATOR_TOKEN = 'playfair-dev-operator';
export const SANDBOX_SECRET = 'playfair-dev-payment-secret';

export type Clock = { now: () => Date; advance(ms: number): void; set(date: Date): void };

export type PaymentsTestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  jobs: ManualPaymentJobs;
  /** The app's other jobs (limits, sessions, purges), run by hand: `runner.run(name)`. */
  runner: ManualJobRunner;
  clock: Clock;
  close(): Promise<void>;
};

export async function createPaymentsTestApp(
  dependencies: Pick<AppDependencies, 'freeRoundsVendor'> = {},
): Promise<PaymentsTestApp> {
  let current = CLOCK_START.getTime();
  const clock: Clock = {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: FIXTURE_WEB_DIST });
  const database = await openTestDatabase();
  const jobs = createManualPaymentJobs();
  const runner = createManualJobRunner();
  const app = await buildApp({
    config,
    database,
    seed: !database.isSeeded,
    now: clock.now,
    paymentJobs: jobs,
    jobs: runner,
    ...dependencies,
  });
  await app.ready();
  return {
    app,
    database,
    jobs,
    runner,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' } as const;

/** A logged-in player with the session's cookie and CSRF token. */
export type Session = TestPlayer & { cookie: string; csrfToken: string; locale: string };

export async function signedInPlayer(
  t: PaymentsTestApp,
  overrides: PlayerOverrides = {},
): Promise<Session> {
  const player = await createPlayer(t.database.db, { locale: 'en', ...overrides });
  const cookie = await loginAs(t.app, player);
  const response = await t.app.inject({
    method: 'GET',
    url: '/public-api/v1/get-form-csrf-token',
    headers: { ...XHR, cookie },
  });
  const csrfToken = response.json<{ csrf_token: string }>().csrf_token;
  return { ...player, cookie, csrfToken, locale: player.locale };
}

export function getAs(t: PaymentsTestApp, session: Session, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { ...XHR, cookie: session.cookie } });
}

/** A form post as the widget sends it: XHR marker, session cookie, CSRF token in the body. */
export function postFormAs(
  t: PaymentsTestApp,
  session: Session,
  url: string,
  fields: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...XHR, ...FORM, cookie: session.cookie },
    payload: new URLSearchParams({ csrf_token: session.csrfToken, ...fields }).toString(),
  });
}

let keyCount = 0;
/** A fresh idempotency key, as the widget makes one per attempt. */
export function newKey(): string {
  keyCount += 1;
  return `test-key-${Date.now().toString(36)}-${keyCount}`;
}

export const VISA_OK = '4242424242424242';
export const VISA_DECLINED = '4000000000000002';
export const VISA_NO_FUNDS = '4000000000009995';
export const VISA_TIMEOUT = '4000000000000119';

export function newCardFields(
  number: string,
  amount: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    amount,
    idempotency_key: newKey(),
    card_number: number,
    expiry_month: '12',
    expiry_year: '30',
    cvc: '123',
    holder: 'Test Player',
    ...extra,
  };
}

export function deposit(
  t: PaymentsTestApp,
  session: Session,
  methodId: string,
  fields: Record<string, string>,
) {
  return postFormAs(t, session, `/${session.locale}/user/payment-deposit/${methodId}?qd=1`, fields);
}

/** The player's cash balance as GET /user/wallet answers it, in minor units. */
export async function balanceOf(t: PaymentsTestApp, session: Session): Promise<bigint> {
  const response = await getAs(t, session, '/en/user/wallet');
  expect(response.statusCode).toBe(200);
  return BigInt(response.json<{ balanceMinor: string }>().balanceMinor);
}

/** Puts money in the player's cash as a confirmed deposit would (for withdrawal tests). */
export async function fund(
  t: PaymentsTestApp,
  session: Session,
  amountMinor: bigint,
): Promise<void> {
  const outcome = await createWalletService(t.database.db).transfer({
    idempotencyKey: `test-funding:${session.id}:${newKey()}`,
    kind: 'deposit',
    from: { kind: 'payment_clearing' },
    to: { kind: 'player_cash', playerId: session.id },
    amountMinor,
    currency: session.currency,
  });
  expect(outcome.kind).toBe('transferred');
}

/** DESIGN §4: every currency's balances sum to zero. */
export async function expectLedgerBalanced(t: PaymentsTestApp): Promise<void> {
  const rows = await queryRows<{ currency: string; total: string }>(
    t.database.db,
    sql`select currency::text as currency, sum(balance_minor)::text as total from ledger_accounts group by currency`,
  );
  for (const row of rows) expect(row.total, row.currency).toBe('0');
}

/** Rows of a table (by name, from this test file's own database). */
export async function countRows(t: PaymentsTestApp, table: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    t.database.db,
    sql`select count(*)::int as count from ${sql.identifier(table)}`,
  );
  return Number(row?.count ?? 0);
}

/** How many times the player was credited by a deposit transfer. */
export async function depositTransfersOf(t: PaymentsTestApp, session: Session): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    t.database.db,
    sql`select count(*)::int as count from ledger_transfers t
          join ledger_accounts a on a.id = t.credit_account_id
         where t.kind = 'deposit' and a.kind = 'player_cash' and a.owner_id = ${session.id}
           and t.idempotency_key like 'payment:%'`,
  );
  return Number(row?.count ?? 0);
}

export function operatorHeaders(token = OPERATOR_TOKEN): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
