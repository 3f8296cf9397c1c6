import type { ServerModalName } from '@playfair/contracts/lobby';
import { BLOCK_MODAL_RETRY_MS } from '@playfair/domain/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isRetryableError } from '../../../shared/http/api-error';
import { httpTextRequest } from '../../../shared/http/http-client';
import { type ModalFragment, readModalFragment } from '../model/modal-fragment';

/** gameplay-block's query (spec 001 §2): whether the player may close it. */
export const CAN_CLOSE_PARAM = 'can-close';

export class UnreadableModalError extends Error {
  override readonly name = 'UnreadableModalError';
}

type ServerModalInput = {
  locale: string;
  name: ServerModalName;
  /** '1' or '0'; only gameplay-block is asked with it. */
  canClose?: string;
};

/**
 * GET /{locale}/modal/{name}[?can-close=1|0] (spec 001 §7): the modal as an HTML fragment
 * (contracts/lobby.ts), translated for the caller, read into plain data.
 */
export async function getServerModal({
  locale,
  name,
  canClose,
  signal,
}: ServerModalInput & { signal?: AbortSignal }): Promise<ModalFragment> {
  const html = await httpTextRequest(
    `/${encodeURIComponent(locale)}/modal/${encodeURIComponent(name)}`,
    {
      query: canClose === undefined ? undefined : { [CAN_CLOSE_PARAM]: canClose },
      headers: { Accept: 'text/html' },
      signal,
    },
  );
  const fragment = readModalFragment(html, name);
  if (fragment === null) throw new UnreadableModalError(`The fragment of ${name} is unreadable`);
  return fragment;
}

/**
 * spec 001 §8: a block modal whose fetch fails tries again after 3333 ms, for as long as it is open
 * (no answer or a 5xx; a 4xx or an unreadable fragment will not pass by trying again). The texts
 * are the player's (their country decides the buttons, spec 001 §6), hence the user in the key.
 */
export function serverModalQueryOptions({
  userId,
  ...input
}: ServerModalInput & { userId: string | null }) {
  return queryOptions({
    queryKey: ['server-modal', input.locale, userId ?? 'visitor', input.name, input.canClose ?? ''],
    queryFn: ({ signal }) => getServerModal({ ...input, signal }),
    retry: (_failureCount, error) => isRetryableError(error),
    retryDelay: BLOCK_MODAL_RETRY_MS,
  });
}

export function useServerModal(input: Parameters<typeof serverModalQueryOptions>[0]) {
  return useQuery(serverModalQueryOptions(input));
}
