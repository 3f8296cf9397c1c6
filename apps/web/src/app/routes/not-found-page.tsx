import { webPagePath } from '@playfair/contracts/web-pages';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../shared/config/app-config-context';
import { LinkButton } from '../../shared/ui/link-button';
import { usePageTitle } from '../use-page-title';
import styles from './not-found-page.module.css';

/** The 404 page: an unknown path or a locale we do not serve (the server answers it with 404). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  usePageTitle(t('not_found_title'));

  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <meta name="robots" content="noindex" />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {t('not_found_title')}
      </h1>
      <p className={styles.text}>{t('not_found_text')}</p>
      <LinkButton to={webPagePath(locale, 'home')} size="lg">
        {t('not_found_home')}
      </LinkButton>
    </section>
  );
}
