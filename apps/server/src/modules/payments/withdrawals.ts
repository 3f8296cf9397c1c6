import { randomUUID } from 'node:crypto';
import type { WithdrawalStatus } from '@playfair/contracts/payments';
import { parseAmountToMinor } from '@playfair/domain/money';
import { AppError } from '../../platform/errors';
import type { AccountRef, TransferInput } from '../wallet/service';
import { cardLabel } from './card-rules';
import { isUuid, requestHashOf, type PaymentPlayer, type PaymentsContext } from './context';
import { BANK_TRANSFER_METHOD_ID } from './deposit-methods';
import type { PayoutRequest } from './payment-provider';
import {
  decideWithdrawal,
  findActiveCard,
  findCard,
  findWithdrawal,
  findWithdrawalByKey,
  insertWithdrawal,
  listPlayerWithdrawals,
  listUnpaidPayouts,
  listWithdrawals,
  lockWithdrawal,
  markPayoutPaid,
  type WithdrawalRow,
} from './repo';
import { isUniqueViolation } from '../../platform/db/errors';

/** The player's list shows this many of the newest withdrawals. */
export const PLAYER_WITHDRAWALS_LIMIT = 50;

export type WithdrawalForm = {
  amount: string;
  method: string;
  bank?: string | undefined;
  idempotency_key: string;
  /** '1': the player read the forfeit warning and gives up the running bonus. */
  confirm_bonus_forfeit?: '0' | '1' | undefined;
};

type Decision =
  | { status: 'approved'; decidedBy: string }
  | { status: 'rejected'; decidedBy: string; rejectReason: string }
  | { status: 'cancelled'; decidedBy: 'player' };

export function createWithdrawals(context: PaymentsContext) {
  const { db, wallet, events, provider, now, log, bonuses } = context;

  async function reloaded(id: string): Promise<WithdrawalRow> {
    const row = await findWithdrawal(db, id);
    if (row === undefined) throw new Error(`withdrawal ${id} vanished`);
    return row;
  }

  /**
   * Moves the held money on with the row locked inside the transfer's transaction: the first
   * decision wins, a later or racing one finds the row decided and moves nothing.
   */
  async function decide(row: WithdrawalRow, decision: Decision): Promise<WithdrawalRow> {
    const isApproval = decision.status === 'approved';
    const to: AccountRef = isApproval
      ? { kind: 'payment_clearing' }
      : { kind: 'player_cash', playerId: row.playerId };
    const kind: TransferInput['kind'] = isApproval ? 'withdrawal' : 'withdrawal_release';
    try {
      const outcome = await wallet.transfer({
        // Cancel and reject share the release key: whatever happens, the money is released once.
        idempotencyKey: `withdrawal:${row.id}:${isApproval ? 'payout' : 'release'}`,
        kind,
        from: { kind: 'player_withdrawal', playerId: row.playerId },
        to,
        amountMinor: row.amountMinor,
        currency: row.currency,
        metadata: { withdrawalId: row.id, decision: decision.status },
        check: async (tx) => {
          const locked = await lockWithdrawal(tx, row.id);
          if (locked?.status !== 'pending') throw new AppError('WITHDRAWAL_NOT_PENDING');
        },
        within: async (tx) => {
          await decideWithdrawal(
            tx,
            row.id,
            { ...decision, ...(isApproval ? { payoutStatus: 'pending' as const } : {}) },
            now(),
          );
        },
      });
      if (outcome.kind === 'insufficient-funds') {
        throw new Error(`withdrawal ${row.id}: the held money is missing`);
      }
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'WITHDRAWAL_NOT_PENDING')) throw error;
    }
    const after = await reloaded(row.id);
    // Ours, or the same decision made by a racing duplicate: answered alike (idempotent).
    if (after.status !== decision.status) throw new AppError('WITHDRAWAL_NOT_PENDING');
    return after;
  }

  /** Asks the provider to pay an approved withdrawal out; retried by the reconciliation. */
  async function payOut(row: WithdrawalRow): Promise<WithdrawalRow> {
    if (row.status !== 'approved' || row.payoutStatus !== 'pending') return row;
    let destination: PayoutRequest['destination'];
    if (row.method === 'card') {
      const card = row.cardId === null ? undefined : await findCard(db, row.cardId);
      if (card === undefined) throw new Error(`withdrawal ${row.id}: its card is gone`);
      destination = { kind: 'card', token: card.token };
    } else {
      destination = { kind: 'bank', bank: row.methodDetail ?? '' };
    }
    try {
      const { providerRef } = await provider.payout({
        reference: row.id,
        amountMinor: row.amountMinor,
        currency: row.currency,
        destination,
      });
      await db.transaction(async (tx) => {
        // A payout confirmed twice (a retried reconciliation) is paid, and told, once.
        if (!(await markPayoutPaid(tx, row.id, providerRef))) return;
        await events.publish(tx, 'withdrawal.paid', {
          playerId: row.playerId,
          payload: {
            withdrawalId: row.id,
            currency: row.currency,
            amountMinor: row.amountMinor.toString(),
          },
        });
      });
    } catch (error) {
      log?.error({ err: error, withdrawalId: row.id }, 'payout failed; it will be retried');
    }
    return reloaded(row.id);
  }

  async function withdrawalFor(id: string): Promise<WithdrawalRow> {
    const row = isUuid(id) ? await findWithdrawal(db, id) : undefined;
    if (row === undefined) throw new AppError('NOT_FOUND');
    return row;
  }

  /** The request's method: a saved card of the player, or a bank of the provider. */
  async function methodOf(
    player: PaymentPlayer,
    form: WithdrawalForm,
  ): Promise<Pick<WithdrawalRow, 'method' | 'cardId' | 'methodDetail'>> {
    if (form.method === BANK_TRANSFER_METHOD_ID) {
      const bank = form.bank ?? '';
      if (!provider.banks(player.currency).some((candidate) => candidate.id === bank)) {
        throw new AppError('VALIDATION_ERROR', { fields: { bank: 'payment_bank_required' } });
      }
      return { method: 'bank_transfer', cardId: null, methodDetail: bank };
    }
    const card = isUuid(form.method) ? await findActiveCard(db, player.id, form.method) : undefined;
    if (card === undefined) throw new AppError('PAYMENT_METHOD_UNKNOWN');
    return { method: 'card', cardId: card.id, methodDetail: cardLabel(card) };
  }

  function replayOf(earlier: WithdrawalRow, requestHash: string): WithdrawalRow {
    if (earlier.requestHash !== requestHash) throw new AppError('TRANSACTION_CONFLICT');
    return earlier;
  }

  return {
    /**
     * POST /user/withdrawals: the money is held at once (withdrawal_hold, player_cash →
     * player_withdrawal) in the transaction that writes the withdrawal; the policy lets a
     * self-excluded player withdraw (DESIGN §4). The idempotency key makes a retry one request.
     */
    async requestWithdrawal(player: PaymentPlayer, form: WithdrawalForm): Promise<WithdrawalRow> {
      const amountMinor = parseAmountToMinor(form.amount);
      if (amountMinor === null || amountMinor === 0n) {
        throw new AppError('VALIDATION_ERROR', { fields: { amount: 'payment_amount_invalid' } });
      }
      const requestHash = requestHashOf({
        method: form.method,
        bank: form.bank ?? '',
        amountMinor: amountMinor.toString(),
        currency: player.currency,
      });
      const earlier = await findWithdrawalByKey(db, player.id, form.idempotency_key);
      if (earlier !== undefined) return replayOf(earlier, requestHash);

      const method = await methodOf(player, form);
      const limits = provider
        .methods(player.currency)
        .find((candidate) => candidate.type === method.method);
      if (limits === undefined) throw new AppError('PAYMENT_METHOD_UNKNOWN');
      if (amountMinor < limits.minMinor) throw new AppError('PAYMENT_AMOUNT_TOO_LOW');
      if (amountMinor > limits.maxMinor) throw new AppError('PAYMENT_AMOUNT_TOO_HIGH');

      // spec 000 §1: a withdrawal while a bonus runs forfeits it, and only once the player says
      // so; bonus money itself is never withdrawn (only cash is held below).
      const running = await bonuses?.runningBonusOf(player.id, player.currency);
      if (running !== undefined && running !== null) {
        if (form.confirm_bonus_forfeit !== '1') {
          throw new AppError('BONUS_FORFEIT_UNCONFIRMED');
        }
        // A withdrawal the cash cannot cover changes nothing, the bonus included (DESIGN §5).
        if ((await wallet.balance(player.id, player.currency)) < amountMinor) {
          throw new AppError('INSUFFICIENT_FUNDS');
        }
        await bonuses?.forfeit(player.id, player.currency, 'player', 'withdrawal');
      }

      const id = randomUUID();
      let outcome;
      try {
        outcome = await wallet.transfer({
          idempotencyKey: `withdrawal:${id}:hold`,
          kind: 'withdrawal_hold',
          from: { kind: 'player_cash', playerId: player.id },
          to: { kind: 'player_withdrawal', playerId: player.id },
          amountMinor,
          currency: player.currency,
          metadata: { withdrawalId: id },
          within: async (tx) => {
            await insertWithdrawal(tx, {
              id,
              playerId: player.id,
              idempotencyKey: form.idempotency_key,
              requestHash,
              ...method,
              amountMinor,
              currency: player.currency,
              status: 'pending',
              provider: provider.name,
              createdAt: now(),
            });
            await events.publish(tx, 'withdrawal.requested', {
              playerId: player.id,
              payload: {
                withdrawalId: id,
                currency: player.currency,
                amountMinor: amountMinor.toString(),
              },
            });
          },
        });
      } catch (error) {
        // A double submit claimed the key first; its transaction held the money, ours rolled back.
        if (!isUniqueViolation(error)) throw error;
        const winner = await findWithdrawalByKey(db, player.id, form.idempotency_key);
        if (winner === undefined) throw error;
        return replayOf(winner, requestHash);
      }
      if (outcome.kind === 'insufficient-funds') throw new AppError('INSUFFICIENT_FUNDS');
      if (outcome.kind === 'conflict') throw new Error(`withdrawal ${id}: hold key reused`);
      return reloaded(id);
    },

    async playerWithdrawals(playerId: string): Promise<WithdrawalRow[]> {
      return listPlayerWithdrawals(db, playerId, PLAYER_WITHDRAWALS_LIMIT);
    },

    /** POST /user/withdrawals/{id}/cancel: the player's own pending one, back to cash. */
    async cancelWithdrawal(playerId: string, id: string): Promise<WithdrawalRow> {
      const row = await withdrawalFor(id);
      if (row.playerId !== playerId) throw new AppError('NOT_FOUND');
      if (row.status === 'cancelled') return row;
      if (row.status !== 'pending') throw new AppError('WITHDRAWAL_NOT_PENDING');
      return decide(row, { status: 'cancelled', decidedBy: 'player' });
    },

    async operatorWithdrawals(
      status: WithdrawalStatus | undefined,
      limit: number,
    ): Promise<WithdrawalRow[]> {
      return listWithdrawals(db, status, limit);
    },

    /** The operator's approval: the held money goes to the clearing account and is paid out. */
    async approveWithdrawal(id: string, operatorId: string): Promise<WithdrawalRow> {
      const row = await withdrawalFor(id);
      if (row.status === 'approved') return payOut(row);
      if (row.status !== 'pending') throw new AppError('WITHDRAWAL_NOT_PENDING');
      return payOut(await decide(row, { status: 'approved', decidedBy: operatorId }));
    },

    /** The operator's rejection: the held money goes back to the player's cash. */
    async rejectWithdrawal(id: string, operatorId: string, reason: string): Promise<WithdrawalRow> {
      const row = await withdrawalFor(id);
      if (row.status === 'rejected') return row;
      if (row.status !== 'pending') throw new AppError('WITHDRAWAL_NOT_PENDING');
      return decide(row, { status: 'rejected', decidedBy: operatorId, rejectReason: reason });
    },

    /** Payouts of approved withdrawals the provider has not accepted yet, tried again. */
    async retryPayouts(): Promise<number> {
      let paid = 0;
      for (const row of await listUnpaidPayouts(db, 100)) {
        try {
          if ((await payOut(row)).payoutStatus === 'paid') paid += 1;
        } catch (error) {
          log?.error({ err: error, withdrawalId: row.id }, 'payout retry failed');
        }
      }
      return paid;
    },
  };
}

export type Withdrawals = ReturnType<typeof createWithdrawals>;
