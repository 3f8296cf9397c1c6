import type { LimitPeriod } from '@playfair/domain/constants';
import type { LimitType } from '@playfair/domain/rg-limits';

/**
 * Each limit type's and period's catalog key. (Typed by shape, not as TextKey: the app's text keys
 * are built from these lists; `t()` checks each key where it is rendered.)
 */
export const LIMIT_TYPE_LABEL_KEYS = {
  deposit: 'rg_limit_type_deposit',
  loss: 'rg_limit_type_loss',
  wager: 'rg_limit_type_wager',
  sessionTime: 'rg_limit_type_session_time',
} as const satisfies Record<LimitType, `rg_limit_type_${string}`>;

export const LIMIT_PERIOD_LABEL_KEYS = {
  daily: 'rg_limit_period_daily',
  weekly: 'rg_limit_period_weekly',
  monthly: 'rg_limit_period_monthly',
} as const satisfies Record<LimitPeriod, `rg_limit_period_${string}`>;
