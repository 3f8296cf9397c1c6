import type { TDepositRequest } from '@playfair/contracts/payments';
import {
  cardBrandOf,
  cardDigits,
  cardLabel,
  isCardNumberValid,
  isCvcValid,
  isExpired,
  parseExpiry,
} from './card-rules';
import { isUuid, type PaymentsContext } from './context';
import { fieldIssue, type DepositIssue } from './deposit-outcomes';
import type { CardDetails, ProviderMethod } from './payment-provider';
import { findActiveCard, type PaymentCardRow } from './repo';

// A deposit's method: a new card, a saved card or a bank transfer; its limits, and the check of its
// own fields before anything is asked of the provider.

/** The deposit path's ids besides a saved card's account id (spec 001 §3, ZQuickDepositMethod). */
export const NEW_CARD_METHOD_ID = 'new-card';
export const BANK_TRANSFER_METHOD_ID = 'bank-transfer';

type ResolvedMethod =
  | { kind: 'new-card'; type: 'card' }
  | { kind: 'saved-card'; type: 'card'; card: PaymentCardRow }
  | { kind: 'bank-transfer'; type: 'bank_transfer' };

export type CheckedSource =
  | { kind: 'new-card'; card: CardDetails; isSaved: boolean; label: string }
  | { kind: 'saved-card'; card: PaymentCardRow; cvc: string }
  | { kind: 'bank-transfer'; bank: string };

export function createDepositMethods({ db, provider, now }: PaymentsContext) {
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

  return { methodLimits, resolveMethod, checkSource };
}
