import type { TLimitItem } from '@playfair/contracts/rg';
import type { LimitPeriod } from '@playfair/domain/constants';
import {
  isMoneyLimit,
  type LimitType,
  limitPeriodOfId,
  limitTypeOfId,
} from '@playfair/domain/rg-limits';
import type { TFunction } from 'i18next';
import { formatLimitMoney, limitMinutes } from '../model/limit-amount';
import { LIMIT_PERIOD_LABEL_KEYS, LIMIT_TYPE_LABEL_KEYS } from '../model/limit-labels';
import type { RG_NAMESPACE } from '../text-keys';

/** A limit's amount as the player reads it: money in their currency, session time in minutes. */
export function formatLimitAmount(
  t: TFunction<typeof RG_NAMESPACE>,
  type: LimitType,
  amount: string,
  currency: string,
): string {
  return isMoneyLimit(type)
    ? formatLimitMoney(amount, currency)
    : t('rg_limit_minutes', { minutes: limitMinutes(amount) });
}

export function limitTypeLabel(t: TFunction<typeof RG_NAMESPACE>, typeId: number): string {
  const type = limitTypeOfId(typeId);
  return type === undefined ? String(typeId) : t(LIMIT_TYPE_LABEL_KEYS[type]);
}

export function limitPeriodLabel(t: TFunction<typeof RG_NAMESPACE>, durationId: number): string {
  const period: LimitPeriod | undefined = limitPeriodOfId(durationId);
  return period === undefined ? String(durationId) : t(LIMIT_PERIOD_LABEL_KEYS[period]);
}

/** "Daily: €500.00". */
export function limitTitle(
  t: TFunction<typeof RG_NAMESPACE>,
  limit: TLimitItem,
  currency: string,
): string {
  const type = limitTypeOfId(limit.LimitType) ?? 'deposit';
  return t('rg_limit_title', {
    label: limitPeriodLabel(t, limit.Duration),
    amount: formatLimitAmount(t, type, limit.Amount, currency),
  });
}

/** A moment the server sent (ISO 8601) for an ICU `{date, date, long}` argument. */
export function dateArg(iso: string): Date {
  return new Date(iso);
}
