import type { TBreakResponse } from '@playfair/contracts/rg';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type BreakSource, breakNoticeParams } from '../features/rg/model/break-notice';
import { useModals } from '../shared/modal/modal-context';
import { useSession } from '../shared/session/session-context';

/**
 * After a time-out, a self-exclusion or the panic button (spec 001 §2, §7 "then logout"): the
 * server has ended every session of the player (and dropped this one's cookie), so the page logs
 * out as it does when a session expires (nothing of theirs stays cached or shown) and says why,
 * with the break's end. The notice opens first, so a page that asks a visitor to log in leaves it
 * in front.
 */
export function useBreakLogout(source: BreakSource): (answer: TBreakResponse) => void {
  const modals = useModals();
  const session = useSession();
  const queryClient = useQueryClient();

  return useCallback(
    (answer: TBreakResponse) => {
      modals.open('break-started', {
        params: breakNoticeParams({ kind: answer.Kind, until: answer.Until, source }),
      });
      session.endSession();
      queryClient.clear();
    },
    [modals, session, queryClient, source],
  );
}
