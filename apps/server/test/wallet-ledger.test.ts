import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/platform/db/client';
import { AppError } from '../src/platform/errors';
import {
  createWalletService,
  type AccountRef,
  type TransferInput,
  type TransferOutcome,
  type WalletService,
} from '../src/modules/wallet/service';
import { openTestDatabase, type TestDatabase } from './helper';

let database: TestDatabase;
let db: Database;
let wallet: WalletService;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  wallet = createWalletService(db);
});
afterAll(() => database.close());

const CLEARING: AccountRef = { kind: 'payment_clearing' };
const HOUSE: AccountRef = { kind: 'house' };
const cash = (playerId: string): AccountRef => ({ kind: 'player_cash', playerId });

/** The sum of every account's balance per currency; DESIGN §4 says each is zero. */
async function balanceSums(): Promise<Record<string, bigint>> {
  const rows = await queryRows<{ currency: string; total: string }>(
    db,
    sql`select currency, sum(balance_minor)::text as total from ledger_accounts group by currency`,
  );
  return Object.fromEntries(rows.map((row) => [row.currency, BigInt(row.total)]));
}

async function expectZeroSum(): Promise<void> {
  for (const total of Object.values(await balanceSums())) expect(total).toBe(0n);
}

async function transferCount(idempotencyKey: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ledger_transfers where idempotency_key = ${idempotencyKey}`,
  );
  return row?.n ?? -1;
}

async function houseBalance(currency: string): Promise<bigint> {
  const [row] = await queryRows<{ balance: string }>(
    db,
    sql`select balance_minor::text as balance from ledger_accounts where kind = 'house' and currency = ${currency}`,
  );
  return row === undefined ? 0n : BigInt(row.balance);
}

function deposit(playerId: string, amountMinor: bigint, key: string = randomUUID()): TransferInput {
  return {
    idempotencyKey: key,
    kind: 'deposit',
    from: CLEARING,
    to: cash(playerId),
    amountMinor,
    currency: 'EUR',
    metadata: { psp: 'test' },
  };
}

function bet(playerId: string, amountMinor: bigint, key: string = randomUUID()): TransferInput {
  return {
    idempotencyKey: key,
    kind: 'bet',
    from: cash(playerId),
    to: HOUSE,
    amountMinor,
    currency: 'EUR',
    metadata: { round: key },
  };
}

describe('wallet ledger', () => {
  it('opens a player account once and reads its balance', async () => {
    const playerId = randomUUID();
    expect(await wallet.balance(playerId, 'EUR')).toBe(0n);
    const first = await wallet.openPlayerAccount(playerId, 'EUR');
    const again = await wallet.openPlayerAccount(playerId, 'EUR');
    expect(again).toEqual(first);
    expect(first.balanceMinor).toBe(0n);
  });

  it('moves money with two sides and keeps every currency summing to zero', async () => {
    const playerId = randomUUID();
    const deposited = await wallet.transfer(deposit(playerId, 10_000n));
    expect(deposited).toMatchObject({ kind: 'transferred', balances: { toMinor: 10_000n } });
    const houseBefore = await houseBalance('EUR');
    const betted = await wallet.transfer(bet(playerId, 2_500n));
    expect(betted).toMatchObject({
      kind: 'transferred',
      balances: { fromMinor: 7_500n, toMinor: houseBefore + 2_500n },
    });
    await wallet.transfer({
      ...deposit(playerId, 300n),
      kind: 'win',
      from: HOUSE,
      currency: 'SEK',
    });
    expect(await wallet.balance(playerId, 'EUR')).toBe(7_500n);
    expect(await wallet.balance(playerId, 'SEK')).toBe(300n);
    // The house and the clearing account go negative; the sums stay zero.
    expect(await houseBalance('SEK')).toBe(-300n);
    await expectZeroSum();
  });

  it('refuses a transfer that would overdraw player cash, and nothing moves', async () => {
    const playerId = randomUUID();
    await wallet.transfer(deposit(playerId, 1_000n));
    const houseBefore = await houseBalance('EUR');
    const input = bet(playerId, 1_001n);
    expect(await wallet.transfer(input)).toEqual({
      kind: 'insufficient-funds',
      balanceMinor: 1_000n,
    });
    expect(await wallet.balance(playerId, 'EUR')).toBe(1_000n);
    expect(await houseBalance('EUR')).toBe(houseBefore);
    expect(await transferCount(input.idempotencyKey)).toBe(0);
    // A player without any account has nothing to spend either.
    expect(await wallet.transfer(bet(randomUUID(), 1n))).toEqual({
      kind: 'insufficient-funds',
      balanceMinor: 0n,
    });
    await expectZeroSum();
  });

  it('answers a replay with the first answer and moves once', async () => {
    const playerId = randomUUID();
    const input = deposit(playerId, 4_200n);
    const first = await wallet.transfer(input);
    await wallet.transfer(deposit(playerId, 100n));
    const replay = await wallet.transfer({ ...input, metadata: { psp: 'test' } });
    expect(replay).toEqual(first);
    expect(await wallet.balance(playerId, 'EUR')).toBe(4_300n);
    expect(await transferCount(input.idempotencyKey)).toBe(1);
  });

  it('refuses the same key with another payload, and nothing moves', async () => {
    const playerId = randomUUID();
    const input = deposit(playerId, 5_000n);
    const first = await wallet.transfer(input);
    if (first.kind !== 'transferred') throw new Error('the deposit failed');
    for (const other of [
      { ...input, amountMinor: 5_001n },
      { ...input, metadata: { psp: 'other' } },
      { ...input, to: cash(randomUUID()) },
    ]) {
      expect(await wallet.transfer(other)).toEqual({
        kind: 'conflict',
        transferId: first.transferId,
      });
    }
    expect(await wallet.balance(playerId, 'EUR')).toBe(5_000n);
    expect(await transferCount(input.idempotencyKey)).toBe(1);
  });

  it('moves once when two identical transfers race on one key', async () => {
    const playerId = randomUUID();
    await wallet.transfer(deposit(playerId, 1_000n));
    const input = bet(playerId, 700n);
    const [a, b] = await Promise.all([wallet.transfer(input), wallet.transfer(input)]);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ kind: 'transferred', balances: { fromMinor: 300n } });
    expect(await wallet.balance(playerId, 'EUR')).toBe(300n);
    expect(await transferCount(input.idempotencyKey)).toBe(1);
    await expectZeroSum();
  });

  it('moves once when two payloads race on one key: the other is a conflict', async () => {
    const playerId = randomUUID();
    const input = deposit(playerId, 1_000n);
    const outcomes = await Promise.all([
      wallet.transfer(input),
      wallet.transfer({ ...input, amountMinor: 2_000n }),
    ]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['conflict', 'transferred']);
    expect([1_000n, 2_000n]).toContain(await wallet.balance(playerId, 'EUR'));
    expect(await transferCount(input.idempotencyKey)).toBe(1);
  });

  it('runs the policy check inside the transaction: a refusal moves nothing and frees the key', async () => {
    const playerId = randomUUID();
    const input = deposit(playerId, 900n);
    const refusal = new Error('limit reached');
    await expect(
      wallet.transfer({
        ...input,
        check: async () => {
          throw refusal;
        },
      }),
    ).rejects.toBe(refusal);
    expect(await wallet.balance(playerId, 'EUR')).toBe(0n);
    expect(await transferCount(input.idempotencyKey)).toBe(0);
    let checks = 0;
    const passed = await wallet.transfer({ ...input, check: async () => void (checks += 1) });
    expect(passed.kind).toBe('transferred');
    await wallet.transfer({ ...input, check: async () => void (checks += 1) });
    expect(checks).toBe(1);
    expect(await wallet.balance(playerId, 'EUR')).toBe(900n);
  });

  it('opens no account for a refused transfer: the first transfer that moves money opens them', async () => {
    // DESIGN §5: a refusal changes nothing — in a currency no transfer used yet, so that the
    // house and clearing accounts would be new too.
    const currency = 'NOK';
    const accounts = async () => {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ledger_accounts where currency = ${currency}`,
      );
      return row?.n ?? -1;
    };
    const playerId = randomUUID();
    const refusal = new Error('round not found');
    await expect(
      wallet.transfer({
        ...deposit(playerId, 900n),
        currency,
        check: async () => {
          throw refusal;
        },
      }),
    ).rejects.toBe(refusal);
    const excluded = createWalletService(db, {
      policies: [
        async () => {
          throw new AppError('SELF_EXCLUDED');
        },
      ],
    });
    await expect(excluded.transfer({ ...deposit(playerId, 900n), currency })).rejects.toMatchObject(
      { code: 'SELF_EXCLUDED' },
    );
    expect(await wallet.transfer({ ...bet(playerId, 1n), currency })).toEqual({
      kind: 'insufficient-funds',
      balanceMinor: 0n,
    });
    await expect(
      wallet.withPlayerCashLocked(playerId, currency, async () => {
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(await accounts()).toBe(0);

    expect(await wallet.transfer({ ...deposit(playerId, 900n), currency })).toMatchObject({
      kind: 'transferred',
    });
    expect(await wallet.transfer({ ...bet(playerId, 400n), currency })).toMatchObject({
      kind: 'transferred',
      balances: { fromMinor: 500n, toMinor: 400n },
    });
    // Clearing, the player's cash and the house: each opened once.
    expect(await accounts()).toBe(3);
    expect(await wallet.balance(playerId, currency)).toBe(500n);
    await expectZeroSum();
  });

  it('refuses a zero, negative or one-sided amount before touching the database', async () => {
    const playerId = randomUUID();
    for (const input of [
      deposit(playerId, 0n),
      deposit(playerId, -5n),
      { ...deposit(playerId, 5n), from: cash(playerId) },
      { ...deposit(playerId, 5n), currency: 'eur' },
    ]) {
      await expect(wallet.transfer(input)).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect(await wallet.balance(playerId, 'EUR')).toBe(0n);
  });

  it('never lets a transfer be updated, deleted or truncated', async () => {
    const playerId = randomUUID();
    const input = deposit(playerId, 1_234n);
    await wallet.transfer(input);
    await expect(
      db.execute(
        sql`update ledger_transfers set amount_minor = 1 where idempotency_key = ${input.idempotencyKey}`,
      ),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`delete from ledger_transfers where idempotency_key = ${input.idempotencyKey}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`truncate ledger_transfers cascade`)).rejects.toThrow();
    const [row] = await queryRows<{ amount: string }>(
      db,
      sql`select amount_minor::text as amount from ledger_transfers where idempotency_key = ${input.idempotencyKey}`,
    );
    expect(row?.amount).toBe('1234');
  });

  it('refuses a negative player cash balance written around the service', async () => {
    const playerId = randomUUID();
    await wallet.openPlayerAccount(playerId, 'EUR');
    await expect(
      db.execute(
        sql`update ledger_accounts set balance_minor = -1 where kind = 'player_cash' and owner_id = ${playerId}`,
      ),
    ).rejects.toThrow();
  });
});

// ---------------------------------------------------------------------------------------------
// Property: random deposits, bets, wins and duplicates against an in-memory model.
// ---------------------------------------------------------------------------------------------

type Step =
  | { op: 'deposit' | 'bet' | 'win'; player: number; amountMinor: bigint }
  | { op: 'duplicate'; of: number };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    op: fc.constantFrom('deposit' as const, 'bet' as const, 'win' as const),
    player: fc.integer({ min: 0, max: 1 }),
    amountMinor: fc.bigInt({ min: 1n, max: 5_000n }),
  }),
  fc.record({ op: fc.constant('duplicate' as const), of: fc.nat({ max: 20 }) }),
);

describe('wallet ledger property', () => {
  it('ends with the model balances and zero-sum currencies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: 12 }), async (steps) => {
        const players: string[] = [randomUUID(), randomUUID()];
        const run = randomUUID();
        const model = { cash: [0n, 0n], house: 0n };
        const claimed = new Map<string, TransferOutcome>();
        const inputs: TransferInput[] = [];
        const houseStart = await houseBalance('EUR');

        for (const [index, step] of steps.entries()) {
          let input: TransferInput;
          if (step.op === 'duplicate') {
            const earlier = inputs[step.of % Math.max(inputs.length, 1)];
            if (earlier === undefined) continue;
            input = earlier;
          } else {
            const playerId = players[step.player] ?? '';
            const key = `${run}:${index}`;
            input =
              step.op === 'deposit'
                ? deposit(playerId, step.amountMinor, key)
                : step.op === 'bet'
                  ? bet(playerId, step.amountMinor, key)
                  : { ...deposit(playerId, step.amountMinor, key), kind: 'win', from: HOUSE };
          }
          inputs.push(input);
          const outcome = await wallet.transfer(input);

          const first = claimed.get(input.idempotencyKey);
          if (first !== undefined) {
            expect(outcome).toEqual(first);
            continue;
          }
          const player = players.indexOf(
            input.to.kind === 'player_cash'
              ? input.to.playerId
              : (input.from as { playerId: string }).playerId,
          );
          const playerCash = model.cash[player] ?? 0n;
          if (input.kind === 'bet' && playerCash < input.amountMinor) {
            expect(outcome).toEqual({ kind: 'insufficient-funds', balanceMinor: playerCash });
            continue;
          }
          expect(outcome.kind).toBe('transferred');
          claimed.set(input.idempotencyKey, outcome);
          const delta = input.kind === 'bet' ? -input.amountMinor : input.amountMinor;
          model.cash[player] = playerCash + delta;
          if (input.kind === 'bet') model.house += input.amountMinor;
          if (input.kind === 'win') model.house -= input.amountMinor;
        }

        for (const [index, playerId] of players.entries()) {
          expect(await wallet.balance(playerId, 'EUR')).toBe(model.cash[index]);
        }
        expect(await houseBalance('EUR')).toBe(houseStart + model.house);
        await expectZeroSum();
      }),
      { numRuns: 25 },
    );
  });
});
