import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useAppConfig } from '../shared/config/app-config-context';
import { appEvents } from '../shared/events/app-events';
import { useModals } from '../shared/modal/modal-context';
import { useSession } from '../shared/session/session-context';
import { onloadModals } from './onload-modals';

/**
 * Opens the modals nobody clicked for: the session-expired modal when any answer says the session
 * ended (spec 000 §4), and the modals of the server's onload actions, once per page load.
 */
export function AppModalEvents() {
  const modals = useModals();
  const session = useSession();
  const queryClient = useQueryClient();
  const { onloadActions } = useAppConfig();
  const hasRunOnload = useRef(false);

  // Subscribes to the http client's signal (an external source); the handler acts at once. A
  // layout effect: listening from the moment the page is on screen, not a frame later.
  useLayoutEffect(
    () =>
      appEvents.on('session-expired', () => {
        // spec 000 §4: log the player out on the page: nothing of theirs stays cached or shown.
        session.endSession();
        queryClient.clear();
        modals.open('session-expired');
      }),
    [modals, session, queryClient],
  );

  useEffect(() => {
    if (hasRunOnload.current) return;
    hasRunOnload.current = true;
    for (const modal of onloadModals(onloadActions)) {
      if (modal.id === 'session-expired') session.endSession();
      modals.open(modal.id, modal.params === undefined ? {} : { params: modal.params });
    }
  }, [modals, session, onloadActions]);

  return null;
}
