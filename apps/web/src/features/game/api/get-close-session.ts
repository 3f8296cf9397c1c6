import { ZCloseSessionResponse } from '@playfair/contracts/gaming';
import { httpRequest } from '../../../shared/http/http-client';

/**
 * GET /{locale}/user/close-session[?gameId=] (changes state: the XHR marker, which the http client
 * always sends): ends the player's game sessions, or only those of one game. `keepalive` lets the
 * call finish while the page goes away (the player leaves the game view, spec 001 §4).
 */
export async function closeSession({
  locale,
  gameId,
  keepalive = false,
  isLaunchOnly = false,
}: {
  locale: string;
  gameId?: string;
  keepalive?: boolean;
  /** Only the game's launch closes; its session goes on (the page went away, a reload follows). */
  isLaunchOnly?: boolean;
}): Promise<number> {
  const answer = await httpRequest(`/${encodeURIComponent(locale)}/user/close-session`, {
    query: { gameId, ...(isLaunchOnly ? { launchOnly: '1' } : {}) },
    schema: ZCloseSessionResponse,
    keepalive,
  });
  return answer.closed;
}
