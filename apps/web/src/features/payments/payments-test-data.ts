import type {
  TPaymentStatusResponse,
  TQuickDepositMethod,
  TQuickDepositResponse,
  TWithdrawal,
} from '@playfair/contracts/payments';
import type { TWalletResponse } from '@playfair/contracts/wallet';
import type { FakeHandler } from '../../test/fake-server';

// Answers of the payment calls as the contracts shape them, for the feature's component tests.

export const PLAYER = { logged: true, userId: '42' } as const;

export const SAVED_CARD: TQuickDepositMethod = {
  id: 'card-acc-1',
  providerType: 'card',
  label: 'Visa •••• 4242',
  accountId: 'acc-1',
  expiry: '12/29',
  limit: { min: '1000', max: '500000' },
  fields: ['cvc'],
};

export const NEW_CARD: TQuickDepositMethod = {
  id: 'new-card',
  providerType: 'card',
  label: 'New card',
  limit: { min: '1000', max: '500000' },
  fields: ['card_number', 'expiry_month', 'expiry_year', 'cvc', 'holder', 'save_card'],
};

export const BANK_TRANSFER: TQuickDepositMethod = {
  id: 'bank-transfer',
  providerType: 'bank_transfer',
  label: 'Bank transfer',
  limit: { min: '2000', max: '1000000' },
  fields: ['bank'],
};

/** The methods in another order than the widget's, which puts saved cards first. */
export function quickDeposit(
  methods: readonly TQuickDepositMethod[] = [BANK_TRANSFER, NEW_CARD, SAVED_CARD],
): TQuickDepositResponse {
  return {
    success: true,
    methods: [...methods],
    data: {
      currency: 'EUR',
      presets: ['2000', '5000', '10000'],
      banks: [
        { id: 'nordea', name: 'Nordea' },
        { id: 'sandbox-bank', name: 'Sandbox Bank' },
      ],
    },
  };
}

/** A wallet answer: the cash, and bonus money when given (none by default). */
export function wallet(
  balanceMinor: string,
  formatted: string,
  bonus: { minor: string; formatted: string } = { minor: '0', formatted: '€0.00' },
): TWalletResponse {
  return {
    success: true,
    balanceMinor,
    currency: 'EUR',
    formatted,
    bonusMinor: bonus.minor,
    bonusFormatted: bonus.formatted,
  };
}

export function paymentStatus(
  status: TPaymentStatusResponse['status'],
  overrides: Partial<TPaymentStatusResponse> = {},
): TPaymentStatusResponse {
  return {
    success: true,
    paymentId: 'pay-1',
    status,
    amountMinor: '2500',
    currency: 'EUR',
    ...overrides,
  };
}

export function withdrawal(overrides: Partial<TWithdrawal> = {}): TWithdrawal {
  return {
    id: 'wd-1',
    status: 'pending',
    amountMinor: '3000',
    currency: 'EUR',
    formatted: '€30.00',
    method: 'Visa •••• 4242',
    createdAt: '2026-03-01T12:00:00Z',
    decidedAt: null,
    ...overrides,
  };
}

/** The CSRF token call, counting: csrf-1, csrf-2, … */
export function csrfTokens(): Record<string, FakeHandler> {
  let tokens = 0;
  return {
    'GET /public-api/v1/get-form-csrf-token': () => {
      tokens += 1;
      return { body: { csrf_token: `csrf-${tokens}` } };
    },
  };
}
