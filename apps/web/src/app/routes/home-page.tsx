import { webPagePath } from '@playfair/contracts/web-pages';
import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAppConfig } from '../../shared/config/app-config-context';
import { useSession } from '../../shared/session/session-context';
import { ArrowRightIcon, CasinoIcon, LiveCasinoIcon, SportsIcon } from '../../shared/ui/icons';
import { LinkButton } from '../../shared/ui/link-button';
import { SectionErrorBoundary } from '../../shared/ui/section-error-boundary';
import { modalLocation, registerLocation } from '../modal-links';
import type { AppTextKey } from '../text-keys';
import { usePageTitle } from '../use-page-title';
import { HeroArt } from './hero-art';
import styles from './home-page.module.css';

const VERTICALS = [
  { page: 'casino', titleKey: 'menu_casino', textKey: 'home_casino_text', Icon: CasinoIcon },
  {
    page: 'liveCasino',
    titleKey: 'menu_liveCasino',
    textKey: 'home_live_casino_text',
    Icon: LiveCasinoIcon,
  },
  { page: 'sports', titleKey: 'menu_sports', textKey: 'home_sports_text', Icon: SportsIcon },
] as const satisfies readonly {
  page: 'casino' | 'liveCasino' | 'sports';
  titleKey: AppTextKey;
  textKey: AppTextKey;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}[];

export function HomePage() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const { locale } = config;
  const { isLogged } = useSession();
  const { pathname } = useLocation();
  usePageTitle();

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroText}>
          <h1 id="home-title" className={styles.title}>
            {t('home_title')}
          </h1>
          <p className={styles.intro}>{t('home_intro')}</p>
          {isLogged ? null : (
            <div className={styles.ctas}>
              <LinkButton size="lg" to={registerLocation(pathname, config)}>
                {t('home_cta_register')}
              </LinkButton>
              <LinkButton size="lg" variant="secondary" to={modalLocation(pathname, 'login')}>
                {t('home_cta_login')}
              </LinkButton>
            </div>
          )}
        </div>
        <HeroArt className={styles.heroArt} />
      </section>

      <SectionErrorBoundary isCompact>
        <section className={styles.verticals} aria-labelledby="home-verticals-title">
          <h2 id="home-verticals-title" className={styles.verticalsTitle}>
            {t('home_verticals_title')}
          </h2>
          <ul className={styles.cards}>
            {VERTICALS.map(({ page, titleKey, textKey, Icon }) => (
              <li key={page} className={styles.card} data-vertical={page}>
                <span className={styles.cardIcon}>
                  <Icon />
                </span>
                <h3 className={styles.cardTitle}>
                  <Link className={styles.cardLink} to={webPagePath(locale, page)}>
                    {t(titleKey)}
                  </Link>
                </h3>
                <p className={styles.cardText}>{t(textKey)}</p>
                <ArrowRightIcon className={styles.cardArrow} />
              </li>
            ))}
          </ul>
        </section>
      </SectionErrorBoundary>
    </div>
  );
}
