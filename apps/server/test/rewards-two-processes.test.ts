import { DAY_MS } from '@playfair/domain/constants';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db/client';
import { XHR, loginAs } from './helper';
import { expectLedgerBalanced, fund, operatorHeaders, signedInPlayer } from './payments-helper';
import { providerPost } from './provider-api-helper';
import {
  createRewardsTestApp,
  openSecondProcess,
  deliverFacts,
  depositByCard,
  launchFor,
  liveGame,
  playRound,
  rewardsOf,
  slotGame,
  walletOf,
  type RewardsTestApp,
  type SecondProcess,
} from './rewards-helper';

// DESIGN §3 / §11: two server processes on one PostgreSQL database. The cashback job run by both
// opens each offer once; a claim sent to both pays once; a free round reported to both counts
// once. Only a PostgreSQL server has several processes.
const serverUrl = process.env.DATABASE_URL;

describe.skipIf(serverUrl === undefined || serverUrl === '')(
  'rewards in two processes on one PostgreSQL database',
  { timeout: 120_000 },
  () => {
    let t: RewardsTestApp;
    let second: SecondProcess;

    beforeAll(async () => {
      t = await createRewardsTestApp();
      second = await openSecondProcess(t, serverUrl ?? '');
    });
    afterAll(async () => {
      await second.close();
      await t.close();
    });

    it('opens a period’s cashback once when both run the job, and pays a claim sent to both once', async () => {
      let player = await signedInPlayer(t, { country: 'GB', currency: 'GBP', locale: 'en' });
      const live = await liveGame(t);
      await fund(t, player, 100_000n);
      await launchFor(t, player, live.id, { now: t.clock.now });
      for (let round = 0; round < 50; round += 1) await playRound(t, player, live.id, 1_000, 0);
      await deliverFacts(t);
      t.clock.advance(DAY_MS);
      await Promise.all([
        t.runner.run('rewards.cashback'),
        second.runner.run('rewards.cashback'),
        t.runner.run('rewards.cashback'),
        second.runner.run('rewards.cashback'),
      ]);
      const [offers] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from reward_offers where player_id = ${player.id}`,
      );
      expect(offers?.n).toBe(1);

      const cookie = await loginAs(t.app, player);
      player = { ...player, cookie };
      const csrf = await t.app.inject({
        method: 'GET',
        url: '/public-api/v1/get-form-csrf-token',
        headers: { ...XHR, cookie },
      });
      const csrfToken = csrf.json<{ csrf_token: string }>().csrf_token;
      const rewards = await rewardsOf(t, { ...player, csrfToken });
      const offerId = rewards.offers[0]?.offerId;
      expect(rewards.offers[0]?.amountMinor).toBe('5000');
      const claimOn = (app: FastifyInstance) =>
        app.inject({
          method: 'POST',
          url: `/en/user/rewards/claim/${offerId}`,
          headers: {
            ...XHR,
            cookie,
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload: new URLSearchParams({ csrf_token: csrfToken }).toString(),
        });
      const before = await walletOf(t, { ...player, csrfToken });
      const answers = await Promise.all([claimOn(t.app), claimOn(second.app), claimOn(t.app)]);
      for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(500);
      expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
      expect(await walletOf(t, { ...player, csrfToken })).toEqual({
        cash: before.cash + 5000n,
        bonus: 0n,
      });
      await expectLedgerBalanced(t);
    });

    it('gives one welcome bonus for claims sent to both processes at once', async () => {
      const player = await signedInPlayer(t, { country: 'GB', currency: 'GBP', locale: 'en' });
      await depositByCard(t, player, '30');
      const offerId = (await rewardsOf(t, player)).offers[0]?.offerId;
      const claimOn = (app: FastifyInstance) =>
        app.inject({
          method: 'POST',
          url: `/en/user/rewards/claim/${offerId}`,
          headers: {
            ...XHR,
            cookie: player.cookie,
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload: new URLSearchParams({ csrf_token: player.csrfToken }).toString(),
        });
      const answers = await Promise.all([claimOn(t.app), claimOn(second.app)]);
      for (const answer of answers) expect(answer.statusCode, answer.body).toBeLessThan(500);
      expect(await walletOf(t, player)).toEqual({ cash: 3000n, bonus: 3000n });
      const [bonuses] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from player_bonuses where player_id = ${player.id}`,
      );
      expect(bonuses?.n).toBe(1);
    });

    it('counts a free round reported to both processes once', async () => {
      const player = await signedInPlayer(t, { country: 'GB', currency: 'GBP', locale: 'en' });
      const slot = await slotGame(t);
      const granted = await t.app.inject({
        method: 'POST',
        url: `/operator-api/v1/players/${player.id}/rewards`,
        headers: { ...operatorHeaders(), 'content-type': 'application/json' },
        payload: JSON.stringify({
          kind: 'free-spins',
          freeSpins: { gameSlug: slot.slug, rounds: 5, stakeMinor: '20', validHours: 24 },
          bonus: { wageringMultiplier: 5, wageringDays: 7 },
          reason: 'Test',
          idempotencyKey: `two-${player.id}`,
        }),
      });
      const { grantId } = granted.json<{ grantId: string }>();
      await launchFor(t, player, slot.id, { now: t.clock.now });
      const round = {
        playerId: player.id,
        transactionId: `two-${grantId}`,
        roundId: `two-${grantId}`,
        gameId: slot.id,
        freeRoundsId: grantId,
        amount: 120,
        currency: 'GBP',
      };
      const answers = await Promise.all([
        providerPost(t.app, 'free-round', round),
        providerPost(second.app, 'free-round', round),
      ]);
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      expect(await walletOf(t, player)).toEqual({ cash: 0n, bonus: 120n });
      const [grant] = await queryRows<{ played: number }>(
        t.database.db,
        sql`select rounds_played as played from free_round_grants where id = ${grantId}`,
      );
      expect(grant?.played).toBe(1);
      await expectLedgerBalanced(t);
    });
  },
);
