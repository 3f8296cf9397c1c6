import type { PaymentProviderType } from '@playfair/contracts/payments';

// DESIGN §4 payments: what the platform needs of a payment service provider (PSP). The sandbox in
// ./sandbox is one; a real PSP's adapter implements the same type. Every call that moves money is
// idempotent at the provider by `reference` (our payment or withdrawal id), so a retry after a lost
// answer never charges, refunds or pays out twice.

/** A card as the player typed it. Passed through to the provider; never stored by the platform. */
export type CardDetails = {
  number: string;
  expiryMonth: number;
  /** Four digits. */
  expiryYear: number;
  cvc: string;
  holder?: string;
};

/** What the platform keeps of a saved card: never the number or the CVC. */
export type CardToken = {
  token: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
};

/** One payment method the provider offers in a currency, its limits in minor units. */
export type ProviderMethod = { type: PaymentProviderType; minMinor: bigint; maxMinor: bigint };

export type ProviderBank = { id: string; name: string };

/** Why the provider refused a charge outright (no money taken). */
export type DeclineReason = 'declined' | 'insufficient_funds' | 'invalid_card' | 'expired_card';

export type ChargeRequest = {
  /** Our payment id; the provider charges one reference once. */
  reference: string;
  amountMinor: bigint;
  currency: string;
  source: { kind: 'card'; card: CardDetails } | { kind: 'token'; token: string; cvc: string };
};

export type ChargeResult =
  /** Taken for processing; the outcome arrives by webhook (or a status query). */
  | { outcome: 'accepted'; providerRef: string }
  | { outcome: 'declined'; providerRef: string; reason: DeclineReason };

export type BankTransferRequest = {
  reference: string;
  amountMinor: bigint;
  currency: string;
  bank: string;
  /** Where the provider's page sends the player back to (a path of the site). */
  returnUrl: string;
  /** The locale prefix the provider's page is shown in. */
  locale: string;
};

export type PayoutRequest = {
  /** Our withdrawal id. */
  reference: string;
  amountMinor: bigint;
  currency: string;
  destination: { kind: 'card'; token: string } | { kind: 'bank'; bank: string };
};

export type RefundRequest = {
  /** Our payment id (the charge's reference): one refund per payment. */
  reference: string;
  providerRef: string;
  amountMinor: bigint;
  currency: string;
};

export type ProviderPaymentStatus = 'pending' | 'succeeded' | 'failed' | 'cancelled';

export type ProviderStatus =
  | { found: false }
  | {
      found: true;
      providerRef: string;
      status: ProviderPaymentStatus;
      amountMinor: bigint;
      currency: string;
      reason?: DeclineReason;
    };

/** A verified notification from the provider, in the platform's terms. */
export type ProviderEvent = {
  /** The provider's event id: the same event delivered twice has the same id. */
  id: string;
  type:
    | 'payment.succeeded'
    | 'payment.failed'
    | 'payment.cancelled'
    | 'refund.succeeded'
    | 'payout.paid';
  /** Our payment or withdrawal id. */
  reference: string;
  providerRef: string;
  amountMinor: bigint;
  currency: string;
  reason?: DeclineReason;
};

export type WebhookVerification =
  { kind: 'verified'; event: ProviderEvent } | { kind: 'bad-signature' } | { kind: 'malformed' };

/**
 * The provider did not answer in time (or the connection broke): whether it acted is unknown.
 * A charge in this state stays pending until the webhook or a status query settles it.
 */
export class ProviderTimeoutError extends Error {
  constructor(operation: string, options: { cause?: unknown } = {}) {
    super(`the payment provider did not answer ${operation} in time`, options);
    this.name = 'ProviderTimeoutError';
  }
}

export type PaymentProvider = {
  /** Its name in webhook paths: POST /payments/webhooks/{name}. */
  name: string;
  /** The methods and their limits in a currency (card first); empty if it takes no such currency. */
  methods(currency: string): ProviderMethod[];
  /** The banks a bank transfer can start from. */
  banks(currency: string): ProviderBank[];
  /** Stores a card at the provider for later charges and payouts. */
  tokenizeCard(card: CardDetails): Promise<CardToken | { refused: DeclineReason }>;
  /** Charges a new card or a saved one; throws ProviderTimeoutError when the fate is unknown. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Starts a bank transfer: the player approves it on the bank's page at `serviceUrl`. */
  startBankTransfer(
    request: BankTransferRequest,
  ): Promise<{ providerRef: string; serviceUrl: string }>;
  /** Pays a withdrawal out to a saved card or a bank account. */
  payout(request: PayoutRequest): Promise<{ providerRef: string }>;
  /** Returns a succeeded charge's money to where it came from. */
  refund(request: RefundRequest): Promise<{ refundRef: string }>;
  /** The provider's record of a charge or bank transfer by our reference. */
  status(reference: string): Promise<ProviderStatus>;
  /** Checks a webhook's signature over the raw body and reads it. */
  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): WebhookVerification;
};
