import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  createPaymentsTestApp,
  getAs,
  postFormAs,
  signedInPlayer,
  type PaymentsTestApp,
  type Session,
} from './payments-helper';
import { createWalletService, type TransferOutcome } from '../src/modules/wallet/service';
import { loginAs, XHR } from './helper';

// Responsible-gambling API tests: the payments tests' app (a clock the test moves, jobs run by
// hand, no timers) with the player's limits, quiz and breaks called as the site calls them.

export type RgTestApp = PaymentsTestApp;

export const createRgTestApp = createPaymentsTestApp;

export type RgSession = Session;

/** A logged-in player with the session's cookie and CSRF token. */
export const rgPlayer = signedInPlayer;

export const rgGet = getAs;

/** A form post as the site sends it (XHR marker, session cookie, CSRF token in the body). */
export function rgPost(
  t: RgTestApp,
  session: RgSession,
  url: string,
  fields: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return postFormAs(t, session, url, fields);
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
