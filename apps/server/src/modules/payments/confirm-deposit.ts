import type { ErrorCode } from '@playfair/domain/error-codes';
import { isUuid, type PaymentsContext } from './context';
import { isPolicyRefusal } from './deposit-outcomes';
import type { ProviderEvent } from './payment-provider';
import type { DepositRefunds } from './refund-deposit';
import {
  findPayment,
  lockPayment,
  markPaymentSucceeded,
  recordWebhookEvent,
  settlePayment,
} from './repo';

// Confirmation: the only path on which a deposit reaches the wallet. A payment the provider
// confirms is credited once; one it failed or cancelled is settled so; a provider event applied in
// the credit's transaction is recorded there.

/** Thrown inside the ledger transaction when the payment was settled meanwhile: nothing moves. */
class PaymentNotPendingError extends Error {
  constructor() {
    super('the payment is no longer pending');
    this.name = 'PaymentNotPendingError';
  }
}

export function createDepositConfirmations(
  { db, wallet, events, provider, now, log }: PaymentsContext,
  { refundOwed }: DepositRefunds,
) {
  /**
   * The provider says the money arrived: credit it once (ledger key `payment:<id>`), with the
   * payment row locked and still pending inside the transfer's transaction. If the policy refuses
   * (the player self-excluded meanwhile), the payment fails with that reason and is refunded.
   */
  async function confirmSucceeded(
    reference: string,
    confirmation: { providerRef: string; amountMinor: bigint; currency: string },
    event?: ProviderEvent,
  ): Promise<void> {
    const payment = isUuid(reference) ? await findPayment(db, reference) : undefined;
    if (payment === undefined) {
      log?.warn({ reference }, 'confirmation for an unknown payment ignored');
      return;
    }
    if (payment.status !== 'pending') return;
    if (
      payment.amountMinor !== confirmation.amountMinor ||
      payment.currency !== confirmation.currency
    ) {
      // Never credit what was not asked for; the payment stays pending for a person to look at.
      log?.error(
        {
          paymentId: payment.id,
          confirmation: { ...confirmation, amountMinor: String(confirmation.amountMinor) },
        },
        'confirmation amount differs from the payment; not credited',
      );
      return;
    }
    try {
      await wallet.transfer({
        idempotencyKey: `payment:${payment.id}`,
        kind: 'deposit',
        from: { kind: 'payment_clearing' },
        to: { kind: 'player_cash', playerId: payment.playerId },
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        metadata: { paymentId: payment.id },
        check: async (tx) => {
          const locked = await lockPayment(tx, payment.id);
          if (locked?.status !== 'pending') throw new PaymentNotPendingError();
        },
        within: async (tx, transfer) => {
          await markPaymentSucceeded(
            tx,
            payment.id,
            { transferId: transfer.id, providerRef: confirmation.providerRef },
            now(),
          );
          if (event !== undefined) await recordEvent(event, tx);
          await events.publish(tx, 'deposit.confirmed', {
            playerId: payment.playerId,
            payload: {
              depositId: payment.id,
              currency: payment.currency,
              amountMinor: payment.amountMinor.toString(),
            },
          });
        },
      });
    } catch (error) {
      if (error instanceof PaymentNotPendingError) return;
      if (!isPolicyRefusal(error)) throw error;
      log?.info(
        { paymentId: payment.id, code: error.code },
        'deposit refused at confirmation; refunding',
      );
      const failed = await settlePayment(
        db,
        payment.id,
        {
          status: 'failed',
          failureCode: error.code,
          providerRef: confirmation.providerRef,
          refundStatus: 'pending',
        },
        now(),
      );
      if (failed !== undefined) await refundOwed(failed);
    }
  }

  async function confirmEnded(
    reference: string,
    outcome: { status: 'failed'; failureCode: ErrorCode } | { status: 'cancelled' },
    providerRef?: string,
  ): Promise<void> {
    if (!isUuid(reference)) return;
    await settlePayment(
      db,
      reference,
      {
        status: outcome.status,
        failureCode: outcome.status === 'failed' ? outcome.failureCode : null,
        ...(providerRef === undefined ? {} : { providerRef }),
      },
      now(),
    );
  }

  async function recordEvent(event: ProviderEvent, tx = db): Promise<void> {
    await recordWebhookEvent(tx, {
      provider: provider.name,
      eventId: event.id,
      type: event.type,
      reference: event.reference,
      receivedAt: now(),
    });
  }

  return { confirmSucceeded, confirmEnded, recordEvent };
}

export type DepositConfirmations = ReturnType<typeof createDepositConfirmations>;
