import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  BANK_TRANSFER_METHOD_ID,
  depositFormSchema,
  withdrawalFormSchema,
  ZHistoryPeriodForm,
} from './payments';

/** Field → the keys the schema reports for it, in order. */
function keysOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const keys: Record<string, string[]> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? []) {
    (keys[issue.path.join('.')] ??= []).push(issue.message);
  }
  return keys;
}

describe('depositFormSchema (spec 001 §5: the method limits)', () => {
  const savedCard = depositFormSchema({ fields: ['cvc'], limit: { min: '1000', max: '500000' } });

  it('takes amounts within the limits, both included, read as the server reads them', () => {
    for (const amount of ['10', '5 000', '20,5', ' 25.00 ']) {
      expect(keysOf(savedCard, { amount, cvc: '123' }), amount).toEqual({});
    }
  });

  it('refuses an amount below the minimum, above the maximum, or not an amount', () => {
    expect(keysOf(savedCard, { amount: '9.99', cvc: '123' })).toEqual({
      amount: ['deposit_below_min'],
    });
    expect(keysOf(savedCard, { amount: '5000,01', cvc: '123' })).toEqual({
      amount: ['deposit_above_max'],
    });
    for (const amount of ['', 'abc', '-20', '1e3', '20.505', '0']) {
      expect(keysOf(savedCard, { amount, cvc: '123' }), amount).toEqual({
        amount: ['payment_amount_invalid'],
      });
    }
  });

  it('judges the amount first, as the server does: a refused amount is the only issue', () => {
    expect(keysOf(savedCard, { amount: '5', cvc: '' })).toEqual({
      amount: ['deposit_below_min'],
    });
  });

  it('asks for every field of the method but the save-card choice', () => {
    const newCard = depositFormSchema({
      fields: ['card_number', 'expiry_month', 'expiry_year', 'cvc', 'holder', 'save_card'],
      limit: { min: '1000', max: '500000' },
    });
    expect(keysOf(newCard, { amount: '20', card_number: '4242', cvc: ' ', save_card: '' })).toEqual(
      {
        expiry_month: ['validation_required'],
        expiry_year: ['validation_required'],
        cvc: ['validation_required'],
        holder: ['validation_required'],
      },
    );
  });
});

describe('withdrawalFormSchema', () => {
  const form = { method: 'acc-1', bank: '' };

  it('takes up to the whole balance, and no more', () => {
    const schema = withdrawalFormSchema({ balanceMinor: '1250' });
    expect(keysOf(schema, { ...form, amount: '12.50' })).toEqual({});
    expect(keysOf(schema, { ...form, amount: '12.51' })).toEqual({
      amount: ['withdraw_above_balance'],
    });
    expect(keysOf(schema, { ...form, amount: 'abc' })).toEqual({
      amount: ['payment_amount_invalid'],
    });
  });

  it('leaves the balance to the server when it is not known', () => {
    expect(keysOf(withdrawalFormSchema({}), { ...form, amount: '99' })).toEqual({});
  });

  it('asks for the bank of a bank transfer only', () => {
    const schema = withdrawalFormSchema({ balanceMinor: '1250' });
    expect(keysOf(schema, { amount: '5', method: BANK_TRANSFER_METHOD_ID, bank: '' })).toEqual({
      bank: ['validation_required'],
    });
    expect(keysOf(schema, { amount: '5', method: BANK_TRANSFER_METHOD_ID, bank: 'b-1' })).toEqual(
      {},
    );
  });
});

describe('ZHistoryPeriodForm', () => {
  it('takes two real days, the first not after the second', () => {
    expect(keysOf(ZHistoryPeriodForm, { from: '2026-01-01', to: '2026-01-01' })).toEqual({});
    expect(keysOf(ZHistoryPeriodForm, { from: '2024-02-29', to: '2024-03-01' })).toEqual({});
  });

  it('names a missing or impossible day, and a start after the end, on `from`', () => {
    for (const period of [
      { from: '', to: '2026-01-01' },
      { from: '2026-01-01', to: '2026-02-29' },
      { from: '2026-13-01', to: '2026-12-31' },
    ]) {
      expect(keysOf(ZHistoryPeriodForm, period), JSON.stringify(period)).toEqual({
        from: ['history_dates_missing'],
      });
    }
    expect(keysOf(ZHistoryPeriodForm, { from: '2026-02-01', to: '2026-01-01' })).toEqual({
      from: ['history_dates_reversed'],
    });
  });
});
