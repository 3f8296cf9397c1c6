import { webPagePath } from '@playfair/contracts/web-pages';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAppConfig } from '../../shared/config/app-config-context';
import { CloseIcon, MenuIcon } from '../../shared/ui/icons';
import { LinkButton } from '../../shared/ui/link-button';
import { LogoMark } from '../../shared/ui/logo-mark';
import { modalLocation } from '../modal-links';
import styles from './site-header.module.css';

type SiteHeaderProps = {
  menuId: string;
  isMenuOpen: boolean;
  onMenuToggle: () => void;
  menuToggleRef: Ref<HTMLButtonElement>;
};

export function SiteHeader({ menuId, isMenuOpen, onMenuToggle, menuToggleRef }: SiteHeaderProps) {
  const { t } = useTranslation();
  const { locale, brand, logged } = useAppConfig();
  const { pathname } = useLocation();

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <button
          ref={menuToggleRef}
          type="button"
          className={styles.menuToggle}
          aria-expanded={isMenuOpen}
          aria-controls={menuId}
          aria-label={isMenuOpen ? t('header_close_menu') : t('header_open_menu')}
          onClick={onMenuToggle}
        >
          {isMenuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>

        <Link
          to={webPagePath(locale, 'home')}
          className={styles.brand}
          aria-label={t('brand_home_label')}
        >
          <LogoMark className={styles.logo} />
          <span className={styles.wordmark}>{brand.name}</span>
        </Link>

        {/* Log in and Register open their modals over the current page in a later issue. */}
        {logged ? null : (
          <div className={styles.actions}>
            <LinkButton variant="secondary" size="sm" to={modalLocation(pathname, 'login')}>
              {t('header_login')}
            </LinkButton>
            <LinkButton size="sm" to={modalLocation(pathname, 'register')}>
              {t('header_register')}
            </LinkButton>
          </div>
        )}
      </div>
    </header>
  );
}
