import { ZErrorResponse } from '@playfair/contracts/errors';
import {
  ZClaimResponse,
  ZRewardsHistoryResponse,
  ZRewardsResponse,
} from '@playfair/contracts/rewards';
import { DAY_MS, HOUR_MS } from '@playfair/domain/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db/client';
import { XHR } from './helper';
import {
  countRows,
  expectLedgerBalanced,
  fund,
  getAs,
  newKey,
  operatorHeaders,
  postFormAs,
  signedInPlayer,
  type Session,
} from './payments-helper';
import { providerPost } from './provider-api-helper';
import { loggedInAgain } from './rg-helper';
import {
  claim,
  createRewardsTestApp,
  deliverFacts,
  depositByCard,
  launchFor,
  liveGame,
  playRound,
  rewardsOf,
  slotGame,
  walletOf,
  type RewardsTestApp,
} from './rewards-helper';

// DESIGN §11 / issue "Rewards": bonus money with wagering, the first-deposit offer, free rounds,
// cashback, the bonus cap, the operator's campaigns and grants, and the forfeit rules.

let t: RewardsTestApp;
let slot: { id: string; slug: string };
beforeAll(async () => {
  t = await createRewardsTestApp();
  slot = await slotGame(t);
});
afterAll(() => t.close());

function british(): Promise<Session> {
  return signedInPlayer(t, { country: 'GB', currency: 'GBP', locale: 'en' });
}

function errorCodeOf(response: { json(): unknown }): string {
  return ZErrorResponse.parse(response.json()).error.code;
}

function operatorPost(url: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...operatorHeaders(), 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
}

async function bonusRows(playerId: string) {
  return queryRows<{ id: string; status: string; required: string; done: string }>(
    t.database.db,
    sql`select id, status, wagering_required_minor::text as required,
               wagering_done_minor::text as done
        from player_bonuses where player_id = ${playerId} order by created_at`,
  );
}

async function transfersOfKind(kind: string, playerId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(distinct lt.id)::int as n from ledger_transfers lt
        join ledger_accounts a on a.id in (lt.debit_account_id, lt.credit_account_id)
        where lt.kind = ${kind} and a.owner_id = ${playerId}`,
  );
  return row?.n ?? 0;
}

/** A first deposit of £20 and the welcome offer it opens (the seeded GBP campaign). */
async function welcomeOffer(player: Session): Promise<string> {
  await depositByCard(t, player, '20');
  const rewards = ZRewardsResponse.parse(await rewardsOf(t, player));
  const offer = rewards.offers.find((candidate) => candidate.kind === 'deposit-bonus');
  if (offer === undefined) throw new Error('no welcome offer');
  return offer.offerId;
}

describe('the welcome offer on a first deposit', () => {
  it('opens after the first deposit, with the spec wording held to the British wagering cap', async () => {
    const player = await british();
    expect((await rewardsOf(t, player)).offers).toEqual([]);
    await depositByCard(t, player, '20');
    const rewards = ZRewardsResponse.parse(await rewardsOf(t, player));
    expect(rewards.isUserWithinBonusCap).toBe(true);
    expect(rewards.offers).toHaveLength(1);
    expect(rewards.offers[0]).toMatchObject({
      kind: 'deposit-bonus',
      title: 'Welcome bonus',
      amountMinor: '2000',
      formatted: '£20.00',
      terms: {
        minDepositMinor: '1000',
        matchPercent: 100,
        maxBonusMinor: '10000',
        // spec 000 §9 says 40x; UKGC holds a British bonus to 10x (the GB profile).
        wageringMultiplier: 10,
        wageringDays: 30,
        maxBetMinor: '500',
        spinsPerDay: 10,
      },
    });
    // A second deposit opens nothing more.
    await depositByCard(t, player, '50');
    expect((await rewardsOf(t, player)).offers).toHaveLength(1);
  });

  it('opens nothing for a first deposit under the campaign’s minimum, and £10 is enough', async () => {
    // A Maltese campaign asking €50: a €20 first deposit opens nothing.
    const created = await operatorPost('/operator-api/v1/campaigns', {
      kind: 'deposit-bonus',
      name: { en: 'High roller welcome' },
      countries: ['MT'],
      currency: 'EUR',
      minDepositMinor: '5000',
      matchPercent: 50,
      maxBonusMinor: '20000',
      bonus: { wageringMultiplier: 20, wageringDays: 14 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const maltese = await signedInPlayer(t, { country: 'MT', currency: 'EUR', locale: 'en' });
    await depositByCard(t, maltese, '20');
    expect((await rewardsOf(t, maltese)).offers).toEqual([]);
    // The British £10 minimum is met by £10 exactly: 100 % of it.
    const player = await british();
    await depositByCard(t, player, '10');
    expect((await rewardsOf(t, player)).offers[0]).toMatchObject({ amountMinor: '1000' });
  });

  it('gives one bonus for a claim sent twice at once, and its free spins', async () => {
    const player = await british();
    const offerId = await welcomeOffer(player);
    const [first, second] = await Promise.all([
      claim(t, player, offerId),
      claim(t, player, offerId),
    ]);
    for (const answer of [first, second]) expect(answer.statusCode, answer.body).toBeLessThan(500);
    const claimed = [first, second].filter((answer) => answer.statusCode === 200);
    expect(claimed.length).toBeGreaterThanOrEqual(1);
    const body = ZClaimResponse.parse(claimed[0]!.json());
    expect(body).toMatchObject({ kind: 'deposit-bonus', amountMinor: '2000' });
    expect(await walletOf(t, player)).toEqual({ cash: 2000n, bonus: 2000n });
    expect(await bonusRows(player.id)).toHaveLength(1);
    expect(await transfersOfKind('bonus_grant', player.id)).toBe(1);
    // Claimed again later: the same answer, nothing more.
    const again = await claim(t, player, offerId);
    expect(again.statusCode).toBe(200);
    expect(await walletOf(t, player)).toEqual({ cash: 2000n, bonus: 2000n });

    const rewards = ZRewardsResponse.parse(await rewardsOf(t, player));
    expect(rewards.offers).toEqual([]);
    expect(rewards.bonuses[0]).toMatchObject({
      amountMinor: '2000',
      balanceMinor: '2000',
      wageringRequiredMinor: '20000',
      wageringDoneMinor: '0',
      wageringLeftFormatted: '£200.00',
      wageringPercent: 0,
      maxBetFormatted: '£5.00',
    });
    // The welcome free spins: 10 on the seeded slot, delivered to the provider.
    await t.runner.run('rewards.deliver-free-rounds');
    expect(rewards.freeRounds).toHaveLength(1);
    expect(rewards.freeRounds[0]).toMatchObject({
      roundsTotal: 10,
      roundsLeft: 10,
      winsTo: 'bonus',
    });
    expect(t.granted.some((grant) => grant.playerId === player.id && grant.rounds === 10)).toBe(
      true,
    );
    await expectLedgerBalanced(t);
  });

  it('plays the bonus through: cash first, max bet held, wins back to bonus, then cash once', async () => {
    const player = await british();
    await claim(t, player, await welcomeOffer(player));
    await launchFor(t, player, slot.id, { now: t.clock.now });

    // Above the £5 max bet while the bonus runs: refused, nothing moves.
    const tooBig = await playRound(t, player, slot.id, 501, 0);
    expect(tooBig.debit.statusCode).toBe(403);
    expect(errorCodeOf(tooBig.debit)).toBe('BONUS_MAX_BET_EXCEEDED');
    expect(await walletOf(t, player)).toEqual({ cash: 2000n, bonus: 2000n });

    // Four £5 stakes spend the £20 cash; the answer's balance is cash and bonus together.
    for (let round = 0; round < 4; round += 1) {
      const played = await playRound(t, player, slot.id, 500, 0);
      expect(played.debit.statusCode).toBe(200);
    }
    expect(await walletOf(t, player)).toEqual({ cash: 0n, bonus: 2000n });
    // A £5 bonus stake that wins £8: the win goes back to bonus.
    const bonusRound = await playRound(t, player, slot.id, 500, 800);
    expect(bonusRound.debit.json<{ balance: number }>().balance).toBe(1500);
    expect(bonusRound.credit!.json<{ balance: number }>().balance).toBe(2300);
    expect(await walletOf(t, player)).toEqual({ cash: 0n, bonus: 2300n });

    // £200 of wagering in all (10x £20): 40 £5 stakes, these winning their £5 back.
    for (let round = 0; round < 40; round += 1) {
      const [bonus] = await bonusRows(player.id);
      if (bonus?.status !== 'active') break;
      expect((await playRound(t, player, slot.id, 500, 500)).debit.statusCode).toBe(200);
    }
    const [bonus] = await bonusRows(player.id);
    expect(bonus?.status).toBe('converted');
    expect(BigInt(bonus!.done)).toBeGreaterThanOrEqual(20_000n);
    const wallet = await walletOf(t, player);
    expect(wallet.bonus).toBe(0n);
    expect(wallet.cash).toBe(2300n);
    expect(await transfersOfKind('bonus_conversion', player.id)).toBe(1);
    // After conversion stakes are cash, wins are cash, and the max bet no longer holds.
    expect((await playRound(t, player, slot.id, 600, 0)).debit.statusCode).toBe(200);
    expect(await walletOf(t, player)).toEqual({ cash: 1700n, bonus: 0n });

    const history = ZRewardsHistoryResponse.parse(
      (await getAs(t, player, '/en/user/rewards-history')).json(),
    );
    expect(history.items.map((item) => item.type)).toEqual(
      expect.arrayContaining(['bonus-granted', 'bonus-converted', 'free-rounds-granted']),
    );
    // The 35th £5 stake met the wagering: the £18 left became cash, and that round's £5 win
    // was cash already.
    expect(history.items.find((item) => item.type === 'bonus-converted')).toMatchObject({
      amountMinor: '1800',
      formatted: '£18.00',
    });
    await expectLedgerBalanced(t);
  });

  it('takes back the wagering of a stake rolled back, once', async () => {
    const player = await british();
    await claim(t, player, await welcomeOffer(player));
    await launchFor(t, player, slot.id, { now: t.clock.now });
    const base = { playerId: player.id, gameId: slot.id, currency: 'GBP' };

    const stake = { ...base, roundId: 'rb-1', transactionId: 'rb-1:d1', amount: 500 };
    expect((await providerPost(t.app, 'debit', stake)).statusCode).toBe(200);
    const standing = { ...base, roundId: 'rb-2', transactionId: 'rb-2:d1', amount: 300 };
    expect((await providerPost(t.app, 'debit', standing)).statusCode).toBe(200);
    expect((await bonusRows(player.id))[0]?.done).toBe('800');

    const rollback = {
      playerId: player.id,
      gameId: slot.id,
      roundId: 'rb-1',
      transactionId: 'rb-1:x1',
      originalTransactionId: 'rb-1:d1',
    };
    expect((await providerPost(t.app, 'rollback', rollback)).statusCode).toBe(200);
    // Only the stake that stands still counts; the replayed rollback takes nothing more.
    expect((await bonusRows(player.id))[0]?.done).toBe('300');
    expect((await providerPost(t.app, 'rollback', rollback)).statusCode).toBe(200);
    expect((await bonusRows(player.id))[0]?.done).toBe('300');
    await expectLedgerBalanced(t);
  });

  it('refuses a claim without the CSRF token, of an unknown offer and of another player', async () => {
    const player = await british();
    const other = await british();
    const offerId = await welcomeOffer(player);
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: `/en/user/rewards/claim/${offerId}`,
      headers: {
        ...XHR,
        cookie: player.cookie,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    expect(noCsrf.json()).toMatchObject({ type: 'csrf-error' });
    for (const [who, id] of [
      [player, '00000000-0000-4000-8000-000000000000'],
      [player, 'not-an-offer'],
      [player, `${'x'.repeat(81)}`],
      [other, offerId],
    ] as const) {
      const refused = await claim(t, who, id);
      expect(refused.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode, id).toBeLessThan(500);
    }
    expect(await walletOf(t, player)).toEqual({ cash: 2000n, bonus: 0n });
    expect(await bonusRows(player.id)).toEqual([]);
  });
});

describe('forfeit and expiry', () => {
  it('asks before a withdrawal forfeits the bonus, and never pays bonus money out', async () => {
    const player = await british();
    await claim(t, player, await welcomeOffer(player));
    const withdraw = (fields: Record<string, string>) =>
      postFormAs(t, player, '/en/user/withdrawals', {
        amount: '20',
        method: 'bank-transfer',
        bank: 'sandbox-bank',
        idempotency_key: newKey(),
        ...fields,
      });
    const unconfirmed = await withdraw({});
    expect(unconfirmed.statusCode).toBe(409);
    expect(errorCodeOf(unconfirmed)).toBe('BONUS_FORFEIT_UNCONFIRMED');
    expect(await walletOf(t, player)).toEqual({ cash: 2000n, bonus: 2000n });

    // More than the cash, though cash and bonus together would cover it: refused.
    const aboveCash = await withdraw({ amount: '30', confirm_bonus_forfeit: '1' });
    expect(aboveCash.statusCode).toBeGreaterThanOrEqual(400);

    const confirmed = await withdraw({ confirm_bonus_forfeit: '1' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await walletOf(t, player)).toEqual({ cash: 0n, bonus: 0n });
    expect((await bonusRows(player.id))[0]?.status).toBe('forfeited');
    const history = ZRewardsHistoryResponse.parse(
      (await getAs(t, player, '/en/user/rewards-history')).json(),
    );
    expect(history.items[0]).toMatchObject({ type: 'bonus-forfeited', amountMinor: '2000' });
    await expectLedgerBalanced(t);
  });

  it('gives an expired bonus back to the house once, by the job', async () => {
    const player = await british();
    await claim(t, player, await welcomeOffer(player));
    await t.runner.run('rewards.expire-bonuses');
    expect((await walletOf(t, player)).bonus).toBe(2000n);
    t.clock.advance(30 * DAY_MS + HOUR_MS);
    await t.runner.run('rewards.expire-bonuses');
    await t.runner.run('rewards.expire-bonuses');
    expect(await walletOf(t, await loggedInAgain(t, player))).toEqual({ cash: 2000n, bonus: 0n });
    expect((await bonusRows(player.id))[0]?.status).toBe('expired');
    expect(await transfersOfKind('bonus_forfeit', player.id)).toBe(1);
    await expectLedgerBalanced(t);
  });
});

describe('free rounds', () => {
  it('plays an operator grant with no debit, its wins landing in bonus money', async () => {
    const player = await british();
    const granted = await operatorPost(`/operator-api/v1/players/${player.id}/rewards`, {
      kind: 'free-spins',
      freeSpins: { gameSlug: slot.slug, rounds: 3, stakeMinor: '20', validHours: 24 },
      bonus: { wageringMultiplier: 5, wageringDays: 7 },
      reason: 'A goodwill gesture after a complaint',
      idempotencyKey: `grant-${player.id}`,
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const { grantId } = granted.json<{ grantId: string }>();
    await t.runner.run('rewards.deliver-free-rounds');
    expect(t.granted.find((grant) => grant.freeRoundsId === grantId)).toMatchObject({
      playerId: player.id,
      gameId: slot.id,
      rounds: 3,
      stake: 20,
      currency: 'GBP',
    });
    // The same key again grants nothing more.
    await operatorPost(`/operator-api/v1/players/${player.id}/rewards`, {
      kind: 'free-spins',
      freeSpins: { gameSlug: slot.slug, rounds: 3, stakeMinor: '20', validHours: 24 },
      reason: 'A goodwill gesture after a complaint',
      idempotencyKey: `grant-${player.id}`,
    });
    expect((await rewardsOf(t, player)).freeRounds).toHaveLength(1);

    await launchFor(t, player, slot.id, { now: t.clock.now });
    const round = (n: number, win: number) =>
      providerPost(t.app, 'free-round', {
        playerId: player.id,
        transactionId: `fr-${grantId}-${n}`,
        roundId: `fr-${grantId}-${n}`,
        gameId: slot.id,
        freeRoundsId: grantId,
        amount: win,
        currency: 'GBP',
      });
    const first = await round(1, 150);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ balance: 150, roundsLeft: 2 });
    // The same call again: the same answer, paid once.
    expect((await round(1, 150)).json()).toMatchObject({ balance: 150 });
    expect((await round(2, 0)).json()).toMatchObject({ roundsLeft: 1 });
    expect((await round(3, 50)).json()).toMatchObject({ balance: 200, roundsLeft: 0 });
    const spent = await round(4, 10);
    expect(spent.statusCode).toBe(409);
    expect(errorCodeOf(spent)).toBe('FREE_ROUNDS_USED');
    expect(await walletOf(t, player)).toEqual({ cash: 0n, bonus: 200n });

    const rewards = ZRewardsResponse.parse(await rewardsOf(t, player));
    expect(rewards.freeRounds).toEqual([]);
    expect(rewards.bonuses[0]).toMatchObject({ amountMinor: '200', wageringRequiredMinor: '1000' });
    // No stake left the player: the rounds are in the history with a zero bet.
    const [rounds] = await queryRows<{ n: number; bet: string }>(
      t.database.db,
      sql`select count(*)::int as n, sum(bet_minor)::text as bet from game_rounds
          where player_id = ${player.id}`,
    );
    expect(rounds).toEqual({ n: 3, bet: '0' });
    const [audit] = await queryRows<{ actor: string; reason: string }>(
      t.database.db,
      sql`select actor, reason from reward_history
          where player_id = ${player.id} and type = 'free-rounds-granted'`,
    );
    expect(audit?.reason).toBe('A goodwill gesture after a complaint');
    await expectLedgerBalanced(t);
  });

  it('refuses another player, another game or an unknown grant, and moves nothing', async () => {
    const player = await british();
    const stranger = await british();
    const granted = await operatorPost(`/operator-api/v1/players/${player.id}/rewards`, {
      kind: 'free-spins',
      freeSpins: { gameSlug: slot.slug, rounds: 2, stakeMinor: '20', validHours: 24 },
      reason: 'Test',
      idempotencyKey: `grant-${player.id}`,
    });
    const { grantId } = granted.json<{ grantId: string }>();
    await launchFor(t, stranger, slot.id, { now: t.clock.now });
    const sums = await countRows(t, 'ledger_transfers');
    for (const [who, freeRoundsId] of [
      [stranger, grantId],
      [player, '00000000-0000-4000-8000-000000000000'],
      [player, 'nonsense'],
    ] as const) {
      const refused = await providerPost(t.app, 'free-round', {
        playerId: who.id,
        transactionId: `x-${freeRoundsId}-${who.id}`,
        roundId: `x-${freeRoundsId}-${who.id}`,
        gameId: slot.id,
        freeRoundsId,
        amount: 100,
        currency: 'GBP',
      });
      expect(refused.statusCode).toBe(404);
      expect(errorCodeOf(refused)).toBe('FREE_ROUNDS_NOT_FOUND');
    }
    expect(await countRows(t, 'ledger_transfers')).toBe(sums);
  });

  it('delivers a grant again until the provider takes it', async () => {
    const player = await british();
    t.vendorUp.value = false;
    const granted = await operatorPost(`/operator-api/v1/players/${player.id}/rewards`, {
      kind: 'free-spins',
      freeSpins: { gameSlug: slot.slug, rounds: 5, stakeMinor: '20', validHours: 24 },
      reason: 'Test',
      idempotencyKey: `retry-${player.id}`,
    });
    const { grantId } = granted.json<{ grantId: string }>();
    await t.runner.run('rewards.deliver-free-rounds');
    expect(t.granted.some((grant) => grant.freeRoundsId === grantId)).toBe(false);
    t.vendorUp.value = true;
    await t.runner.run('rewards.deliver-free-rounds');
    expect(t.granted.filter((grant) => grant.freeRoundsId === grantId)).toHaveLength(1);
  });
});

describe('live casino cashback', () => {
  it('offers 10 % of a day’s live net loss with 50 rounds once, between £1 and £100', async () => {
    let player = await british();
    let light = await british();
    const live = await liveGame(t);
    await fund(t, player, 100_000n);
    await fund(t, light, 100_000n);
    await launchFor(t, player, live.id, { now: t.clock.now });
    await launchFor(t, light, live.id, { now: t.clock.now });
    // 50 rounds of £10 losing £6 each: a £300 net loss, 10 % is £30.
    for (let round = 0; round < 50; round += 1) {
      await playRound(t, player, live.id, 1_000, 400);
    }
    // 49 rounds only: no cashback.
    for (let round = 0; round < 49; round += 1) await playRound(t, light, live.id, 1_000, 0);
    await deliverFacts(t);
    t.clock.advance(DAY_MS);
    await Promise.all([t.runner.run('rewards.cashback'), t.runner.run('rewards.cashback')]);
    await t.runner.run('rewards.cashback');
    // A day later the sessions have gone idle: log in again.
    player = await loggedInAgain(t, player);
    light = await loggedInAgain(t, light);

    const offers = ZRewardsResponse.parse(await rewardsOf(t, player)).offers.filter(
      (offer) => offer.kind === 'cashback',
    );
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ amountMinor: '3000', title: 'Live casino cashback' });
    expect(
      ZRewardsResponse.parse(await rewardsOf(t, light)).offers.filter(
        (offer) => offer.kind === 'cashback',
      ),
    ).toEqual([]);

    const before = await walletOf(t, player);
    expect((await claim(t, player, offers[0]!.offerId)).statusCode).toBe(200);
    expect((await claim(t, player, offers[0]!.offerId)).statusCode).toBe(200);
    expect(await walletOf(t, player)).toEqual({ cash: before.cash + 3000n, bonus: 0n });
    await expectLedgerBalanced(t);
  });
});

describe('the bonus cap', () => {
  it('holds a Swedish player to one bonus ever and hides offers that need the cap', async () => {
    const swede = await signedInPlayer(t, { country: 'SE', currency: 'SEK', locale: 'sv' });
    expect((await rewardsOf(t, swede)).isUserWithinBonusCap).toBe(true);
    const granted = await operatorPost(`/operator-api/v1/players/${swede.id}/rewards`, {
      kind: 'bonus',
      amountMinor: '5000',
      bonus: { wageringMultiplier: 1, wageringDays: 7 },
      reason: 'Test',
      idempotencyKey: `cap-${swede.id}`,
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect((await rewardsOf(t, swede)).isUserWithinBonusCap).toBe(false);
    const config = await getAs(t, swede, '/api/config?locale=sv');
    expect(config.json()).toMatchObject({ isUserWithinBonusCap: false });
  });
});

describe('the operator API', () => {
  it('creates, pauses and ends a campaign, refusing bad input without a trace', async () => {
    const before = await countRows(t, 'reward_campaigns');
    for (const bad of [
      {},
      { kind: 'deposit-bonus' },
      { kind: 'cashback', name: { fi: 'no English' }, countries: ['GB'], currency: 'GBP' },
      { kind: 'teleport', name: { en: 'x' } },
    ]) {
      const refused = await operatorPost('/operator-api/v1/campaigns', bad);
      expect(refused.statusCode).toBe(400);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/operator-api/v1/campaigns',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await countRows(t, 'reward_campaigns')).toBe(before);

    const created = await operatorPost('/operator-api/v1/campaigns', {
      kind: 'cashback',
      name: { en: 'Weekend cashback' },
      countries: ['GB'],
      currency: 'GBP',
      percent: 5,
      minCashbackMinor: '100',
      maxCashbackMinor: '5000',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { campaign } = created.json<{ campaign: { id: string; status: string } }>();
    expect(campaign.status).toBe('active');
    const paused = await operatorPost(`/operator-api/v1/campaigns/${campaign.id}/status`, {
      status: 'paused',
      reason: 'Budget reached',
    });
    expect(paused.json()).toMatchObject({ campaign: { status: 'paused' } });
    await operatorPost(`/operator-api/v1/campaigns/${campaign.id}/status`, {
      status: 'ended',
      reason: 'Over',
    });
    const reopened = await operatorPost(`/operator-api/v1/campaigns/${campaign.id}/status`, {
      status: 'active',
      reason: 'Again',
    });
    expect(reopened.statusCode).toBe(409);
    const missing = await operatorPost(
      '/operator-api/v1/campaigns/00000000-0000-4000-8000-000000000000/status',
      { status: 'paused', reason: 'x' },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('grants a bonus with a reason, once per key, and reads the player’s rewards', async () => {
    const player = await british();
    const grant = {
      kind: 'bonus',
      amountMinor: '1500',
      bonus: { wageringMultiplier: 3, wageringDays: 7, maxBetMinor: '200' },
      reason: 'VIP birthday',
      idempotencyKey: `vip-${player.id}`,
    };
    const first = await operatorPost(`/operator-api/v1/players/${player.id}/rewards`, grant);
    const second = await operatorPost(`/operator-api/v1/players/${player.id}/rewards`, grant);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await walletOf(t, player)).toEqual({ cash: 0n, bonus: 1500n });
    const other = await operatorPost(`/operator-api/v1/players/${player.id}/rewards`, {
      ...grant,
      idempotencyKey: `vip2-${player.id}`,
    });
    expect(other.statusCode).toBe(409);
    expect(errorCodeOf(other)).toBe('BONUS_ALREADY_RUNNING');
    const read = await t.app.inject({
      method: 'GET',
      url: `/operator-api/v1/players/${player.id}/rewards`,
      headers: operatorHeaders(),
    });
    expect(read.json()).toMatchObject({
      bonuses: [{ amountMinor: '1500', wageringRequiredMinor: '4500', maxBetMinor: '200' }],
    });
    const [audit] = await queryRows<{ actor: string; reason: string }>(
      t.database.db,
      sql`select actor, reason from reward_history where player_id = ${player.id}`,
    );
    expect(audit?.reason).toBe('VIP birthday');
    expect(audit?.actor).not.toBe('player');
    for (const bad of [
      { ...grant, amountMinor: '-5' },
      { ...grant, reason: '' },
      { ...grant, kind: 'cash' },
      { ...grant, idempotencyKey: 'short' },
    ]) {
      expect(
        (await operatorPost(`/operator-api/v1/players/${player.id}/rewards`, bad)).statusCode,
      ).toBe(400);
    }
    const unknown = await operatorPost(
      '/operator-api/v1/players/00000000-0000-4000-8000-000000000000/rewards',
      { ...grant, idempotencyKey: 'unknown-player' },
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('a break ends the bonus', () => {
  it('forfeits a running bonus when the player takes a time-out', async () => {
    const player = await british();
    await operatorPost(`/operator-api/v1/players/${player.id}/rewards`, {
      kind: 'bonus',
      amountMinor: '700',
      bonus: { wageringMultiplier: 2, wageringDays: 7 },
      reason: 'Test',
      idempotencyKey: `break-${player.id}`,
    });
    const timeOut = await postFormAs(t, player, '/en/user/self-exclusion', {
      duration: '1',
      password: player.password,
    });
    expect(timeOut.statusCode, timeOut.body).toBe(200);
    await deliverFacts(t);
    expect((await bonusRows(player.id))[0]?.status).toBe('forfeited');
    expect(await transfersOfKind('bonus_forfeit', player.id)).toBe(1);
    await expectLedgerBalanced(t);
  });
});
