import type { TDebitRequest } from '@playfair/contracts/provider-api';
import { AppError } from '../../platform/errors';
import type { StakeState } from '../gameplay/service';
import type { StakeBonus } from '../rewards/service';
import {
  InsufficientFundsError,
  ledgerKey,
  requestHash,
  type ProviderCalls,
  type TransactionAnswer,
} from './calls';
import { debitRecordWrite, isRolledBackQuery } from './repo';

/**
 * POST /provider-api/v1/debit: the player's stake moves to the provider's account — cash first,
 * then bonus money — and gameplay adds it to its round (DESIGN §7); a running bonus counts it
 * toward its wagering and refuses a stake above its max bet (DESIGN §11).
 */
export async function debit(
  { wallet, gameplay, stakeGuard, rewards, playerOrFail, once, afterLedgerReplay }: ProviderCalls,
  providerId: string,
  request: TDebitRequest,
): Promise<TransactionAnswer> {
  const player = await playerOrFail(request.playerId);
  const hash = requestHash('debit', request);
  const key = {
    providerId,
    roundId: request.roundId,
    playerId: player.id,
    gameId: request.gameId,
  };
  return once(providerId, request.transactionId, hash, async () => {
    if (request.currency !== player.currency) throw new AppError('CURRENCY_MISMATCH');
    const amountMinor = BigInt(request.amount);
    let state: StakeState | undefined;
    let bonus: StakeBonus | null = null;
    let answer: TransactionAnswer | undefined;
    const outcome = await wallet.transfer({
      idempotencyKey: ledgerKey(providerId, request.transactionId),
      kind: 'bet',
      // Decision 009: cash first, then bonus money.
      from: { kind: 'player_play', playerId: player.id },
      to: { kind: 'provider', providerId },
      amountMinor,
      currency: request.currency,
      metadata: { providerId, roundId: request.roundId, gameId: request.gameId },
      // Runs with the player's cash locked: a rollback that came first, a round another call
      // closed, or a launch closed by the player, is seen here and cannot change before this
      // commits. (A twin of this call is stopped by the ledger key, which the transfer claims
      // next.)
      check: async (tx) => {
        const read = await gameplay.readStake(
          tx,
          key,
          isRolledBackQuery(providerId, request.transactionId),
          stakeGuard?.(player.id),
        );
        if (read.isAsked) throw new AppError('TRANSACTION_ROLLED_BACK');
        gameplay.admitStake(read.state, amountMinor);
        state = read.state;
        bonus = (await rewards?.stakeBonus(tx, player.id, request.currency)) ?? null;
        if (bonus?.maxBetMinor != null && amountMinor > bonus.maxBetMinor) {
          throw new AppError('BONUS_MAX_BET_EXCEEDED');
        }
      },
      within: async (tx, transfer) => {
        if (state === undefined) throw new Error('the debit ran without its check');
        const balanceAfterMinor = transfer.balances.fromMinor;
        await gameplay.addStake(
          tx,
          state,
          { amountMinor, currency: request.currency },
          debitRecordWrite({
            providerId,
            transactionId: request.transactionId,
            playerId: player.id,
            roundId: request.roundId,
            gameId: request.gameId,
            amountMinor,
            currency: request.currency,
            ledgerTransferId: transfer.id,
            requestHash: hash,
            balanceAfterMinor,
            bonusAmountMinor: transfer.split.bonusMinor,
          }),
        );
        if (bonus !== null) {
          await rewards?.countStake(
            tx,
            {
              playerId: player.id,
              currency: request.currency,
              gameId: request.gameId,
              amountMinor,
              stakeKey: ledgerKey(providerId, request.transactionId),
            },
            bonus,
          );
        }
        answer = {
          balanceMinor: balanceAfterMinor,
          currency: request.currency,
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
