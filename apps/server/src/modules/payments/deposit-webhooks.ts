import type { DepositConfirmations } from './confirm-deposit';
import { isUuid, type PaymentsContext } from './context';
import { declineCode } from './deposit-outcomes';
import type { ProviderEvent } from './payment-provider';
import { findPayment, isWebhookEventSeen, updatePayment } from './repo';

// The provider's webhooks: verified, then each event applied once (by its id).

export type WebhookOutcome =
  { kind: 'bad-signature' } | { kind: 'malformed' } | { kind: 'handled'; isDuplicate: boolean };

export function createDepositWebhooks(
  { db, provider, now }: PaymentsContext,
  { confirmSucceeded, confirmEnded, recordEvent }: DepositConfirmations,
) {
  async function applyEvent(event: ProviderEvent): Promise<void> {
    switch (event.type) {
      case 'payment.succeeded':
        return confirmSucceeded(event.reference, event, event);
      case 'payment.failed':
        return confirmEnded(
          event.reference,
          { status: 'failed', failureCode: declineCode(event.reason) },
          event.providerRef,
        );
      case 'payment.cancelled':
        return confirmEnded(event.reference, { status: 'cancelled' }, event.providerRef);
      case 'refund.succeeded': {
        const payment = isUuid(event.reference)
          ? await findPayment(db, event.reference)
          : undefined;
        if (payment?.refundStatus === 'pending') {
          await updatePayment(
            db,
            payment.id,
            { refundRef: event.providerRef, refundStatus: 'refunded' },
            now(),
          );
        }
        return;
      }
      case 'payout.paid':
        // Payouts are settled by the provider's synchronous answer (withdrawals.ts); nothing to do.
        return;
    }
  }

  return {
    /** POST /payments/webhooks/{provider}: verified, then applied once per event id. */
    async handleWebhook(
      rawBody: string,
      headers: Record<string, string | string[] | undefined>,
    ): Promise<WebhookOutcome> {
      const verification = provider.verifyWebhook(rawBody, headers);
      if (verification.kind !== 'verified') return verification;
      const { event } = verification;
      if (await isWebhookEventSeen(db, provider.name, event.id)) {
        return { kind: 'handled', isDuplicate: true };
      }
      await applyEvent(event);
      await recordEvent(event);
      return { kind: 'handled', isDuplicate: false };
    },
  };
}
