import type { RewardHistoryType } from '@playfair/contracts/rewards';

/** What happened, per kind of rewards-history event. */
export const REWARD_HISTORY_TYPE_KEYS = {
  'bonus-granted': 'rewards_history_type_bonus_granted',
  'bonus-converted': 'rewards_history_type_bonus_converted',
  'bonus-expired': 'rewards_history_type_bonus_expired',
  'bonus-forfeited': 'rewards_history_type_bonus_forfeited',
  'free-rounds-granted': 'rewards_history_type_free_rounds_granted',
  'free-rounds-win': 'rewards_history_type_free_rounds_win',
  'cashback-paid': 'rewards_history_type_cashback_paid',
  'prize-won': 'rewards_history_type_prize_won',
} as const satisfies Record<RewardHistoryType, `rewards_history_type_${string}`>;
