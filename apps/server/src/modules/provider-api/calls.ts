import type {
  TCreditRequest,
  TDebitRequest,
  TFreeRoundRequest,
  TRollbackRequest,
} from '@playfair/contracts/provider-api';
import type { Database } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/errors';
import { requestHash as idempotencyHash } from '../../platform/idempotency';
import type { GameplayService, SameStatementAsk } from '../gameplay/service';
import type { IdentityService, PlayerProfile } from '../identity/service';
import type { RewardsService } from '../rewards/service';
import type { WalletService } from '../wallet/service';
import { findTransaction, type ProviderTransactionRow } from './repo';

// What every money call of a provider shares (DESIGN §4, §7): the provider's transaction id as the
// idempotency key, the first answer to a replay, TRANSACTION_CONFLICT to a reuse.

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

/**
 * Thrown from inside the locked transaction when the answer is already known (a replay, or a
 * rollback of a debit rolled back before): the transaction ends without writing and the caller
 * answers `answer`.
 */
export class EarlyAnswer extends Error {
  constructor(readonly answer: TransactionAnswer) {
    super('answered without a write');
  }
}

/** DESIGN §4: the provider's transaction id, namespaced by provider, is the ledger's key. */
export function ledgerKey(providerId: string, transactionId: string): string {
  return `provider:${providerId}:${transactionId}`;
}

/**
 * The SHA-256 of a call's payload in a fixed field order, so a replay (same payload) is told from
 * a reuse of the transaction id for something else (DESIGN §4). An omitted `roundEnded` is true.
 */
export function requestHash(
  kind: ProviderTransactionRow['kind'],
  request: TDebitRequest | TCreditRequest | TRollbackRequest | TFreeRoundRequest,
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
    ...('freeRoundsId' in request ? [request.freeRoundsId] : []),
  ];
  return idempotencyHash(fields);
}

export function answerOf(row: ProviderTransactionRow): TransactionAnswer {
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

export type ProviderCallDependencies = {
  db: Database;
  wallet: Pick<WalletService, 'transfer' | 'balance' | 'balances' | 'withPlayerCashLocked'>;
  identity: Pick<IdentityService, 'findPlayer'>;
  gameplay: GameplayService;
  /**
   * Responsible gambling's word on a stake (the rg module's reality-check clock), asked in the
   * debit's one read under the player's lock: a text SQL expression naming a refusal, or null.
   */
  stakeGuard?: (playerId: string) => SameStatementAsk;
  /**
   * Rewards' word on the money of play (DESIGN §11, decision 009), asked in the money's
   * transaction: the running bonus a stake meets, wagering, and free rounds. Without it, play is
   * cash only.
   */
  rewards?: ProviderRewards;
};

export type ProviderRewards = Pick<
  RewardsService,
  | 'stakeBonus'
  | 'countStake'
  | 'uncountStake'
  | 'afterSettle'
  | 'isBonusRunning'
  | 'bonusShareGoesTo'
  | 'giveBackShare'
  | 'lockFreeRounds'
  | 'findGrant'
  | 'countFreeRound'
>;

/** What the debit, credit and rollback are written with. */
export type ProviderCalls = ProviderCallDependencies & {
  /** The calling player; USER_NOT_FOUND for an unknown id. */
  playerOrFail(playerId: string): Promise<PlayerProfile>;
  /**
   * Runs a call: its replay is answered from the record; otherwise `run`, whose locked section
   * may end early with the known answer. A unique violation means a racing twin of this very call
   * (or a reuse of its id) committed first: its record answers.
   */
  once(
    providerId: string,
    transactionId: string,
    hash: string,
    run: () => Promise<TransactionAnswer>,
  ): Promise<TransactionAnswer>;
  /** Inside the lock: a twin of this call that committed while this one waited answers. */
  replayInside(
    tx: Database,
    providerId: string,
    transactionId: string,
    hash: string,
  ): Promise<void>;
  /**
   * After `wallet.transfer` answered without running `within`: the ledger already held the key
   * (a twin committed between the first look and the transfer), so the record is there too.
   */
  afterLedgerReplay(
    providerId: string,
    transactionId: string,
    hash: string,
  ): Promise<TransactionAnswer>;
};

export function createProviderCalls(dependencies: ProviderCallDependencies): ProviderCalls {
  const { db, identity } = dependencies;
  return {
    ...dependencies,

    async playerOrFail(playerId) {
      const player = await identity.findPlayer(playerId);
      if (player === undefined) throw new AppError('USER_NOT_FOUND');
      return player;
    },

    async once(providerId, transactionId, hash, run) {
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
    },

    async replayInside(tx, providerId, transactionId, hash) {
      const seen = await findTransaction(tx, providerId, transactionId);
      if (seen !== undefined) throw new EarlyAnswer(replayOf(seen, hash));
    },

    async afterLedgerReplay(providerId, transactionId, hash) {
      const row = await findTransaction(db, providerId, transactionId);
      if (row === undefined) {
        // Cannot happen (both commit together); a 5xx with the detail in the log, nothing moved.
        throw new AppError('INTERNAL_SERVER_ERROR', {
          detail: { providerId, transactionId, reason: 'ledger key taken without a record' },
        });
      }
      return replayOf(row, hash);
    },
  };
}
