import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/platform/db/client';
import { createTestApp, type TestApp } from './helper';
import {
  balanceSums,
  cashOf,
  catalogueGames,
  fund,
  launchFor,
  ledgerRowsFor,
  nextId,
  providerPost,
} from './provider-api-helper';

// DESIGN §4: a player's cash never goes below zero and money never moves twice, however the calls
// interleave. On PGlite the calls queue on one connection; with DATABASE_URL they run truly in
// parallel on PostgreSQL (the test database's pool has several connections), serialised only by
// the lock on the player's cash account.

let t: TestApp;
/** The game the players here have opened (a debit belongs to a launch, DESIGN §7). */
let gameId: string;
beforeAll(async () => {
  t = await createTestApp();
  gameId = (await catalogueGames(t.database.db, 1))[0]!.id;
});

/** A player in EUR with `amountMinor` who has opened the game. */
async function playerAtGame(amountMinor: bigint) {
  const player = await t.createPlayer({ currency: 'EUR' });
  await fund(t.database.db, player.id, amountMinor);
  await launchFor(t, player, gameId);
  return player;
}
afterAll(() => t.close());

const STAKE = 100;

async function expectNoOpenRounds(): Promise<void> {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from game_rounds where status = 'open'`,
  );
  expect(row?.n).toBe(0);
}

describe('provider API under concurrency', () => {
  it('lets exactly the covered debits of 200 parallel ones through, the rest INSUFFICIENT_FUNDS', async () => {
    const covered = 57;
    const player = await playerAtGame(BigInt(covered * STAKE));
    const debits = Array.from({ length: 200 }, () => ({
      playerId: player.id,
      transactionId: nextId('par'),
      roundId: nextId('round'),
      gameId,
      amount: STAKE,
      currency: 'EUR',
    }));
    const responses = await Promise.all(debits.map((debit) => providerPost(t.app, 'debit', debit)));

    const passed = responses.filter((response) => response.statusCode === 200);
    const refused = responses.filter((response) => response.statusCode !== 200);
    expect(passed).toHaveLength(covered);
    expect(refused.map((response) => response.json().error.code)).toEqual(
      Array.from({ length: 200 - covered }, () => 'INSUFFICIENT_FUNDS'),
    );
    // Each accepted debit answers a distinct balance after it: 56 stakes' worth down to zero.
    expect(passed.map((response) => response.json().balance).sort((a, b) => a - b)).toEqual(
      Array.from({ length: covered }, (_, index) => index * STAKE),
    );
    expect(await cashOf(t.database.db, player.id)).toBe(0n);
    const [transfers] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ledger_transfers where kind = 'bet'
          and debit_account_id = (select id from ledger_accounts
                                  where kind = 'player_cash' and owner_id = ${player.id})`,
    );
    expect(transfers?.n).toBe(covered);
    for (const total of Object.values(await balanceSums(t.database.db))) expect(total).toBe(0n);

    // The accepted rounds end in parallel too: half lost (zero credit, no ledger transfer), half
    // won; the wins all land.
    const accepted = debits.filter((_, index) => responses[index]?.statusCode === 200);
    const credits = await Promise.all(
      accepted.map((debit, index) =>
        providerPost(t.app, 'credit', {
          playerId: debit.playerId,
          transactionId: nextId('cr'),
          roundId: debit.roundId,
          gameId: debit.gameId,
          amount: index % 2 === 0 ? 0 : 150,
          currency: 'EUR',
          debitTransactionId: debit.transactionId,
        }),
      ),
    );
    expect(credits.every((response) => response.statusCode === 200)).toBe(true);
    expect(await cashOf(t.database.db, player.id)).toBe(BigInt(Math.floor(covered / 2) * 150));
    await expectNoOpenRounds();
  });

  it('moves once when the same debit, credit and rollback each arrive many times at once', async () => {
    const player = await playerAtGame(10_000n);
    const debit = {
      playerId: player.id,
      transactionId: nextId('twin'),
      roundId: nextId('round'),
      gameId,
      amount: 2_000,
      currency: 'EUR',
    };
    const debitAnswers = await Promise.all(
      Array.from({ length: 20 }, () => providerPost(t.app, 'debit', debit)),
    );
    expect(new Set(debitAnswers.map((response) => response.body))).toHaveLength(1);
    expect(debitAnswers[0]?.json()).toMatchObject({ success: true, balance: 8_000 });
    expect(await ledgerRowsFor(t.database.db, debit.transactionId)).toBe(1);

    // Two rollback ids for the same debit racing with themselves: one refund.
    const rollbacks = ['rb-a', 'rb-b'].map((prefix) => ({
      playerId: player.id,
      transactionId: nextId(prefix),
      roundId: debit.roundId,
      gameId: debit.gameId,
      originalTransactionId: debit.transactionId,
    }));
    const rollbackAnswers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        providerPost(t.app, 'rollback', rollbacks[index % 2]),
      ),
    );
    expect(rollbackAnswers.every((response) => response.statusCode === 200)).toBe(true);
    expect(new Set(rollbackAnswers.map((response) => response.json().transactionId))).toHaveLength(
      1,
    );
    expect(await cashOf(t.database.db, player.id)).toBe(10_000n);
    // A credit racing the refund finds the debit rolled back, whatever the order.
    const late = await providerPost(t.app, 'credit', {
      playerId: player.id,
      transactionId: nextId('late'),
      roundId: debit.roundId,
      gameId: debit.gameId,
      amount: 5_000,
      currency: 'EUR',
      debitTransactionId: debit.transactionId,
    });
    expect(late.json().error.code).toBe('TRANSACTION_ROLLED_BACK');
    expect(await cashOf(t.database.db, player.id)).toBe(10_000n);
    await expectNoOpenRounds();
  });

  it('never refunds a paid debit when its credit and rollback race', async () => {
    const player = await playerAtGame(100_000n);
    const pairs = Array.from({ length: 30 }, () => ({
      playerId: player.id,
      transactionId: nextId('race'),
      roundId: nextId('round'),
      gameId,
      amount: 1_000,
      currency: 'EUR',
    }));
    for (const debit of pairs) {
      expect((await providerPost(t.app, 'debit', debit)).statusCode).toBe(200);
    }
    const outcomes = await Promise.all(
      pairs.map(async (debit) => {
        const base = { playerId: player.id, roundId: debit.roundId, gameId: debit.gameId };
        const [credit, rollback] = await Promise.all([
          providerPost(t.app, 'credit', {
            ...base,
            transactionId: nextId('c'),
            amount: 1_500,
            currency: 'EUR',
            debitTransactionId: debit.transactionId,
          }),
          providerPost(t.app, 'rollback', {
            ...base,
            transactionId: nextId('x'),
            originalTransactionId: debit.transactionId,
          }),
        ]);
        return { credit: credit.statusCode, rollback: rollback.statusCode };
      }),
    );
    let expected = 100_000 - pairs.length * 1_000;
    for (const outcome of outcomes) {
      // Exactly one of the two wins: paid (rollback refused) or refunded (credit refused).
      expect([
        { credit: 200, rollback: 409 },
        { credit: 409, rollback: 200 },
      ]).toContainEqual(outcome);
      expected += outcome.credit === 200 ? 1_500 : 1_000;
    }
    expect(await cashOf(t.database.db, player.id)).toBe(BigInt(expected));
    for (const total of Object.values(await balanceSums(t.database.db))) expect(total).toBe(0n);
    await expectNoOpenRounds();
  });

  it('lands every bet and win of two players at one provider, all at once, without a deadlock', async () => {
    // Decision 003: the provider's account is locked only by the money write, after the player's
    // lock; bets (player → provider) and wins (provider → player) of the same player and provider
    // interleaving here must all land, each exactly once.
    const players = [await playerAtGame(100_000n), await playerAtGame(100_000n)];
    const [before] = await queryRows<{ balance: string }>(
      t.database.db,
      sql`select coalesce(sum(balance_minor), 0)::text as balance from ledger_accounts
          where kind = 'provider' and owner_id = 'studio' and currency = 'EUR'`,
    );
    const ROUNDS = 40;
    const statuses = await Promise.all(
      players.flatMap((player) =>
        Array.from({ length: ROUNDS }, async () => {
          const debit = {
            playerId: player.id,
            transactionId: nextId('hammer-d'),
            roundId: nextId('round'),
            gameId,
            amount: 1_000,
            currency: 'EUR',
          };
          const placed = await providerPost(t.app, 'debit', debit);
          const won = await providerPost(t.app, 'credit', {
            playerId: player.id,
            transactionId: nextId('hammer-c'),
            roundId: debit.roundId,
            gameId: debit.gameId,
            amount: 1_500,
            currency: 'EUR',
            debitTransactionId: debit.transactionId,
          });
          return [placed.statusCode, won.statusCode];
        }),
      ),
    );
    expect(statuses.flat()).toEqual(Array.from({ length: 2 * ROUNDS * 2 }, () => 200));
    for (const player of players) {
      expect(await cashOf(t.database.db, player.id)).toBe(BigInt(100_000 + ROUNDS * 500));
    }
    const [after] = await queryRows<{ balance: string }>(
      t.database.db,
      sql`select balance_minor::text as balance from ledger_accounts
          where kind = 'provider' and owner_id = 'studio' and currency = 'EUR'`,
    );
    expect(BigInt(after?.balance ?? '0') - BigInt(before?.balance ?? '0')).toBe(
      BigInt(-2 * ROUNDS * 500),
    );
    for (const total of Object.values(await balanceSums(t.database.db))) expect(total).toBe(0n);
    await expectNoOpenRounds();
  });
});
