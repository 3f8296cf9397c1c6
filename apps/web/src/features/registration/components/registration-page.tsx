import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/config/app-config-context';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { SectionErrorBoundary } from '../../../shared/ui/section-error-boundary';
import { RegistrationStart } from './registration-start';
import styles from './registration-page.module.css';

/**
 * The static registration page (spec 001 §2 registration_static_v3: /{locale}/register; the SGCA
 * authority's /sr/registracija): the same form as the modal, on a page of its own.
 */
export function RegistrationPage() {
  const { t } = useTranslation();
  const { brand } = useAppConfig();
  useDocumentTitle(`${t('registration_title')} | ${brand.name}`);
  return (
    <article className={styles.page} aria-labelledby="registration-page-title">
      <header className={styles.header}>
        <h1 id="registration-page-title" className={styles.title}>
          {t('registration_title')}
        </h1>
        <p className={styles.lead}>{t('registration_page_intro')}</p>
      </header>
      <div className={styles.card}>
        <SectionErrorBoundary titleAs="h2" isCompact>
          <RegistrationStart place="page" headingLevel={2} />
        </SectionErrorBoundary>
      </div>
    </article>
  );
}
