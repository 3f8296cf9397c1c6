import type { ErrorCode } from '@playfair/domain/error-codes';
import { z } from 'zod';

// The provider API (DESIGN §7): what any game vendor calls, under /provider-api/v1/. JSON bodies,
// each signed: `X-Playfair-Signature: sha256=<hex HMAC-SHA256 of the raw body>` with the provider's
// secret, and `X-Provider-Id`. Amounts and balances are integer minor units of `currency`
// (DESIGN §4). Failures use the platform's error model (`ZErrorResponse` in ./errors) with the codes
// of PROVIDER_API_ERRORS; INSUFFICIENT_FUNDS also carries the player's `balance`.

export const PROVIDER_API_PREFIX = '/provider-api/v1';
export const PROVIDER_ID_HEADER = 'x-provider-id';
export const PROVIDER_SIGNATURE_HEADER = 'x-playfair-signature';

/** A vendor's id for a transaction, round or game: printable ASCII, no spaces. */
const ZExternalId = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[\x21-\x7e]+$/);
const ZMinorUnits = z.number().int().safe();
const ZCurrency = z.string().regex(/^[A-Z]{3}$/);

export const ZAuthenticateRequest = z.strictObject({ token: z.string().min(16).max(256) });
export const ZAuthenticateResponse = z.object({
  success: z.literal(true),
  playerId: z.string(),
  currency: ZCurrency,
  balance: ZMinorUnits,
});

export const ZBalanceRequest = z.strictObject({ playerId: ZExternalId });
export const ZBalanceResponse = z.object({
  success: z.literal(true),
  balance: ZMinorUnits,
  currency: ZCurrency,
});

const roundFields = {
  playerId: ZExternalId,
  transactionId: ZExternalId,
  roundId: ZExternalId,
  gameId: ZExternalId,
};

/** A stake. A zero debit is refused: a free round is played without one. */
export const ZDebitRequest = z.strictObject({
  ...roundFields,
  amount: ZMinorUnits.positive(),
  currency: ZCurrency,
});

/** A win, or zero to close a lost round; `debitTransactionId` names the stake it pays. */
export const ZCreditRequest = z.strictObject({
  ...roundFields,
  amount: ZMinorUnits.nonnegative(),
  currency: ZCurrency,
  debitTransactionId: ZExternalId,
  /** False while more of the round is to come (a blackjack hand paid in parts); default true. */
  roundEnded: z.boolean().optional(),
});

/** Cancels a debit that has no credit yet; the round ends cancelled. Repeating it is success. */
export const ZRollbackRequest = z.strictObject({
  ...roundFields,
  originalTransactionId: ZExternalId,
});

/**
 * A free round played (DESIGN §11): a round of a free-rounds grant (`freeRoundsId`, the casino's
 * grant id, see ./free-rounds) at the grant's stake, with no debit. `amount` is the win (zero for a
 * lost round); the casino records the round, counts it against the grant and pays the win into the
 * grant's account (bonus or cash). Idempotent by `transactionId` like every money call.
 */
export const ZFreeRoundRequest = z.strictObject({
  ...roundFields,
  freeRoundsId: ZExternalId,
  amount: ZMinorUnits.nonnegative(),
  currency: ZCurrency,
});

export const ZTransactionResponse = z.object({
  success: z.literal(true),
  balance: ZMinorUnits,
  currency: ZCurrency,
  /** The casino's own id of the movement (the ledger transfer), stable across replays. */
  transactionId: z.string(),
});

export type TAuthenticateRequest = z.infer<typeof ZAuthenticateRequest>;
export type TAuthenticateResponse = z.infer<typeof ZAuthenticateResponse>;
export type TBalanceRequest = z.infer<typeof ZBalanceRequest>;
export type TBalanceResponse = z.infer<typeof ZBalanceResponse>;
export type TDebitRequest = z.infer<typeof ZDebitRequest>;
export type TCreditRequest = z.infer<typeof ZCreditRequest>;
export type TRollbackRequest = z.infer<typeof ZRollbackRequest>;
export type TTransactionResponse = z.infer<typeof ZTransactionResponse>;
export type TFreeRoundRequest = z.infer<typeof ZFreeRoundRequest>;
/** The answer to a free round: the balance after it and the rounds of the grant still to play. */
export const ZFreeRoundResponse = ZTransactionResponse.extend({
  roundsLeft: z.number().int().nonnegative(),
});
export type TFreeRoundResponse = z.infer<typeof ZFreeRoundResponse>;

/**
 * The provider API's own error codes (the platform's VALIDATION_ERROR, MALFORMED_BODY and
 * INTERNAL_SERVER_ERROR apply too). They are in packages/domain ERROR_CODES with their statuses.
 */
export const PROVIDER_API_ERRORS = [
  'PROVIDER_UNKNOWN',
  'PROVIDER_SIGNATURE_INVALID',
  'PROVIDER_TOKEN_INVALID',
  'USER_NOT_FOUND',
  'CURRENCY_MISMATCH',
  'INSUFFICIENT_FUNDS',
  'TRANSACTION_CONFLICT',
  'TRANSACTION_NOT_FOUND',
  'TRANSACTION_ROLLED_BACK',
  'ROLLBACK_NOT_ALLOWED',
  'ROUND_CLOSED',
  'FREE_ROUNDS_NOT_FOUND',
  'FREE_ROUNDS_USED',
  'BONUS_MAX_BET_EXCEEDED',
  // The wallet's policy check refuses a debit with one of these.
  'ACCOUNT_BLOCKED',
  'SELF_EXCLUDED',
  'TIMED_OUT',
  'GAMEPLAY_BLOCKED',
] as const satisfies readonly ErrorCode[];
export type ProviderApiError = (typeof PROVIDER_API_ERRORS)[number];
