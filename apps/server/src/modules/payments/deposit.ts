import { randomUUID } from 'node:crypto';
import type { TDepositRequest } from '@playfair/contracts/payments';
import { parseAmountToMinor } from '@playfair/domain/money';
import { cardLabel } from './card-rules';
import { requestHashOf, type PaymentPlayer, type PaymentsContext } from './context';
import { createDepositMethods } from './deposit-methods';
import {
  answerOf,
  fieldIssue,
  isPolicyRefusal,
  issue,
  type DepositOutcome,
} from './deposit-outcomes';
import { findPaymentByKey, insertPayment } from './repo';
import { createProviderStart } from './start-at-provider';

// Starting a deposit: every check that can be made before money is asked for, the pending payment
// that claims the idempotency key, then the provider.

export function createDeposit(context: PaymentsContext) {
  const { db, wallet, provider, now } = context;
  const { methodLimits, resolveMethod, checkSource } = createDepositMethods(context);
  const { startAtProvider } = createProviderStart(context);

  return {
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
        return {
          kind: 'refused',
          issues: [issue(error.code, undefined, error.params, error.messageKey)],
        };
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
  };
}
