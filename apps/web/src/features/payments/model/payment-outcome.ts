import type {
  PaymentStatus,
  TCardRemovalResponse,
  TDepositResponse,
} from '@playfair/contracts/payments';
import type { CsrfRetryOutcome } from '../../../shared/http/csrf-retry';

export type DepositOutcome =
  /** The payment exists: follow it (and open the bank's page first when there is one). */
  | {
      kind: 'started';
      paymentId: string;
      status: PaymentStatus;
      serviceUrl: string | null;
      /** Why its fate is not known yet (a provider timeout), to show while it is followed. */
      note: string | null;
    }
  /** spec 001 §8: "Quick deposit failure shows the first error message". */
  | { kind: 'refused'; message: string }
  /** The csrf retries ran out: the session is gone (spec 000 §4). */
  | { kind: 'session-expired' };

/** Only a web address may be opened for the bank's approval (never `javascript:` and the like). */
export function safeExternalUrl(raw: string): string | null {
  try {
    const url = new URL(raw, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function readDepositAnswer(outcome: CsrfRetryOutcome<TDepositResponse>): DepositOutcome {
  if (outcome.kind === 'csrf-exhausted') return { kind: 'session-expired' };
  const { answer } = outcome;
  if (answer.success) {
    return {
      kind: 'started',
      paymentId: answer.paymentId,
      status: answer.status,
      serviceUrl: answer.service === undefined ? null : safeExternalUrl(answer.service.url),
      note: null,
    };
  }
  const [first] = answer.errors;
  const message = first?.msg ?? '';
  // A payment that was started but not yet decided (PAYMENT_TIMEOUT) is followed like any other.
  if (answer.paymentId !== undefined) {
    return {
      kind: 'started',
      paymentId: answer.paymentId,
      status: 'pending',
      serviceUrl: null,
      note: message,
    };
  }
  return { kind: 'refused', message };
}

const FINAL_PAYMENT_STATUSES: ReadonlySet<PaymentStatus> = new Set([
  'succeeded',
  'failed',
  'cancelled',
]);

/** Whether the provider has decided: polling stops there. */
export function isFinalPaymentStatus(status: PaymentStatus): boolean {
  return FINAL_PAYMENT_STATUSES.has(status);
}

export type CardRemovalOutcome =
  | { kind: 'removed' }
  /** spec 001 §8: "Card removal failure shows a failed container". */
  | { kind: 'failed'; message: string | null }
  | { kind: 'session-expired' };

export function readCardRemovalAnswer(
  outcome: CsrfRetryOutcome<TCardRemovalResponse>,
): CardRemovalOutcome {
  if (outcome.kind === 'csrf-exhausted') return { kind: 'session-expired' };
  const { answer } = outcome;
  if (answer.success) return { kind: 'removed' };
  return { kind: 'failed', message: answer.errors[0]?.msg ?? null };
}
