import { createHash, createHmac } from 'node:crypto';
import { ZRaffleVerification, ZRaffleWinnersResponse } from '@playfair/contracts/raffles';
import { DAY_MS, HOUR_MS } from '@playfair/domain/constants';
import { drawWinners, type HmacSha256 } from '@playfair/domain/fair-draw';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db/client';
import { XHR } from './helper';
import {
  expectLedgerBalanced,
  fund,
  getAs,
  operatorHeaders,
  postFormAs,
  signedInPlayer,
  type Session,
} from './payments-helper';
import {
  createRewardsTestApp,
  deliverFacts,
  launchFor,
  playRound,
  slotGame,
  walletOf,
  type RewardsTestApp,
} from './rewards-helper';
import { loggedInAgain } from './rg-helper';

// DESIGN §11 / spec 000 §7 "Raffle": prize draws on the competition engine — tickets from real
// stakes of opted-in players, once per round; the draw once, commit-reveal and re-runnable from
// what the verification call publishes; winners masked and paid through rewards.

let t: RewardsTestApp;
let slot: { id: string; slug: string };
beforeAll(async () => {
  t = await createRewardsTestApp();
  slot = await slotGame(t);
});
afterAll(() => t.close());

const hmac: HmacSha256 = async (keyHex, message) =>
  new Uint8Array(createHmac('sha256', Buffer.from(keyHex, 'hex')).update(message).digest());

function operatorPost(url: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...operatorHeaders(), 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
}

/** A daily raffle running now for Finland, one ticket per €10, three prizes. */
async function scheduleRaffle(overrides: Record<string, unknown> = {}): Promise<string> {
  const now = t.clock.now().getTime();
  const created = await operatorPost('/operator-api/v1/raffles', {
    occurrence: 'daily',
    name: { en: 'Test draw' },
    countries: ['FI'],
    startsAt: new Date(now - HOUR_MS).toISOString(),
    endsAt: new Date(now + HOUR_MS).toISOString(),
    ticketMinor: { EUR: '1000' },
    prizes: [
      {
        position: 1,
        item: { kind: 'cash', amounts: { EUR: '5000' } },
        itemTranslation: { en: '€50 cash' },
      },
      {
        position: 2,
        item: { kind: 'bonus', amounts: { EUR: '2000' }, wageringMultiplier: 5, wageringDays: 7 },
        itemTranslation: { en: '€20 bonus' },
      },
      {
        position: 3,
        item: { kind: 'cash', amounts: { EUR: '1000' } },
        itemTranslation: { en: '€10 cash' },
      },
    ],
    ...overrides,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ raffleId: string }>().raffleId;
}

async function optIn(player: Session, raffleId: string) {
  const response = await getAs(t, player, `/en/optin-user-to-raffle?raffleId=${raffleId}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ success: boolean; message: string }>();
}

async function ticketsOf(player: Session, raffleId: string): Promise<number> {
  const response = await getAs(t, player, `/en/get-user-raffle-tickets/${raffleId}`);
  return response.json<{ tickets: number }>().tickets;
}

async function stakes(player: Session, count: number, stake: number): Promise<void> {
  for (let round = 0; round < count; round += 1) await playRound(t, player, slot.id, stake, 0);
  await deliverFacts(t);
}

describe('prize draws', () => {
  it('lists the running draw to a visitor, with prizes by position and no tickets', async () => {
    const raffleId = await scheduleRaffle();
    const current = await t.app.inject({
      method: 'GET',
      url: '/en/get-current-raffles-all-data',
      headers: { ...XHR, 'x-test-country': 'FI' },
    });
    expect(current.statusCode).toBe(200);
    const raffle = current
      .json<{ currentRaffles: { id: string }[] }>()
      .currentRaffles.find((candidate) => candidate.id === raffleId);
    expect(raffle).toMatchObject({
      occurence: 'daily',
      name: 'Test draw',
      users: 0,
      prizes: [
        { position: 1, item_translation: '€50 cash', raffle_id: raffleId },
        { position: 2, item_translation: '€20 bonus' },
        { position: 3, item_translation: '€10 cash' },
      ],
    });
    const tickets = await t.app.inject({
      method: 'GET',
      url: `/en/get-user-raffle-tickets/${raffleId}`,
      headers: XHR,
    });
    expect(tickets.json()).toMatchObject({ success: false, tickets: 0 });
    expect(tickets.headers['cache-control']).toBe('private, no-cache');
    const optIn = await t.app.inject({
      method: 'GET',
      url: '/en/optin-user-to-raffle',
      headers: XHR,
    });
    expect(optIn.json()).toMatchObject({ success: false });
    // A GET that changes state needs the XHR marker.
    const marker = await t.app.inject({ method: 'GET', url: '/en/optin-user-to-raffle' });
    expect(marker.statusCode).toBe(403);
  });

  it('counts tickets from real stakes of opted-in players only, once per round', async () => {
    const raffleId = await scheduleRaffle();
    const player = await signedInPlayer(t, { country: 'FI', currency: 'EUR', locale: 'en' });
    const outsider = await signedInPlayer(t, { country: 'FI', currency: 'EUR', locale: 'en' });
    for (const who of [player, outsider]) {
      await fund(t, who, 100_000n);
      await launchFor(t, who, slot.id, { now: t.clock.now });
    }
    // Staked before opting in: no tickets.
    await stakes(player, 2, 500);
    expect(await ticketsOf(player, raffleId)).toBe(0);
    expect(await optIn(player, raffleId)).toMatchObject({ success: true });
    await stakes(player, 5, 500);
    await stakes(outsider, 5, 500);
    // €25 staked since opting in: two tickets of €10, told once (at the first; then each tenth).
    expect(await ticketsOf(player, raffleId)).toBe(2);
    const [told] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from player_notifications
          where player_id = ${player.id} and event_type = 'raffle_tickets'`,
    );
    expect(told?.n).toBe(1);
    expect(await ticketsOf(outsider, raffleId)).toBe(0);
    // Every fact delivered again counts nothing more.
    await t.app.events.deliverDue();
    expect(await ticketsOf(player, raffleId)).toBe(2);
  });

  it('gives a timed-out player no tickets', async () => {
    const raffleId = await scheduleRaffle();
    const player = await signedInPlayer(t, { country: 'FI', currency: 'EUR', locale: 'en' });
    await fund(t, player, 100_000n);
    await launchFor(t, player, slot.id, { now: t.clock.now });
    await optIn(player, raffleId);
    await stakes(player, 2, 1_000);
    expect(await ticketsOf(player, raffleId)).toBe(2);
    // Rounds that settle, then a time-out before their facts are counted: no tickets from them.
    await playRound(t, player, slot.id, 1_000, 0);
    await playRound(t, player, slot.id, 1_000, 0);
    const timeOut = await postFormAs(t, player, '/en/user/self-exclusion', {
      duration: '1',
      password: player.password,
    });
    expect(timeOut.statusCode, timeOut.body).toBe(200);
    await deliverFacts(t);
    // The player's session ended with the time-out: the entry itself says.
    const [entry] = await queryRows<{ score: string }>(
      t.database.db,
      sql`select score::text as score from competition_entries
          where competition_id = ${raffleId} and player_id = ${player.id}`,
    );
    expect(entry?.score).toBe('2');
  });

  it('draws once, verifiably, pays the winners and masks their names', async () => {
    const raffleId = await scheduleRaffle();
    const players: Session[] = [];
    for (let index = 0; index < 4; index += 1) {
      const player = await signedInPlayer(t, { country: 'FI', currency: 'EUR', locale: 'en' });
      await fund(t, player, 100_000n);
      await launchFor(t, player, slot.id, { now: t.clock.now });
      await optIn(player, raffleId);
      await stakes(player, index + 1, 1_000);
      players.push(player);
    }
    const before = ZRaffleVerification.parse(
      (await t.app.inject({ method: 'GET', url: `/raffle-verification/${raffleId}` })).json(),
    );
    expect(before).toMatchObject({ status: 'open', seed: null, snapshot: null });

    t.clock.advance(2 * HOUR_MS);
    await Promise.all([
      t.runner.run('promotions.draw-raffles'),
      t.runner.run('promotions.draw-raffles'),
    ]);
    await t.runner.run('promotions.draw-raffles');

    const verification = ZRaffleVerification.parse(
      (await t.app.inject({ method: 'GET', url: `/raffle-verification/${raffleId}` })).json(),
    );
    expect(verification.status).toBe('drawn');
    const seed = verification.seed ?? '';
    expect(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex')).toBe(
      before.seedCommitment,
    );
    const snapshot = verification.snapshot ?? '';
    expect(createHash('sha256').update(snapshot).digest('hex')).toBe(verification.snapshotHash);
    const entries = snapshot
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [entrant, tickets] = line.split(':');
        return { entrant: entrant ?? '', tickets: Number(tickets) };
      });
    expect(entries.map((entry) => entry.tickets).sort()).toEqual([1, 2, 3, 4]);
    const redrawn = await drawWinners({
      entries,
      seedHex: seed,
      snapshotHash: verification.snapshotHash ?? '',
      prizeCount: verification.prizeCount,
      hmac,
    });
    expect(redrawn).toEqual(verification.winners);
    expect(verification.winners).toHaveLength(3);

    const winners = ZRaffleWinnersResponse.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/en/get-raffle-winners/${raffleId}`,
          headers: XHR,
        })
      ).json(),
    );
    expect(winners.raffleWinners.map((winner) => winner.position)).toEqual([1, 2, 3]);
    expect(new Set(winners.raffleWinners.map((winner) => winner.user_id)).size).toBe(3);
    for (const winner of winners.raffleWinners) {
      expect(winner.user_name.length).toBeLessThanOrEqual(8);
      expect(winner.user_name).toMatch(/^.\*+.$/);
    }
    // The prizes, paid once: the first €50 cash, the second €20 bonus, the third €10 cash.
    const paid = new Map<string, { cash: bigint; bonus: bigint }>();
    for (const player of players) {
      paid.set(player.id, await walletOf(t, await loggedInAgain(t, player)));
    }
    const byPosition = (position: number) =>
      paid.get(winners.raffleWinners.find((winner) => winner.position === position)!.user_id)!;
    const staked = (player: Session) => BigInt((players.indexOf(player) + 1) * 1_000);
    const first = players.find((player) => player.id === winners.raffleWinners[0]!.user_id)!;
    expect(byPosition(1).cash).toBe(100_000n - staked(first) + 5_000n);
    expect(byPosition(2).bonus).toBe(2_000n);
    // Two cash payouts under the draw's keys, and a bonus started under its own.
    const [prizes] = await queryRows<{ cash: number; bonuses: number }>(
      t.database.db,
      sql`select
            (select count(*)::int from ledger_transfers
              where idempotency_key like ${`raffle:${raffleId}:%`}) as cash,
            (select count(*)::int from player_bonuses
              where grant_key like ${`raffle:${raffleId}:%`}) as bonuses`,
    );
    expect(prizes).toEqual({ cash: 2, bonuses: 1 });
    await expectLedgerBalanced(t);
  });

  it('lists drawn raffles by type, newest first, and refuses bad parameters', async () => {
    const past = await t.app.inject({
      method: 'GET',
      url: '/en/get-all-raffles/daily/7',
      headers: XHR,
    });
    expect(past.statusCode).toBe(200);
    expect(past.json<{ raffles: { occurence: string }[] }>().raffles.length).toBeGreaterThan(0);
    for (const url of [
      '/en/get-all-raffles/weekly/7',
      '/en/get-all-raffles/daily/0',
      '/en/get-all-raffles/daily/500',
      '/en/get-raffle-winners/not-a-raffle',
      '/en/get-user-raffle-tickets/1%27%20or%201=1',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: XHR });
      expect(response.statusCode, url).toBe(400);
    }
  });

  it('lets the operator schedule only whole draws, and draw one now', async () => {
    for (const bad of [
      {},
      { occurrence: 'weekly' },
      {
        occurrence: 'daily',
        name: { en: 'x' },
        countries: ['FI'],
        startsAt: '2027-01-02T00:00:00Z',
        endsAt: '2027-01-01T00:00:00Z',
        ticketMinor: { EUR: '1000' },
        prizes: [
          {
            position: 1,
            item: { kind: 'cash', amounts: { EUR: '100' } },
            itemTranslation: { en: 'x' },
          },
        ],
      },
    ]) {
      expect((await operatorPost('/operator-api/v1/raffles', bad)).statusCode).toBe(400);
    }
    const raffleId = await scheduleRaffle({
      startsAt: new Date(t.clock.now().getTime() - HOUR_MS).toISOString(),
      endsAt: new Date(t.clock.now().getTime() + DAY_MS).toISOString(),
    });
    const drawn = await operatorPost(`/operator-api/v1/raffles/${raffleId}/draw`, {
      reason: 'Test draw for the journey',
    });
    expect(drawn.statusCode, drawn.body).toBe(200);
    expect(drawn.json()).toMatchObject({ status: 'drawn' });
    const again = await operatorPost(`/operator-api/v1/raffles/${raffleId}/draw`, {
      reason: 'again',
    });
    expect(again.statusCode).toBe(200);
  });
});
