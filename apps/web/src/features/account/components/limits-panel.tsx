import {
  type SelfExclusionDuration,
  selfExclusionDurationsByLength,
} from '@playfair/domain/constants';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ChevronDownIcon, ClockIcon } from '../../../shared/ui/icons';
import styles from './account.module.css';

/** spec 000 §9 "Self-exclusion duration ids": `7 days`, `6 months`, `Permanent`. */
function durationLabel(t: TFunction, duration: SelfExclusionDuration): string {
  switch (duration.unit) {
    case 'day':
      return t('duration_days', { count: duration.count });
    case 'month':
      return t('duration_months', { count: duration.count });
    case 'permanent':
      return t('duration_permanent');
  }
}

export type SaferGamblingLinks = { limits: To; selfExclusion: To };

type LimitsPanelProps = {
  /** Where the safer-gambling page explains limits and self-exclusion (composed in src/app). */
  saferGamblingLinks: SaferGamblingLinks;
  isSelfExclusionOpen: boolean;
  onSelfExclusionToggle: (isOpen: boolean) => void;
};

/**
 * Limits, with the self-exclusion section (spec 000 §2: `?selfExclusion` opens it). Setting limits
 * and starting a self-exclusion here come with the responsible-gambling work; until then the
 * section says so and where to go instead.
 */
export function LimitsPanel({
  saferGamblingLinks,
  isSelfExclusionOpen,
  onSelfExclusionToggle,
}: LimitsPanelProps) {
  const { t } = useTranslation();
  const sectionId = useId();

  return (
    <div className={styles.stack}>
      <EmptyState
        icon={<ClockIcon />}
        title={t('account_limits_empty_title')}
        text={t('account_limits_empty_text')}
      >
        <Link to={saferGamblingLinks.limits}>{t('account_limits_learn_more')}</Link>
      </EmptyState>

      <section className={styles.disclosure} aria-labelledby={`${sectionId}-title`}>
        <h2 id={`${sectionId}-title`} className={styles.disclosureHeading}>
          <button
            type="button"
            className={styles.disclosureButton}
            aria-expanded={isSelfExclusionOpen}
            aria-controls={sectionId}
            onClick={() => onSelfExclusionToggle(!isSelfExclusionOpen)}
          >
            {t('safer_gambling_self_exclusion_title')}
            <ChevronDownIcon className={styles.chevron} />
          </button>
        </h2>
        {isSelfExclusionOpen ? (
          <div id={sectionId} className={styles.disclosureBody}>
            <p>{t('safer_gambling_self_exclusion_text')}</p>
            <p className={styles.muted}>{t('account_self_exclusion_unavailable')}</p>
            <h3 id={`${sectionId}-periods`} className={styles.subheading}>
              {t('safer_gambling_durations_label')}
            </h3>
            <ul className={styles.durations} aria-labelledby={`${sectionId}-periods`}>
              {selfExclusionDurationsByLength().map((duration) => (
                <li key={duration.id}>{durationLabel(t, duration)}</li>
              ))}
            </ul>
            <Link to={saferGamblingLinks.selfExclusion}>
              {t('account_self_exclusion_read_more')}
            </Link>
          </div>
        ) : null}
      </section>
    </div>
  );
}
