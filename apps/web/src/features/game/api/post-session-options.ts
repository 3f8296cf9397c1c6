import {
  type TSessionOptionsSetRequest,
  type TSessionOptionsSetResponse,
  ZSessionOptionsSetResponse,
} from '@playfair/contracts/game-session';
import { type TCsrfErrorResponse, ZCsrfErrorResponse } from '@playfair/contracts/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { postWithCsrfRetry } from '../../../shared/http/csrf-retry';
import { csrfTokenFrom } from '../../../shared/http/get-csrf-token';
import { httpRequest } from '../../../shared/http/http-client';
import { isMultipleSessionsError } from '../model/in-play-error';
import { closeSession } from './get-close-session';

/** What the post answers with HTTP 200: the session, or csrf-error (spec 000 §4: refresh, retry). */
const ZSetAnswer = z.union([ZSessionOptionsSetResponse, ZCsrfErrorResponse]);

/** POST /{locale}/game/session/options/set (form: SessionDuration, NetLoss, GameId, csrf_token). */
export function postSessionOptions({
  locale,
  form,
}: {
  locale: string;
  form: TSessionOptionsSetRequest;
}): Promise<TSessionOptionsSetResponse | TCsrfErrorResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/game/session/options/set`, {
    method: 'POST',
    form,
    schema: ZSetAnswer,
  });
}

export type SessionLimitsOutcome =
  | { kind: 'done'; answer: TSessionOptionsSetResponse }
  /** The csrf retries ran out: the session is gone (spec 000 §4: the session-expired modal). */
  | { kind: 'session-expired' };

/**
 * Sends the chosen limits. spec 001 §4: MULTIPLE_GAME_SESSIONS_ACTIVE (a game open elsewhere)
 * ends the player's sessions and sends them once more; any other refusal is the caller's.
 */
export async function setSessionLimits({
  locale,
  fields,
  token,
}: {
  locale: string;
  fields: Omit<TSessionOptionsSetRequest, 'csrf_token'>;
  token: (isRefresh: boolean) => Promise<string>;
}): Promise<SessionLimitsOutcome> {
  const send = () =>
    postWithCsrfRetry({
      send: (csrfToken) =>
        postSessionOptions({ locale, form: { ...fields, csrf_token: csrfToken } }),
      token,
    });
  let outcome: Awaited<ReturnType<typeof send>>;
  try {
    outcome = await send();
  } catch (error) {
    if (!isMultipleSessionsError(error)) throw error;
    await closeSession({ locale });
    outcome = await send();
  }
  return outcome.kind === 'csrf-exhausted'
    ? { kind: 'session-expired' }
    : { kind: 'done', answer: outcome.answer };
}

export function useSetSessionLimits({ locale }: { locale: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: Omit<TSessionOptionsSetRequest, 'csrf_token'>) =>
      setSessionLimits({ locale, fields, token: csrfTokenFrom(queryClient) }),
  });
}
