import type { TFreeRoundsGrantRequest } from '@playfair/contracts/free-rounds';
import type { TRewardsResponse } from '@playfair/contracts/rewards';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createManualPaymentJobs } from '../src/modules/payments/jobs';
import type { FreeRoundsVendor } from '../src/modules/rewards/service';
import { loadConfig } from '../src/platform/config';
import { openDatabase, queryRows } from '../src/platform/db/client';
import { createManualJobRunner, type ManualJobRunner } from '../src/platform/jobs/manual';
import { FIXTURE_WEB_DIST, withDatabaseName } from './helper';
import { EVENT_DELIVERY_JOB } from '../src/platform/events/events';
import {
  createPaymentsTestApp,
  deposit,
  getAs,
  newCardFields,
  postFormAs,
  VISA_OK,
  type PaymentsTestApp,
  type Session,
} from './payments-helper';
import { launchFor, providerPost } from './provider-api-helper';

// Rewards tests (DESIGN §11): the payments test app (driven clock, jobs run by hand) with a free-
// rounds provider that keeps what it was granted.

export type GrantedRounds = TFreeRoundsGrantRequest & { providerId: string };

export type RewardsTestApp = PaymentsTestApp & {
  /** Every free-rounds grant delivered to the provider, in order. */
  granted: GrantedRounds[];
  /** Set false to make the provider refuse grants (they are delivered again later). */
  vendorUp: { value: boolean };
};

export async function createRewardsTestApp(): Promise<RewardsTestApp> {
  const granted: GrantedRounds[] = [];
  const vendorUp = { value: true };
  const vendor: FreeRoundsVendor = {
    async grant(providerId, request) {
      if (!vendorUp.value) throw new Error('the provider is down');
      if (!granted.some((known) => known.freeRoundsId === request.freeRoundsId)) {
        granted.push({ ...request, providerId });
      }
      return { roundsLeft: request.rounds };
    },
    async cancel() {},
  };
  const t = await createPaymentsTestApp({ freeRoundsVendor: vendor });
  return Object.assign(t, { granted, vendorUp });
}

/**
 * Hands every due fact to its subscribers (first-deposit offers, cashback rounds, pushes): the
 * delivery job's passes until one finds nothing due.
 */
export async function deliverFacts(t: PaymentsTestApp): Promise<void> {
  await t.runner.run(EVENT_DELIVERY_JOB);
  for (let pass = 0; pass < 100; pass += 1) {
    const outcome = await t.app.events.deliverDue();
    expect(outcome.failed).toBe(0);
    if (outcome.delivered === 0) return;
  }
  throw new Error('facts kept coming for 100 passes');
}

/** A real deposit through the sandbox card, confirmed by its webhook, then its facts delivered. */
export async function depositByCard(
  t: PaymentsTestApp,
  session: Session,
  amount: string,
): Promise<void> {
  const response = await deposit(t, session, 'new-card', newCardFields(VISA_OK, amount));
  expect(response.statusCode, response.body).toBe(200);
  expect((await t.jobs.flush()).delivered).toBe(1);
  await deliverFacts(t);
}

export async function rewardsOf(t: PaymentsTestApp, session: Session): Promise<TRewardsResponse> {
  const response = await getAs(t, session, `/${session.locale}/user/rewards`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TRewardsResponse>();
}

export function claim(t: PaymentsTestApp, session: Session, offerId: string) {
  return postFormAs(t, session, `/${session.locale}/user/rewards/claim/${offerId}`, {});
}

export async function walletOf(
  t: PaymentsTestApp,
  session: Session,
): Promise<{ cash: bigint; bonus: bigint }> {
  const response = await getAs(t, session, `/${session.locale}/user/wallet`);
  expect(response.statusCode).toBe(200);
  const body = response.json<{ balanceMinor: string; bonusMinor: string }>();
  return { cash: BigInt(body.balanceMinor), bonus: BigInt(body.bonusMinor) };
}

/** A slot of the catalogue (free rounds and 100 % wagering). */
export async function slotGame(t: PaymentsTestApp): Promise<{ id: string; slug: string }> {
  const [row] = await queryRows<{ id: string; slug: string }>(
    t.database.db,
    sql`select id, slug from games where engine like '%-slot' and not is_live order by id limit 1`,
  );
  if (row === undefined) throw new Error('the catalogue has no slot');
  return row;
}

export async function liveGame(t: PaymentsTestApp): Promise<{ id: string; slug: string }> {
  const [row] = await queryRows<{ id: string; slug: string }>(
    t.database.db,
    sql`select id, slug from games where is_live order by id limit 1`,
  );
  if (row === undefined) throw new Error('the catalogue has no live game');
  return row;
}

let roundCount = 0;

/**
 * One round as the studio plays it: a debit of `stake` and a credit of `win` (minor units), both
 * signed. Answers the debit's response (a refused stake stops there).
 */
export async function playRound(
  t: PaymentsTestApp,
  session: Session,
  gameId: string,
  stake: number,
  win: number,
) {
  roundCount += 1;
  const roundId = `r-${Date.now().toString(36)}-${roundCount}`;
  const base = { playerId: session.id, roundId, gameId, currency: session.currency };
  const debit = await providerPost(t.app, 'debit', {
    ...base,
    transactionId: `${roundId}:d1`,
    amount: stake,
  });
  if (debit.statusCode !== 200) return { debit, credit: undefined, roundId };
  const credit = await providerPost(t.app, 'credit', {
    ...base,
    transactionId: `${roundId}:c1`,
    amount: win,
    debitTransactionId: `${roundId}:d1`,
  });
  expect(credit.statusCode, credit.body).toBe(200);
  return { debit, credit, roundId };
}

/** A second server process on the same PostgreSQL database as `t`, on `t`'s clock. */
export type SecondProcess = {
  app: FastifyInstance;
  runner: ManualJobRunner;
  close(): Promise<void>;
};

export async function openSecondProcess(
  t: RewardsTestApp,
  serverUrl: string,
): Promise<SecondProcess> {
  const database = await openDatabase({
    databaseUrl: withDatabaseName(serverUrl, t.database.name),
    poolMax: 4,
  });
  const runner = createManualJobRunner();
  const vendor: FreeRoundsVendor = {
    grant: async (_provider, request) => ({ roundsLeft: request.rounds }),
    cancel: async () => {},
  };
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: FIXTURE_WEB_DIST }),
    database,
    seed: false,
    now: t.clock.now,
    paymentJobs: createManualPaymentJobs(),
    jobs: runner,
    freeRoundsVendor: vendor,
  });
  await app.ready();
  return {
    app,
    runner,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export { launchFor };
