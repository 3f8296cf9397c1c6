import type { PaymentsContext } from './context';
import { updatePayment, type PaymentRow } from './repo';

// Refunds of deposits the wallet's policy refused at confirmation (the money had arrived).

export function createDepositRefunds({ db, provider, now, log }: PaymentsContext) {
  /** Returns a confirmed payment's money that the policy refused; retried until it is done. */
  async function refundOwed(payment: PaymentRow): Promise<boolean> {
    if (payment.providerRef === null) return false;
    try {
      const { refundRef } = await provider.refund({
        reference: payment.id,
        providerRef: payment.providerRef,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
      });
      await updatePayment(db, payment.id, { refundRef, refundStatus: 'refunded' }, now());
      return true;
    } catch (error) {
      log?.error({ err: error, paymentId: payment.id }, 'refund failed; it will be retried');
      return false;
    }
  }

  return { refundOwed };
}

export type DepositRefunds = ReturnType<typeof createDepositRefunds>;
