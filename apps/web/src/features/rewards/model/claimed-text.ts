import type { TClaimResponse } from '@playfair/contracts/rewards';

export const CLAIMED_TEXT_KEYS = [
  'rewards_claimed',
  'rewards_claimed_bonus',
  'rewards_claimed_free_spins',
  'rewards_claimed_cashback',
] as const;

export type ClaimedText = {
  key: (typeof CLAIMED_TEXT_KEYS)[number];
  values: Readonly<{ label: string } | { amount: string }>;
};

/**
 * What a claim gave, said to the player: the bonus money or the cashback credited (the answer's
 * amount), the free spins ready to play, or — no amount known — the offer's name.
 */
export function claimedText(answer: TClaimResponse, offerTitle: string): ClaimedText {
  const named: ClaimedText = { key: 'rewards_claimed', values: { label: offerTitle } };
  switch (answer.kind) {
    case 'deposit-bonus':
    case 'bonus':
      return answer.formatted === null
        ? named
        : { key: 'rewards_claimed_bonus', values: { amount: answer.formatted } };
    case 'cashback':
      return answer.formatted === null
        ? named
        : { key: 'rewards_claimed_cashback', values: { amount: answer.formatted } };
    case 'free-spins':
      return { key: 'rewards_claimed_free_spins', values: { label: offerTitle } };
  }
}
