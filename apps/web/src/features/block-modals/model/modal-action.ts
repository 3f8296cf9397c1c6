import type { ModalAction } from '@playfair/contracts/lobby';
import { webPagePath } from '@playfair/contracts/web-pages';
import { historyRoutePath } from '../../../shared/modal/history-routes';

/** What a server modal's button does on this page (contracts/lobby.ts MODAL_ACTIONS). */
export type ActionEffect =
  | { kind: 'close' }
  /** Another modal over this one (login on layer 5, registration on 4: both above the blocks). */
  | { kind: 'open-modal'; modal: 'login' | 'register' | 'forgot-password' }
  /**
   * The cashier sits under the block modals (layer 1): this modal gives it its place, in one
   * history entry.
   */
  | { kind: 'replace-with-modal'; modal: 'deposit' }
  /** A page of this site (the account's verification tab, the lobby). */
  | { kind: 'navigate'; to: string }
  /** Another site (an app store), in a new tab. */
  | { kind: 'external'; href: string }
  /** spec 001 §6 (HR): customer care's link, if any, then a reload of the page. */
  | { kind: 'contact-support'; href: string | null }
  | { kind: 'reload' };

/** spec 000 §2: the account page's verification tab, under the locale's slug (`/sr/moj-nalog`). */
export function verificationPath(locale: string): string {
  return `${historyRoutePath('account', locale)}?tab=verification`;
}

function isSitePath(href: string | null): href is string {
  return href !== null && href.startsWith('/');
}

function pageOrSite(href: string | null, fallback: string): ActionEffect {
  if (href === null) return { kind: 'navigate', to: fallback };
  return isSitePath(href) ? { kind: 'navigate', to: href } : { kind: 'external', href };
}

/** `href` has been through safeActionHref: a site path, an http(s) or mailto address, or null. */
export function actionEffect(
  action: ModalAction,
  href: string | null,
  locale: string,
): ActionEffect {
  switch (action) {
    case 'close':
      return { kind: 'close' };
    case 'login':
    case 'register':
    case 'forgot-password':
      return { kind: 'open-modal', modal: action };
    case 'deposit':
    case 'deposit-skip-aml':
      return { kind: 'replace-with-modal', modal: 'deposit' };
    case 'manual-verification':
      return pageOrSite(href, verificationPath(locale));
    case 'lobby':
      return pageOrSite(href, webPagePath(locale, 'casino'));
    case 'contact-support':
      return { kind: 'contact-support', href };
    case 'reload':
      return { kind: 'reload' };
    case 'app-store':
      return href === null ? { kind: 'close' } : { kind: 'external', href };
  }
}
