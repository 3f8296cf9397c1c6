import { CONFIRMATION_TRACKING_STORAGE_KEY } from '@playfair/contracts/game-session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { csrfTokenFrom } from '../../../shared/http/get-csrf-token';
import { loadPage } from '../../../shared/navigation/page-load';
import { getLogout } from '../../../shared/session/get-logout';
import { getLocalStorage, removeStoredIf } from '../../../shared/storage/local-storage';
import {
  type ConfirmationAction,
  postHardRealityCheckTracking,
} from '../api/post-hard-reality-check-tracking';
import { FRAME_SENDING_MUTATION_KEY } from '../model/casino-message';

/**
 * Leaving from the hard reality check (spec 001 §4 "logout tracks … and logs out"): the server is
 * told how (`logout`, or `auto-logout` when no play time was left), then the player is logged out
 * as the site's logout does it — GET /user/logout and a page load of the address it answers. A
 * tracking answer that says the session has ended already (or no answer) goes straight home.
 */
export function useHardCheckLogout({ locale }: { locale: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: FRAME_SENDING_MUTATION_KEY,
    mutationFn: async (action: Extract<ConfirmationAction, 'logout' | 'auto-logout'>) => {
      const home = `/${locale}/`;
      let hasEnded = false;
      try {
        const answer = await postHardRealityCheckTracking({
          locale,
          action,
          token: csrfTokenFrom(queryClient),
        });
        hasEnded = answer === null || answer.HasSessionExpired;
      } catch {
        // Not told: the player is logged out all the same.
      }
      removeStoredIf(getLocalStorage(), CONFIRMATION_TRACKING_STORAGE_KEY, () => true);
      if (hasEnded) {
        loadPage(home);
        return;
      }
      try {
        const { redirect } = await getLogout({ locale, redirect: home });
        loadPage(redirect);
      } catch {
        loadPage(home);
      }
    },
  });
}
