import type { CampaignKind, WageringGameType } from '@playfair/contracts/rewards';

/** Each kind of offer's catalog key (the badge on its card). */
export const OFFER_KIND_KEYS = {
  'deposit-bonus': 'rewards_kind_deposit_bonus',
  bonus: 'rewards_kind_bonus',
  'free-spins': 'rewards_kind_free_spins',
  cashback: 'rewards_kind_cashback',
} as const satisfies Record<CampaignKind, `rewards_kind_${string}`>;

/** Each game type's catalog key, as a bonus's wagering contributions name them. */
export const GAME_TYPE_KEYS = {
  slots: 'rewards_game_type_slots',
  table: 'rewards_game_type_table',
  live: 'rewards_game_type_live',
} as const satisfies Record<WageringGameType, `rewards_game_type_${string}`>;
