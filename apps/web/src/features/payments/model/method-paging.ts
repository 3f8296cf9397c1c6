import type { TQuickDepositMethod } from '@playfair/contracts/payments';

// spec 001 §2 "Quick deposit widget with several forms paged next/previous (wraps around)".

/** `index` brought into 0…length-1, counting round: -1 is the last form, `length` the first. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

/** The form after (`1`) or before (`-1`) the one shown; past either end it wraps around. */
export function stepIndex(index: number, length: number, step: 1 | -1): number {
  return wrapIndex(index + step, length);
}

export type MethodKind = 'saved-card' | 'new-card' | 'bank-transfer';

/** What a method is: a saved card has an account id; a card without one is a new card. */
export function methodKind(method: TQuickDepositMethod): MethodKind {
  if (method.providerType === 'bank_transfer') return 'bank-transfer';
  return method.accountId === undefined ? 'new-card' : 'saved-card';
}

const KIND_ORDER: Readonly<Record<MethodKind, number>> = {
  'saved-card': 0,
  'new-card': 1,
  'bank-transfer': 2,
};

/** The forms in the widget's order: saved cards first (as the server lists them), new card, bank. */
export function orderMethods(
  methods: readonly TQuickDepositMethod[],
): readonly TQuickDepositMethod[] {
  return [...methods].sort((a, b) => KIND_ORDER[methodKind(a)] - KIND_ORDER[methodKind(b)]);
}

/**
 * The form on show: the one the player paged to, by id, so a reload of the methods (a card
 * removed) keeps it where it still exists and falls back to the first otherwise.
 */
export function shownIndex(
  methods: readonly TQuickDepositMethod[],
  shownId: string | null,
): number {
  const index = methods.findIndex((method) => method.id === shownId);
  return index === -1 ? 0 : index;
}
