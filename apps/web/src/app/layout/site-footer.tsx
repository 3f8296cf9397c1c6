import { webPagePath } from '@playfair/contracts/web-pages';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '../../shared/config/app-config-context';
import { SectionErrorBoundary } from '../../shared/ui/section-error-boundary';
import { SAFER_GAMBLING_SECTION_IDS } from '../routes/safer-gambling-sections';
import type { AppTextKey } from '../text-keys';
import { LanguageSwitcher } from './language-switcher';
import styles from './site-footer.module.css';

const RG_LINKS = [
  { labelKey: 'footer_link_safer_gambling', hash: '' },
  { labelKey: 'footer_link_limits', hash: `#${SAFER_GAMBLING_SECTION_IDS.limits}` },
  { labelKey: 'footer_link_reality_check', hash: `#${SAFER_GAMBLING_SECTION_IDS.realityCheck}` },
  { labelKey: 'footer_link_self_exclusion', hash: `#${SAFER_GAMBLING_SECTION_IDS.selfExclusion}` },
] as const satisfies readonly { labelKey: AppTextKey; hash: string }[];

// Read once per page load: the copyright year is the year the page was opened.
const CURRENT_YEAR = String(new Date().getFullYear());

export function SiteFooter() {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const saferGamblingPath = webPagePath(locale, 'saferGambling');

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.rg} aria-labelledby="footer-rg-title">
          <div className={styles.rgHeading}>
            <span className={styles.ageBadge} role="img" aria-label={t('footer_age_badge_label')}>
              18+
            </span>
            <h2 id="footer-rg-title" className={styles.heading}>
              {t('footer_rg_title')}
            </h2>
          </div>
          <p className={styles.text}>{t('footer_rg_text')}</p>
          <p className={styles.text}>{t('footer_age_notice')}</p>
        </section>

        <nav className={styles.column} aria-labelledby="footer-rg-links-title">
          <h2 id="footer-rg-links-title" className={styles.heading}>
            {t('footer_links_label')}
          </h2>
          <ul className={styles.links}>
            {RG_LINKS.map(({ labelKey, hash }) => (
              <li key={labelKey}>
                <Link className={styles.link} to={{ pathname: saferGamblingPath, hash }}>
                  {t(labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.column}>
          <SectionErrorBoundary isCompact titleAs="h3">
            <LanguageSwitcher />
          </SectionErrorBoundary>
        </div>
      </div>

      <div className={styles.bottom}>
        <p className={styles.bottomInner}>{t('footer_copyright', { year: CURRENT_YEAR })}</p>
      </div>
    </footer>
  );
}
