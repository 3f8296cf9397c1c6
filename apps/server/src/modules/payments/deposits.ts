import { randomUUID } from 'node:crypto';
import type { TDepositRequest } from '@playfair/contracts/payments';
import { MINUTE_MS } from '@playfair/domain/constants';
import { ERROR_CODES, isErrorCode, type ErrorCode } from '@playfair/domain/error-codes';
import { parseAmountToMinor } from '@playfair/domain/money';
import { AppError } from '../../platform/errors';
import {
  cardBrandOf,
  cardDigits,
  cardLabel,
  isCardNumberValid,
  isCvcValid,
  isExpired,
  parseExpiry,
} from './card-rules';
import { isUuid, requestHashOf, type PaymentPlayer, type PaymentsContext } from './context';
import type {
  CardDetails,
  ChargeRequest,
  DeclineReason,
  ProviderBank,
  ProviderEvent,
  ProviderMethod,
} from './payment-provider';
import {
  findActiveCard,
  findPayment,
  findPaymentByKey,
  insertCard,
  insertPayment,
  isWebhookEventSeen,
  listActiveCards,
  listPaymentsToReconcile,
  lockPayment,
  markPaymentSucceeded,
  recordWebhookEvent,
  removeCard,
  settlePayment,
  updatePayment,
  type PaymentCardRow,
  type PaymentRow,
} from './repo';

/** The deposit path's ids besides a saved card's account id (spec 001 §3, ZQuickDepositMethod). */
export const NEW_CARD_METHOD_ID = 'new-card';
export const BANK_TRANSFER_METHOD_ID = 'bank-transfer';

/** A pending payment is asked about at the provider once it is this old (its webhook is late). */
export const RECONCILE_AFTER_MS = MINUTE_MS;
/** A payment the provider never heard of this long after it started never reached it: failed. */
export const ABANDON_AFTER_MS = 15 * MINUTE_MS;
const RECONCILE_BATCH = 100;

/** Suggested amounts: these multiples of the first method's minimum, within its maximum. */
const PRESET_MULTIPLES = [2n, 5n, 10n, 20n];

/** One problem with a deposit, answered as `{ msg, code, field }` in the errors list. */
export type DepositIssue = { code: ErrorCode; messageKey: string; field?: string };

export type DepositOutcome =
  | { kind: 'started'; payment: PaymentRow }
  /** `paymentId` is set when a payment exists whose fate is still open (PAYMENT_TIMEOUT). */
  | { kind: 'refused'; issues: DepositIssue[]; paymentId?: string };

export type QuickDepositView = {
  currency: string;
  /** Saved cards still valid, newest first. */
  cards: PaymentCardRow[];
  /** The provider's methods in the player's currency, card first. */
  methods: ProviderMethod[];
  banks: ProviderBank[];
  presets: bigint[];
};

export type WebhookOutcome =
  { kind: 'bad-signature' } | { kind: 'malformed' } | { kind: 'handled'; isDuplicate: boolean };

function issue(code: ErrorCode, field?: string): DepositIssue {
  return {
    code,
    messageKey: ERROR_CODES[code].messageKey,
    ...(field === undefined ? {} : { field }),
  };
}

function fieldIssue(field: string, messageKey: string): DepositIssue {
  return { code: 'VALIDATION_ERROR', messageKey, field };
}

/** The message keys that explain a failed or cancelled payment to the player. */
export function failureMessageKeys(payment: PaymentRow): string[] {
  if (payment.status === 'cancelled') return ['payment_cancelled'];
  const code = payment.failureCode;
  const keys: string[] = [
    code !== null && isErrorCode(code)
      ? ERROR_CODES[code].messageKey
      : ERROR_CODES.PAYMENT_DECLINED.messageKey,
  ];
  if (payment.refundStatus !== null) keys.push('payment_refunded');
  return keys;
}

function declineCode(reason: DeclineReason | undefined): ErrorCode {
  return reason === 'insufficient_funds' ? 'PAYMENT_CARD_FUNDS' : 'PAYMENT_DECLINED';
}

/** A refusal of the wallet's policy (blocked, self-excluded, timed out, later limits). */
function isPolicyRefusal(error: unknown): error is AppError {
  return error instanceof AppError && error.code !== 'VALIDATION_ERROR';
}

/** Thrown inside the ledger transaction when the payment was settled meanwhile: nothing moves. */
class PaymentNotPendingError extends Error {
  constructor() {
    super('the payment is no longer pending');
    this.name = 'PaymentNotPendingError';
  }
}

type ResolvedMethod =
  | { kind: 'new-card'; type: 'card' }
  | { kind: 'saved-card'; type: 'card'; card: PaymentCardRow }
  | { kind: 'bank-transfer'; type: 'bank_transfer' };

type CheckedSource =
  | { kind: 'new-card'; card: CardDetails; isSaved: boolean; label: string }
  | { kind: 'saved-card'; card: PaymentCardRow; cvc: string }
  | { kind: 'bank-transfer'; bank: string };

export function createDeposits(context: PaymentsContext) {
  const { db, wallet, events, provider, now, log } = context;

  function methodLimits(currency: string, type: ProviderMethod['type']) {
    return provider.methods(currency).find((method) => method.type === type);
  }

  async function resolveMethod(
    playerId: string,
    methodId: string,
  ): Promise<ResolvedMethod | undefined> {
    if (methodId === NEW_CARD_METHOD_ID) return { kind: 'new-card', type: 'card' };
    if (methodId === BANK_TRANSFER_METHOD_ID)
      return { kind: 'bank-transfer', type: 'bank_transfer' };
    if (!isUuid(methodId)) return undefined;
    const card = await findActiveCard(db, playerId, methodId);
    return card === undefined ? undefined : { kind: 'saved-card', type: 'card', card };
  }

  /** The method's own fields, each problem named by its field (spec 001 §7 errors list). */
  function checkSource(
    method: ResolvedMethod,
    form: TDepositRequest,
    currency: string,
  ): CheckedSource | DepositIssue[] {
    const issues: DepositIssue[] = [];
    const at = now();
    switch (method.kind) {
      case 'new-card': {
        const number = form.card_number ?? '';
        if (!isCardNumberValid(number)) {
          issues.push(fieldIssue('card_number', 'payment_card_number_invalid'));
        }
        const expiry = parseExpiry(form.expiry_month ?? '', form.expiry_year ?? '');
        if (expiry === null || isExpired(expiry, at)) {
          issues.push(fieldIssue('expiry_month', 'payment_card_expiry_invalid'));
        }
        if (!isCvcValid(form.cvc ?? '')) issues.push(fieldIssue('cvc', 'payment_card_cvc_invalid'));
        if (issues.length > 0 || expiry === null) return issues;
        const digits = cardDigits(number);
        const holder = form.holder?.trim();
        return {
          kind: 'new-card',
          card: {
            number: digits,
            expiryMonth: expiry.month,
            expiryYear: expiry.year,
            cvc: (form.cvc ?? '').trim(),
            ...(holder ? { holder } : {}),
          },
          isSaved: ['1', 'true', 'on', 'yes'].includes((form.save_card ?? '').toLowerCase()),
          label: cardLabel({ brand: cardBrandOf(digits) ?? 'Card', last4: digits.slice(-4) }),
        };
      }
      case 'saved-card': {
        const { card } = method;
        if (isExpired({ month: card.expiryMonth, year: card.expiryYear }, at)) {
          issues.push(fieldIssue('expiry_month', 'payment_card_expiry_invalid'));
        }
        if (!isCvcValid(form.cvc ?? '')) issues.push(fieldIssue('cvc', 'payment_card_cvc_invalid'));
        if (issues.length > 0) return issues;
        return { kind: 'saved-card', card, cvc: (form.cvc ?? '').trim() };
      }
      case 'bank-transfer': {
        const bank = form.bank ?? '';
        if (!provider.banks(currency).some((candidate) => candidate.id === bank)) {
          return [fieldIssue('bank', 'payment_bank_required')];
        }
        return { kind: 'bank-transfer', bank };
      }
    }
  }

  /** What a payment that already exists answers (a double submit, a retry after a lost answer). */
  function answerOf(payment: PaymentRow): DepositOutcome {
    if (payment.status === 'failed') {
      const code = payment.failureCode;
      return {
        kind: 'refused',
        issues: [issue(code !== null && isErrorCode(code) ? code : 'PAYMENT_DECLINED')],
      };
    }
    return { kind: 'started', payment };
  }

  async function reloaded(id: string): Promise<PaymentRow> {
    const payment = await findPayment(db, id);
    if (payment === undefined) throw new Error(`payment ${id} vanished`);
    return payment;
  }

  async function fail(payment: PaymentRow, code: ErrorCode, providerRef?: string) {
    await settlePayment(
      db,
      payment.id,
      { status: 'failed', failureCode: code, ...(providerRef ? { providerRef } : {}) },
      now(),
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

  // ---------------------------------------------------------------------------------------------
  // Confirmation: the only path on which a deposit reaches the wallet
  // ---------------------------------------------------------------------------------------------

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
    async quickDeposit(player: PaymentPlayer): Promise<QuickDepositView> {
      const at = now();
      const cards = (await listActiveCards(db, player.id)).filter(
        (card) => !isExpired({ month: card.expiryMonth, year: card.expiryYear }, at),
      );
      const methods = provider.methods(player.currency);
      const first = methods[0];
      const presets =
        first === undefined
          ? []
          : PRESET_MULTIPLES.map((multiple) => first.minMinor * multiple).filter(
              (amount) => amount <= first.maxMinor,
            );
      return {
        currency: player.currency,
        cards,
        methods,
        banks: provider.banks(player.currency),
        presets,
      };
    },

    /**
     * POST /user/payment-deposit/{id}: checks everything that can be checked before money is
     * asked for (amount, method, limits, card fields, the wallet's policy), claims the player's
     * idempotency key with a pending payment, then asks the provider.
     */
    async deposit(input: {
      player: PaymentPlayer;
      methodId: string;
      form: TDepositRequest;
      locale: string;
    }): Promise<DepositOutcome> {
      const { player, methodId, form, locale } = input;
      const amountMinor = parseAmountToMinor(form.amount);
      if (amountMinor === null || amountMinor === 0n) {
        return { kind: 'refused', issues: [fieldIssue('amount', 'payment_amount_invalid')] };
      }
      const requestHash = requestHashOf({
        methodId,
        amountMinor: amountMinor.toString(),
        currency: player.currency,
      });
      const earlier = await findPaymentByKey(db, player.id, form.idempotency_key);
      if (earlier !== undefined) {
        if (earlier.requestHash !== requestHash) {
          return { kind: 'refused', issues: [issue('TRANSACTION_CONFLICT')] };
        }
        return answerOf(earlier);
      }

      const method = await resolveMethod(player.id, methodId);
      const limits = method === undefined ? undefined : methodLimits(player.currency, method.type);
      if (method === undefined || limits === undefined) {
        return { kind: 'refused', issues: [issue('PAYMENT_METHOD_UNKNOWN')] };
      }
      if (amountMinor < limits.minMinor) {
        return { kind: 'refused', issues: [issue('PAYMENT_AMOUNT_TOO_LOW', 'amount')] };
      }
      if (amountMinor > limits.maxMinor) {
        return { kind: 'refused', issues: [issue('PAYMENT_AMOUNT_TOO_HIGH', 'amount')] };
      }
      const source = checkSource(method, form, player.currency);
      if (Array.isArray(source)) return { kind: 'refused', issues: source };

      // DESIGN §4: the policy runs before the provider is asked, and again when the money arrives.
      try {
        await wallet.checkPolicy({
          playerId: player.id,
          purpose: 'deposit',
          amountMinor,
          currency: player.currency,
        });
      } catch (error) {
        if (!isPolicyRefusal(error)) throw error;
        return { kind: 'refused', issues: [issue(error.code)] };
      }

      const at = now();
      const payment = await insertPayment(db, {
        id: randomUUID(),
        playerId: player.id,
        idempotencyKey: form.idempotency_key,
        requestHash,
        method: method.type,
        cardId: source.kind === 'saved-card' ? source.card.id : null,
        methodDetail:
          source.kind === 'bank-transfer'
            ? source.bank
            : source.kind === 'saved-card'
              ? cardLabel(source.card)
              : source.label,
        amountMinor,
        currency: player.currency,
        status: 'pending',
        provider: provider.name,
        createdAt: at,
        updatedAt: at,
      });
      if (payment === undefined) {
        // A double submit won the key a moment ago: answer what it started.
        const winner = await findPaymentByKey(db, player.id, form.idempotency_key);
        if (winner === undefined) throw new Error('the idempotency key is held by no payment');
        return winner.requestHash === requestHash
          ? answerOf(winner)
          : { kind: 'refused', issues: [issue('TRANSACTION_CONFLICT')] };
      }
      return startAtProvider(payment, player, source, locale);
    },

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

export type Deposits = ReturnType<typeof createDeposits>;
