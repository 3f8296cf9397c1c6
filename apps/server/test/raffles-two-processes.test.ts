import { HOUR_MS, MINUTE_MS } from '@playfair/domain/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db/client';
import { XHR } from './helper';
import {
  expectLedgerBalanced,
  fund,
  operatorHeaders,
  postFormAs,
  signedInPlayer,
} from './payments-helper';
import {
  createRewardsTestApp,
  openSecondProcess,
  deliverFacts,
  launchFor,
  playRound,
  slotGame,
  type RewardsTestApp,
  type SecondProcess,
} from './rewards-helper';

// DESIGN §3 / §11: two server processes on one PostgreSQL database draw a prize draw once and
// pay its prizes once, and count each round's tickets once whichever delivers its fact; the same
// for a race's points, its start's announcement and its settlement. Only a PostgreSQL server has
// several processes.
const serverUrl = process.env.DATABASE_URL;

describe.skipIf(serverUrl === undefined || serverUrl === '')(
  'prize draws in two processes on one PostgreSQL database',
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

    it('draws once and pays each prize once when both processes run the draw job', async () => {
      const slot = await slotGame(t);
      const now = t.clock.now().getTime();
      const created = await t.app.inject({
        method: 'POST',
        url: '/operator-api/v1/raffles',
        headers: { ...operatorHeaders(), 'content-type': 'application/json' },
        payload: JSON.stringify({
          occurrence: 'daily',
          name: { en: 'Two-process draw' },
          countries: ['FI'],
          startsAt: new Date(now - HOUR_MS).toISOString(),
          endsAt: new Date(now + HOUR_MS).toISOString(),
          ticketMinor: { EUR: '500' },
          prizes: [
            {
              position: 1,
              item: { kind: 'cash', amounts: { EUR: '3000' } },
              itemTranslation: { en: 'First' },
            },
            {
              position: 2,
              item: { kind: 'cash', amounts: { EUR: '1000' } },
              itemTranslation: { en: 'Second' },
            },
          ],
        }),
      });
      expect(created.statusCode, created.body).toBe(201);
      const { raffleId } = created.json<{ raffleId: string }>();
      for (let index = 0; index < 3; index += 1) {
        const player = await signedInPlayer(t, { country: 'FI', currency: 'EUR', locale: 'en' });
        await fund(t, player, 50_000n);
        await launchFor(t, player, slot.id, { now: t.clock.now });
        const optIn = await t.app.inject({
          method: 'GET',
          url: `/en/optin-user-to-raffle?raffleId=${raffleId}`,
          headers: { ...XHR, cookie: player.cookie },
        });
        expect(optIn.json()).toMatchObject({ success: true });
        for (let round = 0; round < index + 1; round += 1) {
          await playRound(t, player, slot.id, 500, 0);
        }
      }
      // Both processes hand the facts over at once: each round is counted once.
      await Promise.all([t.app.events.deliverDue(), second.app.events.deliverDue()]);
      await deliverFacts(t);
      const [tickets] = await queryRows<{ total: string }>(
        t.database.db,
        sql`select sum(score)::text as total from competition_entries where competition_id = ${raffleId}`,
      );
      expect(tickets?.total).toBe('6');

      t.clock.advance(2 * HOUR_MS);
      await Promise.all([
        t.runner.run('promotions.draw-raffles'),
        second.runner.run('promotions.draw-raffles'),
        t.runner.run('promotions.draw-raffles'),
        second.runner.run('promotions.draw-raffles'),
      ]);
      const [drawn] = await queryRows<{ winners: number; payouts: number; status: string }>(
        t.database.db,
        sql`select
              (select count(*)::int from competition_winners where competition_id = ${raffleId}) as winners,
              (select count(*)::int from ledger_transfers
                where idempotency_key like ${`raffle:${raffleId}:%`}) as payouts,
              (select status from competitions where id = ${raffleId}) as status`,
      );
      expect(drawn).toEqual({ winners: 2, payouts: 2, status: 'drawn' });
      await expectLedgerBalanced(t);
    });

    it('counts race points once, announces the start once and settles the race once', async () => {
      const slot = await slotGame(t);
      const now = t.clock.now().getTime();
      const created = await t.app.inject({
        method: 'POST',
        url: '/operator-api/v1/races',
        headers: { ...operatorHeaders(), 'content-type': 'application/json' },
        payload: JSON.stringify({
          name: { en: 'Two-process race' },
          countries: ['FI'],
          startsAt: new Date(now + MINUTE_MS).toISOString(),
          endsAt: new Date(now + HOUR_MS).toISOString(),
          minStakeMinor: { EUR: '100' },
          gameWhitelist: [slot.id],
          prizes: [
            {
              position: 1,
              item: { kind: 'cash', amounts: { EUR: '3000' } },
              itemTranslation: { en: 'First' },
            },
            {
              position: 2,
              item: { kind: 'cash', amounts: { EUR: '1000' } },
              itemTranslation: { en: 'Second' },
            },
          ],
        }),
      });
      expect(created.statusCode, created.body).toBe(201);
      const { raceId } = created.json<{ raceId: string }>();
      const players = [];
      for (let index = 0; index < 3; index += 1) {
        const player = await signedInPlayer(t, { country: 'FI', currency: 'EUR', locale: 'en' });
        await fund(t, player, 50_000n);
        await launchFor(t, player, slot.id, { now: t.clock.now });
        const optIn = await postFormAs(t, player, '/en/evolution-optin', {
          campaign_id: raceId,
          duration: '59',
        });
        expect(optIn.json()).toMatchObject({ success: true });
        players.push(player);
      }
      t.clock.advance(2 * MINUTE_MS);
      await Promise.all([t.runner.run('promotions.races'), second.runner.run('promotions.races')]);
      for (const [index, player] of players.entries()) {
        for (let round = 0; round < index + 1; round += 1) {
          await playRound(t, player, slot.id, 100, 200);
        }
      }
      await Promise.all([t.app.events.deliverDue(), second.app.events.deliverDue()]);
      await deliverFacts(t);
      const [counted] = await queryRows<{ points: string; starts: number }>(
        t.database.db,
        sql`select
              (select sum(score)::text from competition_entries where competition_id = ${raceId}) as points,
              (select count(*)::int from player_notifications
                where event_type = 'race_start' and message->>'en' like '%Two-process race%') as starts`,
      );
      // Six rounds of 200 points each, counted once; each of the three told of the start once.
      expect(counted).toEqual({ points: '1200', starts: 3 });

      t.clock.advance(2 * HOUR_MS);
      await Promise.all([
        t.runner.run('promotions.races'),
        second.runner.run('promotions.races'),
        t.runner.run('promotions.races'),
        second.runner.run('promotions.races'),
      ]);
      const [settled] = await queryRows<{ winners: number; payouts: number; status: string }>(
        t.database.db,
        sql`select
              (select count(*)::int from competition_winners where competition_id = ${raceId}) as winners,
              (select count(*)::int from ledger_transfers
                where idempotency_key like ${`race:${raceId}:%`}) as payouts,
              (select status from competitions where id = ${raceId}) as status`,
      );
      expect(settled).toEqual({ winners: 2, payouts: 2, status: 'drawn' });
      await expectLedgerBalanced(t);
    });
  },
);
