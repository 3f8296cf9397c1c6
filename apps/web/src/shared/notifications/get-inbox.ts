import { type TInboxResponse, ZInboxResponse } from '@playfair/contracts/player-notifications';
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { httpRequest } from '../http/http-client';

// The inbox (spec 001 §2 account sections) is read by the account's inbox tab (features/account);
// its unread count by the header, the account's tab bar, the live notifications and the onload
// actions. Features never import each other, so the queries they share live here. Every inbox
// answer (a page, a read, a seen) carries the unread count, and each one writes it to the cache.

/** GET /{locale}/user/notifications?page=N (needs a session): the inbox, newest first. */
export function getInbox({
  locale,
  page,
  signal,
}: {
  locale: string;
  page: number;
  signal?: AbortSignal;
}): Promise<TInboxResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/user/notifications`, {
    schema: ZInboxResponse,
    query: { page },
    signal,
  });
}

/** Everything cached about one player's inbox: invalidating it reads pages and count again. */
export function inboxRootKey(userId: string) {
  return ['inbox', userId] as const;
}

/** The key of every inbox page (not the unread count). */
export function inboxPagesKey(userId: string) {
  return [...inboxRootKey(userId), 'page'] as const;
}

/** The unread count's cache entry; the answers of the inbox calls write it. */
export function unreadCountQueryOptions({ locale, userId }: { locale: string; userId: string }) {
  return queryOptions({
    queryKey: [...inboxRootKey(userId), 'unread'] as const,
    // Read from the first page when nothing seeded it (the onload `notification` action does);
    // through its cache entry, so the inbox tab opened at load asks for it once.
    queryFn: async ({ client }) =>
      (await client.fetchQuery(inboxQueryOptions({ locale, userId, page: 1 }))).unread,
    // Kept current by the push, the inbox's pages and the read and seen answers.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Writes the unread count an inbox answer carries. */
export function setUnreadCount(
  queryClient: QueryClient,
  input: { locale: string; userId: string },
  unread: number,
): void {
  queryClient.setQueryData(unreadCountQueryOptions(input).queryKey, unread);
}

/** A page of one player's inbox; reading it also refreshes the unread count. */
export function inboxQueryOptions({
  locale,
  userId,
  page,
}: {
  locale: string;
  userId: string;
  page: number;
}) {
  return queryOptions({
    queryKey: [...inboxPagesKey(userId), page] as const,
    queryFn: async ({ signal, client }) => {
      const inbox = await getInbox({ locale, page, signal });
      setUnreadCount(client, { locale, userId }, inbox.unread);
      return inbox;
    },
    // The page on show stays while the next one loads: the list does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useInbox(input: Parameters<typeof inboxQueryOptions>[0]) {
  return useQuery(inboxQueryOptions(input));
}

/** The player's unread count (undefined until known). */
export function useUnreadCount(input: { locale: string; userId: string }) {
  return useQuery({ ...unreadCountQueryOptions(input), enabled: input.userId !== '' });
}
