import { ERROR_CODES, isErrorCode, type ErrorCode } from '@playfair/domain/error-codes';
import { AppError, type ErrorParams } from '../../platform/errors';
import type { DeclineReason } from './payment-provider';
import type { PaymentRow } from './repo';

// How a deposit answers: started, or refused with its issues; the message keys of a failed payment
// and the codes of a provider's or the wallet policy's refusal.

/** One problem with a deposit, answered as `{ msg, code, field }` in the errors list. */
export type DepositIssue = {
  code: ErrorCode;
  messageKey: string;
  field?: string;
  /** What the message names (a limit's amount still allowed, when more frees up). */
  params?: ErrorParams;
};

export type DepositOutcome =
  | { kind: 'started'; payment: PaymentRow }
  /** `paymentId` is set when a payment exists whose fate is still open (PAYMENT_TIMEOUT). */
  | { kind: 'refused'; issues: DepositIssue[]; paymentId?: string };

export function issue(
  code: ErrorCode,
  field?: string,
  params?: ErrorParams,
  messageKey?: string,
): DepositIssue {
  return {
    code,
    messageKey: messageKey ?? ERROR_CODES[code].messageKey,
    ...(field === undefined ? {} : { field }),
    ...(params === undefined ? {} : { params }),
  };
}

export function fieldIssue(field: string, messageKey: string): DepositIssue {
  return { code: 'VALIDATION_ERROR', messageKey, field };
}

/**
 * Texts of a stored refusal, whose values (an amount left, a date) were not kept with it: the
 * code's own text names them, so a payment read back later says it without them.
 */
const STORED_REFUSAL_KEYS: Partial<Record<ErrorCode, string>> = {
  DEPOSIT_LIMIT_REACHED: 'rg_deposit_limit_refused',
};

/** The text of a failed payment's stored code (PAYMENT_DECLINED's for an unknown one). */
function storedFailureKey(code: string | null): string {
  if (code === null || !isErrorCode(code)) return ERROR_CODES.PAYMENT_DECLINED.messageKey;
  return STORED_REFUSAL_KEYS[code] ?? ERROR_CODES[code].messageKey;
}

/** The message keys that explain a failed or cancelled payment to the player. */
export function failureMessageKeys(payment: PaymentRow): string[] {
  if (payment.status === 'cancelled') return ['payment_cancelled'];
  const keys: string[] = [storedFailureKey(payment.failureCode)];
  if (payment.refundStatus !== null) keys.push('payment_refunded');
  return keys;
}

export function declineCode(reason: DeclineReason | undefined): ErrorCode {
  return reason === 'insufficient_funds' ? 'PAYMENT_CARD_FUNDS' : 'PAYMENT_DECLINED';
}

/** A refusal of the wallet's policy (blocked, self-excluded, timed out, later limits). */
export function isPolicyRefusal(error: unknown): error is AppError {
  return error instanceof AppError && error.code !== 'VALIDATION_ERROR';
}

/** What a payment that already exists answers (a double submit, a retry after a lost answer). */
export function answerOf(payment: PaymentRow): DepositOutcome {
  if (payment.status === 'failed') {
    const code = payment.failureCode;
    const known = code !== null && isErrorCode(code) ? code : 'PAYMENT_DECLINED';
    return {
      kind: 'refused',
      issues: [issue(known, undefined, undefined, storedFailureKey(code))],
    };
  }
  return { kind: 'started', payment };
}
