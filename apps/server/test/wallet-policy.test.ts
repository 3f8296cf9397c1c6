import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../src/platform/db/client';
import { AppError } from '../src/platform/errors';
import { createIdentityService } from '../src/modules/identity/service';
import { createAccountRestrictionPolicy } from '../src/modules/wallet/policy';
import {
  createWalletService,
  type TransferInput,
  type WalletService,
} from '../src/modules/wallet/service';
import {
  createPlayer,
  openTestDatabase,
  setRestrictions,
  type RestrictionOverrides,
  type TestDatabase,
} from './helper';

// DESIGN §4, issue "one policy check that every debit and every deposit passes before money
// moves": account blocks, self-exclusion and time-out; a withdrawal is never held back.

const NOW = new Date('2026-11-21T12:00:00Z');
const LATER = new Date('2026-12-21T12:00:00Z');
const EARLIER = new Date('2026-10-21T12:00:00Z');

let database: TestDatabase;
let db: Database;
let wallet: WalletService;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  const identity = createIdentityService({ db, now: () => NOW });
  wallet = createWalletService(db, { policies: [createAccountRestrictionPolicy(identity)] });
});
afterAll(() => database.close());

function deposit(playerId: string, amountMinor = 5_000n): TransferInput {
  return {
    idempotencyKey: randomUUID(),
    kind: 'deposit',
    from: { kind: 'payment_clearing' },
    to: { kind: 'player_cash', playerId },
    amountMinor,
    currency: 'EUR',
  };
}

function stake(playerId: string, amountMinor = 100n): TransferInput {
  return {
    idempotencyKey: randomUUID(),
    kind: 'bet',
    from: { kind: 'player_cash', playerId },
    to: { kind: 'provider', providerId: 'studio' },
    amountMinor,
    currency: 'EUR',
  };
}

function withdrawal(playerId: string, amountMinor = 1_000n): TransferInput {
  return {
    idempotencyKey: randomUUID(),
    kind: 'withdrawal_hold',
    from: { kind: 'player_cash', playerId },
    to: { kind: 'player_withdrawal', playerId },
    amountMinor,
    currency: 'EUR',
  };
}

async function transferCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ledger_transfers`,
  );
  return row?.n ?? -1;
}

/** A funded player, then the restriction written afterwards (as an operator or the player would). */
async function fundedPlayer(restriction: RestrictionOverrides): Promise<string> {
  const player = await createPlayer(db);
  expect((await wallet.transfer(deposit(player.id))).kind).toBe('transferred');
  await setRestrictions(db, player.id, restriction);
  return player.id;
}

async function refusalOf(input: TransferInput): Promise<string | undefined> {
  const before = await transferCount();
  try {
    await wallet.transfer(input);
    return undefined;
  } catch (error) {
    expect(await transferCount()).toBe(before);
    return error instanceof AppError ? error.code : String(error);
  }
}

describe('the money policy', () => {
  it.each([
    ['an operator block', { blockedAt: EARLIER }, 'ACCOUNT_BLOCKED'],
    ['a self-exclusion', { selfExcludedUntil: LATER }, 'SELF_EXCLUDED'],
    ['a time-out', { timedOutUntil: LATER }, 'TIMED_OUT'],
  ] as const)(
    'refuses deposits and stakes under %s, and lets the player withdraw',
    async (_name, restriction, code) => {
      const playerId = await fundedPlayer(restriction);
      expect(await refusalOf(deposit(playerId))).toBe(code);
      expect(await refusalOf(stake(playerId))).toBe(code);
      expect(await wallet.balance(playerId, 'EUR')).toBe(5_000n);
      await expect(
        wallet.checkPolicy({ playerId, purpose: 'deposit', amountMinor: 100n, currency: 'EUR' }),
      ).rejects.toMatchObject({ code });
      const held = await wallet.transfer(withdrawal(playerId));
      expect(held.kind).toBe('transferred');
      expect(await wallet.balance(playerId, 'EUR')).toBe(4_000n);
    },
  );

  it('lets play and deposits go on once a self-exclusion or time-out has ended', async () => {
    const playerId = await fundedPlayer({ selfExcludedUntil: EARLIER, timedOutUntil: EARLIER });
    expect((await wallet.transfer(deposit(playerId))).kind).toBe('transferred');
    expect((await wallet.transfer(stake(playerId))).kind).toBe('transferred');
    expect(await wallet.balance(playerId, 'EUR')).toBe(9_900n);
  });

  it('refuses stakes but not deposits under a gameplay block', async () => {
    const playerId = await fundedPlayer({ hasGameplayBlock: true });
    expect(await refusalOf(stake(playerId))).toBe('GAMEPLAY_BLOCKED');
    expect((await wallet.transfer(deposit(playerId))).kind).toBe('transferred');
  });

  it('refuses money for a player who does not exist', async () => {
    await expect(
      wallet.checkPolicy({
        playerId: randomUUID(),
        purpose: 'stake',
        amountMinor: 1n,
        currency: 'EUR',
      }),
    ).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
  });

  it('does not police what no player starts: wins and rollbacks still reach a blocked player', async () => {
    const playerId = await fundedPlayer({ blockedAt: EARLIER });
    const win = await wallet.transfer({
      idempotencyKey: randomUUID(),
      kind: 'win',
      from: { kind: 'provider', providerId: 'studio' },
      to: { kind: 'player_cash', playerId },
      amountMinor: 250n,
      currency: 'EUR',
    });
    expect(win.kind).toBe('transferred');
    expect(await wallet.balance(playerId, 'EUR')).toBe(5_250n);
  });
});
