import type { TCsrfErrorResponse } from '@playfair/contracts/identity';
import type { TNotificationsUpdateResponse } from '@playfair/contracts/player-notifications';
import type { QueryClient } from '@tanstack/react-query';
import { postWithCsrfRetry } from '../http/csrf-retry';
import { csrfTokenFrom } from '../http/get-csrf-token';
import { httpRequest } from '../http/http-client';
import { setUnreadCount } from './get-inbox';
import { ZNotificationsUpdateAnswer } from './post-notifications-read';

/** POST /{locale}/user/notifications/seen (form: ids=1,2,3 and the CSRF token). */
export function postNotificationsSeen({
  locale,
  ids,
  csrfToken,
}: {
  locale: string;
  ids: readonly string[];
  csrfToken: string;
}): Promise<TNotificationsUpdateResponse | TCsrfErrorResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/user/notifications/seen`, {
    method: 'POST',
    form: { ids: ids.join(','), csrf_token: csrfToken },
    schema: ZNotificationsUpdateAnswer,
  });
}

/**
 * Tells the server a notification came on screen (spec 000 §3: shown once); its answer's unread
 * count goes to the cache. Nothing waits on it and a failure changes nothing on the page: the
 * notification was shown either way.
 */
export async function markNotificationSeen(
  queryClient: QueryClient,
  { locale, userId, id }: { locale: string; userId: string; id: string },
): Promise<void> {
  try {
    const outcome = await postWithCsrfRetry({
      send: (csrfToken) => postNotificationsSeen({ locale, ids: [id], csrfToken }),
      token: csrfTokenFrom(queryClient),
    });
    if (outcome.kind === 'answer')
      setUnreadCount(queryClient, { locale, userId }, outcome.answer.unread);
  } catch {
    // Shown all the same; the server will count it unseen.
  }
}
