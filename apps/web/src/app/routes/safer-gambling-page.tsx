import {
  MINUTE_MS,
  REALITY_CHECK_BETTING_PAUSE_MS,
  REALITY_CHECK_SUMMARY_WINDOW_MS,
  type SelfExclusionDuration,
  selfExclusionDurationsByLength,
} from '@playfair/domain/constants';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, type To } from 'react-router';
import { accountViewSearch } from '../../features/account/model/account-view';
import { useAppConfig } from '../../shared/config/app-config-context';
import { historyRoutePath } from '../../shared/modal/history-routes';
import { ShieldIcon } from '../../shared/ui/icons';
import { usePageTitle } from '../use-page-title';
import styles from './safer-gambling-page.module.css';
import { SAFER_GAMBLING_SECTION_IDS } from './safer-gambling-sections';

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

// spec 000 §9 "Wording constants": a summary of the last 60 minutes and a 5-minute pause.
const REALITY_CHECK_ARGS = {
  minutes: REALITY_CHECK_SUMMARY_WINDOW_MS / MINUTE_MS,
  pause: REALITY_CHECK_BETTING_PAUSE_MS / MINUTE_MS,
};

/** The account's limits tab (`?tab=limits`), its self-exclusion flow open or not. */
function accountLimitsLink(locale: string, isSelfExclusionOpen: boolean): To {
  return {
    pathname: historyRoutePath('account', locale),
    search: `?${accountViewSearch({ tab: 'limits', isSelfExclusionOpen }).toString()}`,
  };
}

export function SaferGamblingPage() {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  usePageTitle(t('safer_gambling_title'));

  return (
    <article className={styles.page} aria-labelledby="safer-gambling-title">
      <header className={styles.header}>
        <span className={styles.headerIcon}>
          <ShieldIcon />
        </span>
        <h1 id="safer-gambling-title" className={styles.title}>
          {t('safer_gambling_title')}
        </h1>
        <p className={styles.lead}>{t('safer_gambling_intro')}</p>
      </header>

      <div className={styles.tools}>
        <section
          id={SAFER_GAMBLING_SECTION_IDS.limits}
          className={styles.tool}
          aria-labelledby="sg-limits-title"
        >
          <h2 id="sg-limits-title" className={styles.toolTitle}>
            {t('safer_gambling_limits_title')}
          </h2>
          <p className={styles.toolText}>{t('safer_gambling_limits_text')}</p>
          <Link className={styles.toolLink} to={accountLimitsLink(locale, false)}>
            {t('rg_safer_gambling_limits_link')}
          </Link>
        </section>

        <section
          id={SAFER_GAMBLING_SECTION_IDS.realityCheck}
          className={styles.tool}
          aria-labelledby="sg-reality-check-title"
        >
          <h2 id="sg-reality-check-title" className={styles.toolTitle}>
            {t('safer_gambling_reality_check_title')}
          </h2>
          <p className={styles.toolText}>
            {t('safer_gambling_reality_check_text', REALITY_CHECK_ARGS)}
          </p>
        </section>

        <section
          id={SAFER_GAMBLING_SECTION_IDS.selfExclusion}
          className={`${styles.tool} ${styles.wide}`}
          aria-labelledby="sg-self-exclusion-title"
        >
          <h2 id="sg-self-exclusion-title" className={styles.toolTitle}>
            {t('safer_gambling_self_exclusion_title')}
          </h2>
          <p className={styles.toolText}>{t('safer_gambling_self_exclusion_text')}</p>
          <h3 id="sg-durations-title" className={styles.durationsTitle}>
            {t('safer_gambling_durations_label')}
          </h3>
          <ul className={styles.durations} aria-labelledby="sg-durations-title">
            {selfExclusionDurationsByLength().map((duration) => (
              <li key={duration.id} className={styles.duration}>
                {durationLabel(t, duration)}
              </li>
            ))}
          </ul>
          <Link className={styles.toolLink} to={accountLimitsLink(locale, true)}>
            {t('rg_safer_gambling_breaks_link')}
          </Link>
        </section>
      </div>

      <section className={styles.help} aria-labelledby="sg-help-title">
        <h2 id="sg-help-title" className={styles.toolTitle}>
          {t('safer_gambling_help_title')}
        </h2>
        <p className={styles.toolText}>{t('safer_gambling_help_text')}</p>
      </section>
    </article>
  );
}
