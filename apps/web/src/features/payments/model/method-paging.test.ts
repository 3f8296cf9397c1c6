import type { TQuickDepositMethod } from '@playfair/contracts/payments';
import { describe, expect, it } from 'vitest';
import { methodKind, orderMethods, shownIndex, stepIndex, wrapIndex } from './method-paging';

const LIMIT = { min: '1000', max: '500000' };
const method = (overrides: Partial<TQuickDepositMethod>): TQuickDepositMethod => ({
  id: 'new-card',
  providerType: 'card',
  label: 'New card',
  limit: LIMIT,
  fields: [],
  ...overrides,
});
const bank = method({ id: 'bank-transfer', providerType: 'bank_transfer', label: 'Bank' });
const newCard = method({});
const visa = method({ id: 'visa', label: 'Visa', accountId: 'acc-1' });
const master = method({ id: 'master', label: 'Mastercard', accountId: 'acc-2' });

describe('quick deposit paging (spec 001 §2: wraps around)', () => {
  it('goes from the last form to the first, and from the first to the last', () => {
    expect(stepIndex(2, 3, 1)).toBe(0);
    expect(stepIndex(0, 3, -1)).toBe(2);
    expect(stepIndex(1, 3, 1)).toBe(2);
    expect(stepIndex(1, 3, -1)).toBe(0);
  });

  it('stays on the only form, and on 0 when there is none', () => {
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(0, 1, -1)).toBe(0);
    expect(wrapIndex(5, 0)).toBe(0);
  });

  it('brings any index round into the list', () => {
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(7, 3)).toBe(1);
  });
});

describe('quick deposit methods', () => {
  it('tells saved cards, the new card and the bank transfer apart', () => {
    expect(methodKind(visa)).toBe('saved-card');
    expect(methodKind(newCard)).toBe('new-card');
    expect(methodKind(bank)).toBe('bank-transfer');
  });

  it('puts saved cards first (in the server order), then the new card, then the bank', () => {
    expect(orderMethods([bank, newCard, visa, master]).map(({ id }) => id)).toEqual([
      'visa',
      'master',
      'new-card',
      'bank-transfer',
    ]);
  });

  it('keeps the form on show by id, and falls back to the first when it is gone', () => {
    const methods = [visa, newCard, bank];
    expect(shownIndex(methods, 'bank-transfer')).toBe(2);
    expect(shownIndex(methods, 'master')).toBe(0);
    expect(shownIndex(methods, null)).toBe(0);
  });
});
