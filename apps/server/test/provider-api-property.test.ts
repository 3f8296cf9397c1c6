import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper';
import {
  balanceSums,
  cashOf,
  catalogueGames,
  fund,
  launchFor,
  providerPost,
} from './provider-api-helper';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/platform/db/client';

// DESIGN §9: random debits, credits, rollbacks, exact duplicates and out-of-order arrivals for a
// few players against an in-memory model of what the provider API must answer.

let t: TestApp;
/** The game every player here has opened (a debit belongs to a launch, DESIGN §7). */
let gameId: string;
beforeAll(async () => {
  t = await createTestApp();
  gameId = (await catalogueGames(t.database.db, 1))[0]!.id;
});
afterAll(() => t.close());

const PLAYERS = 2;
const SLOTS = 6;
const ROUNDS_PER_PLAYER = 3;

/** A debit the provider may send (or a rollback may name before it arrives). */
type DebitSlot = {
  player: number;
  round: number;
  amount: number;
  /** The credits that may pay it: amount and roundEnded. */
  credits: { amount: number; isRoundEnded: boolean }[];
};

type Step =
  | { op: 'debit'; slot: number }
  /** The slot's transaction id with another amount: a conflict once the debit is recorded. */
  | { op: 'debit-other-amount'; slot: number }
  | { op: 'credit'; slot: number; credit: number }
  | { op: 'rollback'; slot: number; rollback: number };

const slotArbitrary: fc.Arbitrary<DebitSlot> = fc.record({
  player: fc.nat({ max: PLAYERS - 1 }),
  round: fc.nat({ max: ROUNDS_PER_PLAYER - 1 }),
  amount: fc.integer({ min: 1, max: 2_000 }),
  credits: fc.array(
    fc.record({ amount: fc.integer({ min: 0, max: 3_000 }), isRoundEnded: fc.boolean() }),
    { minLength: 2, maxLength: 2 },
  ),
});

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ op: fc.constant('debit' as const), slot: fc.nat({ max: SLOTS - 1 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant('debit-other-amount' as const),
      slot: fc.nat({ max: SLOTS - 1 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('credit' as const),
      slot: fc.nat({ max: SLOTS - 1 }),
      credit: fc.nat({ max: 1 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('rollback' as const),
      slot: fc.nat({ max: SLOTS - 1 }),
      rollback: fc.nat({ max: 1 }),
    }),
  },
);

type Answer = { status: number; body: Record<string, unknown> };
type Outcome = { status: number; code?: string; balance?: number };

/** What the casino must hold and answer, computed without it. */
type Model = {
  cash: number[];
  /** Recorded calls by transaction id: the body sent and the first answer. */
  recorded: Map<string, { sent: string; answer: Answer }>;
  debits: Map<string, { player: number; roundId: string; amount: number; isCredited: boolean }>;
  /** Debit id → the answer of the rollback (or tombstone) that cancelled it. */
  rollbacks: Map<string, Answer>;
  rounds: Map<string, { player: number; status: 'open' | 'completed' | 'cancelled' }>;
};

function evaluate(
  model: Model,
  kind: string,
  body: Record<string, unknown>,
  player: number,
): Outcome {
  const cash = model.cash[player] ?? 0;
  if (kind === 'debit') {
    const id = body.transactionId as string;
    const roundId = body.roundId as string;
    const amount = body.amount as number;
    if (model.rollbacks.has(id)) return { status: 409, code: 'TRANSACTION_ROLLED_BACK' };
    const round = model.rounds.get(roundId);
    if (round !== undefined && round.status !== 'open')
      return { status: 409, code: 'ROUND_CLOSED' };
    if (amount > cash) return { status: 402, code: 'INSUFFICIENT_FUNDS', balance: cash };
    model.cash[player] = cash - amount;
    model.rounds.set(roundId, round ?? { player, status: 'open' });
    model.debits.set(id, { player, roundId, amount, isCredited: false });
    return { status: 200, balance: cash - amount };
  }
  if (kind === 'credit') {
    const debitId = body.debitTransactionId as string;
    if (model.rollbacks.has(debitId)) return { status: 409, code: 'TRANSACTION_ROLLED_BACK' };
    const debit = model.debits.get(debitId);
    if (debit === undefined) return { status: 404, code: 'TRANSACTION_NOT_FOUND' };
    const round = model.rounds.get(debit.roundId);
    if (round?.status !== 'open') return { status: 409, code: 'ROUND_CLOSED' };
    const amount = body.amount as number;
    model.cash[player] = cash + amount;
    debit.isCredited = true;
    if (body.roundEnded !== false) round.status = 'completed';
    return { status: 200, balance: cash + amount };
  }
  // rollback
  const debitId = body.originalTransactionId as string;
  const debit = model.debits.get(debitId);
  if (debit === undefined) return { status: 200, balance: cash }; // a tombstone
  if (debit.isCredited) return { status: 409, code: 'ROLLBACK_NOT_ALLOWED' };
  model.cash[player] = cash + debit.amount;
  model.debits.delete(debitId);
  const round = model.rounds.get(debit.roundId);
  const isStanding = [...model.debits.values()].some((d) => d.roundId === debit.roundId);
  if (round !== undefined && round.status === 'open' && !isStanding) round.status = 'cancelled';
  return { status: 200, balance: cash + debit.amount };
}

describe('provider API property', () => {
  it('matches the model for random sequences, keeping the ledger whole', async () => {
    const playerIds: string[] = [];
    for (let index = 0; index < PLAYERS; index += 1) {
      const player = await t.createPlayer({ currency: 'EUR' });
      await launchFor(t, player, gameId);
      playerIds.push(player.id);
    }
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(slotArbitrary, { minLength: SLOTS, maxLength: SLOTS }),
        fc.array(fc.integer({ min: 0, max: 4_000 }), { minLength: PLAYERS, maxLength: PLAYERS }),
        fc.array(stepArbitrary, { minLength: 1, maxLength: 25 }),
        async (slots, funding, steps) => {
          runs += 1;
          const run = randomUUID().slice(0, 8);
          const model: Model = {
            cash: [],
            recorded: new Map(),
            debits: new Map(),
            rollbacks: new Map(),
            rounds: new Map(),
          };
          for (const [index, playerId] of playerIds.entries()) {
            const start = await cashOf(t.database.db, playerId);
            const extra = funding[index] ?? 0;
            if (extra > 0) await fund(t.database.db, playerId, BigInt(extra));
            model.cash[index] = Number(start) + extra;
          }
          const debitId = (slot: number) => `${run}-d${slot}`;
          const roundIdOf = (slot: DebitSlot) => `${run}-p${slot.player}-r${slot.round}`;

          for (const step of steps) {
            const slot = slots[step.slot];
            if (slot === undefined) throw new Error('no such slot');
            const base = {
              playerId: playerIds[slot.player],
              roundId: roundIdOf(slot),
              gameId,
            };
            let kind: 'debit' | 'credit' | 'rollback';
            let body: Record<string, unknown>;
            switch (step.op) {
              case 'debit':
              case 'debit-other-amount':
                kind = 'debit';
                body = {
                  ...base,
                  transactionId: debitId(step.slot),
                  amount: slot.amount + (step.op === 'debit' ? 0 : 1),
                  currency: 'EUR',
                };
                break;
              case 'credit': {
                const credit = slot.credits[step.credit] ?? { amount: 0, isRoundEnded: true };
                kind = 'credit';
                body = {
                  ...base,
                  transactionId: `${run}-c${step.slot}-${step.credit}`,
                  amount: credit.amount,
                  currency: 'EUR',
                  debitTransactionId: debitId(step.slot),
                  ...(credit.isRoundEnded ? {} : { roundEnded: false }),
                };
                break;
              }
              case 'rollback':
                kind = 'rollback';
                body = {
                  ...base,
                  transactionId: `${run}-x${step.slot}-${step.rollback}`,
                  originalTransactionId: debitId(step.slot),
                };
                break;
            }
            const sent = JSON.stringify(body);
            const response = await providerPost(t.app, kind, body);
            const answer: Answer = { status: response.statusCode, body: response.json() };
            const id = body.transactionId as string;

            const recorded = model.recorded.get(id);
            if (recorded !== undefined) {
              // A replay answers the first answer; another payload is a conflict.
              if (recorded.sent === sent) expect(answer).toEqual(recorded.answer);
              else expect(answer.body).toMatchObject({ error: { code: 'TRANSACTION_CONFLICT' } });
              continue;
            }
            if (kind === 'rollback') {
              const prior = model.rollbacks.get(body.originalTransactionId as string);
              if (prior !== undefined) {
                expect(answer).toEqual(prior);
                continue;
              }
            }
            const expected = evaluate(model, kind, body, slot.player);
            expect({
              status: answer.status,
              code: (answer.body.error as { code?: string } | undefined)?.code,
              balance: answer.body.balance,
            }).toEqual({
              status: expected.status,
              code: expected.code,
              balance: expected.balance,
            });
            if (answer.status === 200) {
              model.recorded.set(id, { sent, answer });
              if (kind === 'rollback') {
                model.rollbacks.set(body.originalTransactionId as string, answer);
              }
            }
          }

          for (const [index, playerId] of playerIds.entries()) {
            const balance = await cashOf(t.database.db, playerId);
            expect(balance).toBe(BigInt(model.cash[index] ?? -1));
            expect(balance >= 0n).toBe(true);
          }
          for (const total of Object.values(await balanceSums(t.database.db))) {
            expect(total).toBe(0n);
          }
          // Close what the sequence left open (a zero credit per standing debit, rollback of the
          // rest is not needed): every round ends completed or cancelled.
          for (const [id, debit] of model.debits) {
            const round = model.rounds.get(debit.roundId);
            if (round?.status !== 'open') continue;
            const closing = await providerPost(t.app, 'credit', {
              playerId: playerIds[debit.player],
              roundId: debit.roundId,
              gameId,
              transactionId: `${id}-close`,
              amount: 0,
              currency: 'EUR',
              debitTransactionId: id,
            });
            expect(closing.statusCode).toBe(200);
            round.status = 'completed';
          }
        },
      ),
      { numRuns: 30 },
    );
    expect(runs).toBeGreaterThanOrEqual(30);
    const [open] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from game_rounds where status = 'open'`,
    );
    expect(open?.n).toBe(0);
  });
});
