import type { IncomingHttpHeaders } from 'node:http';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@playfair/domain/constants';
import { HISTORY_PAGE_SIZE, type THistoryQuery } from '@playfair/contracts/payments';
import {
  PROVIDER_ID_HEADER,
  PROVIDER_SIGNATURE_HEADER,
  type TCreditRequest,
  type TDebitRequest,
  type TRollbackRequest,
} from '@playfair/contracts/provider-api';
import { isValidProviderSignature } from '@playfair/contracts/provider-signature';
import type {
  TActiveSessionResponse,
  TGamingHistoryResponse,
  TGamingPeriodResponse,
} from '@playfair/contracts/gaming';
import type { Database } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/errors';
import { requestHash as idempotencyHash } from '../../platform/idempotency';
import type { IdentityService, PlayerProfile } from '../identity/service';
import { formatBalance, type WalletService } from '../wallet/service';
import {
  addToRound,
  addToSession,
  closeLaunches,
  countStandingDebits,
  endIdleSession,
  endOpenSessions,
  findDebitState,
  recordStakeOnNewRound,
  recordStakeOnRound,
  findRollbackOf,
  findRound,
  findTransaction,
  hasCreditFor,
  insertSession,
  insertTransaction,
  listOpenSessions,
  listRounds,
  openLaunch,
  sumRounds,
  useLaunch,
  type DebitState,
  type GameRoundRow,
  type ProviderTransactionRow,
  type StakeRecord,
} from './repo';

/**
 * A game session's idle limit: a round arriving later than this after the session's last one
 * starts a new session, and GET /user/active-session no longer lists it (spec 001 §3 game session;
 * the same 30 minutes as a site session's idle limit).
 */
export const GAME_SESSION_IDLE_MS = 30 * MINUTE_MS;

/**
 * A launch's absolute limit: a debit more than this after the game was opened needs it opened
 * again, however busy the play (the same 12 hours as a site session's absolute limit).
 */
export const GAME_LAUNCH_MAX_AGE_MS = 12 * HOUR_MS;

/**
 * How stale a launch's recorded last use may get before a debit writes it again: one write a
 * minute rather than one per stake, so a launch goes idle between 29 and 30 minutes after its
 * last debit.
 */
const GAME_LAUNCH_USE_WRITE_MS = MINUTE_MS;

/**
 * The catalog's launch tokens (DESIGN §7): single use, issued when a game is opened, for the
 * provider it opens at; another provider's token answers null and stays unused.
 */
export type LaunchTokenConsumer = (
  token: string,
  providerId: string,
) => Promise<{ playerId: string; gameId: string; currency: string } | null>;

/** Game names for the history, by game id; ids it does not know are left out. */
export type GameNameLookup = (gameIds: readonly string[]) => Promise<ReadonlyMap<string, string>>;

export type ProviderApiDependencies = {
  db: Database;
  wallet: Pick<WalletService, 'transfer' | 'balance' | 'withPlayerCashLocked'>;
  identity: Pick<IdentityService, 'findPlayer'>;
  catalog: { consumeLaunchToken: LaunchTokenConsumer; gameNames: GameNameLookup };
  now?: () => Date;
};

/** What a debit, credit or rollback answers (ZTransactionResponse, before the JSON numbers). */
export type TransactionAnswer = {
  balanceMinor: bigint;
  currency: string;
  /** The casino's id of the movement: the ledger transfer's, else the recorded call's. */
  transactionId: string;
};

/** INSUFFICIENT_FUNDS with the player's balance, which the provider API answers beside it. */
export class InsufficientFundsError extends AppError {
  constructor(readonly balanceMinor: bigint) {
    super('INSUFFICIENT_FUNDS');
    this.name = 'InsufficientFundsError';
  }
}

/** The providers allowed to call, with their signing secrets (config.gameProviders). */
export type ProviderCredentials = readonly { id: string; secret: string }[];

/**
 * DESIGN §7: how a provider's call is recognised — `X-Provider-Id` names a configured provider and
 * `X-Playfair-Signature` is the HMAC of the exact body bytes with that provider's secret. Every
 * signed route checks it here: the provider API's calls and the jackpot feed.
 */
export type ProviderRequestVerifier = {
  /** The calling provider's id; PROVIDER_UNKNOWN when the header names no configured provider. */
  providerOf(headers: IncomingHttpHeaders): string;
  /** Whether `rawBody` carries the calling provider's signature. */
  isSigned(headers: IncomingHttpHeaders, rawBody: Buffer): boolean;
};

export function createProviderRequestVerifier(
  providers: ProviderCredentials,
): ProviderRequestVerifier {
  const secrets = new Map(providers.map((provider) => [provider.id, provider.secret]));
  function providerOf(headers: IncomingHttpHeaders): string {
    const id = headers[PROVIDER_ID_HEADER];
    if (typeof id !== 'string' || !secrets.has(id)) throw new AppError('PROVIDER_UNKNOWN');
    return id;
  }
  return {
    providerOf,
    isSigned(headers, rawBody) {
      const secret = secrets.get(providerOf(headers));
      const header = headers[PROVIDER_SIGNATURE_HEADER];
      return (
        secret !== undefined &&
        isValidProviderSignature(secret, rawBody, typeof header === 'string' ? header : undefined)
      );
    },
  };
}

export type ProviderApiService = {
  /** Trades the calling provider's launch token for its player and opens the launch. */
  authenticate(
    providerId: string,
    token: string,
  ): Promise<{ playerId: string; currency: string; balanceMinor: bigint }>;
  balance(playerId: string): Promise<{ currency: string; balanceMinor: bigint }>;
  debit(providerId: string, request: TDebitRequest): Promise<TransactionAnswer>;
  credit(providerId: string, request: TCreditRequest): Promise<TransactionAnswer>;
  rollback(providerId: string, request: TRollbackRequest): Promise<TransactionAnswer>;
  gamingHistory(player: PlayerProfile, query: THistoryQuery): Promise<TGamingHistoryResponse>;
  gamingPeriod(player: PlayerProfile, days: number): Promise<TGamingPeriodResponse>;
  activeSessions(player: PlayerProfile): Promise<TActiveSessionResponse>;
  /**
   * Ends the player's open game sessions and launches (a game still open needs opening again);
   * answers how many sessions were active.
   */
  closeSessions(player: PlayerProfile): Promise<number>;
};

/**
 * Thrown from inside the locked transaction when the answer is already known (a replay, or a
 * rollback of a debit rolled back before): the transaction ends without writing and the caller
 * answers `answer`.
 */
class EarlyAnswer extends Error {
  constructor(readonly answer: TransactionAnswer) {
    super('answered without a write');
  }
}

/** A rollback decided outside the lock found the world changed under it: decide again. */
class DecideAgain extends Error {
  constructor() {
    super('decide again');
  }
}

/** DESIGN §4: the provider's transaction id, namespaced by provider, is the ledger's key. */
function ledgerKey(providerId: string, transactionId: string): string {
  return `provider:${providerId}:${transactionId}`;
}

/**
 * The SHA-256 of a call's payload in a fixed field order, so a replay (same payload) is told from
 * a reuse of the transaction id for something else (DESIGN §4). An omitted `roundEnded` is true.
 */
function requestHash(
  kind: ProviderTransactionRow['kind'],
  request: TDebitRequest | TCreditRequest | TRollbackRequest,
): string {
  const fields = [
    kind,
    request.playerId,
    request.roundId,
    request.gameId,
    'amount' in request ? request.amount : null,
    'currency' in request ? request.currency : null,
    'debitTransactionId' in request ? request.debitTransactionId : null,
    'debitTransactionId' in request ? request.roundEnded !== false : null,
    'originalTransactionId' in request ? request.originalTransactionId : null,
  ];
  return idempotencyHash(fields);
}

function answerOf(row: ProviderTransactionRow): TransactionAnswer {
  return {
    balanceMinor: row.balanceAfterMinor,
    currency: row.currency,
    transactionId: row.ledgerTransferId ?? row.id,
  };
}

/** The first answer again for the same payload; TRANSACTION_CONFLICT for another (DESIGN §4). */
function replayOf(row: ProviderTransactionRow, hash: string): TransactionAnswer {
  if (row.requestHash !== hash) {
    throw new AppError('TRANSACTION_CONFLICT', {
      detail: { providerId: row.providerId, transactionId: row.transactionId },
    });
  }
  return answerOf(row);
}

function utcDayStart(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00.000Z`);
}

export function createProviderApiService({
  db,
  wallet,
  identity,
  catalog,
  now = () => new Date(),
}: ProviderApiDependencies): ProviderApiService {
  async function playerOrFail(playerId: string): Promise<PlayerProfile> {
    const player = await identity.findPlayer(playerId);
    if (player === undefined) throw new AppError('USER_NOT_FOUND');
    return player;
  }

  /**
   * Runs a call: its replay is answered from the record; otherwise `run`, whose locked section
   * may end early with the known answer. A unique violation means a racing twin of this very call
   * (or a reuse of its id) committed first: its record answers.
   */
  async function once(
    providerId: string,
    transactionId: string,
    hash: string,
    run: () => Promise<TransactionAnswer>,
  ): Promise<TransactionAnswer> {
    const earlier = await findTransaction(db, providerId, transactionId);
    if (earlier !== undefined) return replayOf(earlier, hash);
    try {
      return await run();
    } catch (error) {
      if (error instanceof EarlyAnswer) return error.answer;
      if (isUniqueViolation(error)) {
        const winner = await findTransaction(db, providerId, transactionId);
        if (winner !== undefined) return replayOf(winner, hash);
      }
      throw error;
    }
  }

  /** Inside the lock: a twin of this call that committed while this one waited answers. */
  async function replayInside(
    tx: Database,
    providerId: string,
    transactionId: string,
    hash: string,
  ): Promise<void> {
    const seen = await findTransaction(tx, providerId, transactionId);
    if (seen !== undefined) throw new EarlyAnswer(replayOf(seen, hash));
  }

  /**
   * After `wallet.transfer` answered without running `within`: the ledger already held the key
   * (a twin committed between the first look and the transfer), so the record is there too.
   */
  async function afterLedgerReplay(
    providerId: string,
    transactionId: string,
    hash: string,
  ): Promise<TransactionAnswer> {
    const row = await findTransaction(db, providerId, transactionId);
    if (row === undefined) {
      // Cannot happen (both commit together); a 5xx with the detail in the log, nothing moved.
      throw new AppError('INTERNAL_SERVER_ERROR', {
        detail: { providerId, transactionId, reason: 'ledger key taken without a record' },
      });
    }
    return replayOf(row, hash);
  }

  /**
   * Records an accepted stake with its round and game session, in one statement in the usual
   * cases (the round exists, or the player's session at the game is open). Otherwise a session
   * idle past the limit ends and a new one starts, or — a round id taken by a racing call of
   * another player — the stake is refused and the whole transfer rolls back.
   */
  async function recordStake(
    tx: Database,
    stake: StakeRecord,
    state: DebitState,
    player: PlayerProfile,
  ): Promise<void> {
    if (state.round !== undefined) {
      await recordStakeOnRound(tx, stake, state.round.id);
      return;
    }
    if (
      state.activeSessionId !== undefined &&
      (await recordStakeOnNewRound(tx, stake, state.activeSessionId))
    ) {
      return;
    }
    const round = await findRound(tx, stake.providerId, stake.roundId);
    if (round !== undefined) {
      checkRoundOwner(round, player, stake.gameId);
      if (round.status !== 'open') throw new AppError('ROUND_CLOSED');
      await recordStakeOnRound(tx, stake, round.id);
      return;
    }
    const key = { playerId: player.id, gameId: stake.gameId };
    await endIdleSession(tx, key);
    const session = await insertSession(tx, {
      playerId: player.id,
      gameId: stake.gameId,
      currency: player.currency,
      startedAt: stake.at,
      lastActivityAt: stake.at,
    });
    if (!(await recordStakeOnNewRound(tx, stake, session.id))) {
      throw new AppError('VALIDATION_ERROR', { fields: { roundId: 'error_validation' } });
    }
  }

  /** A round id the provider reuses for another player or game is refused (nothing moves). */
  function checkRoundOwner(
    round: Pick<GameRoundRow, 'playerId' | 'gameId'>,
    player: PlayerProfile,
    gameId: string,
  ): void {
    if (round.playerId !== player.id) {
      throw new AppError('VALIDATION_ERROR', { fields: { roundId: 'error_validation' } });
    }
    if (round.gameId !== gameId) {
      throw new AppError('VALIDATION_ERROR', { fields: { gameId: 'error_validation' } });
    }
  }

  async function debit(providerId: string, request: TDebitRequest): Promise<TransactionAnswer> {
    const player = await playerOrFail(request.playerId);
    const hash = requestHash('debit', request);
    return once(providerId, request.transactionId, hash, async () => {
      if (request.currency !== player.currency) throw new AppError('CURRENCY_MISMATCH');
      const amountMinor = BigInt(request.amount);
      let state: DebitState | undefined;
      let answer: TransactionAnswer | undefined;
      const outcome = await wallet.transfer({
        idempotencyKey: ledgerKey(providerId, request.transactionId),
        kind: 'bet',
        from: { kind: 'player_cash', playerId: player.id },
        to: { kind: 'provider', providerId },
        amountMinor,
        currency: request.currency,
        metadata: { providerId, roundId: request.roundId, gameId: request.gameId },
        // Runs with the player's cash locked: a rollback that came first, a round another call
        // closed, or a launch closed by the player, is seen here and cannot change before this
        // commits. (A twin of this call is stopped by the ledger key, which the transfer claims
        // next.)
        check: async (tx) => {
          const at = now().getTime();
          state = await findDebitState(tx, {
            providerId,
            transactionId: request.transactionId,
            roundId: request.roundId,
            playerId: player.id,
            gameId: request.gameId,
            activeSince: new Date(at - GAME_SESSION_IDLE_MS),
            launchWindow: {
              usedSince: new Date(at - GAME_SESSION_IDLE_MS),
              openedSince: new Date(at - GAME_LAUNCH_MAX_AGE_MS),
              useWrittenBefore: new Date(at - GAME_LAUNCH_USE_WRITE_MS),
            },
          });
          if (state.isRolledBack) throw new AppError('TRANSACTION_ROLLED_BACK');
          // DESIGN §7: a stake belongs to a game the player opened at this provider, and still
          // has open; otherwise the provider could take any player's money for any game id.
          if (state.launch === undefined) {
            throw new AppError('PROVIDER_TOKEN_INVALID', {
              detail: { providerId, playerId: player.id, gameId: request.gameId },
            });
          }
          if (state.round === undefined) return;
          checkRoundOwner(state.round, player, request.gameId);
          if (state.round.status !== 'open') throw new AppError('ROUND_CLOSED');
        },
        within: async (tx, transfer) => {
          if (state === undefined) throw new Error('the debit ran without its check');
          const stake: StakeRecord = {
            providerId,
            transactionId: request.transactionId,
            playerId: player.id,
            roundId: request.roundId,
            gameId: request.gameId,
            amountMinor,
            currency: request.currency,
            ledgerTransferId: transfer.id,
            requestHash: hash,
            balanceAfterMinor: transfer.balances.fromMinor,
            at: now(),
          };
          await recordStake(tx, stake, state, player);
          if (state.launch?.isDueForUse === true) await useLaunch(tx, state.launch.id, stake.at);
          answer = {
            balanceMinor: stake.balanceAfterMinor,
            currency: stake.currency,
            transactionId: transfer.id,
          };
        },
      });
      switch (outcome.kind) {
        case 'insufficient-funds':
          throw new InsufficientFundsError(outcome.balanceMinor);
        case 'conflict':
        case 'transferred':
          return answer ?? afterLedgerReplay(providerId, request.transactionId, hash);
      }
    });
  }

  async function credit(providerId: string, request: TCreditRequest): Promise<TransactionAnswer> {
    const player = await playerOrFail(request.playerId);
    const hash = requestHash('credit', request);
    const amountMinor = BigInt(request.amount);

    /** Under the lock: the paid debit is this player's in this round, stands, and the round is open. */
    async function roundToPay(tx: Database): Promise<GameRoundRow> {
      await replayInside(tx, providerId, request.transactionId, hash);
      const paid = await findTransaction(tx, providerId, request.debitTransactionId);
      const rollback = await findRollbackOf(tx, providerId, request.debitTransactionId);
      const isOurs = (row: ProviderTransactionRow) =>
        row.playerId === player.id && row.roundId === request.roundId;
      if (rollback !== undefined && isOurs(rollback)) {
        throw new AppError('TRANSACTION_ROLLED_BACK');
      }
      if (paid === undefined || paid.kind !== 'debit' || !isOurs(paid)) {
        throw new AppError('TRANSACTION_NOT_FOUND');
      }
      const round = await findRound(tx, providerId, request.roundId);
      if (round === undefined) throw new AppError('TRANSACTION_NOT_FOUND');
      checkRoundOwner(round, player, request.gameId);
      if (round.status !== 'open') throw new AppError('ROUND_CLOSED');
      return round;
    }

    async function record(
      tx: Database,
      round: GameRoundRow,
      ledgerTransferId: string | null,
      balanceAfterMinor: bigint,
    ): Promise<ProviderTransactionRow> {
      const at = now();
      const isRoundEnded = request.roundEnded !== false;
      await addToRound(tx, round.id, {
        winDeltaMinor: amountMinor,
        ...(isRoundEnded ? { close: { status: 'completed', endedAt: at } } : {}),
      });
      await addToSession(tx, round.gameSessionId, { winDeltaMinor: amountMinor, at });
      return insertTransaction(tx, {
        providerId,
        transactionId: request.transactionId,
        kind: 'credit',
        playerId: player.id,
        roundId: request.roundId,
        gameId: request.gameId,
        amountMinor,
        currency: request.currency,
        ledgerTransferId,
        debitTransactionId: request.debitTransactionId,
        roundEnded: isRoundEnded,
        requestHash: hash,
        balanceAfterMinor,
      });
    }

    return once(providerId, request.transactionId, hash, async () => {
      if (request.currency !== player.currency) throw new AppError('CURRENCY_MISMATCH');
      if (amountMinor === 0n) {
        // A lost round closes without a ledger transfer (the ledger refuses zero), under the same
        // lock a transfer of this player takes.
        return wallet.withPlayerCashLocked(player.id, player.currency, async (tx, balance) => {
          const round = await roundToPay(tx);
          return answerOf(await record(tx, round, null, balance));
        });
      }
      let recorded: ProviderTransactionRow | undefined;
      let round: GameRoundRow | undefined;
      const outcome = await wallet.transfer({
        idempotencyKey: ledgerKey(providerId, request.transactionId),
        kind: 'win',
        from: { kind: 'provider', providerId },
        to: { kind: 'player_cash', playerId: player.id },
        amountMinor,
        currency: request.currency,
        metadata: {
          providerId,
          roundId: request.roundId,
          gameId: request.gameId,
          debitTransactionId: request.debitTransactionId,
        },
        check: async (tx) => {
          round = await roundToPay(tx);
        },
        within: async (tx, transfer) => {
          if (round === undefined) throw new Error('the credit ran without its check');
          recorded = await record(tx, round, transfer.id, transfer.balances.toMinor);
        },
      });
      if (outcome.kind === 'insufficient-funds') {
        // Only a player's cash is kept from going negative, and the player is credited here.
        throw new Error('a credit was refused for insufficient funds');
      }
      if (recorded !== undefined) return answerOf(recorded);
      return afterLedgerReplay(providerId, request.transactionId, hash);
    });
  }

  async function rollback(
    providerId: string,
    request: TRollbackRequest,
  ): Promise<TransactionAnswer> {
    const player = await playerOrFail(request.playerId);
    const hash = requestHash('rollback', request);

    /**
     * What the rollback does: refund the debit, record a tombstone for a debit not seen yet, or
     * (by throwing) answer the first rollback again or refuse. Decided outside the lock, then
     * again inside it; only "not seen yet" can change in between (the debit arrives).
     */
    async function decide(
      tx: Database,
    ): Promise<{ kind: 'refund'; debit: ProviderTransactionRow } | { kind: 'tombstone' }> {
      await replayInside(tx, providerId, request.transactionId, hash);
      const isOurs = (row: ProviderTransactionRow) =>
        row.playerId === player.id && row.roundId === request.roundId;
      const prior = await findRollbackOf(tx, providerId, request.originalTransactionId);
      if (prior !== undefined) {
        if (!isOurs(prior)) throw new AppError('TRANSACTION_NOT_FOUND');
        // spec: repeating a rollback is success, with the first rollback's answer.
        throw new EarlyAnswer(answerOf(prior));
      }
      const original = await findTransaction(tx, providerId, request.originalTransactionId);
      if (original === undefined) return { kind: 'tombstone' };
      if (original.kind !== 'debit') throw new AppError('ROLLBACK_NOT_ALLOWED');
      if (!isOurs(original) || original.gameId !== request.gameId) {
        throw new AppError('TRANSACTION_NOT_FOUND');
      }
      // DESIGN §7: a debit with a credit against it cannot be rolled back.
      if (await hasCreditFor(tx, providerId, original.transactionId)) {
        throw new AppError('ROLLBACK_NOT_ALLOWED');
      }
      return { kind: 'refund', debit: original };
    }

    async function tombstone(): Promise<TransactionAnswer> {
      return wallet.withPlayerCashLocked(player.id, player.currency, async (tx, balance) => {
        if ((await decide(tx)).kind !== 'tombstone') throw new DecideAgain();
        const row = await insertTransaction(tx, {
          providerId,
          transactionId: request.transactionId,
          kind: 'rollback_tombstone',
          playerId: player.id,
          roundId: request.roundId,
          gameId: request.gameId,
          amountMinor: 0n,
          currency: player.currency,
          originalTransactionId: request.originalTransactionId,
          requestHash: hash,
          balanceAfterMinor: balance,
        });
        return answerOf(row);
      });
    }

    async function refund(debitRow: ProviderTransactionRow): Promise<TransactionAnswer> {
      let recorded: ProviderTransactionRow | undefined;
      const outcome = await wallet.transfer({
        idempotencyKey: ledgerKey(providerId, request.transactionId),
        kind: 'rollback',
        from: { kind: 'provider', providerId },
        to: { kind: 'player_cash', playerId: debitRow.playerId },
        amountMinor: debitRow.amountMinor,
        currency: debitRow.currency,
        metadata: {
          providerId,
          roundId: request.roundId,
          gameId: request.gameId,
          originalTransactionId: request.originalTransactionId,
        },
        check: async (tx) => {
          // A debit never changes once recorded, so "refund" decided outside still means this one.
          if ((await decide(tx)).kind !== 'refund') throw new Error('a recorded debit vanished');
        },
        within: async (tx, transfer) => {
          recorded = await insertTransaction(tx, {
            providerId,
            transactionId: request.transactionId,
            kind: 'rollback',
            playerId: debitRow.playerId,
            roundId: debitRow.roundId,
            gameId: debitRow.gameId,
            amountMinor: debitRow.amountMinor,
            currency: debitRow.currency,
            ledgerTransferId: transfer.id,
            originalTransactionId: debitRow.transactionId,
            requestHash: hash,
            balanceAfterMinor: transfer.balances.toMinor,
          });
          const round = await findRound(tx, providerId, debitRow.roundId);
          if (round === undefined) throw new Error('a recorded debit has no round');
          const at = now();
          // The round ends cancelled when none of its stakes stand any more.
          const isLastStake =
            round.status === 'open' &&
            (await countStandingDebits(tx, providerId, debitRow.roundId)) === 0;
          await addToRound(tx, round.id, {
            betDeltaMinor: -debitRow.amountMinor,
            ...(isLastStake ? { close: { status: 'cancelled', endedAt: at } } : {}),
          });
          await addToSession(tx, round.gameSessionId, { betDeltaMinor: -debitRow.amountMinor });
        },
      });
      if (outcome.kind === 'insufficient-funds') {
        throw new Error('a rollback was refused for insufficient funds');
      }
      if (recorded !== undefined) return answerOf(recorded);
      return afterLedgerReplay(providerId, request.transactionId, hash);
    }

    return once(providerId, request.transactionId, hash, async () => {
      // At most twice: a tombstone decision can only turn into a refund (the debit arrived).
      for (let attempt = 0; ; attempt += 1) {
        const decision = await decide(db);
        try {
          return decision.kind === 'refund' ? await refund(decision.debit) : await tombstone();
        } catch (error) {
          if (!(error instanceof DecideAgain) || attempt > 0) throw error;
        }
      }
    });
  }

  return {
    async authenticate(providerId, token) {
      const grant = await catalog.consumeLaunchToken(token, providerId);
      if (grant === null) throw new AppError('PROVIDER_TOKEN_INVALID');
      const player = await identity.findPlayer(grant.playerId);
      if (player === undefined) throw new AppError('PROVIDER_TOKEN_INVALID');
      await openLaunch(db, {
        providerId,
        playerId: player.id,
        gameId: grant.gameId,
        currency: grant.currency,
        at: now(),
      });
      return {
        playerId: player.id,
        currency: player.currency,
        balanceMinor: await wallet.balance(player.id, player.currency),
      };
    },

    async balance(playerId) {
      const player = await playerOrFail(playerId);
      return {
        currency: player.currency,
        balanceMinor: await wallet.balance(player.id, player.currency),
      };
    },

    debit,
    credit,
    rollback,

    async gamingHistory(player, query) {
      const period = {
        playerId: player.id,
        ...(query.from === undefined ? {} : { from: utcDayStart(query.from) }),
        // `to` is the last day shown, whole.
        ...(query.to === undefined
          ? {}
          : { before: new Date(utcDayStart(query.to).getTime() + DAY_MS) }),
      };
      const { rows, total } = await listRounds(db, period, {
        limit: HISTORY_PAGE_SIZE,
        offset: (query.page - 1) * HISTORY_PAGE_SIZE,
      });
      const names = await catalog.gameNames([...new Set(rows.map((row) => row.gameId))]);
      return {
        success: true,
        items: rows.map((row) => ({
          roundId: row.roundId,
          gameId: row.gameId,
          gameName: names.get(row.gameId) ?? row.gameId,
          status: row.status,
          betMinor: row.betMinor.toString(),
          winMinor: row.winMinor.toString(),
          currency: row.currency,
          betFormatted: formatBalance(row.betMinor, row.currency),
          winFormatted: formatBalance(row.winMinor, row.currency),
          startedAt: row.startedAt.toISOString(),
          endedAt: row.endedAt?.toISOString() ?? null,
        })),
        page: query.page,
        pageSize: HISTORY_PAGE_SIZE,
        total,
      };
    },

    async gamingPeriod(player, days) {
      const totals = await sumRounds(db, {
        playerId: player.id,
        currency: player.currency,
        from: new Date(now().getTime() - days * DAY_MS),
      });
      const netMinor = totals.winMinor - totals.betMinor;
      return {
        success: true,
        data: {
          days,
          rounds: totals.rounds,
          betMinor: totals.betMinor.toString(),
          winMinor: totals.winMinor.toString(),
          netMinor: netMinor.toString(),
          currency: player.currency,
          betFormatted: formatBalance(totals.betMinor, player.currency),
          winFormatted: formatBalance(totals.winMinor, player.currency),
          netFormatted: formatBalance(netMinor, player.currency),
        },
      };
    },

    async activeSessions(player) {
      const at = now();
      const sessions = await listOpenSessions(
        db,
        player.id,
        new Date(at.getTime() - GAME_SESSION_IDLE_MS),
      );
      const names = await catalog.gameNames([...new Set(sessions.map((row) => row.gameId))]);
      return {
        success: true,
        data: sessions.map((row) => ({
          sessionId: row.id,
          gameId: row.gameId,
          GameName: names.get(row.gameId) ?? row.gameId,
          bet: row.betMinor.toString(),
          win: row.winMinor.toString(),
          currency: row.currency,
          sessionStart: row.startedAt.toISOString(),
          meta: { NetLoss: (row.betMinor - row.winMinor).toString() },
        })),
      };
    },

    async closeSessions(player) {
      const at = now();
      // spec 001 §4 game session: the player ends them (before opening a game elsewhere); a game
      // left open in another window then stakes nothing more until it is opened again.
      await closeLaunches(db, player.id, at);
      return endOpenSessions(db, player.id, at, new Date(at.getTime() - GAME_SESSION_IDLE_MS));
    },
  };
}
