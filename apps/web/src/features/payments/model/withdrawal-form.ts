import {
  BANK_TRANSFER_METHOD_ID,
  type TQuickDepositResponse,
  type WithdrawalStatus,
} from '@playfair/contracts/payments';
import { methodKind } from './method-paging';

export type PayoutMethod = { value: string; label: string };

/**
 * Where a withdrawal can go: the saved cards of the quick deposit's methods, then a bank transfer
 * (named as the deposit names it, else `bankLabel`).
 */
export function payoutMethods(
  quickDeposit: TQuickDepositResponse,
  bankLabel: string,
): PayoutMethod[] {
  const cards = quickDeposit.methods
    .filter((method) => methodKind(method) === 'saved-card' && method.accountId !== undefined)
    .map((method) => ({ value: method.accountId!, label: method.label }));
  const bank = quickDeposit.methods.find((method) => methodKind(method) === 'bank-transfer');
  return [...cards, { value: BANK_TRANSFER_METHOD_ID, label: bank?.label ?? bankLabel }];
}

/** Only a withdrawal nobody has decided on yet can be cancelled by the player. */
export function isCancellable(status: WithdrawalStatus): boolean {
  return status === 'pending';
}
