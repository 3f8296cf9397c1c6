import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BlogIcon,
  CasinoIcon,
  InsiderIcon,
  LiveCasinoIcon,
  SportsIcon,
} from '../../shared/ui/icons';
import { Notice } from '../../shared/ui/notice';
import { usePageTitle } from '../use-page-title';
import styles from './section-page.module.css';
import { type Section, SECTION_TEXTS } from './section-texts';

const SECTION_ICONS: Record<Section, ComponentType<SVGProps<SVGSVGElement>>> = {
  casino: CasinoIcon,
  liveCasino: LiveCasinoIcon,
  sports: SportsIcon,
  blog: BlogIcon,
  insider: InsiderIcon,
};

/**
 * A section of the site whose content comes with a later issue (the lobby, sports, the blog): its
 * title and text and a plain notice that it opens soon. No placeholder games.
 */
export function SectionPage({ section }: { section: Section }) {
  const { t } = useTranslation();
  const { titleKey, textKey } = SECTION_TEXTS[section];
  const Icon = SECTION_ICONS[section];
  usePageTitle(t(titleKey));

  return (
    <article className={styles.page} data-section={section} aria-labelledby="section-title">
      <header className={styles.header}>
        <span className={styles.icon}>
          <Icon />
        </span>
        <h1 id="section-title" className={styles.title}>
          {t(titleKey)}
        </h1>
        <p className={styles.lead}>{t(textKey)}</p>
      </header>
      <Notice tone="info" className={styles.notice}>
        <p>{t('section_coming_soon')}</p>
      </Notice>
    </article>
  );
}
