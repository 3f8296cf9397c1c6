import { AppError } from '../../platform/errors';
import { createDepositConfirmations } from './confirm-deposit';
import { isUuid, type PaymentsContext } from './context';
import { createDeposit } from './deposit';
import { createDepositWebhooks } from './deposit-webhooks';
import { createQuickDeposit } from './quick-deposit';
import { createPaymentReconciliation } from './reconcile-payments';
import { createDepositRefunds } from './refund-deposit';
import { findPayment, removeCard, type PaymentRow } from './repo';

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

    /** GET /user/payment/{id}: the player's own payment, else NOT_FOUND (whoever else's it is). */
    async paymentOf(playerId: string, paymentId: string): Promise<PaymentRow> {
      const payment = isUuid(paymentId) ? await findPayment(db, paymentId) : undefined;
      if (payment === undefined || payment.playerId !== playerId) throw new AppError('NOT_FOUND');
      return payment;
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
