import { AppError } from '../../platform/errors';
import { createDepositConfirmations } from './confirm-deposit';
import { isUuid, type PaymentsContext } from './context';
import { createDeposit } from './deposit';
import { createDepositWebhooks } from './deposit-webhooks';
import { createQuickDeposit } from './quick-deposit';
import { createPaymentReconciliation } from './reconcile-payments';
import { createDepositRefunds } from './refund-deposit';
import { failureMessageKeys } from './deposit-outcomes';
import {
  claimUnshownOutcomes,
  findPayment,
  markOutcomeShown,
  removeCard,
  type PaymentRow,
} from './repo';

// Deposits and saved cards, assembled from one file per operation: the quick-deposit panel
// (quick-deposit.ts), starting a deposit (deposit.ts), the provider's webhooks (deposit-webhooks.ts)
// and reconciliation (reconcile-payments.ts), over the confirmation (confirm-deposit.ts) and refund
// (refund-deposit.ts) they share.

export function createDeposits(context: PaymentsContext) {
  const { db, now } = context;
  const refunds = createDepositRefunds(context);
  const confirmations = createDepositConfirmations(context, refunds);

  return {
    ...createQuickDeposit(context),
    ...createDeposit(context),

    /**
     * GET /user/payment/{id}: the player's own payment, else NOT_FOUND (whoever else's it is). An
     * ended payment's answer tells the player how it ended, so no later page tells them again.
     */
    async paymentOf(playerId: string, paymentId: string): Promise<PaymentRow> {
      const payment = isUuid(paymentId) ? await findPayment(db, paymentId) : undefined;
      if (payment === undefined || payment.playerId !== playerId) throw new AppError('NOT_FOUND');
      if (payment.status !== 'pending' && payment.outcomeShownAt === null) {
        await markOutcomeShown(db, payment.id, now());
      }
      return payment;
    },

    /**
     * spec 001 §2 onload actions for deposits that ended while the player was not watching (a
     * bank's confirmation after the page closed, a late webhook, the reconciliation):
     * `updateDepositCount` when money arrived, so the page reads the balance and the account
     * again, and `genericModal` with the reason for each that failed. Each ending is told once; a
     * cancellation is the player's own doing and is not told again.
     */
    async depositOutcomeActions(
      playerId: string,
      texts: (key: string) => string,
    ): Promise<{ action: string; params: Record<string, unknown> }[]> {
      const ended = await claimUnshownOutcomes(db, playerId, now());
      const credited = ended.filter((payment) => payment.status === 'succeeded');
      const failed = ended.filter((payment) => payment.status === 'failed');
      return [
        ...(credited.length === 0
          ? []
          : [{ action: 'updateDepositCount', params: { count: credited.length } }]),
        ...failed.map((payment) => ({
          action: 'genericModal',
          params: { message: failureMessageKeys(payment).map(texts).join(' ') },
        })),
      ];
    },

    /** POST /user/card-removal: false when the card is not the player's (or already removed). */
    async removeCard(playerId: string, accountId: string): Promise<boolean> {
      if (!isUuid(accountId)) return false;
      return removeCard(db, playerId, accountId, now());
    },

    ...createDepositWebhooks(context, confirmations),
    ...createPaymentReconciliation(context, refunds, confirmations),
  };
}

export type Deposits = ReturnType<typeof createDeposits>;
