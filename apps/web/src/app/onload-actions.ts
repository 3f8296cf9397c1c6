import type { TAppConfig } from '@playfair/contracts/app-config';
import {
  GAME_SLUG_MAX_LENGTH,
  GAME_SLUG_PATTERN,
  gamePagePath,
} from '@playfair/contracts/web-pages';
import type { QueryClient } from '@tanstack/react-query';
import { ACCOUNT_TAB_PARAM, isAccountTab } from '../features/account/model/account-view';
import { quickDepositQueryOptions } from '../features/payments/api/get-quick-deposit';
import { withdrawalsQueryOptions } from '../features/payments/api/get-withdrawals';
import { userStatusQueryOptions } from '../shared/account/get-user-status';
import { historyRoutePath } from '../shared/modal/history-routes';
import { walletQueryOptions } from '../shared/wallet/get-wallet';

type OnloadAction = TAppConfig['onloadActions'][number];

// spec 001 §2 "Onload actions driven by server configuration" that are neither modals
// (onload-modals.ts) nor notifications (onload-notifications.ts): a page to go to, and what the
// page keeps that the server says has changed.

/** `account` `{ tab? }`: the account page, on the tab named when it is one. */
function accountPath(params: OnloadAction['params'], locale: string): string {
  const path = historyRoutePath('account', locale);
  return isAccountTab(params.tab) ? `${path}?${ACCOUNT_TAB_PARAM}=${params.tab}` : path;
}

/**
 * `game` `{ slug }`: that game's page. An action with an `error` is the game view's own (spec 001
 * §8 game onload errors, read by the game page) and goes nowhere.
 */
function gamePath(params: OnloadAction['params'], locale: string): string | null {
  const { slug, error } = params;
  if (error !== undefined || typeof slug !== 'string') return null;
  if (slug.length > GAME_SLUG_MAX_LENGTH || !GAME_SLUG_PATTERN.test(slug)) return null;
  return gamePagePath(locale, slug);
}

/** Where the onload actions send the page: the first action that names a page, or null. */
export function onloadNavigation(actions: readonly OnloadAction[], locale: string): string | null {
  for (const { action, params } of actions) {
    if (action === 'account') return accountPath(params, locale);
    if (action === 'game') {
      const path = gamePath(params, locale);
      if (path !== null) return path;
    }
  }
  return null;
}

/** Whether the server says the player's deposits changed since the page was made. */
export function asksDepositCountUpdate(actions: readonly OnloadAction[]): boolean {
  return actions.some(({ action }) => action === 'updateDepositCount');
}

/**
 * `updateDepositCount`: what the page keeps of the player's deposits is read again: the balance,
 * the account's status (first-deposit checks), the quick-deposit methods (saved cards) and the
 * pending withdrawals.
 */
export async function refreshDepositCount(
  queryClient: QueryClient,
  input: { locale: string; userId: string },
): Promise<void> {
  await Promise.all(
    [
      walletQueryOptions(input).queryKey,
      userStatusQueryOptions(input).queryKey,
      quickDepositQueryOptions(input).queryKey,
      withdrawalsQueryOptions(input).queryKey,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
