import type { Currency } from '@playfair/domain/locales';
import { CURRENCY_SYMBOLS, formatMoney } from '@playfair/domain/money';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { requestHash } from '../../platform/idempotency';
import {
  ensureAccount,
  findAccount,
  findTransferByKey,
  lockAccounts,
  moveMoney,
  type AccountKey,
  type LedgerTransferRow,
  cashUsageSince,
  type CashUsage,
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
  /**
   * The player's cash balance in minor units; zero when no account exists yet. Inside a
   * transaction, read through it (`tx`).
   */
  balance(playerId: string, currency: string, tx?: Database): Promise<bigint>;
  /**
   * The player's deposits, stakes and net loss in cash since `since` (responsible-gambling limits,
   * DESIGN §10); read through `tx` inside a policy check.
   */
  cashUsageSince(
    playerId: string,
    currency: string,
    since: Date,
    tx?: Database,
  ): Promise<CashUsage>;
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

export function transferRequestHash(input: TransferInput): string {
  const payload = {
    kind: input.kind,
    from: accountKey(input.from, input.currency),
    to: accountKey(input.to, input.currency),
    amountMinor: input.amountMinor.toString(),
    currency: input.currency,
    metadata: input.metadata ?? {},
  };
  return requestHash(payload);
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
  if (requestHash(input.from) === requestHash(input.to)) fields.to = 'error_validation';
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

const SYSTEM_ACCOUNT_KINDS: ReadonlySet<AccountRef['kind']> = new Set([
  'house',
  'payment_clearing',
  'provider',
]);

/**
 * Decision 003: the accounts a transfer locks before its checks — its player accounts (the
 * player's cash cannot go below zero, and the checks must see it still). A transfer between two
 * system accounts, which no player's lock orders, locks both; either way in id order.
 */
function accountsToLockFirst(input: TransferInput, fromId: string, toId: string): string[] {
  const players = [
    ...(SYSTEM_ACCOUNT_KINDS.has(input.from.kind) ? [] : [fromId]),
    ...(SYSTEM_ACCOUNT_KINDS.has(input.to.kind) ? [] : [toId]),
  ];
  return players.length > 0 ? players : [fromId, toId];
}

export type WalletOptions = {
  /** Every check runs, in order, for each policed transfer (see `policedMove`). */
  policies?: MoneyPolicy[];
  /**
   * The clock a transfer is dated by: the one the limits count periods with (DESIGN §10), so a
   * test that moves the app's clock moves both.
   */
  now?: () => Date;
};

export function createWalletService(
  db: Database,
  { policies = [], now = () => new Date() }: WalletOptions = {},
): WalletService {
  // Decision 003: an account's id never changes once opened, so it is kept in memory once known.
  // DESIGN §5 "bad input changes nothing": an account a transfer needs is opened inside the
  // transfer's own transaction, so a refused transfer (rolled back) leaves no account behind; the
  // id of an account opened there is kept only once that transaction commits.
  const accountIds = new Map<string, string>();

  function cacheKeyOf(key: AccountKey): string {
    return `${key.kind}|${key.ownerId ?? ''}|${key.currency}`;
  }

  /**
   * The accounts' ids, read (or opened) through `tx`. New accounts are opened in one order, so two
   * transactions opening the same ones cannot wait on each other. `keep` remembers the opened
   * ones: call it after the commit.
   */
  async function accountIdsIn(
    tx: Database,
    keys: readonly AccountKey[],
  ): Promise<{ idOf(key: AccountKey): string; keep(): void }> {
    const found = new Map<string, string>();
    const opened = new Map<string, string>();
    const ordered = [...keys].sort((a, b) => cacheKeyOf(a).localeCompare(cacheKeyOf(b)));
    for (const key of ordered) {
      const cacheKey = cacheKeyOf(key);
      const known = accountIds.get(cacheKey) ?? found.get(cacheKey) ?? opened.get(cacheKey);
      if (known !== undefined) {
        found.set(cacheKey, known);
        continue;
      }
      const existing = await findAccount(tx, key);
      if (existing !== undefined) {
        // Committed by an earlier transaction: it stays whatever this one does.
        accountIds.set(cacheKey, existing.id);
        found.set(cacheKey, existing.id);
      } else {
        opened.set(cacheKey, (await ensureAccount(tx, key)).id);
      }
    }
    return {
      idOf: (key) => {
        const id = found.get(cacheKeyOf(key)) ?? opened.get(cacheKeyOf(key));
        if (id === undefined)
          throw new Error(`ledger account ${key.kind}/${key.currency} is missing`);
        return id;
      },
      keep: () => {
        for (const [cacheKey, id] of opened) accountIds.set(cacheKey, id);
      },
    };
  }

  async function moveOnce(input: TransferInput, requestHash: string): Promise<TransferOutcome> {
    const fromKey = accountKey(input.from, input.currency);
    const toKey = accountKey(input.to, input.currency);
    let keep = () => {};
    const outcome = await db.transaction(async (tx): Promise<TransferOutcome> => {
      const accounts = await accountIdsIn(tx, [fromKey, toKey]);
      keep = accounts.keep;
      const fromId = accounts.idOf(fromKey);
      const toId = accounts.idOf(toKey);
      // Decision 003: only a player's accounts are locked up front (in id order); the policy,
      // the caller's check and its writes run under that lock. A system account is locked by the
      // money write itself, after every player lock, so its lock is held the shortest time.
      await lockAccounts(tx, accountsToLockFirst(input, fromId, toId));
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
      // One statement claims the key (a racing duplicate fails on the unique index, 23505) and
      // moves both balances (a player's cash below zero fails the CHECK, 23514).
      const moved = await moveMoney(tx, {
        idempotencyKey: input.idempotencyKey,
        requestHash,
        kind: input.kind,
        debitAccountId: fromId,
        creditAccountId: toId,
        amountMinor: input.amountMinor,
        currency: input.currency,
        metadata: input.metadata ?? {},
        createdAt: now(),
      });
      const balances = {
        fromMinor: moved.debitBalanceAfterMinor,
        toMinor: moved.creditBalanceAfterMinor,
      };
      await input.within?.(tx, { id: moved.id, balances });
      return { kind: 'transferred', transferId: moved.id, balances };
    });
    keep();
    return outcome;
  }

  return {
    async openPlayerAccount(playerId, currency) {
      const account = await ensureAccount(db, { kind: 'player_cash', ownerId: playerId, currency });
      return { accountId: account.id, balanceMinor: account.balanceMinor };
    },

    async balance(playerId, currency, tx = db) {
      const account = await findAccount(tx, { kind: 'player_cash', ownerId: playerId, currency });
      return account?.balanceMinor ?? 0n;
    },

    async cashUsageSince(playerId, currency, since, tx = db) {
      const account = await findAccount(tx, { kind: 'player_cash', ownerId: playerId, currency });
      if (account === undefined) return { deposits: [], stakedMinor: 0n, lostMinor: 0n };
      return cashUsageSince(tx, account.id, since);
    },

    async withPlayerCashLocked(playerId, currency, work) {
      let keep = () => {};
      const key: AccountKey = { kind: 'player_cash', ownerId: playerId, currency };
      const result = await db.transaction(async (tx) => {
        const accounts = await accountIdsIn(tx, [key]);
        keep = accounts.keep;
        const [locked] = await lockAccounts(tx, [accounts.idOf(key)]);
        return work(tx, locked?.balanceMinor ?? 0n);
      });
      keep();
      return result;
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
          // The money write moves the balances before it claims the key, so a twin that
          // committed while this one waited for the lock shows as a refused balance: it answers.
          const winner = await findTransferByKey(db, input.idempotencyKey);
          if (winner !== undefined) return replayOf(winner, requestHash);
          const account = await findAccount(db, accountKey(input.from, input.currency));
          return { kind: 'insufficient-funds', balanceMinor: account?.balanceMinor ?? 0n };
        }
        throw error;
      }
    },
  };
}
