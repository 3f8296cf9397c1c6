import { randomUUID } from 'node:crypto';
import type { BonusStatus } from '@playfair/contracts/rewards';
import { HOUR_MS, DAY_MS, MINUTE_MS } from '@playfair/domain/constants';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db/client';
import { loginAs, XHR } from './helper';
import { fund, operatorHeaders, postFormAs, signedInPlayer, type Session } from './payments-helper';
import { balanceSums, providerPost } from './provider-api-helper';
import {
  createRewardsTestApp,
  launchFor,
  slotGame,
  walletOf,
  type RewardsTestApp,
} from './rewards-helper';

// DESIGN §9 and §11, decision 009: random deposits, bonus grants, stakes, wins, rollbacks, exact
// duplicates, expiries and withdrawals for two players (a British one, whose wagering is held to
// 10x, and a Finnish one) against an in-memory model of their cash and bonus money.

let t: RewardsTestApp;
let slot: { id: string; slug: string };
beforeAll(async () => {
  t = await createRewardsTestApp();
  slot = await slotGame(t);
});
afterAll(() => t.close());

/** The markets of the two players: a bonus's wagering multiplier is held to the market's cap. */
const MARKETS: readonly { country: string; currency: string; multiplierCap: number | null }[] = [
  { country: 'GB', currency: 'GBP', multiplierCap: 10 },
  { country: 'FI', currency: 'EUR', multiplierCap: null },
];
const PLAYERS = MARKETS.length;
/** Slots count 100 % of a stake toward wagering. */
const CONTRIBUTIONS = { slots: 100, table: 10, live: 0 };
const SLOTS_PERCENT = CONTRIBUTIONS.slots;

type Step =
  | { op: 'deposit'; player: number; amount: number }
  | {
      op: 'grant';
      player: number;
      amount: number;
      multiplier: number;
      maxBet: number | null;
      days: number;
    }
  /**
   * A stake on one of the player's open rounds (`pick`), or on a new round; all in: the player's
   * cash and bonus together (when there is any).
   */
  | {
      op: 'stake';
      player: number;
      pick: number;
      isNewRound: boolean;
      amount: number;
      isAllIn: boolean;
    }
  /** A win on a standing stake of an open round. */
  | { op: 'win'; player: number; pick: number; amount: number; isRoundEnded: boolean }
  /** The rollback of a standing stake without a win. */
  | { op: 'rollback'; player: number; pick: number }
  /** The exact repeat of an earlier accepted call. */
  | { op: 'duplicate'; pick: number }
  /** The clock moves past the player's bonus's expiry (or an hour) and the job runs. */
  | { op: 'expire'; player: number }
  | { op: 'withdraw'; player: number; amount: number; isForfeitConfirmed: boolean };

const playerArbitrary = fc.nat({ max: PLAYERS - 1 });
const pickArbitrary = fc.nat({ max: 5 });

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('deposit' as const),
      player: playerArbitrary,
      amount: fc.integer({ min: 1, max: 5_000 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('grant' as const),
      player: playerArbitrary,
      amount: fc.oneof(fc.integer({ min: 50, max: 400 }), fc.integer({ min: 400, max: 2_000 })),
      multiplier: fc.oneof(
        { weight: 6, arbitrary: fc.integer({ min: 0, max: 5 }) },
        { weight: 1, arbitrary: fc.constant(12) },
      ),
      maxBet: fc.option(fc.integer({ min: 100, max: 1_500 }), { nil: null }),
      days: fc.integer({ min: 1, max: 30 }),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      op: fc.constant('stake' as const),
      player: playerArbitrary,
      pick: pickArbitrary,
      isNewRound: fc.boolean(),
      amount: fc.integer({ min: 1, max: 1_500 }),
      isAllIn: fc.oneof(
        { weight: 4, arbitrary: fc.constant(false) },
        { weight: 1, arbitrary: fc.constant(true) },
      ),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('win' as const),
      player: playerArbitrary,
      pick: pickArbitrary,
      amount: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 3_000 })),
      isRoundEnded: fc.oneof(
        { weight: 3, arbitrary: fc.constant(true) },
        { weight: 1, arbitrary: fc.constant(false) },
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('rollback' as const),
      player: playerArbitrary,
      pick: pickArbitrary,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('duplicate' as const), pick: fc.nat({ max: 40 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('expire' as const), player: playerArbitrary }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('withdraw' as const),
      player: playerArbitrary,
      amount: fc.integer({ min: 2_000, max: 8_000 }),
      isForfeitConfirmed: fc.boolean(),
    }),
  },
);

/** A bonus as the model keeps it. */
type ModelBonus = {
  id: string;
  status: BonusStatus;
  amount: number;
  required: number;
  done: number;
  maxBet: number | null;
  expiresAt: number;
  /** bonus_conversion transfers it made: 0, or 1 when money turned into cash. */
  conversions: number;
};

type ModelPlayer = {
  session: Session;
  multiplierCap: number | null;
  cash: number;
  bonus: number;
  running: ModelBonus | null;
  bonuses: ModelBonus[];
  /** What the withdrawal holds took, each at most the cash of its moment. */
  withdrawn: number;
  nextRound: number;
};

type ModelDebit = {
  transactionId: string;
  player: number;
  roundId: string;
  amount: number;
  bonusPart: number;
  /** The bonus the stake counted toward, and what it counted (a rollback takes it back). */
  countedTo: ModelBonus | null;
  counted: number;
  isCredited: boolean;
  isRolledBack: boolean;
};

type Answer = { status: number; body: Record<string, unknown> };

/** An accepted call, sent again as it was. */
type Recorded = { send: () => Promise<LightMyRequestResponse>; answer: Answer };

function answerOf(response: LightMyRequestResponse): Answer {
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

function codeOf(answer: Answer): string | undefined {
  return (answer.body.error as { code?: string } | undefined)?.code;
}

/** A bonus ends without becoming cash, or turns into cash: the model's side of it. */
function endBonus(player: ModelPlayer, status: Exclude<BonusStatus, 'active'>): void {
  const bonus = player.running;
  if (bonus === null) throw new Error('no running bonus to end');
  bonus.status = status;
  if (status === 'converted') {
    if (player.bonus > 0) bonus.conversions += 1;
    player.cash += player.bonus;
  }
  // Expired and forfeited money goes back to the house; a spent bonus has none left.
  player.bonus = 0;
  player.running = null;
}

/**
 * Where the bonus part of a win or refund goes (decision 009): to bonus while a bonus runs; to the
 * house when the last bonus expired or was forfeited; otherwise (converted, spent, none) to cash.
 */
function shareGoesTo(player: ModelPlayer): 'bonus' | 'house' | 'cash' {
  if (player.running !== null) return 'bonus';
  const last = player.bonuses.at(-1);
  return last?.status === 'expired' || last?.status === 'forfeited' ? 'house' : 'cash';
}

function grantBody(step: Extract<Step, { op: 'grant' }>, key: string) {
  return {
    kind: 'bonus',
    amountMinor: String(step.amount),
    bonus: {
      wageringMultiplier: step.multiplier,
      wageringDays: step.days,
      maxBetMinor: step.maxBet === null ? null : String(step.maxBet),
      contributions: CONTRIBUTIONS,
    },
    reason: 'test',
    idempotencyKey: key,
  };
}

function grant(playerId: string, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/operator-api/v1/players/${playerId}/rewards`,
    headers: { ...operatorHeaders(), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

/** A fresh session for a player (the clock moved on). */
async function signIn(session: Session): Promise<Session> {
  const cookie = await loginAs(t.app, session);
  const response = await t.app.inject({
    method: 'GET',
    url: '/public-api/v1/get-form-csrf-token',
    headers: { ...XHR, cookie },
  });
  return { ...session, cookie, csrfToken: response.json<{ csrf_token: string }>().csrf_token };
}

async function transferCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from ledger_transfers`,
  );
  return row?.n ?? -1;
}

/** Every check that holds after each step, whatever it was. */
async function expectMatchesModel(players: ModelPlayer[]): Promise<void> {
  const ids = sql.join(
    players.map((player) => sql`${player.session.id}::uuid`),
    sql`, `,
  );
  for (const [index, player] of players.entries()) {
    const wallet = await walletOf(t, player.session);
    expect(wallet, `player ${index}`).toEqual({
      cash: BigInt(player.cash),
      bonus: BigInt(player.bonus),
    });
    expect(wallet.cash >= 0n && wallet.bonus >= 0n).toBe(true);
  }
  for (const [currency, total] of Object.entries(await balanceSums(t.database.db))) {
    expect(total, currency).toBe(0n);
  }

  const rows = await queryRows<{
    id: string;
    playerId: string;
    status: string;
    amount: string;
    required: string;
    done: string;
  }>(
    t.database.db,
    sql`select id, player_id as "playerId", status, amount_minor::text as amount,
               wagering_required_minor::text as required, wagering_done_minor::text as done
        from player_bonuses where player_id in (${ids})`,
  );
  const expected = players.flatMap((player) =>
    player.bonuses.map((bonus) => ({
      id: bonus.id,
      playerId: player.session.id,
      status: bonus.status,
      amount: String(bonus.amount),
      required: String(bonus.required),
      done: String(bonus.done),
    })),
  );
  const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
  expect(rows.sort(byId)).toEqual(expected.sort(byId));
  for (const player of players) {
    const active = rows.filter(
      (row) => row.playerId === player.session.id && row.status === 'active',
    );
    expect(active.length).toBeLessThanOrEqual(1);
  }

  // A bonus turns into cash at most once: one bonus_conversion transfer, or none when it had no
  // money left.
  const conversions = await queryRows<{ id: string; n: number }>(
    t.database.db,
    sql`select b.id, count(lt.id)::int as n
        from player_bonuses b
        left join ledger_transfers lt on lt.kind = 'bonus_conversion'
          and (lt.metadata->>'bonusId' = b.id::text
            or lt.idempotency_key = 'reward:bonus:' || b.id::text || ':conversion')
        where b.player_id in (${ids})
        group by b.id`,
  );
  const counted = Object.fromEntries(conversions.map((row) => [row.id, row.n]));
  for (const player of players) {
    for (const bonus of player.bonuses) {
      expect(counted[bonus.id], `conversions of ${bonus.id}`).toBe(bonus.conversions);
      expect(counted[bonus.id]).toBeLessThanOrEqual(1);
    }
  }

  // Bonus money is never withdrawn: the holds are exactly those the model allowed out of cash.
  const held = await queryRows<{ owner: string; balance: string }>(
    t.database.db,
    sql`select owner_id::text as owner, balance_minor::text as balance from ledger_accounts
        where kind = 'player_withdrawal' and owner_id::text in (${sql.join(
          players.map((player) => sql`${player.session.id}`),
          sql`, `,
        )})`,
  );
  for (const player of players) {
    const row = held.find((candidate) => candidate.owner === player.session.id);
    expect(BigInt(row?.balance ?? '0')).toBe(BigInt(player.withdrawn));
  }
}

const RUNS = 25;

/**
 * Sequences that meet each rule whatever the random ones find (funding of each player, then the
 * steps).
 */
const EXAMPLES: [number[], Step[]][] = [
  // A British bonus asking 12x is held to 10x; a stake above its max bet is refused; stakes spend
  // cash first, then bonus; the stake that completes the wagering turns what is left into cash,
  // once; a repeated grant answers the same bonus.
  [
    [1_000, 0],
    [
      { op: 'grant', player: 0, amount: 100, multiplier: 12, maxBet: 300, days: 2 },
      { op: 'stake', player: 0, pick: 0, isNewRound: true, amount: 400, isAllIn: false },
      { op: 'stake', player: 0, pick: 0, isNewRound: true, amount: 300, isAllIn: false },
      { op: 'stake', player: 0, pick: 0, isNewRound: false, amount: 300, isAllIn: false },
      { op: 'win', player: 0, pick: 0, amount: 90, isRoundEnded: true },
      { op: 'stake', player: 0, pick: 0, isNewRound: true, amount: 300, isAllIn: false },
      { op: 'stake', player: 0, pick: 0, isNewRound: true, amount: 250, isAllIn: false },
      { op: 'duplicate', pick: 0 },
      { op: 'win', player: 0, pick: 0, amount: 500, isRoundEnded: true },
      { op: 'withdraw', player: 0, amount: 2_000, isForfeitConfirmed: false },
    ],
  ],
  // A Finnish bonus: a win on a round staked partly with bonus goes back to bonus in that share; a
  // rollback gives the bonus part back to bonus; the bonus does not end spent while bonus money is
  // staked in a round still open, so a win on that stake goes back to bonus.
  [
    [0, 300],
    [
      { op: 'grant', player: 1, amount: 500, multiplier: 5, maxBet: null, days: 30 },
      { op: 'stake', player: 1, pick: 0, isNewRound: true, amount: 400, isAllIn: false },
      { op: 'stake', player: 1, pick: 0, isNewRound: false, amount: 200, isAllIn: false },
      { op: 'rollback', player: 1, pick: 1 },
      { op: 'win', player: 1, pick: 0, amount: 801, isRoundEnded: false },
      { op: 'stake', player: 1, pick: 0, isNewRound: true, amount: 1, isAllIn: true },
      { op: 'deposit', player: 1, amount: 100 },
      { op: 'stake', player: 1, pick: 0, isNewRound: true, amount: 100, isAllIn: false },
      { op: 'win', player: 1, pick: 2, amount: 0, isRoundEnded: true },
      { op: 'win', player: 1, pick: 1, amount: 3_000, isRoundEnded: true },
      { op: 'duplicate', pick: 3 },
    ],
  ],
  // A withdrawal asks before it forfeits the bonus and never takes bonus money; an expired bonus
  // goes back to the house; one bonus at a time.
  [
    [2_500, 0],
    [
      { op: 'grant', player: 0, amount: 500, multiplier: 5, maxBet: null, days: 30 },
      { op: 'grant', player: 0, amount: 700, multiplier: 1, maxBet: null, days: 3 },
      { op: 'withdraw', player: 0, amount: 2_000, isForfeitConfirmed: false },
      { op: 'withdraw', player: 0, amount: 3_000, isForfeitConfirmed: true },
      { op: 'grant', player: 0, amount: 700, multiplier: 5, maxBet: null, days: 3 },
      { op: 'stake', player: 0, pick: 0, isNewRound: true, amount: 2_600, isAllIn: false },
      { op: 'expire', player: 0 },
      { op: 'rollback', player: 0, pick: 0 },
      { op: 'withdraw', player: 0, amount: 2_000, isForfeitConfirmed: false },
    ],
  ],
];

describe('bonus money property', () => {
  it('matches the model of cash and bonus for random sequences', { timeout: 300_000 }, async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 5_000 }), { minLength: PLAYERS, maxLength: PLAYERS }),
        fc.array(stepArbitrary, { minLength: 1, maxLength: 25 }),
        async (funding, steps) => {
          runs += 1;
          const run = randomUUID().slice(0, 8);
          const players: ModelPlayer[] = [];
          for (const [index, market] of MARKETS.entries()) {
            const session = await signedInPlayer(t, {
              country: market.country,
              currency: market.currency,
            });
            await launchFor(t, session, slot.id, { now: t.clock.now });
            const extra = funding[index] ?? 0;
            if (extra > 0) await fund(t, session, BigInt(extra));
            players.push({
              session,
              multiplierCap: market.multiplierCap,
              cash: extra,
              bonus: 0,
              running: null,
              bonuses: [],
              withdrawn: 0,
              nextRound: 0,
            });
          }
          const debits: ModelDebit[] = [];
          const rounds = new Map<string, 'open' | 'completed' | 'cancelled'>();
          const recorded: Recorded[] = [];
          let callCount = 0;
          const nextId = (prefix: string) => {
            callCount += 1;
            return `${run}-${prefix}${callCount}`;
          };
          const playable = (player: ModelPlayer) => player.cash + player.bonus;

          for (const step of steps) {
            switch (step.op) {
              case 'deposit': {
                const player = players[step.player]!;
                await fund(t, player.session, BigInt(step.amount));
                player.cash += step.amount;
                break;
              }

              case 'grant': {
                const player = players[step.player]!;
                const body = grantBody(step, `k-${nextId('g')}`);
                const send = () => grant(player.session.id, body);
                const answer = answerOf(await send());
                if (player.running !== null) {
                  expect(answer.status, JSON.stringify(answer.body)).toBe(409);
                  expect(codeOf(answer)).toBe('BONUS_ALREADY_RUNNING');
                  break;
                }
                expect(answer.status, JSON.stringify(answer.body)).toBe(200);
                const id = answer.body.bonusId as string;
                const multiplier =
                  player.multiplierCap === null
                    ? step.multiplier
                    : Math.min(step.multiplier, player.multiplierCap);
                const bonus: ModelBonus = {
                  id,
                  status: 'active',
                  amount: step.amount,
                  required: step.amount * multiplier,
                  done: 0,
                  maxBet: step.maxBet,
                  expiresAt: t.clock.now().getTime() + step.days * DAY_MS,
                  conversions: 0,
                };
                player.bonuses.push(bonus);
                player.running = bonus;
                player.bonus += step.amount;
                // Nothing to wager: the bonus is cash at once.
                if (bonus.required === 0) endBonus(player, 'converted');
                recorded.push({ send, answer });
                break;
              }

              case 'stake': {
                const player = players[step.player]!;
                const open = [...rounds.entries()].filter(
                  ([roundId, status]) =>
                    status === 'open' &&
                    debits.some(
                      (debit) => debit.roundId === roundId && debit.player === step.player,
                    ),
                );
                let roundId = open[step.pick % Math.max(open.length, 1)]?.[0];
                if (step.isNewRound || roundId === undefined) {
                  player.nextRound += 1;
                  roundId = `${run}-p${step.player}-r${player.nextRound}`;
                }
                const amount =
                  step.isAllIn && playable(player) > 0 ? playable(player) : step.amount;
                const transactionId = nextId('d');
                const body = {
                  playerId: player.session.id,
                  roundId,
                  gameId: slot.id,
                  transactionId,
                  amount: amount,
                  currency: player.session.currency,
                };
                const send = () => providerPost(t.app, 'debit', body);
                const answer = answerOf(await send());
                const cashPart = Math.min(player.cash, amount);
                const bonusPart = amount - cashPart;
                let countedTo: ModelBonus | null = null;
                let counted = 0;
                const expected = (() => {
                  // The stake's checks come first (the max bet among them), then the money: a
                  // stake cash and bonus cannot cover is refused as a balance CHECK refuses it.
                  const bonus = player.running;
                  if (bonus !== null && bonus.maxBet !== null && amount > bonus.maxBet) {
                    return { status: 403, code: 'BONUS_MAX_BET_EXCEEDED', balance: undefined };
                  }
                  if (bonusPart > player.bonus) {
                    return { status: 402, code: 'INSUFFICIENT_FUNDS', balance: playable(player) };
                  }
                  player.cash -= cashPart;
                  player.bonus -= bonusPart;
                  const balance = playable(player);
                  if (bonus !== null) {
                    counted = Math.floor((amount * SLOTS_PERCENT) / 100);
                    countedTo = bonus;
                    bonus.done += counted;
                    if (bonus.done >= bonus.required) endBonus(player, 'converted');
                  }
                  return { status: 200, code: undefined, balance };
                })();
                expect(
                  { status: answer.status, code: codeOf(answer), balance: answer.body.balance },
                  JSON.stringify(answer.body),
                ).toEqual(expected);
                if (answer.status === 200) {
                  rounds.set(roundId, 'open');
                  debits.push({
                    transactionId,
                    player: step.player,
                    roundId,
                    amount: amount,
                    bonusPart,
                    countedTo,
                    counted,
                    isCredited: false,
                    isRolledBack: false,
                  });
                  recorded.push({ send, answer });
                }
                break;
              }

              case 'win': {
                const player = players[step.player]!;
                const payable = debits.filter(
                  (debit) =>
                    debit.player === step.player &&
                    !debit.isRolledBack &&
                    rounds.get(debit.roundId) === 'open',
                );
                const debit = payable[step.pick % Math.max(payable.length, 1)];
                if (debit === undefined) break;
                const body = {
                  playerId: player.session.id,
                  roundId: debit.roundId,
                  gameId: slot.id,
                  transactionId: nextId('c'),
                  amount: step.amount,
                  currency: player.session.currency,
                  debitTransactionId: debit.transactionId,
                  ...(step.isRoundEnded ? {} : { roundEnded: false }),
                };
                const send = () => providerPost(t.app, 'credit', body);
                const answer = answerOf(await send());
                // The share of the round's standing stakes that was bonus money goes back to
                // bonus while a bonus runs; the rest is cash.
                const standing = debits.filter(
                  (candidate) => candidate.roundId === debit.roundId && !candidate.isRolledBack,
                );
                const stakes = standing.reduce((sum, candidate) => sum + candidate.amount, 0);
                const bonusStakes = standing.reduce(
                  (sum, candidate) => sum + candidate.bonusPart,
                  0,
                );
                const bonusPart =
                  stakes === 0 || bonusStakes === 0
                    ? 0
                    : Math.floor((step.amount * bonusStakes) / stakes);
                const goesTo = shareGoesTo(player);
                if (goesTo === 'bonus') player.bonus += bonusPart;
                player.cash += step.amount - (goesTo === 'cash' ? 0 : bonusPart);
                const balance = playable(player);
                debit.isCredited = true;
                if (step.isRoundEnded) {
                  rounds.set(debit.roundId, 'completed');
                  // Spent only once no bonus money is staked in a round still open.
                  const hasOpenBonusStakes = debits.some(
                    (candidate) =>
                      candidate.player === step.player &&
                      candidate.bonusPart > 0 &&
                      !candidate.isRolledBack &&
                      rounds.get(candidate.roundId) === 'open',
                  );
                  if (player.running !== null && player.bonus === 0 && !hasOpenBonusStakes) {
                    endBonus(player, 'spent');
                  }
                }
                expect(
                  { status: answer.status, balance: answer.body.balance },
                  JSON.stringify(answer.body),
                ).toEqual({ status: 200, balance });
                recorded.push({ send, answer });
                break;
              }

              case 'rollback': {
                const player = players[step.player]!;
                const refundable = debits.filter(
                  (debit) =>
                    debit.player === step.player && !debit.isRolledBack && !debit.isCredited,
                );
                const debit = refundable[step.pick % Math.max(refundable.length, 1)];
                if (debit === undefined) break;
                const body = {
                  playerId: player.session.id,
                  roundId: debit.roundId,
                  gameId: slot.id,
                  transactionId: nextId('x'),
                  originalTransactionId: debit.transactionId,
                };
                const send = () => providerPost(t.app, 'rollback', body);
                const answer = answerOf(await send());
                // The stake goes back where it came from: its bonus part to bonus while that bonus
                // runs, to the house if it was given back, to cash if it became cash.
                const goesTo = shareGoesTo(player);
                if (goesTo === 'bonus') player.bonus += debit.bonusPart;
                player.cash += debit.amount - (goesTo === 'cash' ? 0 : debit.bonusPart);
                debit.isRolledBack = true;
                // A stake that never stood counts toward no wagering: taken back while its bonus
                // runs; a bonus that ended keeps its end.
                if (debit.countedTo !== null && debit.countedTo.status === 'active') {
                  debit.countedTo.done = Math.max(0, debit.countedTo.done - debit.counted);
                }
                const isStanding = debits.some(
                  (candidate) => candidate.roundId === debit.roundId && !candidate.isRolledBack,
                );
                if (rounds.get(debit.roundId) === 'open' && !isStanding) {
                  rounds.set(debit.roundId, 'cancelled');
                }
                expect(
                  { status: answer.status, balance: answer.body.balance },
                  JSON.stringify(answer.body),
                ).toEqual({ status: 200, balance: playable(player) });
                recorded.push({ send, answer });
                break;
              }

              case 'duplicate': {
                const earlier = recorded[step.pick % Math.max(recorded.length, 1)];
                if (earlier === undefined) break;
                const before = await transferCount();
                expect(answerOf(await earlier.send())).toEqual(earlier.answer);
                expect(await transferCount()).toBe(before);
                break;
              }

              case 'expire': {
                const target = players[step.player]!.running;
                const now = t.clock.now().getTime();
                t.clock.advance(
                  target === null ? HOUR_MS : Math.max(target.expiresAt - now, 0) + MINUTE_MS,
                );
                await t.runner.run('rewards.expire-bonuses');
                const at = t.clock.now().getTime();
                for (const player of players) {
                  // Every bonus past its expiry ends, the other player's too.
                  if (player.running !== null && player.running.expiresAt <= at) {
                    endBonus(player, 'expired');
                  }
                  // The moved clock ended the launch and the login: both are opened again.
                  player.session = await signIn(player.session);
                  await launchFor(t, player.session, slot.id, { now: t.clock.now });
                }
                break;
              }

              case 'withdraw': {
                const player = players[step.player]!;
                const response = await postFormAs(t, player.session, '/en/user/withdrawals', {
                  amount: (step.amount / 100).toFixed(2),
                  method: 'bank-transfer',
                  bank: 'sandbox-bank',
                  idempotency_key: nextId('w'),
                  ...(step.isForfeitConfirmed ? { confirm_bonus_forfeit: '1' } : {}),
                });
                const answer = answerOf(response);
                const expected = (() => {
                  if (player.running !== null) {
                    if (!step.isForfeitConfirmed) {
                      return { status: 409, code: 'BONUS_FORFEIT_UNCONFIRMED' };
                    }
                    // Only cash is held: bonus money never covers a withdrawal, and a withdrawal
                    // the cash cannot cover changes nothing, the bonus included.
                    if (step.amount > player.cash) {
                      return { status: 402, code: 'INSUFFICIENT_FUNDS' };
                    }
                    endBonus(player, 'forfeited');
                  }
                  if (step.amount > player.cash) return { status: 402, code: 'INSUFFICIENT_FUNDS' };
                  player.cash -= step.amount;
                  player.withdrawn += step.amount;
                  return { status: 200, code: undefined };
                })();
                expect(
                  { status: answer.status, code: codeOf(answer) },
                  JSON.stringify(answer.body),
                ).toEqual(expected);
                break;
              }
            }
            await expectMatchesModel(players);
          }
        },
      ),
      { numRuns: RUNS, examples: EXAMPLES },
    );
    expect(runs).toBeGreaterThanOrEqual(RUNS);
  });
});
