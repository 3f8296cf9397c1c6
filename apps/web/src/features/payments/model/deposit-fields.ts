import {
  DEPOSIT_FIELDS,
  type TDepositRequest,
  type TQuickDepositMethod,
} from '@playfair/contracts/payments';

export type DepositField = TQuickDepositMethod['fields'][number];

/** What the player typed or chose, by field name (the checkbox as "1" or ""). */
export type DepositValues = Readonly<Partial<Record<DepositField, string>>>;

/**
 * The form the deposit posts (besides the key and the token): the amount as typed and each asked
 * field, trimmed; the card number without its spaces; "save this card" only when chosen.
 */
export function depositForm(
  fields: readonly DepositField[],
  amount: string,
  values: DepositValues,
): Omit<TDepositRequest, 'idempotency_key' | 'csrf_token'> {
  const form: Omit<TDepositRequest, 'idempotency_key' | 'csrf_token'> = {
    [DEPOSIT_FIELDS.amount]: amount.trim(),
  };
  for (const field of fields) {
    const value = (values[field] ?? '').trim();
    if (field === DEPOSIT_FIELDS.saveCard) {
      if (value !== '') form[field] = '1';
    } else if (field === DEPOSIT_FIELDS.cardNumber) {
      form[field] = value.replace(/\s+/g, '');
    } else {
      form[field] = value;
    }
  }
  return form;
}
