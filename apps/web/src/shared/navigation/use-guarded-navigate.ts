import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { type NavigationOutcome, runNavigation, useIsNavigationLocked } from './navigation-hooks';

/**
 * A click the page handles itself: the main button without a modifier. Anything else (a new tab,
 * a new window, a download) is the browser's.
 */
export function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Navigation within the app through the spec 001 §4 hooks (`runNavigation`), and whether one is in
 * progress (the menu is locked meanwhile).
 */
export function useGuardedNavigate(): {
  navigateGuarded: (to: string) => Promise<NavigationOutcome>;
  isLocked: boolean;
} {
  const navigate = useNavigate();
  const isLocked = useIsNavigationLocked();
  return {
    navigateGuarded: (to) => runNavigation({ to }, () => navigate(to)),
    isLocked,
  };
}
