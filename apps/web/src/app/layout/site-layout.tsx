import { type MouseEvent, type ReactNode, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ScrollRestoration } from 'react-router';
import { PanicBar } from '../../features/rg/components/panic-bar';
import { useAppConfig } from '../../shared/config/app-config-context';
import { CookieNotice } from '../../shared/cookie-notice/cookie-notice';
import { useIsNarrowScreen } from '../../shared/hooks/use-device';
import { useModals } from '../../shared/modal/modal-context';
import { LiveNotifications } from '../../shared/notifications/live-notifications';
import { NotificationHost } from '../../shared/notifications/notification-host';
import { useSession } from '../../shared/session/session-context';
import { useBreakLogout } from '../use-break-logout';
import { SideMenu } from './side-menu';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './site-layout.module.css';

const SIDE_MENU_ID = 'side-menu';
const MAIN_ID = 'main';

/** Header, side menu (a rail on wide screens, a drawer on narrow ones), the page, the footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const isNarrowScreen = useIsNarrowScreen();
  // Only a narrow screen has a drawer; widening the window closes it without an effect.
  const isDrawerOpen = isNarrowScreen && isMenuOpen;
  const menuToggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  // Under an open modal the page can be seen but not reached (focus, clicks, screen readers).
  const isUnderModal = useModals().stack.length > 0;
  // spec 001 §2 / §6 panic-button: on every page of a logged-in player (lobby, game, account).
  const { isLogged, userId } = useSession();
  const { features } = useAppConfig();
  const hasPanicBar = isLogged && features['panic-button'] === true;
  const handlePanicPause = useBreakLogout('panic');

  function closeDrawer({ restoreFocus }: { restoreFocus: boolean }) {
    setIsMenuOpen(false);
    if (restoreFocus) menuToggleRef.current?.focus();
  }

  function handleMenuToggle() {
    if (isDrawerOpen) {
      closeDrawer({ restoreFocus: false });
      return;
    }
    // Render the drawer open first, so its first link can take the focus.
    flushSync(() => setIsMenuOpen(true));
    menuRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
  }

  function handleMenuNavigate() {
    if (isDrawerOpen) closeDrawer({ restoreFocus: true });
  }

  function handleMenuFocusLeave(target: Element) {
    // Focus went back to the toggle: its own click decides; anywhere else closes the drawer.
    if (target !== menuToggleRef.current) closeDrawer({ restoreFocus: false });
  }

  function handleSkipToContent(event: MouseEvent<HTMLAnchorElement>) {
    // Move focus without a #main entry in the history (and the router's reaction to it).
    event.preventDefault();
    mainRef.current?.focus();
    mainRef.current?.scrollIntoView();
  }

  return (
    <>
      <div
        className={hasPanicBar ? `${styles.shell} ${styles.withBottomBar}` : styles.shell}
        inert={isUnderModal}
      >
        <a className={styles.skipLink} href={`#${MAIN_ID}`} onClick={handleSkipToContent}>
          {t('skip_to_content')}
        </a>
        <SiteHeader
          menuId={SIDE_MENU_ID}
          isMenuOpen={isDrawerOpen}
          onMenuToggle={handleMenuToggle}
          menuToggleRef={menuToggleRef}
        />
        <div className={styles.body}>
          <SideMenu
            id={SIDE_MENU_ID}
            ref={menuRef}
            isDrawerOpen={isDrawerOpen}
            onNavigate={handleMenuNavigate}
            onDismiss={() => closeDrawer({ restoreFocus: true })}
            onFocusLeave={handleMenuFocusLeave}
          />
          {isDrawerOpen ? (
            <div
              className={styles.backdrop}
              aria-hidden="true"
              onClick={() => closeDrawer({ restoreFocus: true })}
            />
          ) : null}
          <div className={styles.content}>
            <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className={styles.main}>
              {children}
            </main>
            <SiteFooter />
          </div>
        </div>
        {hasPanicBar ? <PanicBar onPaused={handlePanicPause} /> : null}
        <CookieNotice />
        <ScrollRestoration />
      </div>
      {/* Outside the shell: a notification stays readable and dismissable over a modal. */}
      <NotificationHost />
      {isLogged && userId !== null ? <LiveNotifications userId={userId} /> : null}
    </>
  );
}
