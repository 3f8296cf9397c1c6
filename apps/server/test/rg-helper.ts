import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { createManualJobRunner, type ManualJobRunner } from '../src/platform/jobs/manual';
import { createManualPaymentJobs, type ManualPaymentJobs } from '../src/modules/payments/jobs';
import { createWalletService, type TransferOutcome } from '../src/modules/wallet/service';
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

// Responsible-gambling API tests: an app on its own database with a clock the test moves and a job
// runner the test runs by hand (no timers, no waiting).

export const RG_CLOCK_START = new Date('2027-03-10T12:00:00.000Z');

export type RgTestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  jobs: ManualJobRunner;
  paymentJobs: ManualPaymentJobs;
  clock: { now: () => Date; advance(ms: number): void; set(date: Date): void };
  close(): Promise<void>;
};

export async function createRgTestApp(): Promise<RgTestApp> {
  let current = RG_CLOCK_START.getTime();
  const clock = {
    now: () => new Date(current),
    advance: (ms: number) => {
      current += ms;
    },
    set: (date: Date) => {
      current = date.getTime();
    },
  };
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: FIXTURE_WEB_DIST });
  const database = await openTestDatabase();
  const jobs = createManualJobRunner();
  const paymentJobs = createManualPaymentJobs();
  const app = await buildApp({
    config,
    database,
    seed: !database.isSeeded,
    now: clock.now,
    jobs,
    paymentJobs,
  });
  await app.ready();
  return {
    app,
    database,
    jobs,
    paymentJobs,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type RgSession = TestPlayer & { cookie: string; csrfToken: string };

export async function rgPlayer(t: RgTestApp, overrides: PlayerOverrides = {}): Promise<RgSession> {
  const player = await createPlayer(t.database.db, { locale: 'en', ...overrides });
  const cookie = await loginAs(t.app, player);
  const response = await t.app.inject({
    method: 'GET',
    url: '/public-api/v1/get-form-csrf-token',
    headers: { ...XHR, cookie },
  });
  return { ...player, cookie, csrfToken: response.json<{ csrf_token: string }>().csrf_token };
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' } as const;

export function rgGet(t: RgTestApp, session: RgSession, url: string) {
  return t.app.inject({ method: 'GET', url, headers: { ...XHR, cookie: session.cookie } });
}

export function rgPost(
  t: RgTestApp,
  session: RgSession,
  url: string,
  fields: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...XHR, ...FORM, cookie: session.cookie },
    payload: new URLSearchParams({ csrf_token: session.csrfToken, ...fields }).toString(),
  });
}

export function rgPostJson(
  t: RgTestApp,
  session: RgSession,
  url: string,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...XHR, cookie: session.cookie, 'content-type': 'application/json' },
    payload: JSON.stringify({ csrf_token: session.csrfToken, ...body }),
  });
}

/** spec 001 §3 LimitType / Duration ids. */
export const LIMIT = { deposit: '1', loss: '2', wager: '3', sessionTime: '4' } as const;
export const DURATION = { daily: '1', weekly: '2', monthly: '3' } as const;

export function setLimit(
  t: RgTestApp,
  session: RgSession,
  type: keyof typeof LIMIT,
  duration: keyof typeof DURATION,
  amount: string,
) {
  return rgPost(t, session, '/en/user/v2/limits', {
    LimitType: LIMIT[type],
    Duration: DURATION[duration],
    Amount: amount,
  });
}

export type ActiveLimits = {
  ActiveLimits: {
    LimitType: number;
    Duration: number;
    Amount: string;
    Used: string;
    Left: string;
    SetBy: string;
  }[];
  FutureLimits: { LimitType: number; Duration: number; Amount: string; StartDate: string }[];
  Rules: Record<string, unknown>;
  Quiz: { quizId: number; isPassed: boolean; retryAt: string | null };
};

export async function activeLimits(t: RgTestApp, session: RgSession): Promise<ActiveLimits> {
  const response = await rgGet(t, session, '/en/user/v2/active-limits');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ActiveLimits>();
}

/** A wallet on the test's database and clock, without the app's policies (for history). */
export function walletOf(t: RgTestApp) {
  return createWalletService(t.database.db, { now: t.clock.now });
}

export type MoveKind = 'deposit' | 'bet' | 'win';

/** Money moved as a confirmed deposit or a settled round would, dated by the test's clock. */
export async function recordMove(
  t: RgTestApp,
  playerId: string,
  kind: MoveKind,
  amountMinor: bigint,
  currency = 'EUR',
): Promise<TransferOutcome> {
  const wallet = walletOf(t);
  const player = { kind: 'player_cash' as const, playerId };
  const other =
    kind === 'deposit'
      ? { kind: 'payment_clearing' as const }
      : { kind: 'provider' as const, providerId: 'studio' };
  return wallet.transfer({
    idempotencyKey: `rg-test:${randomUUID()}`,
    kind,
    from: kind === 'bet' ? player : other,
    to: kind === 'bet' ? other : player,
    amountMinor,
    currency,
  });
}

export function errorCodeOf(response: LightMyRequestResponse): string | undefined {
  return response.json<{ error?: { code?: string } }>().error?.code;
}

/** The same player logged in again (after the test moved the clock past the session's life). */
export async function loggedInAgain(t: RgTestApp, session: RgSession): Promise<RgSession> {
  const cookie = await loginAs(t.app, session);
  const response = await t.app.inject({
    method: 'GET',
    url: '/public-api/v1/get-form-csrf-token',
    headers: { ...XHR, cookie },
  });
  return { ...session, cookie, csrfToken: response.json<{ csrf_token: string }>().csrf_token };
}
