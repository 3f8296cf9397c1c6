import type { TQuickDepositResponse, WithdrawalStatus } from '@playfair/contracts/payments';
import { parseAmountToMinor } from '@playfair/domain/money';
import { methodKind } from './method-paging';

/** The contract's method value for a payout to a bank account (a saved card is its account id). */
export const BANK_TRANSFER_METHOD = 'bank-transfer';

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
  return [...cards, { value: BANK_TRANSFER_METHOD, label: bank?.label ?? bankLabel }];
}

export type WithdrawalAmountCheck =
  { kind: 'ok'; minor: bigint } | { kind: 'invalid' } | { kind: 'above-balance' };

/** The amount as typed, parsed as the server parses it; more than the balance cannot go. */
export function checkWithdrawalAmount(
  typed: string,
  balanceMinor: string | undefined,
): WithdrawalAmountCheck {
  const minor = parseAmountToMinor(typed);
  if (minor === null || minor === 0n) return { kind: 'invalid' };
  if (balanceMinor !== undefined && minor > BigInt(balanceMinor)) return { kind: 'above-balance' };
  return { kind: 'ok', minor };
}

/** Only a withdrawal nobody has decided on yet can be cancelled by the player. */
export function isCancellable(status: WithdrawalStatus): boolean {
  return status === 'pending';
}
