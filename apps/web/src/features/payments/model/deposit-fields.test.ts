import { describe, expect, it } from 'vitest';
import { depositForm } from './deposit-fields';

const NEW_CARD_FIELDS = [
  'card_number',
  'expiry_month',
  'expiry_year',
  'cvc',
  'holder',
  'save_card',
] as const;

describe('deposit fields', () => {
  it('posts the amount as typed, the card number without spaces, and save_card only when chosen', () => {
    const values = {
      card_number: '4242 4242 4242 4242',
      expiry_month: '12',
      expiry_year: '29',
      cvc: '123',
      holder: ' Ana Kovač ',
      save_card: '',
    };
    expect(depositForm(NEW_CARD_FIELDS, ' 20,50 ', values)).toEqual({
      amount: '20,50',
      card_number: '4242424242424242',
      expiry_month: '12',
      expiry_year: '29',
      cvc: '123',
      holder: 'Ana Kovač',
    });
    expect(depositForm(NEW_CARD_FIELDS, '20', { ...values, save_card: '1' })).toMatchObject({
      save_card: '1',
    });
  });
});
