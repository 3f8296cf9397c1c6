import { webPagePath } from '@playfair/contracts/web-pages';
import type { MouseEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LogoutButton } from '../../features/identity/components/logout-button';
import { DepositButton } from '../../features/payments/components/deposit-button';
import { SearchButton } from '../../features/search/components/search-button';
import { HeaderBalance } from '../../features/wallet/components/header-balance';
import { useAppConfig } from '../../shared/config/app-config-context';
import { historyRoutePath } from '../../shared/modal/history-routes';
import { preloadModal } from '../../shared/modal/modal-host';
import { UnreadBadge } from '../../shared/notifications/unread-badge';
import {
  findSportsbookFrame,
  logoClickAction,
  postToSportsbook,
} from '../../shared/navigation/logo-click';
import { isPlainClick, useGuardedNavigate } from '../../shared/navigation/use-guarded-navigate';
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
  const { navigateGuarded } = useGuardedNavigate();
  const homeUrl = webPagePath(locale, 'home');
  // Where the logo leads without a sportsbook frame to talk to: its link's address.
  const logoTarget = logoClickAction({ pathname, homeUrl, hasSportsbookFrame: false });

  // spec 001 §2 logo click: in the sportsbook lobby a route change for its frame, or the
  // sportsbook's first page; elsewhere home, through the navigation hooks (spec 001 §4).
  function handleLogoClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    const frame = findSportsbookFrame();
    const action = logoClickAction({ pathname, homeUrl, hasSportsbookFrame: frame !== null });
    if (action.kind === 'navigate') void navigateGuarded(action.to);
    else if (frame !== null) postToSportsbook(frame, action.message);
  }

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
          to={logoTarget.kind === 'navigate' ? logoTarget.to : homeUrl}
          className={styles.brand}
          aria-label={t('brand_home_label')}
          onClick={handleLogoClick}
        >
          <LogoMark className={styles.logo} />
          <span className={styles.wordmark}>{brand.name}</span>
        </Link>

        <SearchButton className={styles.search} labelClassName={styles.actionLabel} />

        {isLogged ? (
          <div className={styles.actions}>
            <HeaderBalance />
            <DepositButton labelClassName={styles.actionLabel} />
            <LinkButton
              variant="secondary"
              size="sm"
              className={styles.account}
              to={historyRoutePath('account', locale)}
            >
              <UserIcon className={styles.actionIcon} />
              <span className={styles.actionLabel}>{t('header_account')}</span>
              <UnreadBadge className={styles.accountBadge} />
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
