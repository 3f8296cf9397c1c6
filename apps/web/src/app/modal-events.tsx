import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppConfig } from '../shared/config/app-config-context';
import { appEvents } from '../shared/events/app-events';
import { useModals } from '../shared/modal/modal-context';
import { useSession } from '../shared/session/session-context';
import { asksDepositCountUpdate, onloadNavigation, refreshDepositCount } from './onload-actions';
import { onloadModals } from './onload-modals';
import { onloadNotifications, runOnloadNotifications } from './onload-notifications';

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Opens the modals nobody clicked for: the session-expired modal when any answer says the session
 * ended (spec 000 §4), and the modals of the server's onload actions, once per page load; the
 * onload actions' notifications are queued then too.
 */
export function AppModalEvents() {
  const { t } = useTranslation();
  const modals = useModals();
  const session = useSession();
  const queryClient = useQueryClient();
  const { onloadActions, locale, languageTag, currency, features } = useAppConfig();
  const navigate = useNavigate();
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
    const onload = onloadModals(onloadActions, { locale, random: Math.random(), features });
    for (const modal of onload) {
      if (modal.id === 'session-expired') session.endSession();
      modals.open(modal.id, modal.params === undefined ? {} : { params: modal.params });
    }
    // The notifications are the player's: none for a visitor or a session that just ended.
    const hasSessionEnded = onload.some((modal) => modal.id === 'session-expired');
    if (session.userId === null || hasSessionEnded) return;
    // spec 001 §2 account and game: the page the server sends the player to; updateDepositCount.
    const path = onloadNavigation(onloadActions, locale);
    if (path !== null) void navigate(path);
    if (asksDepositCountUpdate(onloadActions)) {
      void refreshDepositCount(queryClient, { locale, userId: session.userId });
    }
    runOnloadNotifications(onloadNotifications(onloadActions), {
      queryClient,
      userId: session.userId,
      reader: { locale, languageTag, currency },
      raceStartText: (name) => t('notification_race_start', { name }),
      storage: sessionStorageOrNull(),
    });
  }, [
    modals,
    session,
    onloadActions,
    queryClient,
    locale,
    languageTag,
    currency,
    features,
    navigate,
    t,
  ]);

  return null;
}
