import type { TWalletResponse } from '@playfair/contracts/wallet';
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
  | { kind: 'player_bonus'; playerId: string }
  /**
   * DESIGN §11, decision 009: a player's playable money — cash and bonus together. As the side a
   * stake leaves, cash is spent first, then bonus; as the side a win or refund reaches, the part
   * `bonusPartOf` names goes to bonus and the rest to cash. Two transfer rows, one transaction.
   */
  | { kind: 'player_play'; playerId: string }
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
   * With `to: player_play`: how much of the amount goes to bonus money (the rest to cash), asked
   * under the lock after `check`; clamped to the amount. Without it everything goes to cash.
   */
  bonusPartOf?: (tx: Database) => Promise<bigint>;
  /**
   * Writes of the caller that must commit or fail with the money (a game round, a payment's
   * status): runs inside the transaction right after the transfer row and balances are written,
   * with both balances after it (the provider API keeps the player's as its replay answer) and, on
   * a `player_play` side, how the amount split between cash and bonus. Not run on a replay.
   */
  within?: (tx: Database, transfer: MovedTransfer) => Promise<void>;
};

/** A transfer as `within` sees it. A `player_play` side's balance is cash and bonus together. */
export type MovedTransfer = {
  id: string;
  balances: { fromMinor: bigint; toMinor: bigint };
  /** The player's side split: cash and bonus parts of the amount (all cash on other sides). */
  split: { cashMinor: bigint; bonusMinor: bigint };
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
  if (
    input.kind === 'bet' &&
    (input.from.kind === 'player_cash' || input.from.kind === 'player_play')
  ) {
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
      /**
       * The balances of both sides right after this transfer. On a replay, those its first row
       * kept (a `player_play` side's cash part only, when it moved cash and bonus).
       */
      balances: { fromMinor: bigint; toMinor: bigint };
    }
  /** The key was used before with another payload: refused, nothing moved. */
  | { kind: 'conflict'; transferId: string }
  /** A player's cash (or cash and bonus) would go below zero: refused, nothing moved. */
  | { kind: 'insufficient-funds'; balanceMinor: bigint };

/** A player's money in one currency, apart: cash (withdrawable) and bonus (DESIGN §11). */
export type PlayerBalances = { cashMinor: bigint; bonusMinor: bigint };

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
  /** The player's cash and bonus balances; zero where no account exists yet. */
  balances(playerId: string, currency: string, tx?: Database): Promise<PlayerBalances>;
  /** The one function that moves money (DESIGN §4). */
  transfer(input: TransferInput): Promise<TransferOutcome>;
  /**
   * A movement inside the caller's transaction (a bonus turning into cash within a stake's), of
   * accounts the caller has locked or no player's lock orders: no policy runs. The key is claimed
   * as in `transfer`; a reused key or a balance below zero fails the caller's transaction.
   */
  transferWithin(
    tx: Database,
    input: Omit<TransferInput, 'check' | 'within' | 'bonusPartOf'>,
  ): Promise<{ transferId: string; balances: { fromMinor: bigint; toMinor: bigint } }>;
  /**
   * Runs `work` in a transaction holding the player's cash account (opened if new) and bonus
   * account (if any) FOR UPDATE, with the cash balance: the same lock `transfer` takes, so a caller's own checks and writes that
   * move no money (the provider API's zero credit and rollback tombstone) cannot interleave with
   * that player's transfers. `work` must read and write only through `tx`.
   */
  withPlayerCashLocked<T>(
    playerId: string,
    currency: string,
    work: (tx: Database, balanceMinor: bigint) => Promise<T>,
  ): Promise<T>;
  /**
   * Inside the caller's transaction: locks the player's cash and bonus accounts (those that exist)
   * in the order every stake locks them, and answers their balances. Work that moves bonus money
   * outside a stake (an expiry, a forfeit, a conversion) takes this first.
   */
  lockPlayer(tx: Database, playerId: string, currency: string): Promise<PlayerBalances>;
  /**
   * Inside the caller's transaction: locks every account the player has in that currency (cash,
   * bonus, money held for withdrawals) and answers their balances — what a currency migration
   * converts.
   */
  lockAllOfPlayer(
    tx: Database,
    playerId: string,
    currency: string,
  ): Promise<PlayerBalances & { withdrawalMinor: bigint }>;
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
    case 'player_play':
      // The playable side is keyed by its cash account (the request hash, a refusal's balance).
      return { kind: 'player_cash', ownerId: ref.playerId, currency };
    case 'player_cash':
    case 'player_bonus':
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
    ...(input.from.kind === 'player_play' || input.to.kind === 'player_play'
      ? { play: input.from.kind === 'player_play' ? 'from' : 'to' }
      : {}),
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

/** A stake larger than the player's cash and bonus together: refused before anything moves. */
class PlayFundsShortError extends Error {
  constructor(readonly balanceMinor: bigint) {
    super('the stake is larger than cash and bonus together');
  }
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

/** GET /user/wallet's body (and the balance push's): cash and bonus apart. */
export function walletBody(balances: PlayerBalances, currency: string): TWalletResponse {
  return {
    success: true,
    balanceMinor: balances.cashMinor.toString(),
    currency,
    formatted: formatBalance(balances.cashMinor, currency),
    bonusMinor: balances.bonusMinor.toString(),
    bonusFormatted: formatBalance(balances.bonusMinor, currency),
  };
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
function accountsToLockFirst(input: TransferInput, fromIds: string[], toIds: string[]): string[] {
  const players = [
    ...(SYSTEM_ACCOUNT_KINDS.has(input.from.kind) ? [] : fromIds),
    ...(SYSTEM_ACCOUNT_KINDS.has(input.to.kind) ? [] : toIds),
  ];
  return players.length > 0 ? players : [...fromIds, ...toIds];
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

  async function balancesOf(
    playerId: string,
    currency: string,
    tx: Database = db,
  ): Promise<PlayerBalances> {
    // One after the other: PGlite serves one query at a time on its one connection.
    const cash = await findAccount(tx, { kind: 'player_cash', ownerId: playerId, currency });
    const bonus = await findAccount(tx, { kind: 'player_bonus', ownerId: playerId, currency });
    return { cashMinor: cash?.balanceMinor ?? 0n, bonusMinor: bonus?.balanceMinor ?? 0n };
  }

  /** The accounts behind a side: `player_play` is the player's cash and bonus accounts. */
  function keysOf(ref: AccountRef, currency: string): AccountKey[] {
    if (ref.kind !== 'player_play') return [accountKey(ref, currency)];
    return [
      { kind: 'player_cash', ownerId: ref.playerId, currency },
      { kind: 'player_bonus', ownerId: ref.playerId, currency },
    ];
  }

  async function moveOnce(input: TransferInput, requestHash: string): Promise<TransferOutcome> {
    const fromKeys = keysOf(input.from, input.currency);
    const toKeys = keysOf(input.to, input.currency);
    let keep = () => {};
    const outcome = await db.transaction(async (tx): Promise<TransferOutcome> => {
      const accounts = await accountIdsIn(tx, [...fromKeys, ...toKeys]);
      keep = accounts.keep;
      const fromIds = fromKeys.map((key) => accounts.idOf(key));
      const toIds = toKeys.map((key) => accounts.idOf(key));
      // Decision 003: only a player's accounts are locked up front (in id order); the policy,
      // the caller's check and its writes run under that lock. A system account is locked by the
      // money write itself, after every player lock, so its lock is held the shortest time.
      const locked = await lockAccounts(tx, accountsToLockFirst(input, fromIds, toIds));
      const lockedBalance = (id: string | undefined) =>
        locked.find((row) => row.id === id)?.balanceMinor ?? 0n;
      // A stake from playable money: cash first, then bonus (decision 009).
      let shortOf: bigint | null = null;
      let split = { cashMinor: input.amountMinor, bonusMinor: 0n };
      if (input.from.kind === 'player_play') {
        const cash = lockedBalance(fromIds[0]);
        const bonus = lockedBalance(fromIds[1]);
        const cashPart = cash < input.amountMinor ? cash : input.amountMinor;
        split = { cashMinor: cashPart, bonusMinor: input.amountMinor - cashPart };
        // Refused after the policies and the caller's check, as a balance CHECK would refuse it.
        if (split.bonusMinor > bonus) shortOf = cash + bonus;
      }
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
      if (shortOf !== null) throw new PlayFundsShortError(shortOf);
      if (input.to.kind === 'player_play') {
        const asked = (await input.bonusPartOf?.(tx)) ?? 0n;
        const bonusPart = asked < 0n ? 0n : asked > input.amountMinor ? input.amountMinor : asked;
        split = { cashMinor: input.amountMinor - bonusPart, bonusMinor: bonusPart };
      }
      // One statement per row claims its key (a racing duplicate fails on the unique index,
      // 23505) and moves both balances (a player's money below zero fails the CHECK, 23514). A
      // playable side moves in up to two rows, cash then bonus; the first row takes the key.
      const isPlay = input.from.kind === 'player_play' || input.to.kind === 'player_play';
      const legs = isPlay
        ? [
            { index: 0, amount: split.cashMinor },
            { index: 1, amount: split.bonusMinor },
          ].filter((leg) => leg.amount > 0n)
        : [{ index: 0, amount: input.amountMinor }];
      let fromAfter = 0n;
      let toAfter = 0n;
      let firstId: string | undefined;
      const movedIndexes = new Set<number>();
      for (const [position, leg] of legs.entries()) {
        const fromId = fromIds[input.from.kind === 'player_play' ? leg.index : 0];
        const toId = toIds[input.to.kind === 'player_play' ? leg.index : 0];
        if (fromId === undefined || toId === undefined)
          throw new Error('a transfer side is missing');
        const moved = await moveMoney(tx, {
          idempotencyKey: position === 0 ? input.idempotencyKey : `${input.idempotencyKey}|bonus`,
          requestHash,
          kind: input.kind,
          debitAccountId: fromId,
          creditAccountId: toId,
          amountMinor: leg.amount,
          currency: input.currency,
          metadata: isPlay
            ? { ...(input.metadata ?? {}), part: leg.index === 0 ? 'cash' : 'bonus' }
            : (input.metadata ?? {}),
          createdAt: now(),
        });
        firstId ??= moved.id;
        movedIndexes.add(leg.index);
        if (input.from.kind !== 'player_play') fromAfter = moved.debitBalanceAfterMinor;
        if (input.to.kind !== 'player_play') toAfter = moved.creditBalanceAfterMinor;
        if (input.from.kind === 'player_play') fromAfter += moved.debitBalanceAfterMinor;
        if (input.to.kind === 'player_play') toAfter += moved.creditBalanceAfterMinor;
      }
      // A playable side's balance is cash and bonus together: an account no row moved adds its
      // locked balance.
      for (const [index, id] of fromIds.entries()) {
        if (input.from.kind === 'player_play' && !movedIndexes.has(index)) {
          fromAfter += lockedBalance(id);
        }
      }
      for (const [index, id] of toIds.entries()) {
        if (input.to.kind === 'player_play' && !movedIndexes.has(index))
          toAfter += lockedBalance(id);
      }
      if (firstId === undefined) throw new Error('a transfer moved no row');
      const balances = { fromMinor: fromAfter, toMinor: toAfter };
      await input.within?.(tx, { id: firstId, balances, split });
      return { kind: 'transferred', transferId: firstId, balances };
    });
    keep();
    return outcome;
  }

  return {
    async openPlayerAccount(playerId, currency) {
      const account = await ensureAccount(db, { kind: 'player_cash', ownerId: playerId, currency });
      return { accountId: account.id, balanceMinor: account.balanceMinor };
    },

    balances: balancesOf,

    async lockPlayer(tx, playerId, currency) {
      const ids: string[] = [];
      for (const kind of ['player_cash', 'player_bonus'] as const) {
        const key: AccountKey = { kind, ownerId: playerId, currency };
        const id = accountIds.get(cacheKeyOf(key)) ?? (await findAccount(tx, key))?.id;
        if (id !== undefined) ids.push(id);
      }
      const locked = await lockAccounts(tx, ids);
      const balanceOf = (kind: string) =>
        locked.find((row) => row.kind === kind)?.balanceMinor ?? 0n;
      return { cashMinor: balanceOf('player_cash'), bonusMinor: balanceOf('player_bonus') };
    },

    async lockAllOfPlayer(tx, playerId, currency) {
      const ids: string[] = [];
      for (const kind of ['player_cash', 'player_bonus', 'player_withdrawal'] as const) {
        const id = (await findAccount(tx, { kind, ownerId: playerId, currency }))?.id;
        if (id !== undefined) ids.push(id);
      }
      const locked = await lockAccounts(tx, ids);
      const balanceOf = (kind: string) =>
        locked.find((row) => row.kind === kind)?.balanceMinor ?? 0n;
      return {
        cashMinor: balanceOf('player_cash'),
        bonusMinor: balanceOf('player_bonus'),
        withdrawalMinor: balanceOf('player_withdrawal'),
      };
    },

    async transferWithin(tx, input) {
      validate(input);
      if (input.from.kind === 'player_play' || input.to.kind === 'player_play') {
        throw new Error('a movement within a transaction names single accounts');
      }
      const fromKey = accountKey(input.from, input.currency);
      const toKey = accountKey(input.to, input.currency);
      // Accounts opened here are not kept in memory: the caller's transaction may still fail.
      const fromId = (await findAccount(tx, fromKey))?.id ?? (await ensureAccount(tx, fromKey)).id;
      const toId = (await findAccount(tx, toKey))?.id ?? (await ensureAccount(tx, toKey)).id;
      const moved = await moveMoney(tx, {
        idempotencyKey: input.idempotencyKey,
        requestHash: transferRequestHash(input),
        kind: input.kind,
        debitAccountId: fromId,
        creditAccountId: toId,
        amountMinor: input.amountMinor,
        currency: input.currency,
        metadata: input.metadata ?? {},
        createdAt: now(),
      });
      return {
        transferId: moved.id,
        balances: {
          fromMinor: moved.debitBalanceAfterMinor,
          toMinor: moved.creditBalanceAfterMinor,
        },
      };
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
      const bonusKey: AccountKey = { kind: 'player_bonus', ownerId: playerId, currency };
      const result = await db.transaction(async (tx) => {
        const accounts = await accountIdsIn(tx, [key]);
        keep = accounts.keep;
        const cashId = accounts.idOf(key);
        // Decision 009: the bonus account, when there is one, is locked with cash in the stake's
        // order (by id), so work that moves bonus money here cannot deadlock with a stake.
        const bonusId =
          accountIds.get(cacheKeyOf(bonusKey)) ?? (await findAccount(tx, bonusKey))?.id;
        const locked = await lockAccounts(tx, bonusId === undefined ? [cashId] : [cashId, bonusId]);
        return work(tx, locked.find((row) => row.id === cashId)?.balanceMinor ?? 0n);
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
        if (error instanceof PlayFundsShortError) {
          return { kind: 'insufficient-funds', balanceMinor: error.balanceMinor };
        }
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
          if (input.from.kind === 'player_play') {
            const { cashMinor, bonusMinor } = await balancesOf(input.from.playerId, input.currency);
            return { kind: 'insufficient-funds', balanceMinor: cashMinor + bonusMinor };
          }
          const account = await findAccount(db, accountKey(input.from, input.currency));
          return { kind: 'insufficient-funds', balanceMinor: account?.balanceMinor ?? 0n };
        }
        throw error;
      }
    },
  };
}
