import { type TActiveSessionResponse, ZActiveSessionResponse } from '@playfair/contracts/gaming';
import { httpRequest } from '../../../shared/http/http-client';

/** GET /{locale}/user/active-session: the player's open game sessions (spec 001 §3). */
export function getActiveSession({
  locale,
  signal,
}: {
  locale: string;
  signal?: AbortSignal;
}): Promise<TActiveSessionResponse> {
  return httpRequest(`/${encodeURIComponent(locale)}/user/active-session`, {
    schema: ZActiveSessionResponse,
    signal,
  });
}
