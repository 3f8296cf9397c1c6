import { ZInboxResponse } from '@playfair/contracts/player-notifications';
import { ZRaceResponse, ZRacesResponse, type TRace } from '@playfair/contracts/races';
import { HOUR_MS, MINUTE_MS } from '@playfair/domain/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db/client';
import { inlinedConfig, XHR } from './helper';
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
  depositByCard,
  launchFor,
  playRound,
  slotGame,
  walletOf,
  type RewardsTestApp,
} from './rewards-helper';
import { loggedInAgain } from './rg-helper';

// Races (decision 011, spec 001 §3/§4/§7/§8): points from the real rounds of players in the race,
// on its games and at or above its minimum stake, once per round; a live leaderboard; the race
// settled once after its end with its prizes paid through rewards; the news in the inbox.

let t: RewardsTestApp;
let slot: { id: string; slug: string };
let otherSlot: { id: string; slug: string };
beforeAll(async () => {
  t = await createRewardsTestApp();
  slot = await slotGame(t);
  const games = await queryRows<{ id: string; slug: string }>(
    t.database.db,
    sql`select id, slug from games where id <> ${slot.id} and is_live = false
        and game_type = (select game_type from games where id = ${slot.id}) order by id limit 1`,
  );
  otherSlot = games[0]!;
});
afterAll(() => t.close());

function operatorPost(url: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...operatorHeaders(), 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
}

/** A race for Finland on `slot`, running from a minute ago for an hour, min stake €0.20. */
async function scheduleRace(overrides: Record<string, unknown> = {}): Promise<string> {
  const now = t.clock.now().getTime();
  const created = await operatorPost('/operator-api/v1/races', {
    name: { en: 'Test race', fi: 'Testikisa' },
    countries: ['FI'],
    startsAt: new Date(now - MINUTE_MS).toISOString(),
    endsAt: new Date(now + HOUR_MS - MINUTE_MS).toISOString(),
    minStakeMinor: { EUR: '20' },
    gameWhitelist: [slot.id],
    pointsCap: 1000,
    prizes: [
      {
        position: 1,
        item: { kind: 'cash', amounts: { EUR: '5000' } },
        itemTranslation: { en: '€50 cash' },
      },
      {
        position: 2,
        item: { kind: 'cash', amounts: { EUR: '2000' } },
        itemTranslation: { en: '€20 cash' },
      },
    ],
    ...overrides,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ raceId: string }>().raceId;
}

async function racer(): Promise<Session> {
  const player = await signedInPlayer(t, { country: 'FI', currency: 'EUR', locale: 'en' });
  await fund(t, player, 100_000n);
  await launchFor(t, player, slot.id, { now: t.clock.now });
  return player;
}

function optIn(player: Session, raceId: string, duration = 60) {
  return postFormAs(t, player, '/en/evolution-optin', {
    campaign_id: raceId,
    duration: String(duration),
  });
}

async function raceAs(player: Session | null, raceId: string): Promise<TRace> {
  const response =
    player === null
      ? await t.app.inject({
          method: 'GET',
          url: `/en/get-race/${raceId}`,
          headers: XHR,
        })
      : await getAs(t, player, `/en/get-race/${raceId}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZRaceResponse.parse(response.json()).race;
}

async function inboxOf(player: Session) {
  const response = await getAs(t, player, '/en/user/notifications');
  expect(response.statusCode, response.body).toBe(200);
  return ZInboxResponse.parse(response.json());
}

describe('races', () => {
  it('lists a running race to a visitor, with its games, prizes and minimum stake', async () => {
    const raceId = await scheduleRace();
    const response = await t.app.inject({
      method: 'GET',
      url: '/en/get-races',
      headers: XHR,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=10');
    const race = ZRacesResponse.parse(response.json()).races.find((each) => each.id === raceId);
    expect(race).toMatchObject({
      raceId,
      name: 'Test race',
      status: 'running',
      current: true,
      optin: false,
      canOptIn: false,
      duration: 60,
      minStakeMinor: '20',
      minStakeFormatted: '€0.20',
      pointsRule: { multiplier: 100, cap: 1000 },
      game_whitelist: [slot.id],
      games: [{ id: slot.id, slug: slot.slug }],
      prize_collection_id: raceId,
      prizes: [
        { position: 1, item_translation: '€50 cash' },
        { position: 2, item_translation: '€20 cash' },
      ],
      leaderboard: [],
      stats: null,
    });
    // Another country's visitor (the Swedish site's) does not see it.
    const swedish = await t.app.inject({ method: 'GET', url: '/sv/get-races', headers: XHR });
    expect(ZRacesResponse.parse(swedish.json()).races.some((each) => each.id === raceId)).toBe(
      false,
    );
  });

  it('refuses a visitor, bad input and a wrong duration, changing nothing', async () => {
    const raceId = await scheduleRace();
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/en/evolution-optin',
      headers: { ...XHR, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `campaign_id=${raceId}&duration=60`,
    });
    expect(visitor.statusCode).toBe(401);
    const player = await racer();
    const cases: Record<string, string>[] = [
      { campaign_id: 'not-a-race', duration: '60' },
      { campaign_id: raceId },
      { campaign_id: raceId, duration: '-5' },
      { campaign_id: raceId, duration: '1e9' },
    ];
    for (const payload of cases) {
      const response = await postFormAs(t, player, '/en/evolution-optin', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const wrong = await optIn(player, raceId, 30);
    expect(wrong.json()).toEqual({ success: false, message: 'Something came up!' });
    expect((await raceAs(player, raceId)).optin).toBe(false);
    expect((await getAs(t, player, '/en/get-race/1%27%20or%201=1')).statusCode).toBe(400);
  });

  it('scores eligible rounds only: opted in, on its games, at the minimum stake, once each', async () => {
    const raceId = await scheduleRace();
    const player = await racer();
    // Before opting in: nothing.
    await playRound(t, player, slot.id, 100, 500);
    await deliverFacts(t);
    expect((await raceAs(player, raceId)).stats).toBeNull();

    const joined = await optIn(player, raceId);
    expect(joined.json()).toEqual({
      success: true,
      message: 'You are in the race! Play the race games to collect points.',
    });
    expect(await raceAs(player, raceId)).toMatchObject({ optin: true, canOptIn: false });
    await playRound(t, player, slot.id, 100, 300); // 300 points
    await playRound(t, player, slot.id, 100, 0); // a loss: 0 points
    await playRound(t, player, slot.id, 20, 10); // half back: 50 points
    await playRound(t, player, slot.id, 10, 10_000); // below the minimum: nothing
    await launchFor(t, player, otherSlot.id, { now: t.clock.now });
    const elsewhere = await playRound(t, player, otherSlot.id, 100, 10_000); // another game
    expect(elsewhere.debit.statusCode).toBe(200);
    await launchFor(t, player, slot.id, { now: t.clock.now });
    await playRound(t, player, slot.id, 100, 1_000_000); // capped at 1000
    await deliverFacts(t);
    // Delivered again: nothing more.
    await t.app.events.deliverDue();

    const race = await raceAs(player, raceId);
    expect(race.stats).toEqual({ spins: 4, wins: 3, losses: 1, points: 1350, currentPoints: 1000 });
    expect(race.ownPosition).toBe(1);
    expect(race.leaderboard).toEqual([
      expect.objectContaining({ position: 1, points: 1350, isOwn: true }),
    ]);
    expect(race.leaderboard[0]!.name).toMatch(/^.\*+.$/);
    expect(race.leaderboard[0]!.uid).not.toContain(player.id);

    // The stake below the minimum was told once (transient: not in the inbox).
    const told = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from player_notifications
          where player_id = ${player.id} and event_type = 'race_stake_too_low' and not is_kept`,
    );
    expect(told[0]?.n).toBe(1);
    await playRound(t, player, slot.id, 10, 0);
    await deliverFacts(t);
    const again = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from player_notifications
          where player_id = ${player.id} and event_type = 'race_stake_too_low'`,
    );
    expect(again[0]?.n).toBe(1);
  });

  it('enters every eligible player of an automatic race, never a timed-out one', async () => {
    // On a game of its own, so the other tests' rounds stay out of it.
    const raceId = await scheduleRace({ isAutoOptIn: true, gameWhitelist: [otherSlot.id] });
    const player = await racer();
    const resting = await racer();
    for (const who of [player, resting]) {
      await launchFor(t, who, otherSlot.id, { now: t.clock.now });
    }
    await playRound(t, player, otherSlot.id, 100, 200);
    await playRound(t, resting, otherSlot.id, 100, 200);
    const timeOut = await postFormAs(t, resting, '/en/user/self-exclusion', {
      duration: '1',
      password: resting.password,
    });
    expect(timeOut.statusCode, timeOut.body).toBe(200);
    await deliverFacts(t);
    const race = await raceAs(player, raceId);
    expect(race).toMatchObject({ optin: true, isAutoOptIn: true, ownPosition: 1 });
    expect(race.leaderboard).toHaveLength(1);
    // A round of a game the race does not count enters no one.
    const elsewhere = await racer();
    await playRound(t, elsewhere, slot.id, 100, 200);
    await deliverFacts(t);
    expect(await raceAs(elsewhere, raceId)).toMatchObject({ optin: false, entrants: 1 });
  });

  it('ranks equal points by who reached them first, and settles once with prizes', async () => {
    const raceId = await scheduleRace();
    const first = await racer();
    const second = await racer();
    const third = await racer();
    for (const player of [first, second, third]) {
      expect((await optIn(player, raceId)).json()).toMatchObject({ success: true });
    }
    await playRound(t, second, slot.id, 100, 200);
    await deliverFacts(t);
    t.clock.advance(MINUTE_MS);
    await playRound(t, first, slot.id, 100, 200);
    await playRound(t, third, slot.id, 100, 100);
    await deliverFacts(t);
    const live = await raceAs(first, raceId);
    expect(live.leaderboard.map((row) => [row.position, row.points, row.isOwn])).toEqual([
      [1, 200, false],
      [2, 200, true],
      [3, 100, false],
    ]);

    // After the end: settled once, however many passes run.
    t.clock.advance(HOUR_MS);
    await Promise.all([t.runner.run('promotions.races'), t.runner.run('promotions.races')]);
    await t.runner.run('promotions.races');
    await deliverFacts(t);

    const [status] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from competitions where id = ${raceId}`,
    );
    expect(status?.status).toBe('drawn');
    const [payouts] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ledger_transfers
          where idempotency_key like ${`race:${raceId}:%`}`,
    );
    expect(payouts?.n).toBe(2);
    expect((await walletOf(t, await loggedInAgain(t, second))).cash).toBe(
      100_000n - 100n + 200n + 5_000n,
    );
    expect((await walletOf(t, await loggedInAgain(t, first))).cash).toBe(
      100_000n - 100n + 200n + 2_000n,
    );
    expect((await walletOf(t, await loggedInAgain(t, third))).cash).toBe(100_000n);

    const finished = await raceAs(await loggedInAgain(t, second), raceId);
    expect(finished).toMatchObject({
      status: 'finished',
      current: false,
      ownPosition: 1,
      ownPrize: '€50 cash',
    });

    // Each finisher's news is in their inbox, with its position.
    const inbox = await inboxOf(await loggedInAgain(t, third));
    const finish = inbox.notifications.find((each) => each.event_type === 'race_finish');
    expect(finish).toMatchObject({ position: 3, link: 'races', isRead: false, isKept: true });
    expect(finish?.message.en).toBe(
      'The race Test race is over. You finished in position {position}.',
    );
    expect(finish?.message.fi).toContain('Testikisa');
    const winner = (await inboxOf(await loggedInAgain(t, second))).notifications.find(
      (each) => each.event_type === 'race_finish',
    );
    expect(winner?.message.en).toBe(
      'The race Test race is over. You finished in position {position} and won €50 cash!',
    );
    await expectLedgerBalanced(t);
  });

  it('lets the operator create only whole races and end one now', async () => {
    for (const bad of [
      {},
      { name: { en: 'x' } },
      {
        name: { en: 'x' },
        countries: ['FI'],
        startsAt: '2027-01-02T00:00:00Z',
        endsAt: '2027-01-01T00:00:00Z',
        minStakeMinor: { EUR: '20' },
        gameWhitelist: [slot.id],
        prizes: [
          {
            position: 1,
            item: { kind: 'cash', amounts: { EUR: '1' } },
            itemTranslation: { en: 'x' },
          },
        ],
      },
      {
        name: { en: 'x' },
        countries: ['FI'],
        startsAt: '2027-01-01T00:00:00Z',
        endsAt: '2027-01-02T00:00:00Z',
        minStakeMinor: { EUR: '20' },
        gameWhitelist: ['<script>'],
        prizes: [
          {
            position: 1,
            item: { kind: 'cash', amounts: { EUR: '1' } },
            itemTranslation: { en: 'x' },
          },
        ],
      },
    ]) {
      expect((await operatorPost('/operator-api/v1/races', bad)).statusCode).toBe(400);
    }
    const raceId = await scheduleRace();
    const player = await racer();
    await optIn(player, raceId);
    await playRound(t, player, slot.id, 100, 100);
    await deliverFacts(t);
    const ended = await operatorPost(`/operator-api/v1/races/${raceId}/settle`, {
      reason: 'Ended for a test',
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ success: true, results: [{ position: 1, points: 100 }] });
    const unknown = await operatorPost(
      '/operator-api/v1/races/00000000-0000-4000-8000-000000000000/settle',
      { reason: 'x' },
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the inbox and onload actions', () => {
  it('announces a start to the entrants once, and shows unseen news on load', async () => {
    const raceId = await scheduleRace({
      startsAt: new Date(t.clock.now().getTime() + MINUTE_MS).toISOString(),
    });
    const player = await signedInPlayer(t, { country: 'FI', currency: 'EUR', locale: 'en' });
    // A first deposit: it opens the welcome offer.
    await depositByCard(t, player, '20');
    expect((await optIn(player, raceId, 58)).json()).toMatchObject({ success: true });
    t.clock.advance(2 * MINUTE_MS);
    await Promise.all([t.runner.run('promotions.races'), t.runner.run('promotions.races')]);
    const session = await loggedInAgain(t, player);
    const inbox = await inboxOf(session);
    expect(
      inbox.notifications.filter(
        (each) => each.event_type === 'race_start' && each.message.en?.includes('Test race'),
      ),
    ).toHaveLength(1);
    expect(inbox.unread).toBeGreaterThan(0);

    const config = await getAs(t, session, '/api/config?locale=en');
    const actions = config.json<{
      onloadActions: { action: string; params: Record<string, unknown> }[];
    }>().onloadActions;
    expect(actions.find((each) => each.action === 'races')?.params).toMatchObject({ raceId });
    const shown = actions.find((each) => each.action === 'showNotification');
    const ids = (shown?.params.notifications as { id: string; event_type: string }[]).map(
      (each) => each.id,
    );
    expect(ids.length).toBeGreaterThan(0);
    expect(actions.find((each) => each.action === 'notification')?.params).toEqual({
      unread: inbox.unread,
    });

    // The welcome offer its deposit opened opens Rewards on a lobby page only, once.
    expect(actions.some((each) => each.action === 'rewards')).toBe(false);
    const lobbyActions = async () =>
      inlinedConfig((await getAs(t, session, '/en/casino')).body).onloadActions.map(
        (each) => each.action,
      );
    expect(await lobbyActions()).toContain('rewards');
    expect(await lobbyActions()).not.toContain('rewards');

    // Seen: not shown again on load. Read: the unread count falls.
    const seen = await postFormAs(t, session, '/en/user/notifications/seen', {
      ids: ids.join(','),
    });
    expect(seen.statusCode, seen.body).toBe(200);
    const after = await getAs(t, session, '/api/config?locale=en');
    expect(
      after
        .json<{ onloadActions: { action: string }[] }>()
        .onloadActions.some((each) => each.action === 'showNotification'),
    ).toBe(false);
    const read = await postFormAs(t, session, '/en/user/notifications/read', { all: '1' });
    expect(read.json()).toEqual({ success: true, unread: 0 });
    expect((await inboxOf(session)).notifications.every((each) => each.isRead)).toBe(true);
  });

  it('keeps each player to their own notifications and refuses bad input', async () => {
    const one = await racer();
    const other = await racer();
    const raceId = await scheduleRace();
    await optIn(one, raceId);
    await playRound(t, one, slot.id, 10, 0);
    await deliverFacts(t);
    const [row] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id::text as id from player_notifications where player_id = ${one.id} limit 1`,
    );
    // Another player's id changes nothing of it.
    await postFormAs(t, other, '/en/user/notifications/seen', { ids: row!.id });
    const [still] = await queryRows<{ seen: boolean }>(
      t.database.db,
      sql`select seen_at is not null as seen from player_notifications where id = ${row!.id}`,
    );
    expect(still?.seen).toBe(false);
    const cases: Record<string, string>[] = [
      {},
      { ids: 'abc' },
      { ids: '1,,2' },
      { ids: Array.from({ length: 101 }, (_, index) => index + 1).join(',') },
    ];
    for (const payload of cases) {
      const response = await postFormAs(t, other, '/en/user/notifications/read', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await getAs(t, other, '/en/user/notifications?page=0')).statusCode).toBe(400);
    const visitor = await t.app.inject({
      method: 'GET',
      url: '/en/user/notifications',
      headers: XHR,
    });
    expect(visitor.statusCode).toBe(401);
  });
});
