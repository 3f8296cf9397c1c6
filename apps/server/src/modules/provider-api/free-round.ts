import type { TFreeRoundRequest } from '@playfair/contracts/provider-api';
import type { Database } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { StakeState } from '../gameplay/service';
import type { GrantRow } from '../rewards/service';
import { ledgerKey, requestHash, type ProviderCalls, type TransactionAnswer } from './calls';
import { findTransaction, freeRoundRecordWrite } from './repo';

export type FreeRoundAnswer = TransactionAnswer & { roundsLeft: number };

/**
 * POST /provider-api/v1/free-round (DESIGN §11): a round of a free-rounds grant, played with no
 * stake. Under the player's lock the grant must be this player's, for this game and provider, and
 * have a round left; the round is recorded with a zero stake and its win, which goes to bonus
 * money or cash as the grant says. Idempotent by the transaction id like every money call.
 */
export async function freeRound(
  {
    wallet,
    gameplay,
    stakeGuard,
    rewards,
    playerOrFail,
    once,
    replayInside,
    afterLedgerReplay,
  }: ProviderCalls,
  providerId: string,
  request: TFreeRoundRequest,
): Promise<FreeRoundAnswer> {
  if (rewards === undefined) throw new AppError('FREE_ROUNDS_NOT_FOUND');
  const player = await playerOrFail(request.playerId);
  const hash = requestHash('free_round', request);
  const winMinor = BigInt(request.amount);
  const key = { providerId, roundId: request.roundId, playerId: player.id, gameId: request.gameId };
  const seenGrant = await rewards.findGrant(request.freeRoundsId);
  let roundsLeft: number | undefined;

  /** Under the lock: the grant is playable and the round may start (launch, guards). */
  async function admit(tx: Database): Promise<{ grant: GrantRow; state: StakeState }> {
    // A twin of this call that committed while this one waited for the lock answers.
    await replayInside(tx, providerId, request.transactionId, hash);
    const grant = await rewards!.lockFreeRounds(tx, request.freeRoundsId, {
      playerId: player.id,
      gameId: request.gameId,
      providerId,
    });
    const read = await gameplay.readStake(tx, key, undefined, stakeGuard?.(player.id));
    gameplay.admitStake(read.state, 0n);
    return { grant, state: read.state };
  }

  /** The round (zero stake, its win) and the grant's count, in the money's transaction. */
  async function record(
    tx: Database,
    admitted: { grant: GrantRow; state: StakeState },
    ledgerTransferId: string | null,
    balanceAfterMinor: bigint,
    bonusAmountMinor: bigint,
  ): Promise<void> {
    await gameplay.addStake(
      tx,
      admitted.state,
      { amountMinor: 0n, currency: request.currency },
      freeRoundRecordWrite({
        providerId,
        transactionId: request.transactionId,
        playerId: player.id,
        roundId: request.roundId,
        gameId: request.gameId,
        amountMinor: winMinor,
        currency: request.currency,
        ledgerTransferId,
        requestHash: hash,
        balanceAfterMinor,
        bonusAmountMinor,
        freeRoundsId: request.freeRoundsId,
      }),
    );
    const round = await gameplay.openRoundOf(tx, key);
    if (round === undefined) throw new Error('a free round has no round');
    await gameplay.settleRound(tx, round, winMinor);
    roundsLeft = await rewards!.countFreeRound(tx, admitted.grant, winMinor);
  }

  const answer = await once(providerId, request.transactionId, hash, async () => {
    if (request.currency !== player.currency) throw new AppError('CURRENCY_MISMATCH');
    if (seenGrant === undefined) throw new AppError('FREE_ROUNDS_NOT_FOUND');
    if (winMinor === 0n) {
      return wallet.withPlayerCashLocked(player.id, player.currency, async (tx) => {
        const admitted = await admit(tx);
        const { cashMinor, bonusMinor } = await wallet.balances(player.id, player.currency, tx);
        await record(tx, admitted, null, cashMinor + bonusMinor, 0n);
        const row = await findTransaction(tx, providerId, request.transactionId);
        return {
          balanceMinor: cashMinor + bonusMinor,
          currency: player.currency,
          transactionId: row?.id ?? request.transactionId,
        };
      });
    }
    let admitted: { grant: GrantRow; state: StakeState } | undefined;
    let answered: TransactionAnswer | undefined;
    const toBonus = seenGrant.winsTo === 'bonus';
    const outcome = await wallet.transfer({
      idempotencyKey: ledgerKey(providerId, request.transactionId),
      kind: 'win',
      from: { kind: 'provider', providerId },
      to: { kind: 'player_play', playerId: player.id },
      bonusPartOf: async () => (toBonus ? winMinor : 0n),
      amountMinor: winMinor,
      currency: request.currency,
      metadata: {
        providerId,
        roundId: request.roundId,
        gameId: request.gameId,
        freeRoundsId: request.freeRoundsId,
      },
      check: async (tx) => {
        admitted = await admit(tx);
      },
      within: async (tx, transfer) => {
        if (admitted === undefined) throw new Error('the free round ran without its check');
        await record(
          tx,
          admitted,
          transfer.id,
          transfer.balances.toMinor,
          transfer.split.bonusMinor,
        );
        answered = {
          balanceMinor: transfer.balances.toMinor,
          currency: request.currency,
          transactionId: transfer.id,
        };
      },
    });
    if (outcome.kind === 'insufficient-funds') {
      throw new Error('a free round win was refused for insufficient funds');
    }
    return answered ?? afterLedgerReplay(providerId, request.transactionId, hash);
  });
  if (roundsLeft !== undefined) return { ...answer, roundsLeft };
  const grant = await rewards.findGrant(request.freeRoundsId);
  return { ...answer, roundsLeft: grant === undefined ? 0 : grant.rounds - grant.roundsPlayed };
}
