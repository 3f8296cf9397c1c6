import type { TCreditRequest } from '@playfair/contracts/provider-api';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { OpenRound } from '../gameplay/service';
import {
  answerOf,
  ledgerKey,
  requestHash,
  type ProviderCalls,
  type TransactionAnswer,
} from './calls';
import {
  findRollbackOf,
  findTransaction,
  hasOpenBonusStakes,
  insertTransaction,
  roundStakeSplit,
  type ProviderTransactionRow,
} from './repo';

/**
 * POST /provider-api/v1/credit: the win of a debit moves to the player, and gameplay adds it to
 * the round — settling the round unless the provider says more is to come (`roundEnded: false`).
 */
export async function credit(
  { wallet, gameplay, rewards, playerOrFail, once, replayInside, afterLedgerReplay }: ProviderCalls,
  providerId: string,
  request: TCreditRequest,
): Promise<TransactionAnswer> {
  const player = await playerOrFail(request.playerId);
  const hash = requestHash('credit', request);
  const amountMinor = BigInt(request.amount);

  /** Under the lock: the paid debit is this player's in this round, stands, and the round is open. */
  async function roundToPay(tx: Database): Promise<OpenRound> {
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
    const round = await gameplay.openRoundOf(tx, {
      providerId,
      roundId: request.roundId,
      playerId: player.id,
      gameId: request.gameId,
    });
    if (round === undefined) throw new AppError('TRANSACTION_NOT_FOUND');
    return round;
  }

  async function record(
    tx: Database,
    round: OpenRound,
    ledgerTransferId: string | null,
    balanceAfterMinor: bigint,
    bonusAmountMinor: bigint,
  ): Promise<ProviderTransactionRow> {
    const isRoundEnded = request.roundEnded !== false;
    if (isRoundEnded) {
      await gameplay.settleRound(tx, round, amountMinor);
      await rewards?.afterSettle(tx, player.id, request.currency, () =>
        hasOpenBonusStakes(tx, player.id),
      );
    } else await gameplay.addWin(tx, round, amountMinor);
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
      bonusAmountMinor,
    });
  }

  return once(providerId, request.transactionId, hash, async () => {
    if (request.currency !== player.currency) throw new AppError('CURRENCY_MISMATCH');
    if (amountMinor === 0n) {
      // A lost round closes without a ledger transfer (the ledger refuses zero), under the same
      // lock a transfer of this player takes.
      return wallet.withPlayerCashLocked(player.id, player.currency, async (tx) => {
        const round = await roundToPay(tx);
        // The answer is the playable balance, bonus included (decision 009).
        const { cashMinor, bonusMinor } = await wallet.balances(player.id, player.currency, tx);
        return answerOf(await record(tx, round, null, cashMinor + bonusMinor, 0n));
      });
    }
    let recorded: ProviderTransactionRow | undefined;
    let round: OpenRound | undefined;
    let shareGoesTo: 'bonus' | 'house' | 'cash' = 'cash';
    const outcome = await wallet.transfer({
      idempotencyKey: ledgerKey(providerId, request.transactionId),
      kind: 'win',
      from: { kind: 'provider', providerId },
      // Decision 009: a win goes back to bonus in the share the round's stakes were bonus money
      // while that bonus runs (to the house if it was given back meanwhile); the rest is cash.
      to: { kind: 'player_play', playerId: player.id },
      bonusPartOf: async (tx) => {
        if (rewards === undefined) return 0n;
        const split = await roundStakeSplit(tx, providerId, request.roundId);
        if (split.bonusMinor === 0n) return 0n;
        shareGoesTo = await rewards.bonusShareGoesTo(tx, player.id, player.currency);
        if (shareGoesTo === 'cash') return 0n;
        return (amountMinor * split.bonusMinor) / split.totalMinor;
      },
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
        // The win's bonus part of a bonus given back meanwhile goes back with it (decision 009).
        const givenBack = shareGoesTo === 'house' ? transfer.split.bonusMinor : 0n;
        if (givenBack > 0n) {
          await rewards?.giveBackShare(tx, {
            playerId: player.id,
            currency: request.currency,
            amountMinor: transfer.split.bonusMinor,
            key: ledgerKey(providerId, request.transactionId),
          });
        }
        recorded = await record(
          tx,
          round,
          transfer.id,
          transfer.balances.toMinor - givenBack,
          transfer.split.bonusMinor,
        );
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
