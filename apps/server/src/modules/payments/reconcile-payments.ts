import { MINUTE_MS } from '@playfair/domain/constants';
import type { DepositConfirmations } from './confirm-deposit';
import type { PaymentsContext } from './context';
import { declineCode } from './deposit-outcomes';
import type { DepositRefunds } from './refund-deposit';
import { listPaymentsToReconcile } from './repo';

// Reconciliation: the payments the webhooks have not settled, asked about at the provider, and the
// refunds still owed.

/** A pending payment is asked about at the provider once it is this old (its webhook is late). */
export const RECONCILE_AFTER_MS = MINUTE_MS;
/** A payment the provider never heard of this long after it started never reached it: failed. */
export const ABANDON_AFTER_MS = 15 * MINUTE_MS;
const RECONCILE_BATCH = 100;

export function createPaymentReconciliation(
  { db, provider, now, log }: PaymentsContext,
  { refundOwed }: DepositRefunds,
  { confirmSucceeded, confirmEnded }: DepositConfirmations,
) {
  return {
    /**
     * Settles what the webhooks have not: pending payments by a status query at the provider,
     * and refunds still owed. Safe to run anywhere, any number of times.
     */
    async reconcilePayments(): Promise<{ settled: number; refunded: number }> {
      const at = now();
      const rows = await listPaymentsToReconcile(
        db,
        new Date(at.getTime() - RECONCILE_AFTER_MS),
        RECONCILE_BATCH,
      );
      let settled = 0;
      let refunded = 0;
      for (const row of rows) {
        try {
          if (row.status !== 'pending') {
            if (row.refundStatus === 'pending' && (await refundOwed(row))) refunded += 1;
            continue;
          }
          const status = await provider.status(row.id);
          if (!status.found) {
            if (row.createdAt.getTime() < at.getTime() - ABANDON_AFTER_MS) {
              await confirmEnded(row.id, { status: 'failed', failureCode: 'PAYMENT_TIMEOUT' });
              settled += 1;
            }
            continue;
          }
          switch (status.status) {
            case 'pending':
              continue;
            case 'succeeded':
              await confirmSucceeded(row.id, status);
              break;
            case 'failed':
              await confirmEnded(
                row.id,
                { status: 'failed', failureCode: declineCode(status.reason) },
                status.providerRef,
              );
              break;
            case 'cancelled':
              await confirmEnded(row.id, { status: 'cancelled' }, status.providerRef);
              break;
          }
          settled += 1;
        } catch (error) {
          log?.error({ err: error, paymentId: row.id }, 'payment reconciliation failed');
        }
      }
      return { settled, refunded };
    },
  };
}
