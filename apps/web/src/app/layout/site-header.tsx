import { webPagePath } from '@playfair/contracts/web-pages';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { DepositButton } from '../../features/payments/components/deposit-button';
import { HeaderBalance } from '../../features/wallet/components/header-balance';
import { useAppConfig } from '../../shared/config/app-config-context';
import { historyRoutePath } from '../../shared/modal/history-routes';
import { preloadModal } from '../../shared/modal/modal-host';
import { useSession } from '../../shared/session/session-context';
import { CloseIcon, MenuIcon, UserIcon } from '../../shared/ui/icons';
import { LinkButton } from '../../shared/ui/link-button';
import { LogoMark } from '../../shared/ui/logo-mark';
import { modalLocation, registerLocation } from '../modal-links';
import { MODAL_REGISTRY } from '../modal-registry';
import styles from './site-header.module.css';

function preloadLogin(): void {
  const login = MODAL_REGISTRY.login;
  if (login !== undefined) void preloadModal(login);
}

type SiteHeaderProps = {
  menuId: string;
  isMenuOpen: boolean;
  onMenuToggle: () => void;
  menuToggleRef: Ref<HTMLButtonElement>;
};

export function SiteHeader({ menuId, isMenuOpen, onMenuToggle, menuToggleRef }: SiteHeaderProps) {
  const { t } = useTranslation();
  const config = useAppConfig();
  const { locale, brand } = config;
  const { isLogged } = useSession();
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

        {isLogged ? (
          <div className={styles.actions}>
            <HeaderBalance />
            <DepositButton labelClassName={styles.actionLabel} />
            <LinkButton variant="secondary" size="sm" to={historyRoutePath('account', locale)}>
              <UserIcon className={styles.actionIcon} />
              <span className={styles.actionLabel}>{t('header_account')}</span>
            </LinkButton>
            <LogoutButton labelClassName={styles.actionLabel} />
          </div>
        ) : (
          <div className={styles.actions}>
            <LinkButton
              variant="secondary"
              size="sm"
              to={modalLocation(pathname, 'login')}
              // The login's code arrives while the pointer (or focus) is on its way to the click.
              onPointerEnter={preloadLogin}
              onFocus={preloadLogin}
            >
              {t('header_login')}
            </LinkButton>
            <LinkButton size="sm" to={registerLocation(pathname, config)}>
              {t('header_register')}
            </LinkButton>
          </div>
        )}
      </div>
    </header>
  );
}
