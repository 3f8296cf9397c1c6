import { randomUUID } from 'node:crypto';
import type { ErrorCode } from '@playfair/domain/error-codes';
import type { PaymentPlayer, PaymentsContext } from './context';
import type { CheckedSource } from './deposit-methods';
import { answerOf, declineCode, issue, type DepositOutcome } from './deposit-outcomes';
import type { ChargeRequest } from './payment-provider';
import {
  findPayment,
  insertCard,
  settlePayment,
  updatePayment,
  type PaymentCardRow,
  type PaymentRow,
} from './repo';

// The provider's part of starting a deposit, per method: a bank transfer is started, a card is
// charged (stored first when the player saves it); a lost answer leaves the payment pending.

export function createProviderStart({ db, provider, now, log }: PaymentsContext) {
  async function reloaded(id: string): Promise<PaymentRow> {
    const payment = await findPayment(db, id);
    if (payment === undefined) throw new Error(`payment ${id} vanished`);
    return payment;
  }

  /** Settles a payment that failed at the start: the deposit's own answer tells the player. */
  async function fail(payment: PaymentRow, code: ErrorCode, providerRef?: string) {
    const at = now();
    await settlePayment(
      db,
      payment.id,
      {
        status: 'failed',
        failureCode: code,
        ...(providerRef ? { providerRef } : {}),
        outcomeShownAt: at,
      },
      at,
    );
    return answerOf(await reloaded(payment.id));
  }

  /** Asks the provider; the payment row exists (pending) before, so nothing it does is lost. */
  async function startAtProvider(
    payment: PaymentRow,
    player: PaymentPlayer,
    source: CheckedSource,
    locale: string,
  ): Promise<DepositOutcome> {
    if (source.kind === 'bank-transfer') {
      try {
        const started = await provider.startBankTransfer({
          reference: payment.id,
          amountMinor: payment.amountMinor,
          currency: payment.currency,
          bank: source.bank,
          returnUrl: `/${locale}/?deposit=${payment.id}`,
          locale,
        });
        await updatePayment(db, payment.id, started, now());
        return { kind: 'started', payment: await reloaded(payment.id) };
      } catch (error) {
        log?.warn({ err: error, paymentId: payment.id }, 'bank transfer start failed');
        return { kind: 'refused', issues: [issue('PAYMENT_TIMEOUT')], paymentId: payment.id };
      }
    }

    let chargeSource: ChargeRequest['source'];
    let savedCard: PaymentCardRow | undefined;
    if (source.kind === 'saved-card') {
      chargeSource = { kind: 'token', token: source.card.token, cvc: source.cvc };
    } else if (source.isSaved) {
      let tokenized;
      try {
        tokenized = await provider.tokenizeCard(source.card);
      } catch (error) {
        // Nothing was charged: the card could not even be stored.
        log?.warn({ err: error, paymentId: payment.id }, 'card tokenization failed');
        return fail(payment, 'SERVICE_UNAVAILABLE');
      }
      if ('refused' in tokenized) return fail(payment, declineCode(tokenized.refused));
      chargeSource = { kind: 'token', token: tokenized.token, cvc: source.card.cvc };
      savedCard = {
        id: randomUUID(),
        playerId: player.id,
        brand: tokenized.brand,
        last4: tokenized.last4,
        expiryMonth: tokenized.expiryMonth,
        expiryYear: tokenized.expiryYear,
        provider: provider.name,
        token: tokenized.token,
        createdAt: now(),
        removedAt: null,
      };
    } else {
      chargeSource = { kind: 'card', card: source.card };
    }

    let result;
    try {
      result = await provider.charge({
        reference: payment.id,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        source: chargeSource,
      });
    } catch (error) {
      // The charge's fate is unknown (test card 0119): it stays pending until the webhook or a
      // status query settles it. A saved card is kept: the provider holds it either way.
      log?.warn({ err: error, paymentId: payment.id }, 'charge answer lost; awaiting confirmation');
      if (savedCard !== undefined) {
        const card = await insertCard(db, savedCard);
        await updatePayment(db, payment.id, { cardId: card.id }, now());
      }
      return { kind: 'refused', issues: [issue('PAYMENT_TIMEOUT')], paymentId: payment.id };
    }
    if (result.outcome === 'declined') {
      return fail(payment, declineCode(result.reason), result.providerRef);
    }
    const changes: Parameters<typeof updatePayment>[2] = { providerRef: result.providerRef };
    if (savedCard !== undefined) changes.cardId = (await insertCard(db, savedCard)).id;
    await updatePayment(db, payment.id, changes, now());
    return { kind: 'started', payment: await reloaded(payment.id) };
  }

  return { startAtProvider };
}
