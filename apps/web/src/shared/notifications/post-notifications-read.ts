import { type TCsrfErrorResponse, ZCsrfErrorResponse } from '@playfair/contracts/identity';
import {
  type TNotificationsUpdateResponse,
  ZNotificationsUpdateResponse,
} from '@playfair/contracts/player-notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { postWithCsrfRetry } from '../http/csrf-retry';
import { csrfTokenFrom } from '../http/get-csrf-token';
import { httpRequest } from '../http/http-client';
import { inboxPagesKey, setUnreadCount } from './get-inbox';

/** A read or seen call answers the new unread count, or csrf-error (spec 000 §4). */
export const ZNotificationsUpdateAnswer = z.union([
  ZNotificationsUpdateResponse,
  ZCsrfErrorResponse,
]);

/** Which notifications a read marks: some by id, or all of them. */
export type ReadTarget = { ids: readonly string[] } | { all: true };

/** POST /{locale}/user/notifications/read (form: ids=1,2,3 or all=1, and the CSRF token). */
export function postNotificationsRead({
  locale,
  target,
  csrfToken,
}: {
  locale: string;
  target: ReadTarget;
  csrfToken: string;
}): Promise<TNotificationsUpdateResponse | TCsrfErrorResponse> {
  const selection = 'all' in target ? { all: '1' } : { ids: target.ids.join(',') };
  return httpRequest(`/${encodeURIComponent(locale)}/user/notifications/read`, {
    method: 'POST',
    form: { ...selection, csrf_token: csrfToken },
    schema: ZNotificationsUpdateAnswer,
  });
}

export type MarkReadInput = ReadTarget & {
  /**
   * Whether the pages on screen are read again. Opening the inbox marks its page read but keeps
   * the marks on screen (the player sees what was new); the "mark all" button refreshes them.
   */
  isRefreshingPages: boolean;
};

/**
 * Marks notifications read; the answer's unread count goes to the cache, and the inbox's pages
 * are read again (those on screen at once when asked, the others when next shown).
 */
export function useMarkNotificationsRead(input: { locale: string; userId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ isRefreshingPages: _, ...target }: MarkReadInput) => {
      const outcome = await postWithCsrfRetry({
        send: (csrfToken) => postNotificationsRead({ locale: input.locale, target, csrfToken }),
        token: csrfTokenFrom(queryClient),
      });
      return outcome.kind === 'answer' ? outcome.answer : null;
    },
    onSuccess: (answer, { isRefreshingPages }) => {
      if (answer === null) return undefined;
      setUnreadCount(queryClient, input, answer.unread);
      return queryClient.invalidateQueries({
        queryKey: inboxPagesKey(input.userId),
        refetchType: isRefreshingPages ? 'active' : 'none',
      });
    },
  });
}
