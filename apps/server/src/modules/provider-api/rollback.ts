import type { TRollbackRequest } from '@playfair/contracts/provider-api';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import {
  answerOf,
  EarlyAnswer,
  ledgerKey,
  requestHash,
  type ProviderCalls,
  type TransactionAnswer,
} from './calls';
import {
  countStandingDebits,
  findRollbackOf,
  findTransaction,
  hasCreditFor,
  insertTransaction,
  type ProviderTransactionRow,
} from './repo';

/** A rollback decided outside the lock found the world changed under it: decide again. */
class DecideAgain extends Error {
  constructor() {
    super('decide again');
  }
}

/**
 * POST /provider-api/v1/rollback: a debit's stake goes back to the player and leaves its round; a
 * rollback of a debit not seen yet leaves a tombstone that refuses the late debit; a debit with a
 * credit against it cannot be rolled back (DESIGN §7).
 */
export async function rollback(
  calls: ProviderCalls,
  providerId: string,
  request: TRollbackRequest,
): Promise<TransactionAnswer> {
  const { db, wallet, gameplay, rewards, playerOrFail, once, replayInside, afterLedgerReplay } =
    calls;
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
    return wallet.withPlayerCashLocked(player.id, player.currency, async (tx) => {
      if ((await decide(tx)).kind !== 'tombstone') throw new DecideAgain();
      const { cashMinor, bonusMinor } = await wallet.balances(player.id, player.currency, tx);
      const balance = cashMinor + bonusMinor;
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
    let shareGoesTo: 'bonus' | 'house' | 'cash' = 'cash';
    const outcome = await wallet.transfer({
      idempotencyKey: ledgerKey(providerId, request.transactionId),
      kind: 'rollback',
      from: { kind: 'provider', providerId },
      // Decision 009: the stake goes back where it came from — its bonus part to bonus while that
      // bonus runs, to the house if it was given back meanwhile, to cash if it became cash.
      to: { kind: 'player_play', playerId: debitRow.playerId },
      bonusPartOf: async (tx) => {
        if (rewards === undefined || debitRow.bonusAmountMinor === 0n) return 0n;
        shareGoesTo = await rewards.bonusShareGoesTo(tx, debitRow.playerId, debitRow.currency);
        return shareGoesTo === 'cash' ? 0n : debitRow.bonusAmountMinor;
      },
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
        const givenBack = shareGoesTo === 'house' ? transfer.split.bonusMinor : 0n;
        if (givenBack > 0n) {
          await rewards?.giveBackShare(tx, {
            playerId: debitRow.playerId,
            currency: debitRow.currency,
            amountMinor: givenBack,
            key: ledgerKey(providerId, request.transactionId),
          });
        }
        // The stake never stood: what it counted toward a running bonus is taken back.
        await rewards?.uncountStake(tx, {
          playerId: debitRow.playerId,
          currency: debitRow.currency,
          stakeKey: ledgerKey(providerId, debitRow.transactionId),
        });
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
          balanceAfterMinor: transfer.balances.toMinor - givenBack,
          bonusAmountMinor: transfer.split.bonusMinor,
        });
        // The round ends cancelled when none of its stakes stand any more.
        await gameplay.withdrawStake(tx, {
          providerId,
          roundId: debitRow.roundId,
          amountMinor: debitRow.amountMinor,
          hasStandingStakes: async () =>
            (await countStandingDebits(tx, providerId, debitRow.roundId)) > 0,
        });
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
