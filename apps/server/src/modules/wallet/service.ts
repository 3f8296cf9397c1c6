import { createHash } from 'node:crypto';
import type { Currency } from '@playfair/domain/locales';
import { CURRENCY_SYMBOLS, formatMoney } from '@playfair/domain/money';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import {
  addToBalance,
  ensureAccount,
  findAccount,
  findTransferByKey,
  insertTransfer,
  lockAccounts,
  type AccountKey,
  type LedgerTransferRow,
} from './repo';
import { PLAYER_CASH_NOT_NEGATIVE, type LedgerTransferKind } from './schema';

/** One side of a transfer; the currency is the transfer's. */
export type AccountRef =
  | { kind: 'player_cash'; playerId: string }
  | { kind: 'player_withdrawal'; playerId: string }
  | { kind: 'provider'; providerId: string }
  | { kind: 'house' }
  | { kind: 'payment_clearing' };

export type TransferInput = {
  /** The provider's transaction id, the PSP's payment id, the client's key (DESIGN §4). */
  idempotencyKey: string;
  kind: LedgerTransferKind;
  /** Debited: its balance goes down by the amount. */
  from: AccountRef;
  /** Credited: its balance goes up by the amount. */
  to: AccountRef;
  amountMinor: bigint;
  currency: string;
  metadata?: Record<string, unknown>;
  /**
   * The policy check of later work (limits, blocks): runs inside the transaction, after both
   * accounts are locked and before money moves, with the transaction (read through it: on the
   * embedded database a read outside would wait for this very transaction); throwing refuses the
   * transfer. Not run on a replay.
   */
  check?: (tx: Database) => Promise<void>;
  /**
   * Writes of the caller that must commit or fail with the money (a game round, a payment's
   * status): runs inside the transaction right after the transfer row and balances are written,
   * with both balances after it (the provider API keeps the player's as its replay answer).
   * Not run on a replay.
   */
  within?: (
    tx: Database,
    transfer: { id: string; balances: { fromMinor: bigint; toMinor: bigint } },
  ) => Promise<void>;
};

/** What a player does with money, as the policy check sees it. */
export type MoneyPurpose = 'deposit' | 'stake' | 'withdrawal';

export type PolicyContext = {
  /** The transaction the transfer runs in: read with it to see what the transfer will see. */
  tx: Database;
  playerId: string;
  purpose: MoneyPurpose;
  amountMinor: bigint;
  currency: string;
};

/**
 * DESIGN §4 / issue "one policy check": runs before money moves for every stake, deposit and
 * withdrawal; throws an AppError to refuse (nothing moves). Account blocks, self-exclusion and
 * time-outs now; deposit and loss limits plug in as further checks.
 */
export type MoneyPolicy = (context: PolicyContext) => Promise<void>;

/** The player and purpose a transfer is policed for; null for movements no player starts. */
export function policedMove(
  input: TransferInput,
): { playerId: string; purpose: MoneyPurpose } | null {
  if (input.kind === 'bet' && input.from.kind === 'player_cash') {
    return { playerId: input.from.playerId, purpose: 'stake' };
  }
  if (input.kind === 'deposit' && input.to.kind === 'player_cash') {
    return { playerId: input.to.playerId, purpose: 'deposit' };
  }
  if (input.kind === 'withdrawal_hold' && input.from.kind === 'player_cash') {
    return { playerId: input.from.playerId, purpose: 'withdrawal' };
  }
  return null;
}

export type TransferOutcome =
  | {
      kind: 'transferred';
      transferId: string;
      /** The balances of both sides right after this transfer (also on a replay). */
      balances: { fromMinor: bigint; toMinor: bigint };
    }
  /** The key was used before with another payload: refused, nothing moved. */
  | { kind: 'conflict'; transferId: string }
  /** A player's cash would go below zero: refused, nothing moved. */
  | { kind: 'insufficient-funds'; balanceMinor: bigint };

export type WalletService = {
  /** The player's cash account in that currency, opened with zero if new (idempotent). */
  openPlayerAccount(
    playerId: string,
    currency: string,
  ): Promise<{ accountId: string; balanceMinor: bigint }>;
  /** The player's cash balance in minor units; zero when no account exists yet. */
  balance(playerId: string, currency: string): Promise<bigint>;
  /** The one function that moves money (DESIGN §4). */
  transfer(input: TransferInput): Promise<TransferOutcome>;
  /**
   * Runs `work` in a transaction holding the player's cash account (opened if new) FOR UPDATE,
   * with its balance: the same lock `transfer` takes, so a caller's own checks and writes that
   * move no money (the provider API's zero credit and rollback tombstone) cannot interleave with
   * that player's transfers. `work` must read and write only through `tx`.
   */
  withPlayerCashLocked<T>(
    playerId: string,
    currency: string,
    work: (tx: Database, balanceMinor: bigint) => Promise<T>,
  ): Promise<T>;
  /**
   * Runs the policy checks without moving money, e.g. before a payment provider is asked to charge
   * a card (the transfer checks again when the money arrives). Throws the refusal's AppError.
   */
  checkPolicy(move: {
    playerId: string;
    purpose: MoneyPurpose;
    amountMinor: bigint;
    currency: string;
  }): Promise<void>;
};

function accountKey(ref: AccountRef, currency: string): AccountKey {
  switch (ref.kind) {
    case 'player_cash':
    case 'player_withdrawal':
      return { kind: ref.kind, ownerId: ref.playerId, currency };
    case 'provider':
      return { kind: ref.kind, ownerId: ref.providerId, currency };
    case 'house':
    case 'payment_clearing':
      return { kind: ref.kind, ownerId: null, currency };
  }
}

/** JSON with object keys sorted at every level, so equal payloads hash equally. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  return JSON.stringify(value);
}

export function transferRequestHash(input: TransferInput): string {
  const payload = {
    kind: input.kind,
    from: accountKey(input.from, input.currency),
    to: accountKey(input.to, input.currency),
    amountMinor: input.amountMinor.toString(),
    currency: input.currency,
    metadata: input.metadata ?? {},
  };
  return createHash('sha256').update(canonicalJson(payload)).digest('hex');
}

type PgFailure = { code: string; constraint?: string; message: string };

/** The PostgreSQL error under drizzle's wrapping (PGlite and node-postgres both set `code`). */
function pgFailureOf(error: unknown): PgFailure | undefined {
  for (let cause = error; typeof cause === 'object' && cause !== null;) {
    if ('code' in cause && typeof cause.code === 'string' && /^[0-9A-Z]{5}$/.test(cause.code)) {
      return cause as PgFailure;
    }
    cause = 'cause' in cause ? cause.cause : undefined;
  }
  return undefined;
}

function isPlayerCashViolation(failure: PgFailure): boolean {
  return (
    failure.code === '23514' &&
    (failure.constraint ?? failure.message).includes(PLAYER_CASH_NOT_NEGATIVE)
  );
}

function replayOf(row: LedgerTransferRow, requestHash: string): TransferOutcome {
  if (row.requestHash !== requestHash) return { kind: 'conflict', transferId: row.id };
  return {
    kind: 'transferred',
    transferId: row.id,
    balances: { fromMinor: row.debitBalanceAfterMinor, toMinor: row.creditBalanceAfterMinor },
  };
}

function validate(input: TransferInput): void {
  const fields: Record<string, string> = {};
  if (input.idempotencyKey.length === 0 || input.idempotencyKey.length > 200) {
    fields.idempotencyKey = 'error_validation';
  }
  if (input.amountMinor <= 0n) fields.amountMinor = 'error_validation';
  if (!/^[A-Z]{3}$/.test(input.currency)) fields.currency = 'error_validation';
  if (canonicalJson(input.from) === canonicalJson(input.to)) fields.to = 'error_validation';
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_ERROR', { fields });
}

function isKnownCurrency(currency: string): currency is Currency {
  return Object.hasOwn(CURRENCY_SYMBOLS, currency);
}

/** The balance as the site shows it; a currency the platform has no format for shows its code. */
export function formatBalance(amountMinor: bigint, currency: string): string {
  if (isKnownCurrency(currency)) return formatMoney(amountMinor, currency);
  const magnitude = amountMinor < 0n ? -amountMinor : amountMinor;
  const units = `${magnitude / 100n}.${(magnitude % 100n).toString().padStart(2, '0')}`;
  return `${amountMinor < 0n ? '-' : ''}${units} ${currency}`;
}

export type WalletOptions = {
  /** Every check runs, in order, for each policed transfer (see `policedMove`). */
  policies?: MoneyPolicy[];
};

export function createWalletService(
  db: Database,
  { policies = [] }: WalletOptions = {},
): WalletService {
  async function moveOnce(input: TransferInput, requestHash: string): Promise<TransferOutcome> {
    return db.transaction(async (tx) => {
      const from = await ensureAccount(tx, accountKey(input.from, input.currency));
      const to = await ensureAccount(tx, accountKey(input.to, input.currency));
      const locked = await lockAccounts(tx, [from.id, to.id]);
      const balanceOf = (id: string) =>
        locked.find((account) => account.id === id)?.balanceMinor ?? 0n;
      const policed = policedMove(input);
      if (policed !== null) {
        for (const policy of policies) {
          await policy({
            tx,
            ...policed,
            amountMinor: input.amountMinor,
            currency: input.currency,
          });
        }
      }
      await input.check?.(tx);
      const fromAfter = balanceOf(from.id) - input.amountMinor;
      const toAfter = balanceOf(to.id) + input.amountMinor;
      // The row first: it claims the key; a racing duplicate fails here on the unique index.
      const row = await insertTransfer(tx, {
        idempotencyKey: input.idempotencyKey,
        requestHash,
        kind: input.kind,
        debitAccountId: from.id,
        creditAccountId: to.id,
        amountMinor: input.amountMinor,
        currency: input.currency,
        debitBalanceAfterMinor: fromAfter,
        creditBalanceAfterMinor: toAfter,
        metadata: input.metadata ?? {},
      });
      // The database refuses a player's cash below zero (CHECK, SQLSTATE 23514).
      await addToBalance(tx, from.id, -input.amountMinor);
      await addToBalance(tx, to.id, input.amountMinor);
      await input.within?.(tx, {
        id: row.id,
        balances: { fromMinor: fromAfter, toMinor: toAfter },
      });
      return {
        kind: 'transferred',
        transferId: row.id,
        balances: { fromMinor: fromAfter, toMinor: toAfter },
      };
    });
  }

  return {
    async openPlayerAccount(playerId, currency) {
      const account = await ensureAccount(db, { kind: 'player_cash', ownerId: playerId, currency });
      return { accountId: account.id, balanceMinor: account.balanceMinor };
    },

    async balance(playerId, currency) {
      const account = await findAccount(db, { kind: 'player_cash', ownerId: playerId, currency });
      return account?.balanceMinor ?? 0n;
    },

    async withPlayerCashLocked(playerId, currency, work) {
      return db.transaction(async (tx) => {
        const account = await ensureAccount(tx, {
          kind: 'player_cash',
          ownerId: playerId,
          currency,
        });
        const [locked] = await lockAccounts(tx, [account.id]);
        return work(tx, locked?.balanceMinor ?? 0n);
      });
    },

    async checkPolicy(move) {
      await db.transaction(async (tx) => {
        for (const policy of policies) await policy({ tx, ...move });
      });
    },

    async transfer(input) {
      validate(input);
      const requestHash = transferRequestHash(input);
      const earlier = await findTransferByKey(db, input.idempotencyKey);
      if (earlier !== undefined) return replayOf(earlier, requestHash);
      try {
        return await moveOnce(input, requestHash);
      } catch (error) {
        const failure = pgFailureOf(error);
        if (failure?.code === '23505') {
          // Another transfer claimed the key meanwhile; it committed, so it is readable now.
          const winner = await findTransferByKey(db, input.idempotencyKey);
          if (winner !== undefined) return replayOf(winner, requestHash);
        }
        if (failure !== undefined && isPlayerCashViolation(failure)) {
          const account = await findAccount(db, accountKey(input.from, input.currency));
          return { kind: 'insufficient-funds', balanceMinor: account?.balanceMinor ?? 0n };
        }
        throw error;
      }
    },
  };
}
