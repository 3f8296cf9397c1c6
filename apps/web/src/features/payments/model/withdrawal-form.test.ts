import type { TQuickDepositResponse } from '@playfair/contracts/payments';
import { describe, expect, it } from 'vitest';
import { isCancellable, payoutMethods } from './withdrawal-form';

const LIMIT = { min: '1000', max: '500000' };
const QUICK_DEPOSIT: TQuickDepositResponse = {
  success: true,
  methods: [
    { id: 'bank-transfer', providerType: 'bank_transfer', label: 'Bank', limit: LIMIT, fields: [] },
    { id: 'new-card', providerType: 'card', label: 'New card', limit: LIMIT, fields: [] },
    {
      id: 'visa',
      providerType: 'card',
      label: 'Visa •••• 4242',
      accountId: 'acc-1',
      limit: LIMIT,
      fields: ['cvc'],
    },
  ],
  data: { currency: 'EUR', presets: [], banks: [] },
};

describe('payoutMethods', () => {
  it('offers the saved cards by account id, then the bank transfer', () => {
    expect(payoutMethods(QUICK_DEPOSIT, 'Bank transfer')).toEqual([
      { value: 'acc-1', label: 'Visa •••• 4242' },
      { value: 'bank-transfer', label: 'Bank' },
    ]);
  });

  it('names the bank transfer itself when the deposit methods have none', () => {
    expect(payoutMethods({ ...QUICK_DEPOSIT, methods: [] }, 'Bank transfer')).toEqual([
      { value: 'bank-transfer', label: 'Bank transfer' },
    ]);
  });
});

describe('isCancellable', () => {
  it('lets only a pending withdrawal be cancelled', () => {
    expect(isCancellable('pending')).toBe(true);
    expect(isCancellable('approved')).toBe(false);
    expect(isCancellable('rejected')).toBe(false);
    expect(isCancellable('cancelled')).toBe(false);
  });
});
