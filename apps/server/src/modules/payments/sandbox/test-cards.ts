import { SECOND_MS } from '@playfair/domain/constants';

/**
 * The sandbox's test cards and what each does (documented in the README's payments section).
 * Any expiry in the future and any 3-digit CVC; any other Luhn-valid Visa or Mastercard number
 * succeeds like 4242 4242 4242 4242.
 */
export const SANDBOX_TEST_CARDS = {
  '4242424242424242': 'succeed',
  '5555555555554444': 'succeed',
  /** Declined by the issuer: no money taken. */
  '4000000000000002': 'decline',
  /** Declined for insufficient funds: no money taken. */
  '4000000000009995': 'insufficient_funds',
  /**
   * The charge goes through at the bank, but the answer to the platform is lost: the platform
   * learns it from the webhook (sent SANDBOX_TIMEOUT_WEBHOOK_DELAY_MS later) or a status query.
   */
  '4000000000000119': 'timeout',
} as const satisfies Record<string, SandboxCardBehaviour>;

export type SandboxCardBehaviour = 'succeed' | 'decline' | 'insufficient_funds' | 'timeout';

export const SANDBOX_TIMEOUT_WEBHOOK_DELAY_MS = 30 * SECOND_MS;

export function cardBehaviourOf(digits: string): SandboxCardBehaviour {
  return Object.hasOwn(SANDBOX_TEST_CARDS, digits)
    ? SANDBOX_TEST_CARDS[digits as keyof typeof SANDBOX_TEST_CARDS]
    : 'succeed';
}

export function isCardBehaviour(value: string): value is SandboxCardBehaviour {
  return ['succeed', 'decline', 'insufficient_funds', 'timeout'].includes(value);
}
