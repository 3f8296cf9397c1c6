import type { SelfExclusionDuration } from '@playfair/domain/constants';
import type { TFunction } from 'i18next';
import type { RG_NAMESPACE } from '../text-keys';

/** spec 000 §9 "Self-exclusion duration ids": `7 days`, `6 months`, `Permanent`. */
export function durationLabel(
  t: TFunction<typeof RG_NAMESPACE>,
  duration: SelfExclusionDuration,
): string {
  switch (duration.unit) {
    case 'day':
      return t('duration_days', { count: duration.count });
    case 'month':
      return t('duration_months', { count: duration.count });
    case 'permanent':
      return t('duration_permanent');
  }
}
