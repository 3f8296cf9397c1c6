import { SIDE_MENU_TARGETS, webPagePath } from '@playfair/contracts/web-pages';
import type { ComponentType, FocusEvent, KeyboardEvent, MouseEvent, Ref, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAppConfig } from '../../shared/config/app-config-context';
import { menuTargetForPath, type SideMenuTarget } from '../../shared/navigation/menu-target';
import { isPlainClick, useGuardedNavigate } from '../../shared/navigation/use-guarded-navigate';
import {
  BlogIcon,
  CasinoIcon,
  InsiderIcon,
  LiveCasinoIcon,
  ShieldIcon,
  SportsIcon,
} from '../../shared/ui/icons';
import type { AppTextKey } from '../text-keys';
import styles from './side-menu.module.css';

const MENU_ITEMS = {
  casino: { labelKey: 'menu_casino', Icon: CasinoIcon },
  liveCasino: { labelKey: 'menu_liveCasino', Icon: LiveCasinoIcon },
  sports: { labelKey: 'menu_sports', Icon: SportsIcon },
  saferGambling: { labelKey: 'menu_saferGambling', Icon: ShieldIcon },
  blog: { labelKey: 'menu_blog', Icon: BlogIcon },
  insider: { labelKey: 'menu_insider', Icon: InsiderIcon },
} as const satisfies Record<
  SideMenuTarget,
  { labelKey: AppTextKey; Icon: ComponentType<SVGProps<SVGSVGElement>> }
>;

// The verticals come first; a rule sets the rest (safer gambling, reading) apart.
const GROUP_STARTS: ReadonlySet<SideMenuTarget> = new Set(['saferGambling']);

type SideMenuProps = {
  id: string;
  ref: Ref<HTMLElement>;
  /** Narrow screens only: the menu is a drawer over the page. */
  isDrawerOpen: boolean;
  onNavigate: () => void;
  /** Escape inside the open drawer. */
  onDismiss: () => void;
  /** Focus moved to `target`, outside the menu. */
  onFocusLeave: (target: Element) => void;
};

/**
 * spec 000 §2: the side menu (casino, live casino, sports, safer gambling, blog, insider). spec 001
 * §4: leaving through it runs the navigation hooks (a game's before-close, then before-navigation)
 * and the menu is locked — its links inert and aria-disabled — until the navigation is done.
 */
export function SideMenu({
  id,
  ref,
  isDrawerOpen,
  onNavigate,
  onDismiss,
  onFocusLeave,
}: SideMenuProps) {
  const { t } = useTranslation();
  const { locale } = useAppConfig();
  const { pathname } = useLocation();
  const { navigateGuarded, isLocked } = useGuardedNavigate();
  // spec 001 §2: an insider page below a lobby highlights that lobby's entry.
  const current = menuTargetForPath(pathname);

  function handleLinkClick(event: MouseEvent<HTMLAnchorElement>, to: string) {
    // A new tab or window leaves this page alone: no hook runs for it.
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (isLocked) return;
    onNavigate();
    void navigateGuarded(to);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || !isDrawerOpen) return;
    event.stopPropagation();
    onDismiss();
  }

  function handleBlur(event: FocusEvent<HTMLElement>) {
    const next = event.relatedTarget;
    // A null target is the window losing focus (another app): the drawer stays as it was.
    if (isDrawerOpen && next instanceof Element && !event.currentTarget.contains(next)) {
      onFocusLeave(next);
    }
  }

  return (
    <nav
      ref={ref}
      id={id}
      aria-label={t('menu_label')}
      className={isDrawerOpen ? `${styles.menu} ${styles.open}` : styles.menu}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
    >
      <ul className={styles.list} inert={isLocked} aria-busy={isLocked || undefined}>
        {SIDE_MENU_TARGETS.map((target) => {
          const { labelKey, Icon } = MENU_ITEMS[target];
          const to = webPagePath(locale, target);
          const isCurrent = target === current;
          return (
            <li key={target} className={GROUP_STARTS.has(target) ? styles.groupStart : undefined}>
              <Link
                to={to}
                className={isCurrent ? `${styles.link} ${styles.active}` : styles.link}
                aria-current={isCurrent ? 'page' : undefined}
                aria-disabled={isLocked || undefined}
                onClick={(event) => handleLinkClick(event, to)}
              >
                <Icon className={styles.icon} />
                <span>{t(labelKey)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
