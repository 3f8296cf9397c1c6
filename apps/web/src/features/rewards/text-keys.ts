import { CLAIMED_TEXT_KEYS } from './model/claimed-text';
import { OFFER_TERMS_KEYS } from './model/offer-terms';
import { GAME_TYPE_KEYS, OFFER_KIND_KEYS } from './model/reward-labels';

/**
 * The feature's own namespace: its texts load when the rewards modal first opens, not with the
 * shell. A key it lacks resolves from the common namespace.
 */
export const REWARDS_NAMESPACE = 'rewards';

/** Catalog keys of the rewards namespace: what the rewards modal renders. */
export const REWARDS_TEXT_KEYS = [
  'loading',
  'generic_error_msg',
  'header_login',
  'rewards_title',
  'rewards_login_text',
  'rewards_empty_title',
  'rewards_empty_text',
  // Offers to claim.
  'rewards_offers_title',
  'rewards_offers_empty',
  'rewards_cashback_title',
  ...Object.values(OFFER_KIND_KEYS),
  ...OFFER_TERMS_KEYS,
  'rewards_claim',
  'rewards_claim_label',
  'rewards_claim_by',
  ...CLAIMED_TEXT_KEYS,
  // Running bonuses.
  'rewards_bonuses_title',
  'rewards_bonus_balance',
  'rewards_bonus_granted',
  'rewards_wagering_label',
  'rewards_wagering_percent',
  'rewards_wagering_left',
  'rewards_bonus_max_bet_label',
  'rewards_bonus_expires',
  'rewards_contributions_label',
  'rewards_contribution',
  ...Object.values(GAME_TYPE_KEYS),
  // Free spins.
  'rewards_free_rounds_title',
  'rewards_free_rounds_left',
  'rewards_free_rounds_stake',
  'rewards_free_rounds_wins_bonus',
  'rewards_free_rounds_wins_cash',
  'rewards_free_rounds_expires',
  'rewards_free_rounds_play',
  'rewards_free_rounds_play_label',
] as const;
